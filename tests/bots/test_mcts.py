"""UCT finds wins in small games of any seat count and never reads the dice ahead."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.bots import MCTSBot, RandomBot
from tests.bots.games import NIM, PIG
from tests.bots.helpers import play_out, random_position

BOT = MCTSBot(time_budget=None, iterations=2000)


def test_finds_the_only_winning_nim_move():
    state = NIM.state_from_position("1,2,4 0")  # only 4→3 leaves XOR 0
    assert str(BOT.choose(state, 0, random.Random(1))) == "3-1"


def test_takes_the_last_objects_with_three_players():
    options = NIM.resolve_options("three")
    state = NIM.state_from_position("0,0,3 2", options)
    assert str(BOT.choose(state, 2, random.Random(1))) == "3-3"


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(1, 30))
def test_decision_does_not_depend_on_future_dice(seed, plies):
    """Two states equal but for the generator that will roll the dice: the same choice."""
    state = random_position(PIG, seed, plies)
    if state.is_terminal():
        return
    other = state.clone()
    other.rng = random.Random(seed + 1)
    bot = MCTSBot(time_budget=None, iterations=150)
    seat = state.current_seat()
    assert bot.choose(state, seat, random.Random(7)) == bot.choose(other, seat, random.Random(7))


def test_beats_random_at_pig():
    bot = MCTSBot(time_budget=None, iterations=200)
    points = 0
    for seed in range(16):
        seat = seed % 2
        result = play_out(PIG.new_state(seed=seed), {seat: bot, 1 - seat: RandomBot()}, seed)
        points += result.outcome().returns[seat] > 0
    assert points >= 13
