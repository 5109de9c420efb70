"""Several seats acting at once, through the real server (contract v2, issue 11).

The sealed-throw test game (tests/server/sealedgame.py): three seats bid at the
same time, each bid sealed until all are in; the highest bidder throws with a
continuous action described by `controls`; each seat's secret token comes in
the opening events. Played over WebSockets by people and a bot, with a
reconnection and a server killed and restarted in the middle: no seat ever
hears another's sealed bid or token, and the record replays to the outcome.
"""

from __future__ import annotations

import asyncio
import json
import random
import weakref
from pathlib import Path
from typing import Any

import tests.server.sealedgame  # noqa: F401  (registers the game in this process too)
from igroteka.engine.replay import GameRecord, replay_events
from tests.server.harness import LiveServer, Player, ServerProcess
from tests.server.playing import autoplay

GAME = "test_sealed_table"
MODULES = {"IGROTEKA_GAME_MODULES": "tests.server.cardgame,tests.server.sealedgame"}
# The last position (a snapshot or update with a view) each player received.
LAST_POSITION: weakref.WeakKeyDictionary[Player, dict[str, Any]] = weakref.WeakKeyDictionary()


async def _position(player: Player, table: str, until: Any, timeout: float = 30) -> dict:
    """The position of `table`'s game (the last one received, or the next snapshot or
    update) for which `until(message)` holds."""
    last = LAST_POSITION.get(player)
    if last is not None and last.get("table") == table and until(last):
        return last
    while True:
        message = await _game_message(player, table, timeout)
        if message.get("view") and until(message):
            return message


