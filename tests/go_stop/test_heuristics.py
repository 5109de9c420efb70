"""The bots' position knowledge and the duplicate-deal benchmark's statistics."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.arena import play_unit
from igroteka.games.go_stop.bots import card_gain, potential
from igroteka.games.go_stop.scoring import pile_of
from tests.go_stop.helpers import GAME


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 48), unique=True, min_size=1, max_size=40))
def test_card_gain_is_the_rise_in_potential(cards: list[int]) -> None:
    *held, card = cards
    before = pile_of(held)
    assert math.isclose(card_gain(before, card), potential(pile_of(cards)) - potential(before))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(1, 48), unique=True, max_size=40))
def test_potential_is_at_least_the_score(cards: list[int]) -> None:
    pile = pile_of(cards)
    assert potential(pile) >= pile.total()


def test_evaluate_favours_the_seat_with_the_better_pile_and_stays_in_range() -> None:
    state = GAME.new_state(seed=2)
    for _ in range(8):
        state.apply(state.legal_actions()[0])
    lead = potential(state.piles[0]) - potential(state.piles[1])
    value = state.evaluate(0)
    assert lead != 0 and -1.0 < value < 1.0
    assert (value > 0) == (lead > 0) and value == -state.evaluate(1)


def test_a_duplicate_pair_plays_both_seatings_of_one_deal() -> None:
    pair = play_unit(GAME, GAME.options.resolve(), "medium", "easy", 12, 0, clock="cpu")
    again = play_unit(GAME, GAME.options.resolve(), "medium", "easy", 12, 0, clock="cpu")
    points = sum(r.margin for r in pair)
    assert points == sum(r.margin for r in again)  # the same deal and bots give the same result
    assert len({r.deal_seed for r in pair}) == 1 and len({r.seating for r in pair}) == 2
    thinking = sum(r.think["A"][0] for r in pair)
    moves = sum(r.think["A"][1] for r in pair)
    slowest = max(r.think["A"][2] for r in pair)
    assert moves >= 2 and slowest >= 0.0 and thinking >= slowest
