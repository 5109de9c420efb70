"""A turn's captures (seed sections 3-4) and the capture test cases 9-17 of go-stop.md."""

from __future__ import annotations

import pytest

from igroteka.engine import IllegalAction
from igroteka.games.go_stop.actions import Choose, Play
from igroteka.games.go_stop.capture import NOBODY
from tests.go_stop.helpers import play_turn, state_at


def transfers(events: list[dict]) -> list[list[int]]:
    return [e["cards"] for e in events if e["kind"] == "transfer"]


def test_case_9_ppuk_creation_leaves_the_three_as_your_stack() -> None:
    state = state_at([13], [15, 27], [14], ([], [3, 4]))
    before = list(state.piles[0].cards)
    events = play_turn(state, 13)
    assert sorted(state.layout[4]) == [13, 14, 15]
    assert state.owner[4] == 0 and state.ppuks == [1, 0]
    assert state.piles[0].cards == before and state.piles[1].cards == [3, 4]
    assert transfers(events) == []
    assert next(e for e in events if e["kind"] == "ppuk")["cards"] == [15, 13, 14]


def test_case_10_ttadak_takes_all_four_and_one_junk() -> None:
    state = state_at([37], [39, 40, 4], [38], ([], [11, 3, 42]))
    events = play_turn(state, 37, 39)
    assert {37, 38, 39, 40} <= set(state.piles[0].cards)
    assert state.layout[10] == [] and state.layout[1] == [4]
    assert transfers(events) == [[3]]
    assert sorted(state.piles[1].cards) == [11, 42]


def test_case_11_chok_takes_the_lower_double_when_only_doubles_and_the_cup_remain() -> None:
    state = state_at([21], [7], [23], ([], [48, 42, 33]))
    events = play_turn(state, 21)
    assert {21, 23} <= set(state.piles[0].cards)
    assert transfers(events) == [[42]]
    assert sorted(state.piles[1].cards) == [33, 48]


def test_case_12_sseul_takes_the_only_two_layout_cards_of_different_months() -> None:
    state = state_at([1], [3, 27], [25], ([], [8, 31]))
    events = play_turn(state, 1)
    assert not any(state.layout)
    assert {1, 3, 25, 27} <= set(state.piles[0].cards)
    assert any(e["kind"] == "sseul" for e in events)
    assert transfers(events) == [[8]]


def test_case_13a_chok_on_an_empty_layout_is_not_a_sseul() -> None:
    state = state_at([18], [], [19], ([], [3, 4, 7]))
    events = play_turn(state, 18)
    assert not any(e["kind"] == "sseul" for e in events)
    assert transfers(events) == [[3]]


def test_case_13b_two_cards_of_one_month_cleared_are_a_ttadak_not_a_sseul() -> None:
    state = state_at([37], [39, 40], [38], ([], [3, 4, 7]))
    events = play_turn(state, 37, 39)
    assert not any(state.layout)
    assert not any(e["kind"] == "sseul" for e in events)
    assert transfers(events) == [[3]]


def test_case_14_taking_the_opponents_ppuk_takes_one_junk_card() -> None:
    state = state_at([16], [13, 14, 15, 20], [46], ([], [12, 7, 48]), ppuk={4: 1}, ppuks=(0, 1))
    events = play_turn(state, 16)
    assert {13, 14, 15, 16} <= set(state.piles[0].cards)
    assert state.layout[12] == [46]
    assert transfers(events) == [[7]]
    assert state.owner[4] == NOBODY


@pytest.mark.parametrize(
    ("junk", "taken", "left"),
    [([7, 12, 42], [7, 12], [42]), ([42, 48, 33], [42], [33, 48]), ([44, 48], [44, 48], [])],
    ids=["a-two-singles", "b-one-double-and-the-cup-stays", "c-single-then-double"],
)
def test_case_15_own_ppuk_taken_by_the_stock_card_is_owed_two_units(
    junk: list[int], taken: list[int], left: list[int]
) -> None:
    state = state_at([1], [13, 14, 15, 24], [16], ([], junk), ppuk={4: 0}, ppuks=(1, 0))
    events = play_turn(state, 1)
    assert state.layout[1] == [1]
    assert {13, 14, 15, 16} <= set(state.piles[0].cards)
    assert transfers(events) == [taken]
    assert sorted(state.piles[1].cards) == left


def test_case_16_a_dealt_stack_is_nobodys_ppuk_and_takes_one_junk_card() -> None:
    state = state_at([12], [9, 10, 11, 20], [46], ([], [3, 8]))
    assert state.owner[3] == NOBODY and state.ppuks == [0, 0]
    events = play_turn(state, 12)
    assert {9, 10, 11, 12} <= set(state.piles[0].cards)
    assert transfers(events) == [[3]]


def last_turn_state(layout: list[int], hand: int, stock: int, opponent_junk: list[int], **kw):
    """The deal's twentieth turn: one card in the mover's hand, one in the stock."""
    named = {hand, stock, *layout, *opponent_junk}
    rest = [c for c in range(1, 49) if c not in named]
    # Neutral cards to the opponent (no junk, so the transfer is easy to see), the rest to us.
    neutral = [c for c in rest if c in (2, 5, 6, 17, 18, 21, 22)]
    mine = [c for c in rest if c not in neutral]
    return state_at(
        [hand],
        layout,
        [stock],
        (mine, [*opponent_junk, *neutral]),
        opponent_hand=[],
        exact=True,
        **kw,
    )


