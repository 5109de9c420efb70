"""A finished game's replay steps move by move: the full view (every hand) before the first
move and after each, as the engine gives it; a running game's replay has none of these, so
no hidden card leaks through it. A checkers game downloads as PDN that pydraughts reads back
to the same end position; other games refuse with a clear error.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

from draughts import Board, Move
from draughts.PDN import PDNReader

from igroteka.engine.registry import get_game
from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay


async def test_each_step_shows_the_whole_position_only_once_finished(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "seats": [{"kind": "me"}, {"kind": "human"}]}
        )
        tid = created.json()["table"]["id"]
        await boris.http.post(f"/api/tables/{tid}/join", json={})
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": tid})
            await player.expect("snapshot")
            await player.http.post(f"/api/tables/{tid}/ready")
        rng = random.Random(2)
        paused = await autoplay(anna, tid, rng, pause_at=1)
        running = (await boris.http.get(f"/api/replays/{paused['record_id']}")).json()
        assert not running["finished"]
        assert running.get("start_view") is None
        assert all(step.get("view") is None for step in running["steps"])
        assert "hands" not in running["view"]

        final, _ = await asyncio.gather(autoplay(anna, tid, rng), autoplay(boris, tid, rng))
        replay = (await boris.http.get(f"/api/replays/{final['record_id']}")).json()
        assert replay["finished"] and len(replay["steps"]) >= 4
        game: Any = get_game("test_cards")
        state = game.new_state(game.options.validate(replay["options"]), int(replay["seed"]))
        assert replay["start_view"] == state.full_view()
        assert len(replay["start_view"]["hands"][0]) == 3, "every hand, from the first deal"
        for step, action in zip(replay["steps"], replay["actions"], strict=True):
            state.apply(state.action_from_json(action), step["seat"])
            assert step["view"] == state.full_view()
        assert replay["steps"][-1]["view"] == replay["view"]
    finally:
        await anna.close()
        await boris.close()


async def test_a_checkers_game_downloads_as_pdn(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        created = await anna.http.post(
            "/api/tables",
            json={"game": "russian_checkers", "seats": [{"kind": "me"}, {"kind": "me"}]},
        )
        tid = created.json()["table"]["id"]
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        await anna.expect("snapshot")
        await anna.http.post(f"/api/tables/{tid}/ready")
        final = await autoplay(anna, tid, random.Random(4))
        record = final["record_id"]
        answer = await anna.http.get(f"/api/replays/{record}/pdn")
        assert answer.status_code == 200, answer.text
        assert answer.headers["content-type"].startswith("application/x-chess-pdn")
        assert f'filename="igroteka-{record}.pdn"' in answer.headers["content-disposition"]
        text = answer.text
        assert '[GameType "25,W,8,8,A0,0"]' in text and '[White "Анна"]' in text
        parsed = PDNReader(pdn_text=text).games[0]
        assert parsed.variant == "russian"
        assert parsed.tags["Result"] in ("1-0", "0-1", "1/2-1/2")
        board = Board(variant="russian", fen=parsed.tags["FEN"])
        for move in parsed.moves:
            board.push(Move(board, pdn_move=move))
        replay = (await anna.http.get(f"/api/replays/{record}")).json()
        game: Any = get_game("russian_checkers")
        state = game.new_state(game.options.validate(replay["options"]), int(replay["seed"]))
        for step, action in zip(replay["steps"], replay["actions"], strict=True):
            state.apply(state.action_from_json(action), step["seat"])
        # The same pieces on the same squares as the game's own end position.
        ours = state.position().split(":")
        theirs = board.fen.split(":")
        assert sorted(ours[1:]) == sorted(theirs[1:]), (ours, theirs)

        cards = await anna.http.post("/api/quickplay", json={"game": "test_cards"})
        other = cards.json()["table"]["record_id"]
        refused = await anna.http.get(f"/api/replays/{other}/pdn")
        assert refused.status_code == 404
        error = refused.json()["error"]
        assert error["code"] == "no_pdn" and error["text"]["ru"] and error["text"]["en"]
        missing = await anna.http.get("/api/replays/999999/pdn")
        assert missing.status_code == 404 and missing.json()["error"]["code"] == "no_replay"
    finally:
        await anna.close()
