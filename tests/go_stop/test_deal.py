"""The deal (seed section 2): sizes, the first player, redeals and the immediate 5-point win."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Any

import pytest

from igroteka.engine import PositionError
from igroteka.games.go_stop.capture import NOBODY
from igroteka.games.go_stop.deal import BOTH_HANDS_FOUR, LAYOUT_FOUR, deal, verdict
from tests.go_stop.helpers import GAME


class ScriptedRandom(random.Random):
    """Shuffles into the given orders, one per call, so a test can force a redeal."""

    def __init__(self, orders: list[list[int]], first: int = 0) -> None:
        super().__init__(0)
        self.orders = orders
        self.first = first

    def shuffle(self, x: MutableSequence[Any]) -> None:
        x[:] = self.orders.pop(0)

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        return self.first


def order(hand0: list[int], hand1: list[int], layout: list[int]) -> list[int]:
    """A shuffled deck that deals these cards; other cards fill in, months spread apart."""
    rest = sorted(
        (c for c in range(1, 49) if c not in {*hand0, *hand1, *layout}),
        key=lambda c: ((c - 1) % 4, c),
    )
    parts = []
    for cards, size in ((hand0, 10), (hand1, 10), (layout, 8)):
        cards = list(cards)
        while len(cards) < size:
            cards.append(rest.pop(0))
        parts += cards
    return parts + rest


PLAIN = order(
    [1, 5, 9, 13, 17, 21, 25, 29, 33, 37],
    [2, 6, 10, 14, 18, 22, 26, 30, 34, 38],
    [3, 7, 11, 15, 19, 23, 27, 31],
)


def test_each_player_gets_10_cards_the_layout_8_and_the_stock_20() -> None:
    state = GAME.new_state(seed=7)
    view = state.full_view()
    assert [len(h) for h in view["hands"]] == [10, 10]
    assert sum(len(g["cards"]) for g in view["layout"]) == 8
    assert len(view["stock"]) == 20
    assert sorted(
        view["hands"][0]
        + view["hands"][1]
        + view["stock"]
        + [c for g in view["layout"] for c in g["cards"]]
    ) == list(range(1, 49))


def test_the_first_player_is_chosen_at_random() -> None:
    firsts = {GAME.new_state(seed=seed).first for seed in range(40)}
    assert firsts == {0, 1}
    state = GAME.new_state(seed=3)
    assert state.current_seat() == state.first or state.is_terminal()


def test_four_cards_of_a_month_on_the_layout_mean_a_redeal() -> None:
    four_on_layout = order([], [], [1, 2, 3, 4, 5, 9, 13, 17])
    dealt = deal(ScriptedRandom([four_on_layout, PLAIN]))
    assert dealt.redeals == [(LAYOUT_FOUR, 1)]
    assert dealt.hands[0] == sorted(PLAIN[:10])


def test_four_in_both_hands_mean_a_redeal() -> None:
    both = order([1, 2, 3, 4], [5, 6, 7, 8], [])
    dealt = deal(ScriptedRandom([both, PLAIN]))
    assert dealt.redeals == [(BOTH_HANDS_FOUR, None)]
    assert dealt.four is None


def test_the_layout_four_is_checked_first_even_when_a_hand_holds_a_four() -> None:
    assert verdict([[1, 2, 3, 4], []], [5, 6, 7, 8]) == (LAYOUT_FOUR, 2, None)


def test_four_cards_of_a_month_in_a_dealt_hand_win_5_at_once() -> None:
    dealt = deal(ScriptedRandom([order([], [41, 42, 43, 44], [])], first=0))
    assert dealt.redeals == [] and dealt.four == (1, 11)
    state = GAME.state_from_deal(dealt)
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.points == (-5.0, 5.0) and outcome.winners == (1,)
    assert state.view(0)["four"] == {"seat": 1, "month": 11, "cards": [41, 42, 43, 44]}


def test_a_given_deal_with_a_four_in_one_hand_ends_at_once() -> None:
    hands = [[1, 2, 3, 4, 5, 9, 13, 17, 21, 25], [6, 10, 14, 18, 22, 26, 30, 34, 38, 42]]
    layout = [7, 11, 15, 19, 23, 27, 31, 35]
    rest = [c for c in range(1, 49) if c not in {*hands[0], *hands[1], *layout}]
    state = GAME.state_from_position({"hands": hands, "layout": layout, "stock": rest})
    assert state.outcome() is not None and state.outcome().winners == (0,)


def test_a_given_deal_that_would_be_redealt_is_refused() -> None:
    hands = [[1, 2, 3, 4, 9, 13, 17, 21, 25, 29], [5, 6, 7, 8, 10, 14, 18, 22, 26, 30]]
    layout = [11, 12, 15, 19, 23, 27, 31, 35]
    stock = [c for c in range(1, 49) if c not in {*hands[0], *hands[1], *layout}]
    with pytest.raises(PositionError) as info:
        GAME.state_from_position({"hands": hands, "layout": layout, "stock": stock})
    assert "redealt" in info.value.message("en")


def test_three_cards_of_a_month_on_the_layout_form_one_stack_of_nobody() -> None:
    stacked = order(
        [1, 5, 13, 17, 21, 25, 29, 33, 37, 41],
        [2, 6, 14, 18, 22, 26, 30, 34, 38, 42],
        [9, 10, 11, 3, 7, 15, 19, 23],
    )
    state = GAME.state_from_deal(deal(ScriptedRandom([stacked])))
    assert sorted(state.layout[3]) == [9, 10, 11]
    assert state.owner[3] == NOBODY and state.ppuks == [0, 0]
    groups = {group["month"]: group for group in state.view(None)["layout"]}
    assert groups[3] == {"month": 3, "cards": [9, 10, 11], "stack": True, "ppuk": None}


def test_deal_events_show_each_hand_only_to_its_seat() -> None:
    state = GAME.new_state(seed=11)
    deal_event = next(e for e in state.opening_events() if e.kind == "deal")
    assert deal_event.for_seat(0)["hand"] == state.hands[0]
    assert deal_event.for_seat(1)["hand"] == state.hands[1]
    assert "hand" not in deal_event.for_seat(None)
