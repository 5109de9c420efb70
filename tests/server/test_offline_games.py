"""Finished offline games sent to the account (igroteka/server/api_offline.py): replayed
with the club's rules, kept under «Мои игры» with their replay, marked offline and
unrated; a record that breaks the rules or stops before the end is refused."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from igroteka.offline.table import OfflineTable
from tests.server.harness import LiveServer, Player


@pytest.fixture
def live(database_url: str) -> Iterator[LiveServer]:
    server = LiveServer(database_url).start()
    yield server
    server.stop()


def finished_record(game: str = "russian_checkers", seed: int = 5) -> dict[str, Any]:
    """A game played out offline: the person plays their first legal move, the bot its own."""
    table = OfflineTable({"id": f"offline-test{seed}", "game": game, "preset": None,
                          "options": {}, "seed": seed, "level": "easy", "people": 1,
                          "seats": None, "actions": []})
    while not table.finished:
        if table.bot_seat() is not None:
            table.bot_move()
            continue
        seat = table.state.acting()[0]
        table.act(seat, table.version, table.state.legal_actions(seat)[0].to_json())
    return table.record


def body_of(record: dict[str, Any]) -> dict[str, Any]:
    return {key: record[key] for key in ("id", "game", "preset", "options", "seed", "seats",
                                         "actions")}


async def test_a_finished_offline_game_is_kept_with_its_replay(live: LiveServer) -> None:
    anna = await Player(live.url, live.ws_url).guest("Анна")
    try:
        record = finished_record()
        sent = await anna.http.post("/api/offline-games", json=body_of(record))
        assert sent.status_code == 200, sent.text
        answer = sent.json()
        assert answer["result"]["winners"] == record["result"]["winners"]
        again = await anna.http.post("/api/offline-games", json=body_of(record))
        assert again.json()["record_id"] == answer["record_id"]  # sent twice, kept once

        games = (await anna.http.get("/api/me/games")).json()
        assert [(g["id"], g["offline"], g["replay"]) for g in games] == [
            (answer["record_id"], True, True)
        ]
        replay = (await anna.http.get(answer["replay_url"].replace("/replay/", "/api/replays/")))
        steps = replay.json()["steps"]
        assert len(steps) == len(record["actions"])
        assert [s["by_bot"] for s in steps[:2]] == [False, True]
        # Unrated: no rating board counts it.
        board = (await anna.http.get("/api/ratings/russian_checkers")).json()
        assert board == []

        boris = await Player(live.url, live.ws_url).guest("Борис")
        taken = await boris.http.post("/api/offline-games", json=body_of(record))
        assert taken.status_code == 409 and taken.json()["error"]["code"] == "offline_game_taken"
        await boris.close()
    finally:
        await anna.close()


async def test_a_record_that_breaks_the_rules_or_stops_early_is_refused(
    live: LiveServer,
) -> None:
    anna = await Player(live.url, live.ws_url).guest("Анна")
    try:
        record = finished_record(seed=6)
        cheat = copy.deepcopy(body_of(record))
        cheat["id"] = "offline-cheat1"
        cheat["actions"][0][0] = 1  # the bot's seat moving first
        refused = await anna.http.post("/api/offline-games", json=cheat)
        error = refused.json()["error"]
        assert refused.status_code == 409 and error["code"] == "illegal_record"
        assert error["text"]["ru"].startswith("Ход 1 не по правилам")
        assert error["text"]["en"].startswith("Move 1 breaks the rules")

        early = {**body_of(record), "id": "offline-early1", "actions": record["actions"][:6]}
        answer = await anna.http.post("/api/offline-games", json=early)
        assert answer.status_code == 409 and answer.json()["error"]["code"] == "not_finished"

        resigned = {**early, "id": "offline-resign1", "resigned": 0}
        answer = await anna.http.post("/api/offline-games", json=resigned)
        assert answer.status_code == 200, answer.text
        assert answer.json()["result"]["winners"] == [1]
        assert "Анна" in answer.json()["result"]["reason"]["ru"]

        cards = {**body_of(finished_record("klabor", seed=3)), "id": "offline-cards1"}
        cards["actions"] = cards["actions"][:3]
        answer = await anna.http.post("/api/offline-games", json={**cards, "resigned": 0})
        assert answer.status_code == 409 and answer.json()["error"]["code"] == "cannot_resign"
        assert (await anna.http.get("/api/me/games")).json()[0]["offline"] is True
    finally:
        await anna.close()
