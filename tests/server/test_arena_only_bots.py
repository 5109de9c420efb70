"""The card games' all-seeing player (`oracle`) is for `igroteka arena` only: no table seats it.

It searches the true deal, every hidden card included, so a table that seated it
would leak those cards into play; the server refuses it wherever a level is named,
and its bot workers build only the levels of `Game.bot_factories`.
"""

from __future__ import annotations

import pytest

from igroteka.bots import BotError
from igroteka.engine import get_game
from igroteka.server.bot_pool import BotJob, choose
from igroteka.server.seats import BOT_LEVELS
from tests.server.harness import LiveServer, Player


async def test_the_server_refuses_the_all_seeing_player_as_a_level(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        for level in ("oracle", "oracle_hand", "hard:see_all=1"):
            created = await anna.http.post(
                "/api/tables",
                json={
                    "game": "kozel",
                    "seats": [{"kind": "me"}] + [{"kind": "bot", "level": level}] * 3,
                },
            )
            assert created.status_code == 422
            error = created.json()["error"]
            assert error["code"] == "bad_request"
            assert "seats.1.level" in error["text"]["en"] and "level" in error["text"]["ru"]
            quick = await anna.http.post("/api/quickplay", json={"game": "go_stop", "level": level})
            assert quick.status_code == 422
            assert quick.json()["error"]["code"] == "bad_request"
        assert (await anna.http.get("/api/tables")).json() == []  # nothing was created
    finally:
        await anna.close()


@pytest.mark.parametrize(
    ("game_id", "name"),
    [("kozel", "oracle"), ("klabor", "oracle"), ("go_stop", "oracle"), ("go_stop", "oracle_hand")],
)
def test_a_bot_worker_never_builds_the_all_seeing_player(game_id: str, name: str) -> None:
    # Go-Stop's `oracle_hand` sees the opponent's hand (not the stock): arena only as well.
    game = get_game(game_id)
    assert name in game.arena_bots and name not in BOT_LEVELS
    state = game.new_state(game.resolve_options(), 3)
    seat = state.current_seat()
    assert seat is not None
    job = BotJob(f"{name}-{game_id}", "igroteka.games", game_id, {}, 3, (), seat, name)
    with pytest.raises(BotError):
        choose(job)
