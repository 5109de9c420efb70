"""The server killed with SIGKILL in the middle of several games, then stopped gracefully:
every game comes back where it was and finishes, and nothing a client was told is lost."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

from tests.server.harness import Player, ServerProcess
from tests.server.playing import autoplay

# Players here step away from one table while playing another: no bot may take over.
SLOW_GRACE = {"IGROTEKA_GRACE_SECONDS": "120"}


def _public_events(received: list[str]) -> dict[int, list[dict[str, Any]]]:
    """Version -> public events, as a spectator received them."""
    by_version: dict[int, list[dict[str, Any]]] = {}
    for raw in received:
        message = json.loads(raw)
        if message["type"] == "update" and "since" not in message:
            by_version[message["version"]] = message["events"]
    return by_version


async def _open(player: Player, table: str, since: int | None = None) -> None:
    await player.connect()
    await player.send({"type": "hello", "table": table, "since": since})


async def test_sigkill_then_sigterm_every_game_resumes(database_url: str, tmp_path: Path) -> None:
    server = ServerProcess(database_url, tmp_path, **SLOW_GRACE).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    watcher = await Player(server.url, server.ws_url).guest("Зритель")
    people = [anna, boris, watcher]
    try:
        # Two games against bots and one between two people.
        tables = []
        for options in ({"hand": 4}, {"hand": 3, "players": 3}):
            answer = await anna.http.post(
                "/api/quickplay", json={"game": "test_cards", "options": options}
            )
            tables.append(answer.json()["table"]["id"])
        answer = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "options": {"hand": 4}}
        )
        duel = answer.json()["table"]["id"]
        await boris.http.post(f"/api/tables/{duel}/join", json={})
        await anna.http.post(f"/api/tables/{duel}/ready")
        await boris.http.post(f"/api/tables/{duel}/ready")
        tables.append(duel)

        # Play part of each game, a spectator watching every table.
        watchers = {t: Player(server.url, server.ws_url) for t in tables}
        for t, w in watchers.items():
            w.http.cookies = watcher.http.cookies
            await _open(w, t)
            await w.expect("snapshot")
        seen: dict[str, int] = {}
        for t in tables:
            player_list = [anna, boris] if t == duel else [anna]
            for p in player_list:
                await _open(p, t)
            rng = random.Random(t)
            infos = await asyncio.gather(*(autoplay(p, t, rng, pause_at=3) for p in player_list))
            assert all(info.get("status", "playing") == "playing" for info in infos)
            await anna.drain(0.3)
            seen[t] = max(
                m["version"]
                for m in map(json.loads, anna.received)
                if m.get("table") == t and m["type"] in ("snapshot", "update")
            )
            assert seen[t] >= 3
            for p in player_list:
                await p.disconnect()
                p.received.clear()
        before = {t: _public_events(w.received) for t, w in watchers.items()}

        server.kill()
        for w in watchers.values():
            await w.disconnect()
        server = ServerProcess(database_url, tmp_path, port=server.port, **SLOW_GRACE).start()

        # Every table is back at (at least) the version its players saw.
        for t in tables:
            await _open(anna, t, since=seen[t])
            catchup = await anna.expect("update", table=t)
            assert catchup["since"] == seen[t] and catchup["version"] >= seen[t]
            await anna.disconnect()

        # A graceful stop saves everything too.
        # (uvicorn re-raises SIGTERM after its clean shutdown, so the status may be -15.)
        assert server.terminate() in (0, -15)
        assert '"club stopped"' in server.log_path.read_text()
        server = ServerProcess(database_url, tmp_path, port=server.port, **SLOW_GRACE).start()

        # Finish every game.
        for t in tables:
            player_list = [anna, boris] if t == duel else [anna]
            for p in player_list:
                p.received.clear()
                await _open(p, t)
            rng = random.Random(t)
            results = await asyncio.gather(*(autoplay(p, t, rng) for p in player_list))
            final = results[0]
            assert final["status"] == "finished"
            replay = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
            assert replay["finished"]
            # What the spectator saw before the crash is exactly the start of the record.
            for version, events in before[t].items():
                step = replay["steps"][version - 1]
                public = [{k: v for k, v in e.items() if k != "private"} for e in step["events"]]
                assert public == events, (t, version)
            for p in player_list:
                await p.disconnect()
    finally:
        for p in people:
            await p.close()
        server.kill()
