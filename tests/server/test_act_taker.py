"""A move goes from the socket's transport straight to its table (`ActTaker` in
igroteka/server/ws.py), and a socket's messages still reach their tables in the order sent.

These run on a live server with real sockets: what a client sees must be exactly what the
reader task's way gives (tests/server/test_bad_input.py refuses every kind of bad move on
the same way), only with no reader task waiting on each move.
"""

from __future__ import annotations

import json
from typing import Any

from tests.server.harness import LiveServer, Player, cards_table_for_two


async def _table_for_two(server: LiveServer) -> tuple[Player, Player, str]:
    anna, boris, table, _ = await cards_table_for_two(server)
    return anna, boris, table["id"]


async def _hand_when_settled(player: Player, table: str) -> list[Any]:
    """The player's hand, once the socket's reader has finished the hello."""
    await player.send({"type": "hello", "table": table})
    hand: list[Any] = (await player.expect("snapshot"))["view"]["hand"]
    await _settled(player)
    return hand


def _taken(server: LiveServer, user: dict[str, Any]) -> int:
    """Moves the taker of `user`'s open sockets took (read on the server's loop's data)."""
    return sum(
        conn.pusher.receiver.taken
        for conn in list(server.club.connections)
        if conn.member is not None
        and conn.member.id == user["id"]
        and conn.pusher is not None
        and conn.pusher.receiver is not None
    )


async def _settled(player: Player) -> None:
    """Until the socket's reader has finished what it was doing (a hello still reads the
    chat history after its snapshot): a ping it answers itself (the transport answers only
    the exact `{"type":"ping"}`)."""
    await player.send({"type": "ping", "from": "test"})
    await player.expect("pong")


def _act(table: str, seat: int, version: int, card: Any) -> dict[str, Any]:
    return {
        "type": "act",
        "table": table,
        "seat": seat,
        "version": version,
        "action": {"card": card},
    }


async def test_a_move_is_taken_straight_to_its_table(server: LiveServer) -> None:
    anna, boris, tid = await _table_for_two(server)
    try:
        hand = await _hand_when_settled(anna, tid)
        before = _taken(server, anna.user)
        await anna.send(_act(tid, 0, 0, hand[0]))
        assert (await anna.expect("update"))["version"] == 1
        assert (await boris.expect("update"))["version"] == 1
        assert _taken(server, anna.user) == before + 1

        # A refusal taken the same way reads as the reader's: code, both languages, table.
        bhand = await _hand_when_settled(boris, tid)
        taken = _taken(server, boris.user)
        await boris.send(_act(tid, 0, 1, bhand[0]))
        error = await boris.expect("error")
        assert error["code"] == "not_your_seat" and error["table"] == tid
        assert (
            error["message"] == "Seat 1 is not yours" and error["text"]["ru"] == "Место 1 не ваше"
        )
        assert _taken(server, boris.user) == taken + 1

        # What the taker leaves to the reader is refused by it as before.
        await boris.send({"type": "act", "table": tid, "seat": True, "version": 1, "action": {}})
        assert (await boris.expect("error"))["code"] == "bad_message"
        assert _taken(server, boris.user) == taken + 1
    finally:
        await anna.close()
        await boris.close()


async def test_a_move_sent_right_after_hello_waits_for_the_subscription(
    server: LiveServer,
) -> None:
    anna, boris, tid = await _table_for_two(server)
    try:
        await anna.send({"type": "hello", "table": tid})
        hand = (await anna.expect("snapshot"))["view"]["hand"]
        # A new socket: the move follows its hello at once, before the snapshot came back.
        await anna.disconnect()
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        await anna.send(_act(tid, 0, 0, hand[0]))
        snapshot = await anna.expect("snapshot")
        update = await anna.expect("update")
        assert snapshot["version"] == 0 and update["version"] == 1
        assert not [m for m in await anna.drain() if m.get("type") == "error"]
        assert (await boris.expect("update"))["version"] == 1
    finally:
        await anna.close()
        await boris.close()


async def test_moves_sent_back_to_back_are_answered_in_order(server: LiveServer) -> None:
    anna, boris, tid = await _table_for_two(server)
    try:
        hand = await _hand_when_settled(anna, tid)
        taken = _taken(server, anna.user)
        # Two moves in one go: the second arrives while the first may still be at the
        # table (then the reader takes it); either way the first is played first and the
        # second, made for the same version, is refused as stale after it.
        await anna.ws.send(json.dumps(_act(tid, 0, 0, hand[0])))
        await anna.ws.send(json.dumps(_act(tid, 0, 0, hand[1])))
        seen = [
            (m["type"], m.get("version"), m.get("code"))
            for m in await anna.drain(quiet=1.0)
            if m["type"] in ("update", "error")
        ]
        assert seen == [("update", 1, None), ("error", None, "stale_version")]
        assert _taken(server, anna.user) in (taken + 1, taken + 2)
        await boris.drain()
        await boris.send({"type": "hello", "table": tid})
        assert (await boris.expect("snapshot"))["version"] == 1
    finally:
        await anna.close()
        await boris.close()
