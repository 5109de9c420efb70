"""Sequences and their contest: seed 000 part 2 («Объявление комбинаций», «Определение
старшинства комбинаций») and rules note §7.1-§7.2, cases K6, K7 and K21."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.cards import mask_of
from igroteka.engine import IllegalAction
from igroteka.games.klabor.cardrules import DECK
from igroteka.games.klabor.combos import (
    FIFTY,
    LOSE,
    QUINT,
    TIE,
    TIERCE,
    WIN,
    best_key,
    compare,
    find_sequences,
    total_value,
)
from tests.klabor.helpers import act, cards, legal_texts, options, start
from tests.klabor.reference import best_sequence, sequences_value


def seqs(text: str, quint: bool = False):
    return find_sequences(mask_of(cards(text)), quint)


def summary(text: str, quint: bool = False):
    return sorted((s.kind, s.top, s.suit) for s in seqs(text, quint))


# --- what a sequence is --------------------------------------------------------------
def test_seed_three_kinds_tierce_fifty_and_bella():
    assert summary("7h 8h 9h") == [(TIERCE, 9, 2)]
    assert summary("7h 8h 9h Th") == [(FIFTY, 10, 2)]
    assert total_value(seqs("7h 8h 9h")) == 20 and total_value(seqs("7h 8h 9h Th")) == 50


def test_seed_sequences_use_the_natural_order_seven_to_ace():
    assert summary("Ah Kh Qh") == [(TIERCE, 14, 2)]
    assert summary("Ah Th Kh") == []
    assert summary("Jh 9h Ah") == []
    assert summary("Th Jh Qh") == [(TIERCE, 12, 2)]


def test_rules_k6_combination_detection():
    hand = "7h 8h 9h Th As Ks Qs Jc 7d"
    assert summary(hand) == [(TIERCE, 14, 3), (FIFTY, 10, 2)]
    assert total_value(seqs(hand)) == 70
    assert total_value(seqs("Ac Kc Qc Jc Tc 9c 8c")) == 70
    assert total_value(seqs("Ac Kc Qc Jc Tc 9c 8c 7c")) == 100
    assert total_value(seqs("Ac Kc Qc Jc Tc")) == 50
    assert total_value(seqs("Kc Qc Jc Tc 9c 8c")) == 50


def test_seed_a_card_may_not_serve_two_sequences():
    # seven in a row is 50 + 20, not two fifties sharing cards
    assert summary("Ac Kc Qc Jc Tc 9c 8c") == [(TIERCE, 10, 0), (FIFTY, 14, 0)]
    assert sequences_value(["Ac", "Kc", "Qc", "Jc", "Tc", "9c", "8c"]) == 70


def test_seed_nine_cards_hold_at_most_three_tierces_or_two_fifties():
    assert summary("7c 8c 9c 7d 8d 9d 7h 8h 9h") == [(TIERCE, 9, 0), (TIERCE, 9, 1),
                                                     (TIERCE, 9, 2)]
    assert [k for k, _, _ in summary("7c 8c 9c Tc 7d 8d 9d Td As")] == [FIFTY, FIFTY]


def test_option_quint_100_five_in_a_row():
    assert summary("Ac Kc Qc Jc Tc", quint=True) == [(QUINT, 14, 0)]
    assert total_value(seqs("Ac Kc Qc Jc Tc 9c 8c 7c", quint=True)) == 120


# --- comparing -------------------------------------------------------------------------
def test_seed_any_fifty_beats_any_tierce():
    assert compare((FIFTY, 10, 0), (TIERCE, 14, 1)) == WIN


def test_seed_higher_top_card_wins_between_equal_kinds():
    assert compare((TIERCE, 14, 0), (TIERCE, 13, 0)) == WIN
    assert compare((TIERCE, 12, 0), (TIERCE, 13, 0)) == LOSE


def test_seed_trump_sequence_wins_when_equal():
    assert compare((TIERCE, 13, 1), (TIERCE, 13, 0)) == WIN
    assert compare((TIERCE, 13, 0), (TIERCE, 13, 1)) == LOSE
    assert compare((TIERCE, 13, 0), (TIERCE, 13, 0)) == TIE


# --- the contest at the table (trump ♦, P1 = seat 0 declares first) ------------------------
def contest(first: str, second: str, extras: tuple[str, str] = ("8s 9s Js", "8h Th Kh"),
            turnup: str = "Ad", **opts):
    """Seat 0 (left of the dealer) takes ♦ and the declaring round begins."""
    state = start(options(**opts), [first, second], turnup, list(extras), dealer=1)
    act(state, "play")
    assert state.phase == "announce" and state.turn == 0
    return state


def test_rules_k7_higher_top_beats_a_trump_sequence():
    state = contest("Kc Qc Jc 7h 9h Ah", "Td 9d 8d 7s Qs As")
    act(state, "declare")
    assert state.turn == 1 and "declare" not in legal_texts(state)
    with pytest.raises(IllegalAction) as error:
        act(state, "declare")
    assert "не старше объявленной (терц от короля)" in error.value.message("ru")
    act(state, "pass")
    assert state.contest_holder == 0 and state.sequence_points() == [20, 0]


def test_rules_k7_equal_sequences_the_trump_one_wins():
    state = contest("Kc Qc Jc 7h 9h Ah", "Kd Qd Jd 7s Qs As", turnup="8d")
    act(state, "declare", "declare")
    assert state.contest_holder == 1
    assert state.declarations[1]["trump"] is True
    assert state.view(0)["contest"]["declarations"][1]["trump"] is True


def test_seed_equal_plain_sequences_go_to_the_first_in_order():
    state = contest("Kc Qc Jc 7h 9h Ad", "Ks Qs Js 7d 8d Ah", extras=("8s 9s Td", "8h Th 7s"),
                    turnup="9d")
    act(state, "declare")
    assert "declare" not in legal_texts(state)
    act(state, "pass")
    assert state.contest_holder == 0


def test_option_equal_plain_sequences_score_for_nobody():
    state = contest("Kc Qc Jc 7h 9h Ad", "Ks Qs Js 7d 8d Ah", extras=("8s 9s Td", "8h Th 7s"),
                    turnup="9d", tie_nontrump="nobody")
    act(state, "declare", "declare")
    assert state.contest_holder is None
    assert state.declarations[1]["result"] == "cancels"
    act(state, "Ad")
    assert state.sequence_points() == [0, 0]


def test_seed_higher_top_card_wins_against_several_lower_sequences():
    state = contest("Jc Tc 9c 8h 9h Th", "Qs Js Ts 7c 8d As", extras=("7d 7s Ad", "Kh 8s Td"),
                    turnup="Kd")
    assert len(state.hand_sequences(0)) == 2
    act(state, "declare", "declare")
    assert state.contest_holder == 1
    assert state.sequence_points() == [0, 20]


def test_seed_any_fifty_beats_several_tierces_at_the_table():
    state = contest("Tc 9c 8c 7c Qh Kh", "7s 8s 9s 7d 8d 9d", extras=("9h Ad As", "7h 8h Js"),
                    turnup="Kd")
    act(state, "declare")
    assert "declare" not in legal_texts(state)
    act(state, "pass")
    assert state.sequence_points() == [50, 0]


def test_rules_k7_a_run_of_five_competes_as_its_fifty():
    state = contest("Kc Qc Jc Tc 9c 7h", "As Ks Qs Js 7d 8d", extras=("8h Ad 8s", "9h Th Td"),
                    turnup="Kd")
    act(state, "declare", "declare")
    assert state.contest_holder == 1 and state.sequence_points() == [0, 50]


def test_seed_after_a_fifty_tierces_are_not_declared():
    state = contest("Tc 9c 8c 7c Qh Kh", "As Ks Qs 7d 8d 9s", extras=("9h Ad Js", "7h 8h Ts"),
                    turnup="Kd")
    act(state, "declare")
    assert "declare" not in legal_texts(state)


def test_seed_only_one_player_scores_and_scores_all_his_sequences():
    state = contest("7c 8c 9c 7h 8h 9h", "As Ks Qs 7d 8d Js", extras=("Ad Kd Jd", "Th Ts 9d"),
                    turnup="Qd")
    act(state, "declare")
    act(state, "pass")
    assert state.sequence_points() == [40, 0]


def test_seed_the_winner_also_scores_sequences_he_did_not_name():
    state = contest("7c 8c 9c 7h 8h 9h", "Jd 8d 7d Ks Qs Js", extras=("Ah Kh Qh", "Ad Th Ts"),
                    turnup="9d")
    act(state, "declare")
    assert state.declarations[0]["top"] == 14  # the best, A-high, is what the table hears
    act(state, "pass", "7c")
    assert state.sequence_points() == [60, 0]
    shown = state.view(1)["contest"]["shown"]
    assert sorted(s["top"] for s in shown[0]["sequences"]) == ["9", "9", "A"]


def test_seed_a_player_may_stay_out_of_the_contest():
    state = contest("7c 8c 9c 7h 9h Ah", "Kd Qd Jd 7s Qs As", turnup="8d")
    assert "declare" in legal_texts(state)
    act(state, "pass")
    act(state, "declare")
    assert state.contest_holder == 1


def test_seed_undeclared_sequences_do_not_score():
    state = contest("7c 8c 9c 7h 9h Ah", "Kd 7s 9d Ts Qs As", turnup="8d")
    act(state, "pass", "pass")
    assert state.contest_holder is None and state.sequence_points() == [0, 0]


def test_seed_declaring_goes_in_turn_from_the_dealers_left():
    state = start(options(players=3), ["7c 8c 9c 7h 9h Ah", "Kd Qd Jd 7s Qs As",
                                       "Ks Js Ts 8h Th Kh"], "8d", dealer=1)
    act(state, "pass", "play")
    assert state.order() == [2, 0, 1]
    assert state.phase == "announce" and state.turn == 2
    act(state, "pass")
    assert state.turn == 0
    act(state, "pass")
    assert state.turn == 1


def test_seed_three_players_equal_plain_sequences_first_after_the_dealer_counts():
    state = start(options(players=3), ["Kc Qc Jc 7h 9h Ah", "Ks Qs Js 7d 8d 7s",
                                       "Ac Tc 8c Jh Qh As"], "Td",
                  ["8s 9d 7c", "Th 8h Kh", "Jd Qd 9s"], dealer=2)
    act(state, "pass", "pass", "play")
    act(state, "declare")
    assert "declare" not in legal_texts(state)
    act(state, "pass", "pass")
    assert state.contest_holder == 0


def test_seed_sequences_are_shown_after_the_opening_lead_not_before():
    state = contest("7c 8c 9c 7h 9h Ah", "Kd Qd Jd 7s Qs As", turnup="8d")
    act(state, "pass", "declare")
    assert state.phase == "play" and state.turn == 0
    assert state.view(0)["contest"]["shown"] == []
    assert state.view(0)["known"] == {}
    act(state, "7c")
    shown = state.view(0)["contest"]["shown"]
    assert shown[0]["seat"] == 1 and shown[0]["sequences"][0]["cards"] == ["Kd", "Qd", "Jd"]
    assert {c["card"] for c in state.view(0)["known"]["1"]} == {"Kd", "Qd", "Jd"}


def test_seed_the_leading_winner_shows_his_sequences_with_his_lead():
    state = contest("7c 8c 9c 7h 9h Ah", "Kd 7s 9d Ts Qs As", turnup="8d")
    act(state, "declare", "pass")
    assert state.turn == 0
    events = act(state, "7c")
    assert [e.kind for e in events][:2] == ["play", "show"]


# --- pairs ------------------------------------------------------------------------------
FOUR = ["Ac Kc Qc 7d 8h 7s", "Jd 9d 8d 9h Th 8s", "Tc 9c 8c 9s Ts Qs", "7c Jc Td Ad Kd Qd"]
FOUR_EXTRAS = ["Jh Qh", "Ah Kh", "Ks 7h", "Js"]


def test_rules_k21_only_the_winning_players_sequences_score_in_pairs():
    state = start(options(players=4), FOUR, "As", FOUR_EXTRAS, dealer=3)
    act(state, "play")
    act(state, "declare")
    assert state.turn == 1
    act(state, "pass", "pass", "pass")
    assert state.contest_holder == 0
    assert state.sequence_points() == [20, 0]
    teams = start(options(players=4, team_melds="team"), FOUR, "As", FOUR_EXTRAS, dealer=3)
    act(teams, "play", "declare", "pass", "pass", "pass")
    assert teams.sequence_points() == [40, 0]


@settings(max_examples=200, deadline=None)
@given(hand=st.lists(st.sampled_from([c.ascii for c in DECK]), min_size=1, max_size=9,
                     unique=True), trump=st.sampled_from("cdhs"), quint=st.booleans())
def test_sequences_agree_with_the_plain_reading(hand, trump, quint):
    found = find_sequences(mask_of(cards(" ".join(hand))), quint)
    assert total_value(found) == sequences_value(hand, quint)
    suit = "cdhs".index(trump)
    assert best_key(found, suit) == best_sequence(hand, trump, quint)


@settings(max_examples=200, deadline=None)
@given(a=st.tuples(st.integers(1, 3), st.integers(9, 14), st.integers(0, 1)),
       b=st.tuples(st.integers(1, 3), st.integers(9, 14), st.integers(0, 1)))
def test_comparison_is_kind_then_top_then_trump(a, b):
    verdict = compare(a, b)
    if (a[0], a[1], a[2]) == (b[0], b[1], b[2]) and a[2] == 0:
        assert verdict == TIE
    elif a[0] != b[0]:
        assert verdict == (WIN if a[0] > b[0] else LOSE)
    elif a[1] != b[1]:
        assert verdict == (WIN if a[1] > b[1] else LOSE)
    elif a[2] != b[2]:
        assert verdict == (WIN if a[2] > b[2] else LOSE)
    else:
        assert verdict == LOSE
