"""The club with its socket tier (`ws_tier`): the same club, every socket held by tier.c.

The tier changes who frames, reads, writes, pings and cuts off each socket, never what a
player is told. So the socket tests that say what a player sees (bad input, sizes past the
limit, a silent client cut off, a move taken straight to its table, reconnecting with
`since`, each seat's own view of every hidden-information game, a whole Kozel match) run
here again against a club whose sockets the tier holds (`server_options` below), and the
tests of this module check what only the tier has: that the club really handed the sockets
over, and that a tier that dies costs the players a reconnection, never a move.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.server.harness import LiveServer, Player, cards_table_for_two
from tests.server.test_act_taker import (  # noqa: F401  (run again through the tier)
    _act,
    _hand_when_settled,
    test_a_move_is_taken_straight_to_its_table,
    test_a_move_sent_right_after_hello_waits_for_the_subscription,
    test_moves_sent_back_to_back_are_answered_in_order,
)
from tests.server.test_bad_input import (  # noqa: F401
    test_socket_bad_messages_change_nothing,
    test_socket_from_another_site_is_refused,
)
from tests.server.test_heartbeat import (  # noqa: F401
    test_a_silent_client_is_dropped_within_the_silence_limit,
)
from tests.server.test_hidden_games import (  # noqa: F401
    test_each_seat_receives_exactly_its_own_view,
)
from tests.server.test_kozel_games import (  # noqa: F401
    test_four_people_play_a_short_match_for_chips_and_see_only_their_own_cards,
)
from tests.server.test_reconnect_and_clocks import (  # noqa: F401
    test_reconnect_gets_exactly_what_it_missed,
)
from tests.server.test_socket_fuzz import (  # noqa: F401
    test_random_messages_get_answers_and_change_nothing,
)
from tests.server.test_socket_limits import (  # noqa: F401
    test_a_message_past_the_transport_limit_gets_the_documented_error,
    test_a_message_under_the_transport_limit_is_refused_and_the_socket_stays,
    test_a_peer_still_sending_past_the_limit_gets_the_error_and_a_clean_end,
)


@pytest.fixture
def server_options() -> dict[str, Any]:
    return {"ws_tier": True}


@pytest.fixture
def tier_server(sqlite_url: str) -> Iterator[LiveServer]:
    live = LiveServer(sqlite_url, ws_tier=True, grace_seconds=30).start()
    yield live
    live.stop()


def _socket_peers(pid: int) -> set[int]:
    """The local ports of the TCP connections process `pid` holds open (Linux's /proc)."""
    inodes = set()
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    ports = set()
    with open("/proc/net/tcp") as table:
        for line in table.readlines()[1:]:
            fields = line.split()
            if fields[9] in inodes and fields[3] == "01":  # ESTABLISHED
                ports.add(int(fields[2].split(":")[1], 16))  # the peer's port
    return ports


async def _table_for_two(server: LiveServer) -> tuple[Player, Player, str]:
    anna, boris, table, _ = await cards_table_for_two(server)
    return anna, boris, table["id"]


async def _move(mover: Player, other: Player, tid: str, seat: int, version: int) -> None:
    """`mover` (at `seat`) plays a card at `version`; both players get the next version."""
    hand = await _hand_when_settled(mover, tid)
    await mover.send(_act(tid, seat, version, hand[0]))
    assert (await mover.expect("update"))["version"] == version + 1
    assert (await other.expect("update"))["version"] == version + 1


async def test_the_tier_holds_every_socket_and_the_club_none(tier_server: LiveServer) -> None:
    anna, boris, _ = await _table_for_two(tier_server)
    try:
        tier = tier_server.app.state.tier
        assert tier is not None and len(tier.sockets) == 2
        club_ports = _socket_peers(os.getpid())
        tier_ports = _socket_peers(tier.process.pid)
        mine = {anna.ws.local_address[1], boris.ws.local_address[1]}
        # The club's process (this one: LiveServer runs it in a thread) holds the HTTP
        # clients' connections, never a socket's; the tier holds both sockets.
        assert mine <= tier_ports
        assert not mine & club_ports
        health = httpx.get(f"{tier_server.url}/health").json()
        assert health["connections"] == 2
        # The web client's heartbeat is the tier's to answer: the club never sees it.
        await anna.send({"type": "ping"})
        await anna.expect("pong", timeout=5)
        # A socket that closes leaves the tier and the club.
        await boris.disconnect()
        for _ in range(100):
            if (
                len(tier.sockets) == 1
                and httpx.get(f"{tier_server.url}/health").json()["connections"] == 1
            ):
                break
            await asyncio.sleep(0.05)
        assert len(tier.sockets) == 1
    finally:
        await anna.close()
        await boris.close()


async def test_a_tier_that_dies_costs_a_reconnection_never_a_move(
    tier_server: LiveServer,
) -> None:
    anna, boris, tid = await _table_for_two(tier_server)
    try:
        await _move(anna, boris, tid, 0, 0)
        tier = tier_server.app.state.tier
        os.kill(tier.process.pid, signal.SIGKILL)
        # Both sockets end with the tier; the club notices the link gone.
        for player in (anna, boris):
            await asyncio.wait_for(player.ws.wait_closed(), 10)
            await player.disconnect()
        for _ in range(100):
            if tier.lost:
                break
            await asyncio.sleep(0.05)
        assert tier.lost and not tier.sockets
        # They reconnect, now to the club's own sockets, and go on from where they were:
        # the move made before is there, and the next one is played.
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": tid, "since": 0})
            caught_up = await player.expect("update")
            assert caught_up["since"] == 0 and caught_up["version"] == 1 and caught_up["events"]
        health = httpx.get(f"{tier_server.url}/health").json()
        assert health["connections"] == 2
        await _move(boris, anna, tid, 1, 1)
    finally:
        await anna.close()
        await boris.close()


async def test_a_tier_with_a_delay_holds_moves_that_long_and_plays_on(sqlite_url: str) -> None:
    """`ws_tier_delay`: the tier is told to hold what it has for the club (tier.c,
    `--link-delay-seconds`), and moves still reach their table and every seat."""
    live = LiveServer(sqlite_url, ws_tier=True, ws_tier_delay=0.05, grace_seconds=30).start()
    try:
        anna, boris, tid = await _table_for_two(live)
        try:
            tier = live.app.state.tier
            with open(f"/proc/{tier.process.pid}/cmdline", "rb") as command:
                arguments = command.read().split(b"\0")
            assert arguments[arguments.index(b"--link-delay-seconds") + 1] == b"0.05"
            await _move(anna, boris, tid, 0, 0)
            await _move(boris, anna, tid, 1, 1)
        finally:
            await anna.close()
            await boris.close()
    finally:
        live.stop()
