"""Every bot, in every kind of game, answers with an action the rules accept."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.bots import AlphaBetaBot, GreedyBot, ISMCTSBot, MCTSBot, RandomBot, make_bot
from tests.bots.games import NIM, PIG, TICTACTOE, TRICKS
from tests.bots.helpers import random_position

# Budgets in depth or iterations, not seconds, so a slow machine changes nothing.
BOTS = [
    RandomBot(),
    GreedyBot(noise=0.3),
    MCTSBot(time_budget=None, iterations=30),
    ISMCTSBot(time_budget=None, iterations=30, solve_samples=3),
]
TWO_SIDED = [AlphaBetaBot(max_depth=3, time_budget=None)]
GAMES = [
    (TICTACTOE, {}),
    (NIM, {}),
    (NIM, {"players": 3}),
    (PIG, {}),
    (PIG, {"players": 3}),
    (TRICKS, {}),
    (TRICKS, {"players": 4}),
]


@settings(max_examples=60, deadline=None)
@given(
    case=st.sampled_from(GAMES),
    seed=st.integers(0, 10_000),
    plies=st.integers(0, 12),
    bot_index=st.integers(0, len(BOTS) + len(TWO_SIDED) - 1),
)
def test_bots_choose_legal_actions(case, seed, plies, bot_index):
    game, overrides = case
    options = game.resolve_options(None, overrides)
    state = random_position(game, seed, plies, options)
    bot = (BOTS + TWO_SIDED)[bot_index]
    if state.is_terminal() or (
        isinstance(bot, AlphaBetaBot) and (game.has_chance or len(game.teams(options)) != 2)
    ):
        return
    seat = state.current_seat()
    before = state.full_view()
    action = bot.choose(state, seat, random.Random(seed))
    assert action in state.legal_actions()
    assert state.full_view() == before  # searching left the real state alone


@settings(max_examples=20, deadline=None)
@given(case=st.sampled_from(GAMES), seed=st.integers(0, 10_000), level=st.sampled_from(
    ["random", "easy", "medium"]))
def test_levels_play_whole_games(case, seed, level):
    game, overrides = case
    options = game.resolve_options(None, overrides)
    bot = make_bot(game, level, options)
    if level == "medium":
        # the medium level as built for this game, held to a few iterations or plies
        bot = _bounded(bot)
    state = game.new_state(options, seed)
    rng = random.Random(seed)
    while (seat := state.current_seat()) is not None:
        state.apply(bot.choose(state, seat, rng), seat)
    assert state.outcome() is not None


def _bounded(bot):
    if isinstance(bot, AlphaBetaBot):
        return dataclasses.replace(bot, time_budget=None)
    return dataclasses.replace(bot, time_budget=None, iterations=20)
