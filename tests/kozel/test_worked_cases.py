"""Section 19 of shared/rules/kozel.md: every worked case, one test each, named after it."""

from __future__ import annotations

import pytest

from igroteka.cards import Suit, parse_card
from igroteka.engine import IllegalAction
from igroteka.games.kozel.cardrules import rules_for
from igroteka.games.kozel.scoring import goats, score_catch, score_deal
from tests.kozel.helpers import (
    fill_hands,
    legal_cards,
    options,
    play,
    play_any,
    start,
    suit_cards,
)

PLAIN_HEARTS = "7h 8h 9h Th Kh Ah"


def _order(opts, suit):
    return " ".join(c.ascii for c in rules_for(opts).tables[Suit.parse(suit)].order)


def _last(state):
    _leader, _plays, winner, points = state.play.last
    return winner, points


# --- ranking fixtures ---------------------------------------------------------------
def test_tc_r1_trump_order_hearts_32():
    assert _order(options(), "h") == "7c Qc Qs Qh Qd Jc Js Jh Jd Ah Th Kh 9h 8h 7h"


def test_tc_r2_trump_order_clubs_32():
    assert _order(options(), "c") == "7c Qc Qs Qh Qd Jc Js Jh Jd Ac Tc Kc 9c 8c"


def test_tc_r3_trump_order_clubs_24():
    assert _order(options(deck="24"), "c") == "6c Qc Qs Qh Qd Jc Js Jh Jd Ac Tc Kc"


def test_tc_r4_every_deck_totals_120():
    for opts in (options(), options(low_rank=6), options(deck="24")):
        rules = rules_for(opts)
        assert rules.points_of(rules.deck_mask) == 120
        assert len(rules.deck) == (24 if opts["deck"] == "24" else 32)


# --- tricks ----------------------------------------------------------------------------
def test_tc_1_plain_suit_no_trumps():
    opts = options()
    hands = fill_hands(opts, {0: "9h", 1: "Ah", 2: "Th", 3: "8d"}, {3: PLAIN_HEARTS})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "9h", "Ah", "Th", "8d")
    assert _last(state) == (1, 21)
    assert state.play.points == [0, 21]


def test_tc_2_suit_trump_beaten_by_a_jack():
    opts = options()
    spades = suit_cards(opts, "s")
    hands = fill_hands(opts, {0: "As", 1: "8c", 2: "Ks", 3: "Jd"}, {1: spades, 3: spades})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "As", "8c", "Ks", "Jd")
    assert _last(state) == (3, 17)


def test_tc_3_queens_by_suit():
    opts = options()
    hands = fill_hands(opts, {0: "Jc", 1: "Qd", 2: "Ad", 3: "Qs"})
    state = start(opts, hands, trump="d", trumper=0)
    play(state, "Jc", "Qd", "Ad", "Qs")
    assert _last(state) == (3, 19)


def test_tc_4_queens_and_jacks_are_not_in_their_printed_suit():
    opts = options()
    hands = fill_hands(opts, {0: "Kh", 1: "Qh Jh 9s Ad", 2: "7h", 3: "Ah"}, {1: PLAIN_HEARTS})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "Kh")
    legal = legal_cards(state)
    assert {"Qh", "Jh", "9s", "Ad"} <= legal
    assert legal == set(hands[1])
    play(state, "Qh", "7h", "Ah")
    assert _last(state) == (1, 18)


def test_tc_5_must_follow_trump():
    opts = options()
    other_trumps = "7c 8c 9c Tc Kc Ac Qc Qs Qh Qd Jc Js Jd"
    hands = fill_hands(opts, {0: "9c", 1: "Jh Ah Ts"}, {1: other_trumps})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "9c")
    assert legal_cards(state) == {"Jh"}


def test_tc_6_shoha_with_a_non_club_trump():
    opts = options()
    hands = fill_hands(opts, {0: "Ac", 1: "Tc Qc 8h", 2: "7c 9s", 3: "Kc"},
                       {1: "8c 9c", 2: "8c 9c"})
    state = start(opts, hands, trump="h", trumper=0)
    play(state, "Ac")
    assert legal_cards(state) == {"Tc"}
    play(state, "Tc")
    assert {"7c", "9s"} <= legal_cards(state)
    play(state, "7c", "Kc")
    assert _last(state) == (2, 25)
    assert state.play.points == [25, 0]


