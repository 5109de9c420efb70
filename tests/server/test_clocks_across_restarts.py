"""Clocks survive a crash and a graceful stop: the player to move is charged the time they
used before the server stopped, never the downtime, and the clock waits for them to return."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from tests.server.harness import Player, ServerProcess

ENV = {"IGROTEKA_GRACE_SECONDS": "120", "IGROTEKA_HEARTBEAT_SECONDS": "0.1"}
BANK = 60.0


async def _open(player: Player, table: str) -> dict[str, Any]:
    await player.connect()
    await player.send({"type": "hello", "table": table})
    return await player.expect("snapshot")


async def test_a_running_clock_is_charged_up_to_the_stop_only(
    database_url: str, tmp_path: Path
) -> None:
    url = database_url
    server = ServerProcess(url, tmp_path, **ENV).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post(
            "/api/tables",
            json={
                "game": "test_cards",
                "options": {"hand": 4},
                "clock": {"kind": "game", "seconds": BANK, "increment": 0},
            },
        )
        tid = created.json()["table"]["id"]
        await boris.http.post(f"/api/tables/{tid}/join", json={})
        for player in (anna, boris):
            await _open(player, tid)
        await anna.http.post(f"/api/tables/{tid}/ready")
        await boris.http.post(f"/api/tables/{tid}/ready")
        # The game starts and so does the first player's clock: the very first snapshot
        # says it runs (the web client counts it down from there).
        start = await anna.expect("snapshot", table=tid)
        while start["table_info"]["status"] != "playing":
            start = await anna.expect("snapshot", table=tid)
        assert start["clocks"]["running"] == 0 and start["turn"] == 0
        await anna.send(
            {
                "type": "act",
                "table": tid,
                "seat": 0,
                "version": 0,
                "action": start["legal"][0]["action"],
            }
        )
        moved = await boris.expect("update", table=tid)
        assert moved["clocks"]["running"] == 1 and moved["turn"] == 1
        # Boris thinks for 1.5 s; the server crashes and stays down for a second (and the time
        # it takes to start again).
        await asyncio.sleep(1.5)
        server.kill()
        await anna.disconnect()
        await boris.disconnect()
        await asyncio.sleep(1.0)
        server = ServerProcess(url, tmp_path, port=server.port, **ENV).start()

        # Anna is back first: nobody's clock runs until Boris, whose turn it is, returns.
        waiting = await _open(anna, tid)
        assert waiting["clocks"]["running"] is None
        left = waiting["clocks"]["remaining"][1]
        # Charged his 1.5 s (to within a heartbeat and a busy machine), not the downtime.
        assert BANK - 1.5 - 0.3 <= left <= BANK - 1.5 + 0.4, left
        await asyncio.sleep(0.5)
        await anna.send({"type": "hello", "table": tid})
        still = await anna.expect("snapshot", table=tid)
        assert still["clocks"]["remaining"][1] == left

        back = await _open(boris, tid)
        assert back["clocks"]["running"] == 1 and back["legal"]
        anna_sees = await anna.expect("table", table=tid)
        assert anna_sees["clocks"]["running"] == 1
        # He thinks one more second; then a graceful stop, and a second of downtime.
        await asyncio.sleep(1.0)
        assert server.terminate() in (0, -15)
        await anna.disconnect()
        await boris.disconnect()
        await asyncio.sleep(1.0)
        server = ServerProcess(url, tmp_path, port=server.port, **ENV).start()
        back = await _open(boris, tid)
        after = back["clocks"]["remaining"][1]
        # A graceful stop knows its moment exactly: one second more (and the time the
        # messages and the shutdown took), not the downtime.
        assert left - 1.5 <= after <= left - 1.0 + 0.02, (left, after)
        assert back["clocks"]["running"] == 1
        # His move is taken and the game goes on with Anna's clock running.
        await boris.send(
            {
                "type": "act",
                "table": tid,
                "seat": 1,
                "version": back["version"],
                "action": back["legal"][0]["action"],
            }
        )
        answer = await boris.expect("update", table=tid)
        assert answer["clocks"]["running"] is None  # Anna has not come back yet
        assert answer["clocks"]["remaining"][1] <= after
    finally:
        await anna.close()
        await boris.close()
        server.kill()
