"""Games with players of their own get them from make_bot, level by level."""

from __future__ import annotations

import random

import pytest

from igroteka.bots import MCTSBot, make_bot
from igroteka.engine import all_games, get_game


@pytest.mark.parametrize("game_id", ["kozel", "klabor", "go_stop", "kings_bounty"])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_card_games_use_their_own_bots(game_id: str, level: str) -> None:
    game = get_game(game_id)
    bot = make_bot(game, level)
    own = game.bot_factories[level]()
    assert type(bot) is type(own)
    state = game.new_state(seed=3)
    seat = state.current_seat()
    assert seat is not None
    assert bot.choose(state.clone(), seat, random.Random(1)) in state.legal_actions()


def test_board_games_use_the_generic_searches() -> None:
    for game in all_games():
        if not game.bot_factories:
            bot = make_bot(game, "hard")
            assert type(bot).__module__.startswith("igroteka.bots.")


def test_a_game_tunes_its_generic_search_by_level(monkeypatch: pytest.MonkeyPatch) -> None:
    """A level's settings reach the generic search; the other levels keep the club's defaults."""
    game = get_game("king_of_tokyo")
    monkeypatch.setattr(type(game), "search_settings", {"medium": {"rollout_depth": 0}})
    medium = make_bot(game, "medium")
    assert type(medium) is MCTSBot
    assert medium.rollout_depth == 0 and medium.time_budget == game.bot_time_budget / 10
    monkeypatch.setattr(type(game), "search_settings", {})
    assert make_bot(game, "medium").rollout_depth == MCTSBot.rollout_depth
    # A game without settings of its own gets the level's plain search.
    plain = make_bot(get_game("russian_checkers"), "hard")
    assert plain.time_budget == get_game("russian_checkers").bot_time_budget
