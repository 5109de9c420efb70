"""Bots think in worker processes: states travel by pickle, answers come back before a deadline."""

from __future__ import annotations

import pickle
import random

import pytest

from igroteka.bots import make_bot
from igroteka.bots import pool as bot_pool
from igroteka.bots.pool import BotPool
from tests.bots.games import TICTACTOE, TRICKS
from tests.bots.helpers import random_position


def test_states_pickle_with_the_game_by_reference():
    state = random_position(TRICKS, 5, 3)
    copy = pickle.loads(pickle.dumps(state))
    assert copy.game is TRICKS
    assert copy.full_view() == state.full_view()
    assert state.clone().game is TRICKS
    assert len(pickle.dumps(TRICKS)) < 200  # a reference, not the option schema


@pytest.fixture(scope="module")
def pool():
    with BotPool(workers=1) as pool:
        yield pool


async def test_worker_answers_as_the_bot_would_here(pool):
    state = random_position(TICTACTOE, 2, 2)
    seat = state.current_seat()
    expected = make_bot(TICTACTOE, "easy").choose(state, seat, random.Random(11))
    assert await pool.think(state, seat, "easy", 11) == expected


async def test_hidden_information_game_in_a_worker(pool):
    state = random_position(TRICKS, 9, 0)
    assert len(state.legal_actions()) > 1
    seat = state.current_seat()
    action = await pool.think(state, seat, "medium", 4)
    assert action in state.legal_actions()


async def test_overrun_gives_a_legal_move_from_the_seed(pool):
    state = random_position(TRICKS, 3, 0)
    seat = state.current_seat()
    action = await pool.think(state, seat, "hard", 21, timeout=0.0)
    assert action == random.Random(21).choice(state.legal_actions())


async def test_shared_pool_starts_on_first_use_and_shuts_down():
    state = random_position(TICTACTOE, 1, 1)
    try:
        action = await bot_pool.think(state, state.current_seat(), "random", 0)
        assert action in state.legal_actions()
        assert bot_pool._shared is not None
    finally:
        bot_pool.shutdown()
    assert bot_pool._shared is None
