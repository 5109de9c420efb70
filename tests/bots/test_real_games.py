"""Every registered game of the club: each bot answers with a legal action from random positions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.bots import AlphaBetaBot, GreedyBot, MCTSBot, search_kind
from igroteka.games import GAMES as CLUB_GAMES
from tests.bots.helpers import random_position

# The club's games, not the test-only ones other test folders register in this process
# (their several seats acting at once are the server's tests' subject).
GAMES = [game.id for game in CLUB_GAMES]


def bots_for(game, options):
    """The easy level, and the game's search held to a few plies or iterations."""
    kind = search_kind(game, options)
    if kind is AlphaBetaBot:
        search = AlphaBetaBot(max_depth=2, time_budget=None)
    else:
        search = kind(time_budget=None, iterations=20)
    return [GreedyBot(), search]


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 100_000), plies=st.integers(0, 40), which=st.integers(0, 1))
def test_bots_play_legal_actions(game_id, seed, plies, which):
    game = next(g for g in CLUB_GAMES if g.id == game_id)
    options = game.resolve_options()
    state = random_position(game, seed, plies, options)
    if state.is_terminal():
        return
    seat = state.current_seat()
    bot = bots_for(game, options)[which]
    action = bot.choose(state, seat, random.Random(seed))
    state.check(action)
    assert action in state.legal_actions()


def test_mcts_handles_every_game_too():
    """MCTS is the fallback for any game; it must run on the two-sided ones as well."""
    for game in CLUB_GAMES:
        state = random_position(game, 1, 6)
        if not state.is_terminal():
            bot = MCTSBot(time_budget=None, iterations=10)
            assert bot.choose(state, state.current_seat(), random.Random(0)) in (
                state.legal_actions()
            )
