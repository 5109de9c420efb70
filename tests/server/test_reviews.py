"""«Разбор партии» through the club: asked for a seat of a finished game, made in the review
worker part by part with its progress shown, the same review the engine makes, refused
(with a reason in both languages) for a running game, a seat the game lacks, or when too
many reviews are under way."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from igroteka.engine.registry import get_game
from igroteka.engine.replay import GameRecord
from igroteka.review import review_record
from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay

CHEAP = {"review_judge": "alphabeta:depth=2", "review_depth": 2, "review_worlds": 4}


@pytest.fixture
def live(database_url: str) -> Iterator[LiveServer]:
    server = LiveServer(database_url, **CHEAP).start()
    yield server
    server.stop()


async def _checkers_game(anna: Player) -> tuple[str, int, dict[str, Any]]:
    """A checkers table where Anna plays both sides at random, paused after four moves."""
    created = await anna.http.post(
        "/api/tables", json={"game": "russian_checkers", "seats": [{"kind": "me"}] * 2}
    )
    tid = created.json()["table"]["id"]
    await anna.connect()
    await anna.send({"type": "hello", "table": tid})
    await anna.expect("snapshot")
    await anna.http.post(f"/api/tables/{tid}/ready")
    paused = await autoplay(anna, tid, random.Random(8), pause_at=4)
    return tid, int(paused["record_id"]), paused


async def _resume(anna: Player, tid: str) -> None:
    """Play the paused game to its end (a new snapshot answers the move left pending)."""
    await anna.send({"type": "hello", "table": tid})
    await autoplay(anna, tid, random.Random(9))


async def test_a_finished_game_is_reviewed_in_parts_and_gives_the_engines_review(
    live: LiveServer,
) -> None:
    anna = await Player(live.url, live.ws_url).guest("Анна")
    try:
        tid, record, _ = await _checkers_game(anna)
        for answer in (
            await anna.http.get(f"/api/replays/{record}/review", params={"seat": 0}),
            await anna.http.post(f"/api/replays/{record}/review", json={"seat": 0}),
        ):
            assert answer.status_code == 409, answer.text
            error = answer.json()["error"]
            assert error["code"] == "not_finished" and "закончится" in error["text"]["ru"]
            assert "ended" in error["text"]["en"]
        await _resume(anna, tid)

        idle = await anna.http.get(f"/api/replays/{record}/review", params={"seat": 1})
        assert idle.json() == {"seat": 1, "state": "none", "done": 0, "total": 0, "review": None}
        started = await anna.http.post(f"/api/replays/{record}/review", json={"seat": 1})
        assert started.status_code == 200, started.text
        assert started.json()["state"] in ("running", "done")
        seen_done = []
        for _ in range(600):
            status = (
                await anna.http.get(f"/api/replays/{record}/review", params={"seat": 1})
            ).json()
            seen_done.append(status["done"])
            if status["state"] != "running":
                break
            await asyncio.sleep(0.2)
        assert status["state"] == "done", status
        assert seen_done == sorted(seen_done) and status["done"] == status["total"]
        again = await anna.http.post(f"/api/replays/{record}/review", json={"seat": 1})
        assert again.json() == status, "a second ask gives the review already made"

        replay = (await anna.http.get(f"/api/replays/{record}")).json()
        moves = GameRecord(
            "russian_checkers",
            replay["options"],
            int(replay["seed"]),
            replay["actions"],
            [step["seat"] for step in replay["steps"]],
        )
        expected = review_record(moves, 1, worlds=4, judge="alphabeta:depth=2", depth=2)
        assert status["review"] == expected.to_json()
        review = status["review"]
        # The terminal reads the same record from the club's database and says the same.
        command = [sys.executable, "-m", "igroteka", "analyse", str(record), "--seat", "1"]
        command += ["--worlds", "4", "--judge", "alphabeta:depth=2", "--depth", "2", "--json"]
        command += ["--database-url", live.settings.database_url or ""]
        shown = subprocess.run(command, capture_output=True, text=True, check=True)
        assert json.loads(shown.stdout) == review
        assert review["decisions"] and {d["seat"] for d in review["decisions"]} == {1}
        assert all(replay["steps"][d["move"]]["seat"] == 1 for d in review["decisions"])
        assert [m for m, _ in review["curve"]] == list(range(len(replay["steps"])))

        for seat in (2, -1, 3470):
            refused = await anna.http.post(f"/api/replays/{record}/review", json={"seat": seat})
            assert refused.status_code == 409, refused.text
            error = refused.json()["error"]
            assert error["code"] == "no_seat" and "нет места" in error["text"]["ru"]
        wrong = await anna.http.get(f"/api/replays/{record}/review", params={"seat": 12})
        assert wrong.status_code == 422
        missing = await anna.http.post("/api/replays/999999/review", json={"seat": 0})
        assert missing.status_code == 404 and missing.json()["error"]["code"] == "no_replay"
    finally:
        await anna.close()


async def test_a_club_at_its_review_limit_says_it_is_busy(database_url: str) -> None:
    server = LiveServer(database_url, **CHEAP, review_queue=0).start()
    anna = await Player(server.url, server.ws_url).guest("Анна", lang="en")
    try:
        tid, record, _ = await _checkers_game(anna)
        await _resume(anna, tid)
        busy = await anna.http.post(f"/api/replays/{record}/review", json={"seat": 0})
        assert busy.status_code == 429, busy.text
        assert busy.headers["retry-after"] == "60"
        error = busy.json()["error"]
        assert error["code"] == "review_busy" and "минуту" in error["text"]["ru"]
        assert "try again" in error["message"]
    finally:
        await anna.close()
        server.stop()


async def test_a_card_games_review_carries_each_deal_played_with_open_cards(
    live: LiveServer,
) -> None:
    """Go-Stop through the club: the review has the second line, the deal as played and as
    the all-seeing players played it; its line is a legal play of that very deal that
    reaches the result it reports, and the deal's real result is the record's."""
    anna = await Player(live.url, live.ws_url).guest("Анна")
    try:
        game = get_game("go_stop")
        for attempt in range(6):  # a deal can end as it is dealt: take one with moves
            created = await anna.http.post(
                "/api/tables", json={"game": "go_stop", "seats": [{"kind": "me"}] * 2}
            )
            tid = created.json()["table"]["id"]
            await anna.connect()
            await anna.send({"type": "hello", "table": tid})
            await anna.expect("snapshot")
            await anna.http.post(f"/api/tables/{tid}/ready")
            info = await autoplay(anna, tid, random.Random(20 + attempt))
            record = int(info["record_id"])
            replay = (await anna.http.get(f"/api/replays/{record}")).json()
            if len(replay["steps"]) >= 4:
                break
        started = await anna.http.post(f"/api/replays/{record}/review", json={"seat": 1})
        assert started.status_code == 200, started.text
        for _ in range(600):
            status = (
                await anna.http.get(f"/api/replays/{record}/review", params={"seat": 1})
            ).json()
            if status["state"] != "running":
                break
            await asyncio.sleep(0.2)
        assert status["state"] == "done", status
        review = status["review"]
        assert review["hidden"] and review["unit"] == "points"
        (deal,) = review["open_cards"]
        options = game.options.validate(replay["options"])
        state = game.new_state(options, int(replay["seed"]))
        world = state.clone()
        for action, step in zip(replay["actions"], replay["steps"], strict=True):
            state.apply(state.action_from_json(action), step["seat"])
        assert deal["deal"] == 0 and deal["start"] == 0
        assert deal["played"] == game.deal_results(state)[0][1]
        for move in deal["line"]:
            world.apply(world.parse_action(move["move"]), move["seat"])
            assert move["label"]["ru"] and move["label"]["en"]
        assert world.is_terminal() and game.deal_results(world)[0][1] == deal["open"]
    finally:
        await anna.close()


async def _review_done(player: Player, record: int, seat: int) -> dict[str, Any]:
    started = await player.http.post(f"/api/replays/{record}/review", json={"seat": seat})
    assert started.status_code == 200, started.text
    for _ in range(600):
        status = (
            await player.http.get(f"/api/replays/{record}/review", params={"seat": seat})
        ).json()
        if status["state"] != "running":
            break
        await asyncio.sleep(0.2)
    assert status["state"] == "done", status
    return status


async def test_a_finished_review_survives_a_restart_of_the_club(database_url: str) -> None:
    """The review is kept in the database: a club started again on it gives the review
    without making it anew; a club whose reviews are made another way makes its own."""
    server = LiveServer(database_url, **CHEAP).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        tid, record, _ = await _checkers_game(anna)
        await _resume(anna, tid)
        made = await _review_done(anna, record, 0)
    finally:
        await anna.close()
        server.stop()
    again = LiveServer(database_url, **CHEAP).start()
    boris = await Player(again.url, again.ws_url).guest("Борис")
    try:
        kept = await boris.http.get(f"/api/replays/{record}/review", params={"seat": 0})
        assert kept.json() == made
        other_seat = await boris.http.get(f"/api/replays/{record}/review", params={"seat": 1})
        assert other_seat.json()["state"] == "none"
    finally:
        await boris.close()
        again.stop()
    deeper = LiveServer(database_url, **{**CHEAP, "review_depth": 3}).start()
    vera = await Player(deeper.url, deeper.ws_url).guest("Вера")
    try:
        anew = await vera.http.get(f"/api/replays/{record}/review", params={"seat": 0})
        assert anew.json() == {"seat": 0, "state": "none", "done": 0, "total": 0, "review": None}
    finally:
        await vera.close()
        deeper.stop()