def test_tc_7_without_shoha_the_seven_of_clubs_is_plain():
    opts = options(shokha=False)
    hands = fill_hands(opts, {0: "Ac", 1: "Tc Qc 8h", 2: "7c 9s", 3: "Kc"},
                       {1: "8c 9c", 2: "8c 9c"})
    state = start(opts, hands, trump="h", trumper=0)
    play(state, "Ac", "Tc")
    assert legal_cards(state) == {"7c"}
    play(state, "7c", "Kc")
    assert _last(state)[0] == 0


def _catch_deal(opts, fixed, avoid=None, trumper=1):
    return start(opts, fill_hands(opts, fixed, avoid), trump="s", trumper=trumper)


def test_tc_8a_catching_the_queen():
    opts = options()
    state = _catch_deal(opts, {1: "Qc", 2: "7c"})
    events = play(state, "Qc", "7c")
    kinds = [e.kind for e in events]
    assert "catch" in kinds
    assert state.scores == [0, 4]
    assert state.sheet[-1]["kind"] == "catch"
    assert state.deal_number == 2


def test_tc_8b_partners_never_catch():
    opts = options()
    state = _catch_deal(opts, {1: "Qc", 2: "8s", 3: "7c"})
    events = play(state, "Qc", "8s", "7c")
    assert "catch" not in [e.kind for e in events]
    play_any(state)
    assert _last(state)[0] == 3


def test_tc_8c_queen_first_order():
    opts = options()
    other_trumps = "8s 9s Ts Ks As Qs Qh Qd Jc Js Jh Jd"
    fixed = {0: "7c", 1: "Qc"}
    state = _catch_deal(opts, fixed, {1: other_trumps}, trumper=0)
    play(state, "7c")
    assert legal_cards(state) == {"Qc"}
    events = play(state, "Qc")
    assert "catch" not in [e.kind for e in events]
    play_any(state, 2)
    assert _last(state)[0] == 0
    anyorder = options(catch_order="any")
    state = _catch_deal(anyorder, fixed, {1: other_trumps}, trumper=0)
    events = play(state, "7c", "Qc")
    assert "catch" in [e.kind for e in events]
    assert state.scores == [0, 4]


def test_tc_8d_catching_off():
    opts = options(catch_queen="off")
    state = _catch_deal(opts, {1: "Qc", 2: "7c"})
    events = play(state, "Qc", "7c")
    assert "catch" not in [e.kind for e in events]
    assert state.deal_number == 1
    play_any(state, 2)
    assert _last(state)[0] == 2


def test_tc_9_24_card_shoha_trick():
    opts = options(deck="24", trump_mode="permanent")
    diamonds = suit_cards(opts, "d")
    hands = fill_hands(opts, {0: "Ad", 1: "6d", 2: "6c", 3: "Qc"}, {2: diamonds, 3: diamonds})
    state = start(opts, hands, trumper=0)
    events = play(state, "Ad", "6d", "6c", "Qc")
    assert "catch" not in [e.kind for e in events]
    assert _last(state) == (2, 14)


# --- deal scoring ----------------------------------------------------------------------
def _written(opts, a, b, eggs=0, tricks=(4, 4), trumping=0):
    return score_deal(opts, (a, b), tricks, trumping, eggs).written


def test_tc_10_b_writes_two():
    assert _written(options(), 85, 35) == (0, 2)


def test_tc_11_b_writes_four():
    assert _written(options(), 95, 25) == (0, 4)


def test_tc_12_thirty_is_not_saved_by_default():
    assert _written(options(), 90, 30) == (0, 4)
    assert _written(options(spas_min=30), 90, 30) == (0, 2)


def test_tc_13_thirty_one_is_saved():
    assert _written(options(), 89, 31) == (0, 2)


def test_tc_14_no_points_no_tricks_is_six_either_way():
    for rule in ("zero_points", "no_tricks"):
        assert _written(options(golye_rule=rule), 120, 0, tricks=(8, 0)) == (0, 6)


def test_tc_15_zero_point_trick():
    assert _written(options(), 120, 0, tricks=(7, 1)) == (0, 6)
    assert _written(options(golye_rule="no_tricks"), 120, 0, tricks=(7, 1)) == (0, 4)


