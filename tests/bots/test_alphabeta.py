"""Alpha-beta plays solved games perfectly: it never loses tic-tac-toe and solves Nim."""

from __future__ import annotations

import functools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.bots import AlphaBetaBot, RandomBot
from tests.bots.games import NIM, TICTACTOE
from tests.bots.helpers import play_out

PERFECT = AlphaBetaBot(time_budget=None)


def nim_state(heaps, to_move=0):
    return NIM.state_from_position(",".join(map(str, heaps)) + f" {to_move}")


def xor(heaps):
    return functools.reduce(lambda a, b: a ^ b, heaps, 0)


@settings(max_examples=40, deadline=None)
@given(heaps=st.lists(st.integers(0, 6), min_size=1, max_size=4).filter(lambda h: xor(h) != 0))
def test_solves_won_nim_positions(heaps):
    """Nim's theory: from a position with XOR ≠ 0 the winning moves are those leaving XOR 0."""
    state = nim_state(heaps)
    action = PERFECT.choose(state, 0, random.Random(0))
    state.apply(action, 0)
    assert xor(state.heaps) == 0


def test_lost_nim_position_is_still_played_legally():
    state = nim_state([1, 2, 3])  # XOR 0: every move loses
    action = PERFECT.choose(state, 0, random.Random(0))
    assert action in state.legal_actions()


def test_never_loses_tic_tac_toe_to_random():
    for seed in range(30):
        seat = seed % 2
        players = {seat: PERFECT, 1 - seat: RandomBot()}
        result = play_out(TICTACTOE.new_state(seed=seed), players, seed).outcome()
        assert result.returns[seat] >= 0, f"lost game {seed} as seat {seat}"


def test_perfect_play_draws_tic_tac_toe():
    result = play_out(TICTACTOE.new_state(), {0: PERFECT, 1: PERFECT}, 0).outcome()
    assert result.returns == (0.0, 0.0)


def test_takes_the_quickest_win():
    """X can win now (c1) or later; an immediate win beats a slower one."""
    state = TICTACTOE.new_state()
    for cell in ("a1", "a2", "b1", "b2"):  # X a1, O a2, X b1, O b2
        state.apply(state.parse_action(cell))
    assert str(PERFECT.choose(state, 0, random.Random(0))) == "c1"


def test_blocks_a_threat_even_at_depth_one():
    state = TICTACTOE.new_state()
    for cell in ("a1", "b2", "c3", "b1"):  # O threatens b3
        state.apply(state.parse_action(cell))
    bot = AlphaBetaBot(max_depth=2, time_budget=None)
    assert str(bot.choose(state, 0, random.Random(0))) == "b3"


def test_searches_without_a_transposition_key():
    """A game without `key()` is searched all the same (no table)."""

    class Keyless(type(nim_state([1]))):
        def key(self):
            return None

    state = nim_state([1, 2, 4])
    state.__class__ = Keyless
    action = PERFECT.choose(state, 0, random.Random(0))
    state.apply(action, 0)
    assert xor(state.heaps) == 0


def test_out_of_time_still_answers_legally():
    """A budget too small for even depth one returns a legal move rather than nothing."""
    state = nim_state([30, 31, 29, 28])
    bot = AlphaBetaBot(time_budget=0.0)
    assert bot.choose(state, 0, random.Random(0)) in state.legal_actions()


def test_a_single_legal_action_is_played_at_once():
    state = nim_state([0, 1])
    assert str(PERFECT.choose(state, 0, random.Random(0))) == "2-1"
