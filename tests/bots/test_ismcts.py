"""ISMCTS sees only what its seat may see, plays for its team, and defers to a game's solver."""

from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from igroteka.bots import GreedyBot, ISMCTSBot
from igroteka.bots.base import team_map, team_rewards
from tests.bots.games import TRICKS
from tests.bots.games.tricks import TricksState
from tests.bots.helpers import random_position

SEARCH = ISMCTSBot(time_budget=None, iterations=150, solve_samples=4)


def hidden_cards(state: TricksState, seat: int):
    return [h for s, h in enumerate(state.hands) if s != seat], state.stock


@settings(max_examples=25, deadline=None)
@given(
    players=st.sampled_from([2, 4]),
    seed=st.integers(0, 10_000),
    plies=st.integers(0, 10),
    redeal=st.integers(0, 10_000),
    bot=st.sampled_from([SEARCH, GreedyBot(noise=0.3)]),
)
def test_decision_ignores_cards_the_seat_cannot_see(players, seed, plies, redeal, bot):
    """Re-deal everything the seat hasn't seen (consistently with its view): same choice."""
    options = TRICKS.resolve_options(None, {"players": players})
    state = random_position(TRICKS, seed, plies, options)
    assume(not state.is_terminal())
    seat = state.current_seat()
    other = state.determinize(seat, random.Random(redeal))
    assume(hidden_cards(other, seat) != hidden_cards(state, seat))
    assert other.view(seat) == state.view(seat)
    assert bot.choose(state, seat, random.Random(3)) == bot.choose(other, seat, random.Random(3))


class PreferHighest(TricksState):
    """A solver that says the highest legal card is the only good one."""

    def solve(self, seat):
        best = max(self.legal_actions())
        return {card: (1.0 if card == best else -1.0) for card in self.legal_actions()}


class NoSolver(PreferHighest):
    def solve(self, seat):
        return None


def _with_class(cls, seed):
    state = random_position(TRICKS, seed, 0)
    state.__class__ = cls
    return state


def test_uses_the_games_exact_solver_when_it_answers():
    for seed in range(10):
        state = _with_class(PreferHighest, seed)
        seat = state.current_seat()
        assert SEARCH.choose(state, seat, random.Random(seed)) == max(state.legal_actions())


def test_searches_when_the_solver_declines():
    """Without an answer from the solver the tree search decides (not always the highest)."""
    chosen = []
    for seed in range(10):
        state = _with_class(NoSolver, seed)
        chosen.append(SEARCH.choose(state, 0, random.Random(seed)) == max(state.legal_actions()))
    assert not all(chosen)


def test_teammates_share_rewards():
    options = TRICKS.resolve_options(None, {"players": 4})
    teams = team_map(TRICKS, options, 4)
    assert teams == [(0, 2), (1, 3), (0, 2), (1, 3)]
    assert team_rewards([1.0, -1.0, 0.0, -0.5], teams) == [0.5, -0.75, 0.5, -0.75]


def test_seats_without_teams_keep_their_own_reward():
    options = TRICKS.resolve_options(None, {"players": 3})
    teams = team_map(TRICKS, options, 3)
    assert team_rewards([1.0, -1.0, 0.25], teams) == [1.0, -1.0, 0.25]
