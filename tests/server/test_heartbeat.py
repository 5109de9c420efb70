"""A player whose network goes away says nothing: no close, no error, only silence.

The server pings every socket and drops one that has not answered within its silence limit
(igroteka/server/ws_transport.py), so the others learn within seconds that the player is
away and when a bot will take the seat; a client that answers keeps its socket however long
it sits still.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import httpx

from tests.server.harness import LiveServer, Player

PING = 0.2
SILENCE = 1.0
GRACE = 2.0


async def _seat_changes(player: Player, seat: int, until: Any) -> dict[str, Any]:
    """The next `table` message whose seat `seat` passes `until`."""
    while True:
        message = await player.expect("table", timeout=15)
        if until(message["table_info"]["seats"][seat]):
            return message


async def test_a_silent_client_is_dropped_within_the_silence_limit(
    sqlite_url: str, server_options: dict[str, Any]
) -> None:
    server = LiveServer(
        sqlite_url,
        ws_ping_seconds=PING,
        ws_silence_seconds=SILENCE,
        grace_seconds=GRACE,
        **server_options,
    ).start()
    anna = await Player(server.url, server.ws_url).guest("Аня")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "options": {"hand": 4}}
        )
        tid = created.json()["table"]["id"]
        await boris.http.post(f"/api/tables/{tid}/join", json={})
        # Anna's client sends no pings of its own: only her answers to the server's count.
        await anna.connect(ping_interval=None)
        await boris.connect(ping_interval=None)
        for player in (anna, boris):
            await player.send({"type": "hello", "table": tid})
            await player.expect("snapshot")
            await player.http.post(f"/api/tables/{tid}/ready")
        start = await anna.expect("snapshot", table=tid)
        while start["table_info"]["status"] != "playing":
            start = await anna.expect("snapshot", table=tid)
        await boris.drain()

        # Anna's network goes away: from now on nothing of hers reaches the server, not even
        # the answers to its pings, and nothing tells it the socket is dead.
        anna.ws.transport.pause_reading()
        cut = time.monotonic()
        away = await _seat_changes(boris, 0, lambda seat: not seat["connected"])
        noticed = time.monotonic() - cut
        # Within the silence limit (and a little for a busy machine), not the 40 s it was.
        assert noticed < SILENCE + 2.0, f"seen as away after {noticed:.1f} s"
        seat = away["table_info"]["seats"][0]
        assert not seat["bot_holding"]
        # The others are told when a bot takes the seat: the grace period from now.
        bot_in = (datetime.fromisoformat(seat["bot_at"]) - datetime.now(UTC)).total_seconds()
        assert 0 < bot_in <= GRACE
        health = httpx.get(f"{server.url}/health").json()
        assert health["connections"] == 1

        # Boris has sat still for longer than the silence limit, but his client answers
        # the pings: he is still there when the bot takes Anna's seat.
        held = await _seat_changes(boris, 0, lambda seat: seat["bot_holding"])
        assert held["table_info"]["seats"][0]["bot_at"] is None
        assert held["table_info"]["seats"][1]["connected"]
        await boris.expect("update", timeout=5)  # the bot plays for Anna
    finally:
        anna.ws.transport.abort()
        await anna.close()
        await boris.close()
        server.stop()