async def _act(
    player: Player,
    table: str,
    seat: int,
    action: dict[str, Any],
    current: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play `action` for `seat` once it may (from `current`, the position last seen, or
    the next one where it acts), again after a bot's move made it stale; the update
    that carries it."""
    while True:
        if current is None or seat not in current.get("acting", []):
            current = await _position(player, table, lambda m: seat in m["acting"])
        await player.send(
            {"type": "act", "table": table, "seat": seat, "version": current["version"],
             "action": action}
        )
        while True:
            answer = await asyncio.wait_for(player.inbox.get(), 30)
            if answer.get("type") == "error":
                assert answer["code"] == "stale_version", answer
                break
            if answer.get("table") != table or answer.get("type") not in ("snapshot", "update"):
                continue
            current = answer
            if answer.get("view"):
                LAST_POSITION[player] = answer
            if answer["type"] == "update" and any(
                e.get("seat") == seat and e["kind"] in ("sealed", "throw")
                for e in answer["events"]
            ):
                return answer
        # The snapshot sent with the refusal is the position to answer.


async def _game_message(player: Player, table: str, timeout: float) -> dict[str, Any]:
    """The next snapshot or update of `table`'s game; one with a view is kept as the last
    position seen."""
    while True:
        message = await asyncio.wait_for(player.inbox.get(), timeout)
        if message.get("table") == table and message.get("type") in ("snapshot", "update"):
            if message.get("view"):
                LAST_POSITION[player] = message
            return message


def _events_of(message: dict[str, Any]) -> list[dict[str, Any]]:
    if message["type"] == "update":
        return list(message["events"])
    return [e for entry in message.get("log", []) for e in entry["events"]]


def _secrets_kept(received: list[str], seat: int, tokens: list[int]) -> int:
    """Check every game message `seat` received; the number checked.

    Another seat's sealed bid never appears (its `sealed` event names the seat
    only, a view shows only the reader's own bid), and no token but the
    reader's own appears before the end.
    """
    checked = 0
    for raw in received:
        message = json.loads(raw)
        if message.get("type") not in ("snapshot", "update") or message.get("seat") != seat:
            continue
        checked += 1
        for event in _events_of(message):
            if event["kind"] == "sealed" and event["seat"] != seat:
                assert "action" not in event, event
            if event["kind"] == "tokens":
                assert event["token"] == tokens[seat] and "tokens" not in event, event
        view = message.get("view")
        if not view:
            continue  # the table before its game began
        bids = view.get("bids")
        if bids is not None:
            assert "all" not in bids, bids
            assert set(bids) <= {"asked", "chosen", "waiting", "mine"}, bids
            if "mine" in bids:
                assert seat in bids["chosen"]
        if view.get("phase") != "over":
            assert "tokens" not in view and view.get("token") == tokens[seat], view
        if message.get("controls") is not None:
            assert view.get("thrower") == seat and view.get("phase") == "throw", message
    return checked


async def _open(player: Player, table: str, since: int | None = None) -> None:
    LAST_POSITION.pop(player, None)
    await player.connect()
    await player.send({"type": "hello", "table": table, "since": since})


async def test_sealed_bids_over_websockets_through_a_reconnection_and_a_restart(
    sqlite_url: str, tmp_path: Path
) -> None:
    server = ServerProcess(sqlite_url, tmp_path, IGROTEKA_GRACE_SECONDS="120", **MODULES)
    server.start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post(
            "/api/tables",
            json={
                "game": GAME,
                "options": {"rounds": 3},
                "seats": [{"kind": "me"}, {"kind": "human"}, {"kind": "bot", "level": "easy"}],
            },
        )
        assert created.status_code == 200, created.text
        table = created.json()["table"]["id"]
        assert (await boris.http.post(f"/api/tables/{table}/join", json={})).status_code == 200
        await _open(anna, table)
        await _open(boris, table)
        await anna.http.post(f"/api/tables/{table}/ready")
        await boris.http.post(f"/api/tables/{table}/ready")

        # The start: three seats act at once; the opening events are log version 0,
        # each seat told its own token only.
        start = await _position(anna, table, lambda m: m["type"] == "snapshot" and m["view"])
        assert {0, 1} <= set(start["acting"]) and start["turn"] == start["acting"][0]
        opening = start["log"][0]
        assert opening["version"] == 0 and "seat" not in opening
        assert [e["kind"] for e in opening["events"]] == ["tokens"]
        assert opening["events"][0]["token"] == start["view"]["token"]
        assert "controls" not in start

        # Round 1: Anna bids; Boris steps away, comes back and catches up, then bids.
        seen = await _act(anna, table, 0, {"bid": 3})
        assert seen["view"]["bids"]["mine"] == 3 and 0 not in seen["acting"]
        mid = await _position(boris, table, lambda m: 0 not in m["acting"])
        assert 1 in mid["acting"] and "mine" not in mid["view"]["bids"]
        await boris.disconnect()
        await _open(boris, table, since=mid["version"])
        catchup = await boris.expect("update", table=table)
        assert catchup["since"] == mid["version"] and 1 in catchup["acting"]
        await _act(boris, table, 1, {"bid": 1}, catchup)

        # Anna bid highest, so she throws: her controls say how, and any value in range
        # counts (not only the bots' sample).
        aim = await _position(anna, table, lambda m: m["view"]["phase"] == "throw")
        assert aim["acting"] == [0] and aim["controls"]["kind"] == "throw"
        assert {p["name"] for p in aim["controls"]["params"]} == {"angle", "power"}
        other = await _position(boris, table, lambda m: m["view"]["phase"] == "throw")
        assert "controls" not in other and other["legal"] == []
        thrown = await _act(anna, table, 0, {"throw": {"angle": 37.5, "power": 0.83}}, aim)
        assert thrown["view"]["round"] == 2

        # Round 2: Anna bids, then the server is killed before Boris has.
        bid = await _act(anna, table, 0, {"bid": 2}, thrown)
        assert 1 in bid["acting"]
        server.kill()
        await anna.disconnect()
        await boris.disconnect()
        server = ServerProcess(sqlite_url, tmp_path, port=server.port,
                               IGROTEKA_GRACE_SECONDS="120", **MODULES).start()
        await _open(anna, table)
        back = await anna.expect("snapshot", table=table)
        assert back["version"] >= bid["version"] and back["view"]["round"] == 2
        assert back["view"]["bids"]["mine"] == 2 and 0 not in back["acting"]
        await _open(boris, table)
        await _act(boris, table, 1, {"bid": 3})
        throw = await _position(boris, table, lambda m: m["view"]["phase"] == "throw")
        assert throw["acting"] == [1] and throw["controls"]["kind"] == "throw"
        await _act(boris, table, 1, {"throw": {"angle": 45, "power": 1}}, throw)

        # Round 3 to the end, both people answering from their legal samples.
        results = await asyncio.gather(
            autoplay(anna, table, random.Random(1)), autoplay(boris, table, random.Random(2))
        )
        final = results[0]
        assert final["status"] == "finished"

        # The record replays to the same outcome and the same events, seat by seat.
        replay = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
        record = GameRecord(
            GAME,
            replay["options"],
            int(replay["seed"]),
            replay["actions"],
            [step["seat"] for step in replay["steps"]],
        )
        state, events = replay_events(record)
        assert state.outcome() is not None
        assert state.outcome().to_json() == final["result"]
        assert [[e.revealed() for e in step] for step in events[1:]] == [
            step["events"] for step in replay["steps"]
        ]
        assert all(s["by_bot"] == (s["seat"] == 2) for s in replay["steps"])
        assert sum(1 for s in replay["steps"] if s["seat"] == 2) >= 3
        throws = [s["seat"] for s in replay["steps"] if s["events"][0]["kind"] == "throw"]
        assert throws[:2] == [0, 1] and len(throws) == 3
        # The fairness proof keeps each move's seat, so it checks out by replay too.
        proof = (await anna.http.get(f"/api/fairness/{table}")).json()
        assert proof["seats"] == record.seats and proof["actions"] == record.actions
        verdict = (await anna.http.post("/api/fairness/verify", json=proof)).json()
        assert verdict["ok"] is True, verdict["checks"]
        tokens = state.view(None)["tokens"]
        assert _secrets_kept(anna.received, 0, tokens) > 5
        assert _secrets_kept(boris.received, 1, tokens) > 5
    finally:
        await anna.close()
        await boris.close()
        server.kill()


async def test_one_of_several_acting_people_times_out_and_the_others_moves_stand(
    sqlite_url: str,
) -> None:
    server = LiveServer(sqlite_url, missed_turns_limit=5, grace_seconds=60).start()
    people = [await Player(server.url, server.ws_url).guest(n) for n in ("Анна", "Борис", "Вера")]
    anna, boris, vera = people
    try:
        created = await anna.http.post(
            "/api/tables",
            json={
                "game": GAME,
                "seats": [{"kind": "me"}, {"kind": "human"}, {"kind": "human"}],
                "clock": {"kind": "move", "seconds": 3},
            },
        )
        assert created.status_code == 200, created.text
        table = created.json()["table"]["id"]
        for p in (boris, vera):
            assert (await p.http.post(f"/api/tables/{table}/join", json={})).status_code == 200
        for p in people:
            await _open(p, table)
        for p in people:
            await p.http.post(f"/api/tables/{table}/ready")

        # Everyone decides at once: all three clocks run.
        start = await _position(anna, table, lambda m: m["type"] == "snapshot" and m["view"])
        assert start["acting"] == [0, 1, 2] and start["clocks"]["running"] == [0, 1, 2]
        # Anna's move stops her clock only.
        mine = await _act(anna, table, 0, {"bid": 1}, start)
        assert mine["acting"] == [1, 2] and mine["clocks"]["running"] == [1, 2]
        await _act(boris, table, 1, {"bid": 2})
        # Vera lets her time run out: her bot bids for her, and Anna's and Boris's bids stand.
        await _position(anna, table, lambda m: m["view"]["phase"] == "throw", 20)
        record = start["table_info"]["record_id"]
        replay = (await anna.http.get(f"/api/replays/{record}")).json()
        assert [(s["seat"], s["by_bot"]) for s in replay["steps"]] == [
            (0, False),
            (1, False),
            (2, True),
        ]
        bids = next(e for e in replay["steps"][2]["events"] if e["kind"] == "bids")["bids"]
        assert bids[:2] == [1, 2]
    finally:
        for p in people:
            await p.close()
        server.stop()


async def test_a_game_over_inside_its_opening_events_ends_cleanly(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        created = await anna.http.post(
            "/api/quickplay", json={"game": "test_sealed_instant", "level": "easy"}
        )
        assert created.status_code == 200, created.text
        table = created.json()["table"]["id"]
        await _open(anna, table)
        snapshot = await anna.expect("snapshot", table=table)
        info = snapshot["table_info"]
        while info["status"] != "finished":
            info = (await anna.expect("table", table=table))["table_info"]
        # Told once, as version 0: the deal and the end; nobody acts, no move was made.
        finished = await _open_again(anna, table)
        assert finished["version"] == 0 and finished["acting"] == [] and finished["legal"] == []
        (opening,) = finished["log"]
        assert [e["kind"] for e in opening["events"]] == ["tokens", "instant"]
        tokens = opening["events"][1]["tokens"]
        best = max(tokens)
        assert info["result"]["winners"] == [s for s in range(3) if tokens[s] == best]
        replay = (await anna.http.get(f"/api/replays/{info['record_id']}")).json()
        assert replay["finished"] and replay["steps"] == []
    finally:
        await anna.close()


async def _open_again(player: Player, table: str) -> dict[str, Any]:
    await player.disconnect()
    await _open(player, table)
    return await player.expect("snapshot", table=table)
