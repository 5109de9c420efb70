"""The club with the real games of igroteka.games: whole games over WebSockets, rules pages,
lobby lines, and every record replaying to the same end by the game's own rules."""

from __future__ import annotations

import asyncio
import contextlib
import io
import random

import pytest

from igroteka.cli import main
from igroteka.engine.registry import all_games, get_game
from igroteka.engine.replay import GameRecord, replay
from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay

REAL = [g.id for g in all_games() if not g.__module__.startswith("tests.")]


@pytest.mark.parametrize("game", REAL)
async def test_person_against_a_bot_to_the_end(database_url: str, game: str) -> None:
    server = LiveServer(database_url).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        rules = await anna.http.get(f"/api/games/{game}/rules?lang=ru")
        assert rules.status_code == 200 and len(rules.json()["markdown"]) > 200
        answer = await anna.http.post("/api/quickplay", json={"game": game, "level": "easy"})
        assert answer.status_code == 200, answer.text
        table = answer.json()["table"]
        # A deal may end before anyone moves (Go-Stop: four of a month in a dealt hand).
        assert table["status"] in ("playing", "finished")
        assert table["summary"]["ru"].startswith(get_game(game).name("ru"))
        await anna.connect()
        await anna.send({"type": "hello", "table": table["id"]})
        final = await asyncio.wait_for(autoplay(anna, table["id"], random.Random(11)), 120)
        assert final["status"] == "finished" and final["result"]["reason"]["ru"]
        record = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
        assert len(record["steps"]) == final["version"]
        state = replay(GameRecord(game, record["options"], int(record["seed"]), record["actions"]))
        assert state.is_terminal()
        assert state.outcome().to_json()["winners"] == final["result"]["winners"]
        assert {s["seat"] for s in record["steps"] if not s["by_bot"]} <= {0}
        # `igroteka replay` reads the same record from the database and checks it.
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = await asyncio.to_thread(
                main,
                ["--lang", "en", "replay", str(final["record_id"]), "--database-url", database_url],
            )
        assert status == 0 and "✓ the record replays to its result" in out.getvalue()
        assert out.getvalue().count("\n") == len(record["steps"]) + 3
    finally:
        await anna.close()
        server.stop()


@pytest.mark.parametrize("game", REAL)
async def test_lobby_line_names_the_changed_options(server: LiveServer, game: str) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        schema = get_game(game).options
        preset = schema.default_preset
        changed = next((o for o in schema.options if o.kind == "bool" and o.key != "players"), None)
        overrides = {}
        if changed is not None:
            base = schema.resolve(preset)[changed.key]
            overrides = {changed.key: not base}
        answer = await anna.http.post(
            "/api/tables", json={"game": game, "preset": preset, "options": overrides}
        )
        if answer.status_code != 200:
            # That combination is refused by the game's own check: the reason is readable.
            assert answer.json()["error"]["code"] == "bad_option"
            return
        line = answer.json()["table"]["summary"]
        if changed is not None:
            assert changed.label("ru") in line["ru"] and changed.label("en") in line["en"]
        assert answer.json()["table"]["differences"] == overrides
    finally:
        await anna.close()