def test_tc_16_eggs_double_the_next_deal():
    opts = options()
    eggs = score_deal(opts, (60, 60), (4, 4), 0, 0)
    assert eggs.kind == "eggs" and eggs.written == (0, 0)
    assert _written(opts, 70, 50, eggs=1) == (0, 4)
    assert _written(opts, 70, 50, eggs=0) == (0, 2)


def test_tc_17_two_eggs_in_a_row():
    assert _written(options(), 45, 75, eggs=2) == (8, 0)
    assert _written(options(eggs_mode="double_next"), 45, 75, eggs=2) == (4, 0)
    assert _written(options(eggs_mode="plus_two_next"), 45, 75, eggs=2) == (6, 0)


def test_tc_18_eggs_then_a_catch():
    assert score_catch(options(), 0, 1).written == (8, 0)


def test_tc_19_match_end():
    opts = options()
    assert goats(opts, [10 + _written(opts, 40, 80)[0], 0]) == 0
    short8 = options(target=8)
    assert goats(short8, [6 + 2, 0]) == 0
    short6 = options(target=6)
    assert goats(short6, [score_catch(short6, 0, 0).written[0], 0]) is None


def test_tc_20_declarer_weighted():
    opts = options(scoring_mode="declarer_weighted")
    assert _written(opts, 95, 25) == (2, 0)
    assert _written(opts, 75, 45) == (1, 0)
    assert _written(opts, 120, 0, tricks=(8, 0)) == (3, 0)
    assert _written(opts, 50, 70) == (0, 2)
    assert _written(opts, 20, 100) == (0, 3)
    assert _written(opts, 90, 30) == (1, 0)


# --- setup and options -------------------------------------------------------------------
def _redeal_codes(state):
    return [e.public["code"] for e in state.start_events if e.kind == "redeal"]


def test_tc_21_redeals():
    opts = options()
    state = start(opts, fill_hands(opts, {0: "Qc Qs Qh Qd"}), redeal=True, trump="c")
    assert _redeal_codes(state)[:1] == ["four_queens"]
    state = start(opts, fill_hands(opts, {0: "7c Qc Qs Qh"}, {0: "Qd"}), redeal=True, trump="c")
    assert _redeal_codes(state)[:1] == ["shokha_three_queens"]
    no_shoha = options(shokha=False)
    state = start(no_shoha, fill_hands(no_shoha, {0: "7c Qc Qs Qh"}, {0: "Qd"}), trump="c")
    assert _redeal_codes(state) == []
    state = start(opts, fill_hands(opts, {0: "Qc Qs Qh Jc"}, {0: "Qd 7c"}), trump="c")
    assert _redeal_codes(state) == []


def _open_deck(opts, top):
    rules = rules_for(opts)
    first = [parse_card(t) for t in top.split()]
    return [c.ascii for c in first] + [c.ascii for c in rules.deck if c not in first]


def test_tc_22_open_deal():
    from igroteka.engine import get_game

    game = get_game("kozel")
    opts = options(trump_mode="open_deal")
    state = game.state_from_position({"deck": _open_deck(opts, "Jh Qd Ts"), "dealer": 3}, opts)
    assert state.shuffle_number == 1
    assert state.trumper == 0 and state.trump.letter == "s"
    assert state.hands[0].bit_count() == 8
    shown = state.view(1)["revealed"]["0"]
    assert sorted(c["card"] for c in shown) == ["Jh", "Qd", "Ts"]
    state = game.state_from_position({"deck": _open_deck(opts, "Jh Qc"), "dealer": 3}, opts)
    assert _redeal_codes(state)[:1] == ["open_shokha_or_qc"]
    three = options(trump_mode="open_deal", open_deal_redeal="three_permanent")
    state = game.state_from_position({"deck": _open_deck(three, "Jh Qd Js 9h"), "dealer": 3},
                                     three)
    assert _redeal_codes(state)[:1] == ["open_three_permanent"]
    state = game.state_from_position({"deck": _open_deck(opts, "Jh Qd Js 9h"), "dealer": 3},
                                     opts)
    assert state.shuffle_number == 1 and state.trump.letter == "h"
    assert state.view(2)["revealed"]["0"] and len(state.view(2)["revealed"]["0"]) == 4


