"""The replay's move texts come in both languages, and the games list keeps what games add.

A finished Go-Stop deal against a bot is fetched as a replay: every step's `text` is the
engine's own words for that action, in Russian and in English, so the reader's page can
show either.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
from typing import Any

from igroteka.cli import main
from igroteka.engine.registry import get_game
from igroteka.games.go_stop.cards import deck_json
from tests.server.harness import LiveServer, Player

GAME = get_game("go_stop")


async def play_deal(
    anna: Player, tid: str, offered: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """Play seat 0 to the end (Stop at once when offered, else the first legal move),
    keeping the legal moves the server offered in `offered`."""
    await anna.connect()
    await anna.send({"type": "hello", "table": tid})
    while True:
        message = await asyncio.wait_for(anna.inbox.get(), 60)
        info = message.get("table_info")
        if isinstance(info, dict) and info["status"] == "finished":
            return info
        if message.get("type") not in ("snapshot", "update") or not message.get("legal"):
            continue
        legal = [entry["action"] for entry in message["legal"]]
        if offered is not None:
            offered.extend(message["legal"])
        action = {"stop": True} if {"stop": True} in legal else legal[0]
        await anna.send(
            {"type": "act", "table": tid, "seat": 0, "version": message["version"],
             "action": action}
        )


async def deal_with_moves(
    anna: Player, offered: list[dict[str, Any]] | None = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A quick-play deal against the easy bot in which both seats moved: (table info, replay).

    A deal can end before anyone moves (four cards of a month in one hand win at once),
    and quick play draws its own seed, so such a deal is set aside for another.
    """
    for _ in range(6):
        answer = await anna.http.post("/api/quickplay", json={"game": "go_stop", "level": "easy"})
        assert answer.status_code == 200, answer.text
        final = await play_deal(anna, answer.json()["table"]["id"], offered)
        await anna.disconnect()
        replay = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
        if {step["seat"] for step in replay["steps"]} == {0, 1}:
            return final, dict(replay)
    raise AssertionError("six deals in a row ended before both seats moved")


async def test_a_finished_replay_names_each_move_in_both_languages(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        offered: list[dict[str, Any]] = []
        final, replay = await deal_with_moves(anna, offered)
        assert replay["finished"] and replay["steps"]
        assert replay["seats"][0]["name"] == "Анна"
        assert replay["seats"][1]["kind"] == "bot"

        # Each text is what the engine says of that action, in each language.
        state: Any = GAME.new_state(GAME.options.validate(replay["options"]), int(replay["seed"]))
        words = {"ru": set(), "en": set()}
        for step, data in zip(replay["steps"], replay["actions"], strict=True):
            action = state.action_from_json(data)
            text = step["text"]
            assert set(text) == {"ru", "en"}, step
            assert text["ru"] == action.text("ru") and text["en"] == action.text("en")
            words["ru"].add(text["ru"].split()[0])
            words["en"].add(text["en"].split()[0])
            state.apply(action)
        assert "сыграть" in words["ru"] and "play" in words["en"]
        assert not words["ru"] & {"play", "choose", "go", "stop"}, words["ru"]

        # `igroteka replay` says the same moves, in the language asked, after the player's name.
        for lang, mine, bots in (("ru", "Анна: сыграть ", "Бот (лёгкий): "),
                                 ("en", "Анна: play ", "Bot (easy): ")):
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                status = await asyncio.to_thread(
                    main, ["--lang", lang, "replay", str(final["record_id"]),
                           "--database-url", server.settings.database_url],
                )
            moves = [line.split("] ", 1)[1] for line in out.getvalue().splitlines() if "] " in line]
            assert status == 0 and len(moves) == len(replay["steps"])
            assert any(m.startswith(mine) for m in moves) and any(m.startswith(bots) for m in moves)

        # The legal moves offered at the table carry the same words beside the notation.
        assert offered
        for entry in offered:
            action = GAME.new_state(GAME.options.validate({})).action_from_json(entry["action"])
            assert entry["label"] == {"ru": action.text("ru"), "en": action.text("en")}

    finally:
        await anna.close()


async def test_games_list_keeps_the_go_stop_deck(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        games = (await anna.http.get("/api/games")).json()
        go_stop = next(g for g in games if g["id"] == "go_stop")
        assert go_stop["deck"] == deck_json()
        assert len(go_stop["deck"]) == 48 and go_stop["deck"][32]["id"] == 33
        checkers = next(g for g in games if g["id"] == "russian_checkers")
        assert checkers.get("deck") is None
    finally:
        await anna.close()
