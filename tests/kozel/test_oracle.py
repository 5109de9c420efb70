"""Kozel's all-seeing player (`oracle`, arena only): hard's search on the true deal.

It must play legally, and its card in an exactly searched endgame must be the
double-dummy best card of the true deal, which hard, seeing only its own hand,
does not always find.
"""

from __future__ import annotations

import random

from igroteka.arena import play_game
from igroteka.games.kozel.actions import PLAY
from igroteka.games.kozel.bots import HardBot, MediumBot, OracleBot
from igroteka.games.kozel.search import exact_value, make_utility, rollout
from tests.kozel.helpers import GAME


def endgames(seeds: range, tricks_left: int = 3):
    """Positions with `tricks_left` tricks to play and a choice for the seat to move."""
    medium = MediumBot()
    for seed in seeds:
        state = GAME.new_state(GAME.resolve_options(), seed)
        rng = random.Random(seed)
        while (seat := state.current_seat()) is not None:
            dp = state.play
            if (
                state.phase == PLAY
                and dp is not None
                and dp.tricks_left() <= tricks_left
                and len(state.legal_actions()) > 1
            ):
                yield state, seat
                break
            state.apply(medium.choose(state, seat, rng), seat)


def double_dummy_values(state, seat) -> dict[int, float]:
    """Each legal card's value by alpha-beta over the true hands."""
    dp = state.play
    utility = make_utility(state.options, seat & 1)
    mask, values = dp.legal_mask(), {}
    while mask:
        card = (mask & -mask).bit_length() - 1
        mask &= mask - 1
        child = dp.clone()
        child.play(card)
        values[card] = exact_value(child, seat & 1, utility)
    return values


def test_the_oracle_plays_whole_deals_legally():
    result = play_game(GAME, GAME.resolve_options(), "oracle", "medium", 5, 0, by_deal=True)
    assert result.finished and result.plies > 30  # every move went through `apply`'s checks


def test_the_oracle_is_for_the_arena_only():
    assert "oracle" not in GAME.bot_factories
    assert GAME.arena_bots["oracle"] is OracleBot


def test_the_oracle_finds_the_double_dummy_card_that_hard_misses():
    oracle = OracleBot()
    hard = HardBot(time_limit=1000.0, samples=8)  # bounded by samples: the same every run
    differ = 0
    for state, seat in endgames(range(30)):
        values = double_dummy_values(state, seat)
        chosen = oracle.choose(state.clone(), seat, random.Random(1))
        assert chosen in state.legal_actions()
        assert values[chosen.card.index] == max(values.values())
        guessed = hard.choose(state.clone(), seat, random.Random(1))
        differ += values[guessed.card.index] < max(values.values())
    assert differ > 0  # hard, guessing the hidden cards, sometimes plays a worse card


def test_the_medium_rollout_draws_nothing_so_one_sample_of_the_true_deal_suffices():
    # The oracle scores each card on one sample of the true deal (search.py): that is only
    # right while the medium policy's rollouts are deterministic.
    for state, _ in endgames(range(5), tricks_left=7):
        ends = []
        for seed in (1, 2):
            rng = random.Random(seed)
            dp = state.play.clone()
            rollout(dp, rng)
            assert rng.random() == random.Random(seed).random()  # nothing drawn
            ends.append((dp.log, dp.points))
        assert ends[0] == ends[1]