def test_case_17a_no_ttadak_bonus_on_the_last_turn() -> None:
    state = last_turn_state([39, 40], 37, 38, [3, 4])
    assert state.is_last_turn()
    events = play_turn(state, 37, 39)
    assert {37, 38, 39, 40} <= set(state.piles[0].cards)
    assert transfers(events) == []
    assert sorted(state.piles[1].cards) == [2, 3, 4, 5, 6, 17, 18, 21, 22]


def test_case_17b_a_stack_still_takes_junk_on_the_last_turn() -> None:
    state = last_turn_state([13, 14, 15], 16, 46, [3, 7], ppuk={4: 1}, ppuks=(0, 1))
    events = play_turn(state, 16)
    assert transfers(events) == [[3]]


def test_no_chok_bonus_on_the_last_turn() -> None:
    state = last_turn_state([], 21, 23, [3, 4])
    events = play_turn(state, 21)
    assert {21, 23} <= set(state.piles[0].cards)
    assert transfers(events) == []


def test_no_sseul_bonus_on_the_last_turn() -> None:
    state = last_turn_state([3, 27], 1, 25, [8, 31])
    events = play_turn(state, 1)
    assert any(e["kind"] == "sseul" for e in events)
    assert transfers(events) == []


def test_a_card_with_no_match_stays_on_the_layout() -> None:
    state = state_at([46], [3, 27], [19], ([], []))
    play_turn(state, 46)
    assert state.layout[12] == [46] and state.layout[5] == [19]


def test_one_match_forms_a_pair_that_is_taken() -> None:
    state = state_at([25], [27, 3], [46], ([], []))
    play_turn(state, 25)
    assert {25, 27} <= set(state.piles[0].cards) and state.layout[7] == []


def test_two_matches_ask_which_one_to_pair_with_before_the_stock_is_turned() -> None:
    state = state_at([37], [39, 40, 3], [46], ([], []))
    stock_before = list(state.stock)
    state.apply(Play(37))
    assert state.phase == "choose_hand"
    assert state.legal_actions() == [Choose(39), Choose(40)]
    assert state.stock == stock_before  # the stock card waits for the choice
    with pytest.raises(IllegalAction) as info:
        state.apply(Choose(3))
    assert "39, 40" in info.value.message("en") and "39, 40" in info.value.message("ru")
    state.apply(Choose(40))
    assert {37, 40} <= set(state.piles[0].cards) and state.layout[10] == [39]


def test_the_stock_card_with_two_matches_asks_too() -> None:
    state = state_at([46], [39, 40, 3], [37], ([], []))
    state.apply(Play(46))
    assert state.phase == "choose_stock" and state.stock_card == 37
    state.apply(Choose(39))
    assert {37, 39} <= set(state.piles[0].cards) and state.layout[10] == [40]
    assert state.layout[12] == [46]


def test_three_of_a_month_take_all_four_with_the_stock_card() -> None:
    state = state_at([46], [9, 10, 11, 3], [12], ([], [4, 7]))
    events = play_turn(state, 46)
    assert {9, 10, 11, 12} <= set(state.piles[0].cards)
    assert transfers(events) == [[4]]


def test_the_stock_card_pairs_like_a_hand_card() -> None:
    state = state_at([46], [27, 3], [25], ([], []))
    play_turn(state, 46)
    assert {25, 27} <= set(state.piles[0].cards)


def test_own_ppuk_taken_with_a_hand_card_is_owed_two_units() -> None:
    state = state_at([16], [13, 14, 15, 24], [46], ([], [3, 4, 7]), ppuk={4: 0}, ppuks=(1, 0))
    events = play_turn(state, 16)
    assert transfers(events) == [[3, 4]]


def test_ppuk_of_the_opponent_taken_by_the_stock_card_takes_one_card() -> None:
    state = state_at([1], [13, 14, 15, 24], [16], ([], [3, 4, 7]), ppuk={4: 1}, ppuks=(0, 1))
    events = play_turn(state, 1)
    assert transfers(events) == [[3]]


def test_nothing_is_taken_when_the_opponent_has_no_transferable_junk() -> None:
    state = state_at([37], [39, 40, 4], [38], ([], [33, 1]))
    events = play_turn(state, 37, 39)
    assert transfers(events) == [[]]
    assert sorted(state.piles[1].cards) == [1, 33]


def test_a_stack_plus_one_card_cleared_is_not_a_sseul() -> None:
    state = state_at([12], [9, 10, 11, 27], [25], ([], [3, 4, 7]))
    events = play_turn(state, 12)
    assert not any(state.layout)
    assert not any(e["kind"] == "sseul" for e in events)
    assert transfers(events) == [[3]]  # the stack's one card only


def test_two_cards_of_different_months_only_half_taken_is_not_a_sseul() -> None:
    state = state_at([1], [3, 27], [46], ([], [8]))
    events = play_turn(state, 1)
    assert not any(e["kind"] == "sseul" for e in events)
    assert transfers(events) == []


def test_debts_are_paid_in_order_hand_card_first_then_stock_card() -> None:
    # The hand card takes a dealt stack (one card), then the stock card our own ppuk (two units).
    state = state_at(
        [12], [9, 10, 11, 13, 14, 15], [16], ([], [3, 4, 42]), ppuk={4: 0}, ppuks=(1, 0)
    )
    events = play_turn(state, 12)
    assert transfers(events) == [[3], [4, 42]]