def test_tc_23_lead_restriction():
    opts = options(trump_lead_restriction="non_trumpers")
    plain = "7s 8s 9d 8d"
    hands = fill_hands(opts, {0: "7h", 1: "Ah Qd Js 9h " + plain, 2: "8h", 3: "Kh"})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "7h", "Ah", "8h", "Kh")
    assert state.current_seat() == 1
    assert legal_cards(state) == {"9h", *plain.split()}
    with pytest.raises(IllegalAction) as refused:
        play(state, "Qd")
    assert "козыря" in refused.value.message("ru")
    trumps_only = fill_hands(opts, {0: "7h", 1: "Ah Qd Js Qc Qs Jc Jd Ac", 2: "8h", 3: "Kh"})
    state = start(opts, trumps_only, trump="c", trumper=0)
    play(state, "7h", "Ah", "8h", "Kh")
    assert legal_cards(state) == {"Qd", "Js", "Qc", "Qs", "Jc", "Jd", "Ac"}
    partner = fill_hands(opts, {0: "7h", 1: "8h", 2: "Ah Qd 9h", 3: "Kh"})
    state = start(opts, partner, trump="c", trumper=0)
    play(state, "7h", "8h", "Ah", "Kh")
    assert state.current_seat() == 2
    assert {"Qd", "9h"} <= legal_cards(state)


def test_tc_24_ace_of_diamonds_holder_names_and_leads():
    opts = options()
    state = start(opts, fill_hands(opts, {2: "Ad"}))
    assert state.phase == "declare" and state.current_seat() == 2
    play(state, "trump h")
    assert state.phase == "play" and state.current_seat() == 2
    assert state.view(0)["trump"]["team"] == 0
    assert state.trump.letter == "h"


def test_tc_25_giving_away_the_last_trump():
    opts = options(give_last_trump="optional")
    hand = "Qh As Ts Ks 9s 8d 7d Ah"
    state = start(opts, fill_hands(opts, {0: hand}), trump="c", trumper=0)
    assert state.phase == "give" and state.current_seat() == 0
    assert {str(a) for a in state.legal_actions()} == {"give Q♥", "keep"}
    with pytest.raises(IllegalAction):
        play(state, "give As")
    events = play(state, "give Qh")
    give = next(e for e in events if e.kind == "give")
    assert give.for_seat(2)["card"] == "Qh" and "card" not in give.for_seat(1)
    assert state.phase == "return" and state.current_seat() == 2
    assert "Qh" not in {a.card.ascii for a in state.legal_actions()}
    with pytest.raises(IllegalAction):
        play(state, "return Qh")
    back = sorted(a.card.ascii for a in state.legal_actions())[0]
    play(state, "return " + back)
    assert state.hands[0] & (1 << parse_card(back).index)
    two = options(give_last_trump="optional")
    state = start(two, fill_hands(two, {0: "Qh Qs As Ts Ks 9s 8d 7d"}), trump="c", trumper=0)
    assert state.give_log[:1] == [(0, "skipped")]
    mandatory = options(give_last_trump="mandatory")
    state = start(mandatory, fill_hands(mandatory, {0: hand}), trump="c", trumper=0)
    assert [str(a) for a in state.legal_actions()] == ["give Q♥"]
    with pytest.raises(IllegalAction):
        play(state, "keep")


TC26_HANDS = [
    ["Qc", "Js", "Ac", "As", "6s", "Kh"],
    ["Qs", "Jd", "Ts", "Ah", "6h", "Kd"],
    ["6c", "Qh", "Jc", "Ks", "Th", "Ad"],
    ["Qd", "Jh", "Tc", "Kc", "Td", "6d"],
]
TC26_TRICKS = [
    ("Ad Td 6s Kd", 2, 25),
    ("6c Kc Ac Jd", 2, 17),
    ("Qh Jh Qc Qs", 0, 11),
    ("As Ts Ks 6d", 0, 25),
    ("Kh Ah Th Qd", 3, 28),
    ("Tc Js 6h Jc", 2, 14),
]


def test_tc_26_full_24_card_deal():
    opts = options(deck="24", trump_mode="permanent")
    state = start(opts, TC26_HANDS)
    assert state.trumper == 2 and state.current_seat() == 2
    for cards, winner, points in TC26_TRICKS:
        events = play(state, *cards.split())
        trick = next(e for e in events if e.kind == "trick")
        assert (trick.public["winner"], trick.public["points"]) == (winner, points)
        assert "catch" not in [e.kind for e in events]
    line = state.sheet[-1]
    assert line["card_points"] == [92, 28]
    assert state.scores == [0, 4]
