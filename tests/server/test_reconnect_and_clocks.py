"""Reconnection (catch-up, snapshots, a bot holding the seat) and the clocks."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from tests.server.harness import LiveServer, Player
from tests.server.playing import TOKEN, autoplay


async def _seated(
    server: LiveServer, body: dict[str, Any], name: str = "Анна"
) -> tuple[Player, str]:
    anna = await Player(server.url, server.ws_url).guest(name)
    created = await anna.http.post("/api/quickplay", json=body)
    assert created.status_code == 200, created.text
    return anna, created.json()["table"]["id"]


async def test_reconnect_gets_exactly_what_it_missed(
    sqlite_url: str, server_options: dict[str, Any]
) -> None:
    server = LiveServer(sqlite_url, grace_seconds=30, **server_options).start()
    anna, tid = await _seated(
        server, {"game": "test_cards", "preset": "four", "options": {"hand": 4}}
    )
    # Anna has the game open twice (phone and laptop); the phone drops and comes back.
    laptop = Player(server.url, server.ws_url)
    laptop.http.cookies = anna.http.cookies
    try:
        await anna.connect()
        await anna.send({"type": "hello", "table": tid, "since": None})
        seen_at = (await anna.expect("snapshot"))["version"]
        await anna.disconnect()
        # The laptop plays on while the phone is away.
        await laptop.connect()
        await laptop.send({"type": "hello", "table": tid, "since": None})
        await autoplay(laptop, tid, random.Random(5), pause_at=seen_at + 9)
        await asyncio.sleep(0.3)
        await laptop.drain()
        laptop_updates = [m for m in map(json.loads, laptop.received) if m["type"] == "update"]
        current = laptop_updates[-1]["version"]
        assert current >= seen_at + 9
        # The replay of the running game shows only what a spectator sees.
        record_id = (await anna.http.get(f"/api/tables/{tid}")).json()["record_id"]
        running = await anna.http.get(f"/api/replays/{record_id}")
        assert running.status_code == 200 and running.json()["finished"] is False
        played = {p["card"] for p in laptop_updates[-1]["view"]["played"]}
        assert set(TOKEN.findall(running.text)) <= played
        assert running.json()["seed"] is None and running.json()["actions"] is None
        assert "hand" not in running.json()["view"]
        await anna.connect()
        await anna.send({"type": "hello", "table": tid, "since": seen_at})
        catchup = await anna.expect("update")
        assert catchup["since"] == seen_at and catchup["version"] == current
        expected = [e for m in laptop_updates if m["version"] > seen_at for e in m["events"]]
        assert catchup["events"] == expected
        assert catchup["view"] == laptop_updates[-1]["view"]
        # Too far behind: a snapshot instead.
        server.settings.catchup_limit = 2
        await anna.send({"type": "hello", "table": tid, "since": 0})
        snapshot = await anna.expect("snapshot")
        assert snapshot["version"] == current and snapshot["view"]["hand"]
    finally:
        await anna.close()
        await laptop.http.aclose()
        await laptop.disconnect()
        server.stop()


async def test_bot_holds_a_disconnected_seat_and_the_player_takes_it_back(
    sqlite_url: str,
) -> None:
    server = LiveServer(sqlite_url, grace_seconds=0.2).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "options": {"hand": 4}}
        )
        tid = created.json()["table"]["id"]
        await boris.http.post(f"/api/tables/{tid}/join", json={})
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": tid})
            await player.expect("snapshot")
            await player.http.post(f"/api/tables/{tid}/ready")
        start = await anna.expect("snapshot", table=tid)
        while start["table_info"]["status"] != "playing":
            start = await anna.expect("snapshot", table=tid)
        assert start["view"]["turn"] == 0 and start["legal"]
        await anna.disconnect()
        # After the grace period a bot plays Anna's seat, so Boris need not wait.
        held = await boris.expect("table", timeout=5)
        while not held["table_info"]["seats"][0]["bot_holding"]:
            held = await boris.expect("table", timeout=5)
        moved = await boris.expect("update", timeout=5)
        assert moved["version"] >= 1
        await anna.connect()
        await anna.send({"type": "hello", "table": tid, "since": 0})
        back = await anna.expect("update")
        assert back["version"] >= 1
        info = (await anna.http.get(f"/api/tables/{tid}")).json()
        assert info["seats"][0]["bot_holding"] is False and info["seats"][0]["connected"]
        replay = (await anna.http.get(f"/api/replays/{info['record_id']}")).json()
        assert replay["steps"][0]["seat"] == 0 and replay["steps"][0]["by_bot"] is True

        # Both away (a restart, a dropped network): nobody is kept waiting, so no bot plays
        # their game for them; the table waits.
        await anna.disconnect()
        await boris.disconnect()
        await asyncio.sleep(0.1)
        paused = (await anna.http.get(f"/api/tables/{tid}")).json()
        await asyncio.sleep(1.0)
        still = (await anna.http.get(f"/api/tables/{tid}")).json()
        assert still["version"] == paused["version"] and still["status"] == "playing"
        assert not any(seat["bot_holding"] for seat in still["seats"])
        # Boris comes back: now Anna's absence keeps him waiting, and a bot holds her seat.
        await boris.connect()
        await boris.send({"type": "hello", "table": tid})
        await boris.expect("snapshot")
        info = (await boris.http.get(f"/api/tables/{tid}")).json()
        assert info["seats"][0]["bot_holding"] and not info["seats"][1]["bot_holding"]
        # Anna takes her seat back and they finish the game themselves.
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        await boris.send({"type": "hello", "table": tid})  # resync: a fresh snapshot to act on
        rng = random.Random(2)
        finals = await asyncio.gather(autoplay(anna, tid, rng), autoplay(boris, tid, rng))
        assert finals[0]["status"] == "finished"
    finally:
        await anna.close()
        await boris.close()
        server.stop()


async def test_two_player_timeout_may_be_claimed(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post(
            "/api/tables",
            json={"game": "test_cards", "clock": {"kind": "move", "seconds": 1}},
        )
        table = created.json()["table"]
        assert table["summary"]["ru"].endswith("1 с на ход")
        await boris.http.post(f"/api/tables/{table['id']}/join", json={})
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": table["id"]})
            await player.expect("snapshot")
        # Claiming before anyone's time is up is refused.
        await boris.send({"type": "claim", "table": table["id"], "seat": 1})
        assert (await boris.expect("error"))["code"] == "nothing_to_claim"
        for player in (anna, boris):
            await player.http.post(f"/api/tables/{table['id']}/ready")
        await boris.send({"type": "claim", "table": table["id"], "seat": 1})
        assert (await boris.expect("error"))["code"] == "nothing_to_claim"
        # Anna (seat 0) lets her second run out.
        info = await boris.expect("table", timeout=5)
        while info["table_info"]["claimable"] is None:
            info = await boris.expect("table", timeout=5)
        assert info["table_info"]["claimable"] == {"seat": 1, "against": 0}
        await boris.send({"type": "claim", "table": table["id"], "seat": 1})
        done = await boris.expect("table", timeout=5)
        while done["table_info"]["status"] != "finished":
            done = await boris.expect("table", timeout=5)
        result = done["table_info"]["result"]
        assert result["winners"] == [1] and result["details"] == {"timeout": 0}
        assert (
            result["reason"]["en"] == "Player 1 ran out of time and the opponent claimed the game"
        )
    finally:
        await anna.close()
        await boris.close()


async def test_multiplayer_timeout_bot_moves_then_takes_the_seat(sqlite_url: str) -> None:
    server = LiveServer(sqlite_url, missed_turns_limit=2, grace_seconds=30).start()
    anna, tid = await _seated(
        server,
        {"game": "test_cards", "preset": "four", "clock": {"kind": "move", "seconds": 1}},
    )
    try:
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        await anna.expect("snapshot")
        # Anna never moves: each time her second runs out a bot moves for her, and after
        # two missed turns the seat is the bot's for good.
        info = await anna.expect("table", timeout=10)
        while not info["table_info"]["seats"][0]["abandoned"]:
            info = await anna.expect("table", timeout=10)
        seat = info["table_info"]["seats"][0]
        assert seat["bot_holding"] and seat["kind"] == "human"
        record = info["table_info"]["record_id"]
        replay = (await anna.http.get(f"/api/replays/{record}")).json()
        mine = [s for s in replay["steps"] if s["seat"] == 0]
        assert len(mine) >= 1 and all(s["by_bot"] for s in mine)
        # The seat is lost: acting for it is refused.
        await anna.send(
            {"type": "act", "table": tid, "seat": 0, "version": 0, "action": {"card": "crd01x"}}
        )
        error = await anna.expect("error")
        assert error["code"] in ("not_your_seat", "stale_version")
    finally:
        await anna.close()
        server.stop()


async def test_a_bot_that_overruns_is_not_waited_for(sqlite_url: str) -> None:
    # A time limit of zero: every bot answer comes too late, so each bot seat plays the
    # seeded fallback move, and the game still goes to its end.
    server = LiveServer(sqlite_url, bot_start_seconds=-3.0).start()
    anna, tid = await _seated(server, {"game": "test_cards", "preset": "four"})
    try:
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        final = await asyncio.wait_for(autoplay(anna, tid, random.Random(8)), 30)
        assert final["status"] == "finished"
        record = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
        assert {s["seat"] for s in record["steps"] if s["by_bot"]} == {1, 2, 3}
    finally:
        await anna.close()
        server.stop()


async def test_a_failing_bot_does_not_stall_the_table(server: LiveServer) -> None:
    anna, tid = await _seated(server, {"game": "test_cards_broken_bot", "preset": "four"})
    try:
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        final = await asyncio.wait_for(autoplay(anna, tid, random.Random(3)), 30)
        assert final["status"] == "finished"
        record = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
        assert {s["seat"] for s in record["steps"] if s["by_bot"]} == {1, 2, 3}
    finally:
        await anna.close()


async def test_a_clock_runs_from_the_start_or_from_its_players_arrival(server: LiveServer) -> None:
    anna, tid = await _seated(
        server, {"game": "test_cards", "clock": {"kind": "game", "seconds": 30, "increment": 0}}
    )
    try:
        # Quick play starts the game at once; Anna's page takes a moment to open. Her clock
        # waits for her, then runs, and the very first snapshot says so.
        await asyncio.sleep(0.6)
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        start = await anna.expect("snapshot")
        assert start["clocks"]["running"] == 0 and start["turn"] == 0
        assert start["clocks"]["remaining"][0] > 29.8
        await asyncio.sleep(0.5)
        await anna.send({"type": "hello", "table": tid})
        later = await anna.expect("snapshot")
        assert later["clocks"]["running"] == 0
        assert later["clocks"]["remaining"][0] <= start["clocks"]["remaining"][0] - 0.5
    finally:
        await anna.close()
