"""Two club processes (in-process servers here) on one PostgreSQL and one Redis: a table is
held by the process that created it, and people whose sockets and requests land on the
other process join, ready, play and watch it through Redis as if it were theirs."""

from __future__ import annotations

import asyncio
import json
import random
import time
from typing import Any

from tests.server.harness import LiveServer, Player
from tests.server.nodes.cluster import Seen, check_record, new_prefix, node_settings, play_on
from tests.server.playing import autoplay


async def _until(check: Any, timeout: float = 10) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = await check()
        if value or time.monotonic() > deadline:
            return value
        await asyncio.sleep(0.1)


async def test_people_on_the_other_process_play_a_whole_game(pg_url: str) -> None:
    prefix = new_prefix()
    owner = LiveServer(pg_url, **node_settings(prefix)).start()
    other = LiveServer(pg_url, **node_settings(prefix)).start()
    people: list[Player] = []
    try:
        anna = await Player(owner.url, other.ws_url).guest("Анна")  # creates on the owner
        boris = await Player(other.url, other.ws_url).guest("Борис", lang="en")
        viewer = await Player(owner.url, owner.ws_url).guest("Зритель")
        people += [anna, boris, viewer]
        created = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "options": {"hand": 4}}
        )
        assert created.status_code == 200, created.text
        table = created.json()["table"]["id"]
        assert table in owner.club.tables and table not in other.club.tables

        # The other process lists it in its lobby and answers for it over HTTP.
        async def listed() -> bool:
            lines = (await boris.http.get("/api/tables")).json()
            return any(line["id"] == table for line in lines)

        assert await _until(listed)
        summary = await boris.http.get(f"/api/tables/{table}")
        assert summary.status_code == 200 and summary.json()["status"] == "waiting"
        joined = await boris.http.post(f"/api/tables/{table}/join", json={})
        assert joined.status_code == 200, joined.text
        assert joined.json()["seat"] == 1
        # A refusal made by the owner comes back as it is, in the reader's language.
        again = await boris.http.post(f"/api/tables/{table}/join", json={"seat": 0})
        assert again.status_code >= 400
        assert again.json()["error"]["code"]

        # Both players' sockets are on the other process; a spectator's on the owner.
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": table, "since": None})
            await player.expect("snapshot", table=table)
        await viewer.connect()
        await viewer.send({"type": "hello", "table": table})
        await viewer.expect("snapshot", seat=None)
        anna.http.base_url = other.url  # her requests go to the other process from now on
        for player in (anna, boris):
            answer = await player.http.post(f"/api/tables/{table}/ready")
            assert answer.status_code == 200, answer.text

        rng = random.Random(11)
        results = await asyncio.gather(autoplay(anna, table, rng), autoplay(boris, table, rng))
        final = results[0]
        assert final["status"] == "finished" and final["result"]["winners"]
        replay = (await boris.http.get(f"/api/replays/{final['record_id']}")).json()
        assert replay["finished"]
        moves = len(replay["actions"])

        # Every version reached each player once, in order; the spectator saw them too.
        for player in (anna, boris, viewer):
            await player.drain(0.3)
            versions = [
                m["version"]
                for m in map(json.loads, player.received)
                if m.get("type") == "update" and m.get("table") == table
            ]
            assert versions == sorted(set(versions)) and versions[-1] == moves
        # A process's error for a stale move reaches the socket on the other one.
        await anna.send(
            {"type": "act", "table": table, "seat": 0, "version": 0, "action": {"card": "x"}}
        )
        error = await anna.expect("error")
        assert error["table"] == table and error["code"] == "not_playing"
    finally:
        for player in people:
            await player.close()
        other.stop()
        owner.stop()


async def test_a_table_whose_process_stopped_is_taken_over(pg_url: str) -> None:
    """A graceful stop gives the leases back: the other process takes the table at once
    when its player comes back, with everything played so far."""
    prefix = new_prefix()
    first = LiveServer(pg_url, **node_settings(prefix)).start()
    second = LiveServer(pg_url, **node_settings(prefix)).start()
    anna = await Player(first.url, second.ws_url).guest("Анна")
    try:
        answer = await anna.http.post(
            "/api/quickplay", json={"game": "test_cards", "options": {"hand": 4}}
        )
        table = answer.json()["table"]["id"]
        assert table in first.club.tables
        await anna.connect()
        await anna.send({"type": "hello", "table": table, "since": None})
        await autoplay(anna, table, random.Random(3), pause_at=3)
        await anna.drain(0.3)
        version = max(
            m["version"]
            for m in map(json.loads, anna.received)
            if m.get("type") in ("snapshot", "update") and m.get("table") == table
        )
        first.stop()
        anna.http.base_url = second.url
        # Its socket (on the second process) is told to reconnect; it does, and the second
        # process takes the table, rebuilt from the journal, and catches the client up.
        seen = Seen()
        seen.version = version
        final = await play_on(anna, table, random.Random(4), [second.ws_url], seen)
        assert final["status"] == "finished"
        assert table in second.club.tables
        assert seen.reconnects >= 1
        replay = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
        check_record(replay, [seen])
        assert len(replay["actions"]) > version
    finally:
        await anna.close()
        first.stop()  # again if it stopped above: a no-op then
        second.stop()
