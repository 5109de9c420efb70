"""Levels pick the search from the game's properties; bot names parse or fail clearly."""

from __future__ import annotations

import pickle
import time

import pytest

from igroteka.bots import (
    AlphaBetaBot,
    BotError,
    GreedyBot,
    ISMCTSBot,
    MCTSBot,
    RandomBot,
    make_bot,
    parse_bot,
)
from igroteka.bots.base import Clock, describe_bot, measured_by
from igroteka.engine import get_game
from tests.bots.games import NIM, PIG, TICTACTOE, TRICKS


@pytest.mark.parametrize(
    ("game", "overrides", "search"),
    [
        (TICTACTOE, {}, AlphaBetaBot),  # two sides, nothing hidden, no dice
        (NIM, {"players": 3}, MCTSBot),  # three sides
        (PIG, {}, MCTSBot),  # dice
        (TRICKS, {"players": 4}, ISMCTSBot),  # hidden cards
    ],
)
def test_search_follows_the_games_properties(game, overrides, search):
    options = game.resolve_options(None, overrides)
    assert type(make_bot(game, "hard", options)) is search
    assert type(make_bot(game, "medium", options)) is search
    assert type(make_bot(game, "easy", options)) is GreedyBot
    assert type(make_bot(game, "random", options)) is RandomBot


def test_budget_comes_from_the_game():
    assert make_bot(TICTACTOE, "hard").time_budget == 1.0
    assert make_bot(TRICKS, "hard").time_budget == 0.5  # the card game asks for less
    assert make_bot(TRICKS, "medium").time_budget < make_bot(TRICKS, "hard").time_budget
    medium = make_bot(TICTACTOE, "medium")
    assert medium.max_depth < make_bot(TICTACTOE, "hard").max_depth


def test_bots_pickle_for_worker_processes():
    for level in ("random", "easy", "medium", "hard"):
        bot = make_bot(TRICKS, level)
        assert pickle.loads(pickle.dumps(bot)) == bot


def test_specs_with_settings():
    assert parse_bot("alphabeta:depth=3,time=0.5", TICTACTOE) == AlphaBetaBot(
        max_depth=3, time_budget=0.5
    )
    assert parse_bot("mcts:iterations=500,c=0.7,rollout=0,time=none", PIG) == MCTSBot(
        time_budget=None, iterations=500, exploration=0.7, rollout_depth=0
    )
    assert parse_bot("ismcts:samples=4", TRICKS) == ISMCTSBot(solve_samples=4)
    assert parse_bot("hard", TICTACTOE) == make_bot(TICTACTOE, "hard")


@pytest.mark.parametrize("game_id", ["kozel", "klabor"])
def test_a_games_own_hard_level_takes_its_declared_settings(game_id):
    game = get_game(game_id)
    tuned = parse_bot("hard:samples=600,time_limit=0.3,exact_tricks=2", game)
    assert type(tuned) is type(make_bot(game, "hard"))
    search = tuned.search
    assert (search.max_samples, search.time_limit, search.exact_tricks) == (600, 0.3, 2)
    with pytest.raises(BotError) as error:
        parse_bot("hard:sample=600", game)
    assert "unknown setting 'sample=600' (known: time_limit, samples" in error.value.message("en")
    with pytest.raises(BotError) as error:
        parse_bot("hard:samples=many", game)
    assert "'many' is not a number for 'samples'" in error.value.message("en")
    with pytest.raises(BotError) as error:
        parse_bot("hard:samples=0", game)
    assert "'samples' is at least 1" in error.value.message("en")
    assert "«samples» не меньше 1" in error.value.message("ru")


def test_a_spec_reads_back_its_own_description():
    for spec in ("greedy:noise=0.5", "alphabeta:depth=3,time=0.25",
                 "alphabeta:depth=3,time=0.25,extensions=2,table=0,quiescence=0",
                 "ismcts:time=0.5,iterations=200,c=1.5,rollout=4,samples=8"):
        bot = parse_bot(spec, TRICKS)
        assert parse_bot(bot.describe(), TRICKS) == bot


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("genius", "No such bot: 'genius'"),
        ("alphabeta:dept=3",
         "unknown setting 'dept=3' (known: depth, time, extensions, table, quiescence)"),
        ("alphabeta:depth", "unknown setting 'depth'"),
        ("mcts:iterations=many", "'many' is not a number for 'iterations'"),
        ("alphabeta:depth=none", "'none' is not a number for 'depth'"),
        ("hard:depth=2", "No such bot: 'hard'"),
    ],
)
def test_bad_specs_say_what_is_wrong(spec, message):
    with pytest.raises(BotError) as error:
        parse_bot(spec, TICTACTOE)
    assert message in error.value.message("en")
    assert error.value.message("ru") != error.value.message("en")


def test_unknown_level():
    with pytest.raises(BotError) as error:
        make_bot(TICTACTOE, "grandmaster")
    assert "No such level: 'grandmaster'" in error.value.message("en")


def test_budgets_count_wall_or_cpu_seconds():
    """Sleeping uses wall time but no CPU: only the wall clock runs out."""
    with measured_by("cpu"):
        clock = Clock(0.05)
        time.sleep(0.1)
        assert not clock.expired()
    clock = Clock(0.05)
    time.sleep(0.1)
    assert clock.expired() and clock.elapsed() >= 0.1


def test_describe_names_generic_bots_and_games_own_players():
    class OwnPlayer:
        def choose(self, state, seat, rng):
            return state.legal_actions()[0]

    assert describe_bot(make_bot(TICTACTOE, "medium")) == "alphabeta:depth=2,time=0.25"
    assert describe_bot(OwnPlayer()) == "tests.bots.OwnPlayer"
