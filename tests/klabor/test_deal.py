"""The deal, the bidding, the trump seven and the redeals: seed 000 part 2 and rules note §2-§6.

Each test is named after the rule sentence it checks.
"""

from __future__ import annotations

import json

import pytest

from igroteka.cards import cards_of
from igroteka.engine import IllegalAction, OptionError
from igroteka.games.klabor.cardrules import DECK
from tests.klabor.helpers import (
    GAME,
    act,
    ascii_cards,
    legal_texts,
    options,
    play_out_deal,
    start,
)

# seat 0 speaks first (dealer 1); seat 1 gets the trump seven in his extra cards
HANDS = ["Jh 9h Ah 7c 8c 9c", "Kc Qc Jc 7d 8d 9d"]
EXTRAS = ["Qh Ad Td", "7h As Ts"]


def base(**opts):
    return start(options(**opts), HANDS, "Kh", EXTRAS, frez="7s", dealer=1)


def hand(state, seat):
    return {c.ascii for c in cards_of(state.hands[seat])}


def deck_order():
    return [c.ascii for c in DECK][::-1]


# --- players, deck, dealer ------------------------------------------------------------
def test_seed_two_to_four_players_four_play_in_pairs_sitting_opposite():
    assert GAME.seat_count(options(players=2)) == 2
    assert GAME.seat_count(options(players=3)) == 3
    assert GAME.teams(options(players=3)) == ((0,), (1,), (2,))
    assert GAME.teams(options(players=4)) == ((0, 2), (1, 3))
    assert GAME.teams(options(players=4, four_player_mode="solo")) == ((0,), (1,), (2,), (3,))
    with pytest.raises(OptionError):
        options(players=5)


def test_seed_the_pack_is_32_cards_from_seven_to_ace():
    state = start(options(players=4), FOUR, "Ah", FOUR_EXTRAS, dealer=3)
    act(state, "play")
    dealt = set()
    for seat in range(4):
        dealt |= {c.ascii for c in cards_of(state.hands[seat])}
    assert len(DECK) == 32
    assert {c.rank for c in DECK} == {7, 8, 9, 10, 11, 12, 13, 14}
    assert len(dealt) == 32 and dealt == {c.ascii for c in DECK}


def test_seed_first_dealer_is_drawn_by_lot():
    dealers = {GAME.new_state(options(players=3), seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2}


def test_seed_six_cards_each_dealt_two_at_a_time_round_the_table():
    deck = deck_order()
    state = GAME.state_from_position(json.dumps({"deck": deck, "dealer": 1}), options())
    assert hand(state, 0) == set(deck[0:2] + deck[4:6] + deck[8:10])
    assert hand(state, 1) == set(deck[2:4] + deck[6:8] + deck[10:12])
    assert state.turnup_original == DECK[-13].index
    three = GAME.state_from_position(json.dumps({"deck": deck, "dealer": 1}),
                                     options(deal_packets=3))
    assert hand(three, 0) == set(deck[0:3] + deck[6:9])


def test_seed_three_extra_cards_each_then_nine_cards_with_two_or_three():
    deck = deck_order()
    state = GAME.state_from_position(json.dumps({"deck": deck, "dealer": 0}),
                                     options(players=3))
    assert state.order() == [1, 2, 0]
    act(state, "play")
    assert [state.hands[s].bit_count() for s in range(3)] == [9, 9, 9]
    # the extra cards follow the turned card, three to each from the dealer's left
    assert {c.ascii for c in cards_of(state.extras[1])} == set(deck[19:22])
    assert {c.ascii for c in cards_of(state.extras[0])} == set(deck[25:28])
    assert len(state.stock) == 4


def test_seed_frez_bottom_card_shown_for_information_with_two_and_three():
    state = base()
    act(state, "play")
    assert state.frez is not None and ascii_cards("7s") == [cards_of(1 << state.frez)[0].ascii]
    for seat in (None, 0, 1):
        assert state.view(seat)["frez"]["card"] == "7s"
    assert not any(state.hands[s] & (1 << state.frez) for s in range(2))


def test_seed_with_four_two_extra_cards_and_the_turned_card_goes_to_the_dealer_no_frez():
    deck = deck_order()
    state = GAME.state_from_position(json.dumps({"deck": deck, "dealer": 3}),
                                     options(players=4))
    turned = state.turnup
    act(state, "play")
    assert [state.hands[s].bit_count() for s in range(4)] == [8, 8, 8, 8]
    assert state.hands[3] & (1 << turned)
    assert state.frez is None and state.stock == []
    assert state.view(0)["known"] == {"3": [{"card": cards_of(1 << turned)[0].ascii,
                                             "text": str(cards_of(1 << turned)[0])}]}


def test_option_turned_card_to_the_maker_with_four():
    deck = deck_order()
    state = GAME.state_from_position(json.dumps({"deck": deck, "dealer": 3}),
                                     options(players=4, turnup_to="maker"))
    turned = state.turnup
    act(state, "pass", "play")
    assert state.maker == 1
    assert state.hands[1] & (1 << turned)
    assert [state.hands[s].bit_count() for s in range(4)] == [8, 8, 8, 8]


def test_seed_deal_passes_clockwise_after_each_deal():
    state = GAME.new_state(options(players=3), 9)
    first = state.dealer
    play_out_deal(state)
    assert len(state.sheet) == 1 and state.sheet[0]["dealer"] == first
    assert state.dealer == (first + 1) % 3


# --- bidding -------------------------------------------------------------------------
def test_rules_first_round_accept_or_pass_first_play_ends_bidding():
    state = start(options(players=3), ["Jd 9d Ad 7c 8c 9c", "Kc Qc Jc 7d 8d 9h",
                                       "As Ks Qs Js Ts 9s"], "Td", dealer=2)
    assert state.order() == [0, 1, 2]
    assert legal_texts(state) == {"play", "pass"}
    act(state, "pass", "play")
    assert state.maker == 1 and state.trump.letter == "d" and state.how == "accepted"
    assert state.phase == "announce"
    assert [(s, b) for s, _, b in state.bids] == [(0, "pass"), (1, "play")]


def test_rules_k8_second_round_names_another_suit_and_no_seven_exchange():
    state = start(options(), ["Jh 8h Ah 7c 8c 9c", HANDS[1]], "9h", EXTRAS, dealer=1)
    act(state, "pass", "pass")
    assert state.bid_round == 2
    assert "trump ♥" not in legal_texts(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(state.parse_action("козырь ♥"))
    assert "вскрышки" in error.value.message("ru")
    act(state, "trump ♣")
    assert state.maker == 0 and state.trump.letter == "c" and state.how == "named"
    act(state, "pass")
    assert "exchange" not in legal_texts(state)


def test_rules_k10_all_pass_throws_the_deal_in_and_the_next_player_deals():
    state = base()
    dealer, scores = state.dealer, list(state.scores)
    events = act(state, "pass", "pass", "pass", "pass")
    assert "thrown_in" in [e.kind for e in events]
    assert state.dealer == (dealer + 1) % 2 and state.scores == scores and state.sheet == []
    assert state.phase in ("bid", "announce") and state.shuffle_number == 2


def test_option_obligatory_order_dealer_may_not_pass_in_round_two():
    state = base(obligatory_order=True)
    act(state, "pass", "pass", "pass")
    assert state.turn == state.dealer
    assert "pass" not in legal_texts(state)
    with pytest.raises(IllegalAction) as error:
        act(state, "pass")
    assert "сдающий не может спасовать" in error.value.message("ru")


def test_seed_after_bidding_comes_the_declaring_of_combinations():
    state = base()
    act(state, "play")
    assert state.phase == "announce" and state.turn == 0


# --- the trump seven ---------------------------------------------------------------
def test_seed_holder_of_trump_seven_may_swap_it_for_the_turned_card():
    state = base()
    act(state, "play", "pass")
    assert state.turn == 1 and "exchange" in legal_texts(state)
    events = act(state, "exchange")
    assert "7h" not in hand(state, 1) and "Kh" in hand(state, 1)
    assert cards_of(1 << state.turnup)[0].ascii == "7h"
    assert [e.kind for e in events] == ["exchange"]
    assert state.view(0)["known"]["1"] == [{"card": "Kh", "text": "K♥"}]
    assert state.turn == 1 and "exchange" not in legal_texts(state)


def test_seed_the_seven_exchange_is_optional():
    state = base()
    act(state, "play", "pass", "pass")
    assert state.phase == "play" and "7h" in hand(state, 1)


def test_option_seven_exchange_maker_only_and_off():
    state = base(seven_exchange="maker_only")
    act(state, "play", "pass")
    assert "exchange" not in legal_texts(state)
    with pytest.raises(IllegalAction) as error:
        act(state, "exchange")
    assert "только заказавший" in error.value.message("ru")
    off = base(seven_exchange="off")
    act(off, "play", "pass")
    assert "exchange" not in legal_texts(off)


def test_option_seven_exchange_before_the_extra_cards():
    state = start(options(seven_exchange_time="before_draw"), HANDS, "Kh",
                  ["7h Ad Td", "Qh As Ts"], dealer=1)
    act(state, "pass", "play")
    assert state.phase == "exchange"
    # the seven is in seat 0's extra cards, not yet taken up: nobody can swap, but everyone
    # is asked all the same, so that who is asked never tells who holds the seven
    assert legal_texts(state) == {"pass"}
    assert [state.action_label(a).render("ru") for a in state.legal_actions()] == ["Без обмена"]
    assert "Спрашиваем всех" in GAME.rules_markdown("ru")
    act(state, "pass", "pass")
    assert state.phase == "announce" and "exchange" not in legal_texts(state)
    early = start(options(seven_exchange_time="before_draw"),
                  ["Jh 9h Ah 7c 8c 7h", "Kc Qc Jc 7d 8d 9d"], "Kh",
                  ["Qh Ad Td", "9c As Ts"], dealer=1)
    act(early, "play")
    assert early.phase == "exchange" and "exchange" in legal_texts(early)
    act(early, "exchange")
    assert early.phase == "announce" and "Kh" in hand(early, 0)


FOUR = ["Jc 9c Ac Tc Kc Qc", "7h 8h 9s 8s 7s Ts", "Jd 9d Ad Td Kd Qd", "7c 8c 7d 8d 9h Th"]
FOUR_EXTRAS = ["Js Qs", "Ks As", "Jh Qh", "Kh"]


def test_option_seven_exchange_with_four_swaps_with_the_turned_cards_holder():
    plain = start(options(players=4), FOUR, "Ah", FOUR_EXTRAS, dealer=3)
    act(plain, "play", "pass")
    assert plain.turn == 1 and "exchange" not in legal_texts(plain)
    state = start(options(players=4, seven_exchange_4p=True), FOUR, "Ah", FOUR_EXTRAS,
                  dealer=3)
    act(state, "play", "pass")
    assert "Ah" in hand(state, 3) and "exchange" in legal_texts(state)
    act(state, "exchange")
    assert "Ah" in hand(state, 1) and "7h" in hand(state, 3)
    assert state.view(0)["known"] == {"1": [{"card": "Ah", "text": "A♥"}],
                                      "3": [{"card": "7h", "text": "7♥"}]}


# --- redeals -------------------------------------------------------------------------
def test_seed_four_sevens_allow_a_redeal_before_the_first_lead():
    state = start(options(), ["7h 7c 7d 7s Ah Kh", "Kc Qc Jc 8d 9d Td"], "Qh", dealer=1)
    act(state, "play")
    assert "redeal" in legal_texts(state)
    events = act(state, "redeal")
    kinds = [e.kind for e in events]
    assert kinds[0] == "redeal" and "deal" in kinds
    assert state.dealer == 1 and state.sheet == [] and state.shuffle_number == 2


def test_seed_four_sevens_may_be_shown_during_the_bidding():
    """«В любое время до первого хода»: not only after the extra cards."""
    state = start(options(), ["7h 7c 7d 7s Ah Kh", "Kc Qc Jc 8d 9d Td"], "Qh", dealer=1)
    assert state.phase == "bid" and state.turn == 0
    assert legal_texts(state) == {"play", "pass", "redeal"}
    assert state.redeal_reasons(0) == ["four_sevens"]
    events = act(state, "redeal")
    assert events[0].kind == "redeal"
    assert state.phase == "bid" and state.dealer == 1 and state.shuffle_number == 2
    weak_only = start(options(), WEAK, "Jh", WEAK_EXTRAS, dealer=1)
    assert "redeal" not in legal_texts(weak_only)  # a weak hand counts the extra cards too


def test_seed_four_sevens_redeal_option_off():
    state = start(options(four_sevens_redeal=False, weak_hand_redeal="off"),
                  ["7h 7c 7d 7s Ah Kh", "Kc Qc Jc 8d 9d Td"], "Qh", dealer=1)
    act(state, "play")
    assert "redeal" not in legal_texts(state)


WEAK = ["7h 8h 9s 7c 8c Qd", "As Ks Qs Ac Kc Ah"]
WEAK_EXTRAS = ["Jd 9d 7s", "Th Tc Ts"]


def test_rules_k19_weak_hand_counts_trumps_as_plain_cards():
    state = start(options(), WEAK, "Jh", WEAK_EXTRAS, dealer=1)
    act(state, "play")
    # 7h 8h 9s 7c 8c Qd Jd 9d 7s: Q 3 + J 2 = 5 though hearts are trumps (J♥ 20 is not here)
    assert state.redeal_reasons(0) == ["weak_hand"]
    assert state.view(0)["hand_points"] == 5
    klabor = start(options(weak_hand_redeal="2"), WEAK, "Jh", WEAK_EXTRAS, dealer=1)
    act(klabor, "play")
    assert klabor.redeal_reasons(0) == []


def test_seed_weak_hand_redeal_until_the_players_own_first_card():
    state = start(options(), WEAK, "Jh", WEAK_EXTRAS, dealer=1)
    act(state, "pass", "play", "pass", "pass")
    assert state.phase == "play" and state.turn == 1 and state.maker == 1
    act(state, "As")
    assert state.turn == 0 and "redeal" in legal_texts(state)
    act(state, "9s")
    assert state.turn == 1
    state.apply(state.legal_actions()[0])
    assert state.turn == 0 and "redeal" not in legal_texts(state)
    with pytest.raises(IllegalAction) as error:
        act(state, "redeal")
    assert "первого хода" in error.value.message("ru")


def test_seed_klabor_preset_redeals_only_with_two_points_or_less():
    opts = GAME.resolve_options("klabor")
    assert opts["weak_hand_redeal"] == "2" and opts["klabor_combo"]
    state = start(opts, ["7h 8h 9s 7c 8c 9c", "As Ks Qs Ac Kc Ah"], "Jh",
                  ["Jd 9d 7s", "Th Tc Ts"], dealer=1)
    act(state, "play")
    assert state.redeal_reasons(0) == ["weak_hand"]


def test_seed_stages_deal_trump_extras_then_declaring_then_play_then_counting():
    state = base()
    assert [e.kind for e in state.start_events] == ["deal"]
    seen: list[str] = []
    while not state.sheet:
        if not seen or seen[-1] != state.phase:
            seen.append(state.phase)
        events = state.apply(state.legal_actions()[0] if state.phase != "bid"
                             else state.parse_action("play"))
        if any(e.kind == "draw" for e in events):
            seen.append("extras")
    assert seen == ["bid", "extras", "announce", "play"]
    assert state.sheet[0]["totals"]


def test_seed_nine_cards_each_with_two_players():
    state = base()
    act(state, "play")
    assert [state.hands[s].bit_count() for s in range(2)] == [9, 9]


def test_seed_four_sevens_may_come_with_the_extra_cards():
    state = start(options(), ["7h 7c 7d Ah Kh Qh", "Kc Qc Jc 8d 9d Td"], "Js",
                  ["7s 8s 9s", "Ts As Ks"], dealer=1)
    assert state.redeal_reasons(0) == []
    act(state, "play")
    assert "four_sevens" in state.redeal_reasons(0)


def test_rules_k9_three_players_first_play_ends_bidding_and_the_seven_swaps_for_the_jack():
    state = start(options(players=3), ["Ad Kd 9c Tc 8h 9h", "Ac Kc Qc Ah Kh Qh",
                                       "As Ks Qs Js Ts 9s"], "Jd",
                  ["Td 7s 8s", "Qd 9d 8d", "7d 7c 8c"], dealer=2)
    act(state, "pass", "play")
    assert state.maker == 1 and state.trump.letter == "d"
    assert [b[0] for b in state.bids] == [0, 1]
    while state.turn != 2:
        act(state, "pass")
    act(state, "exchange")
    assert "Jd" in hand(state, 2) and "7d" not in hand(state, 2)
    assert cards_of(1 << state.turnup)[0].ascii == "7d"


def test_seed_a_turned_card_in_a_declared_sequence_is_not_exchanged():
    """Four players, the turned card to the maker, the seven swapped with four: the maker
    declares 8-9-10♣ with the turned 9♣; the seven's holder may no longer take the 9♣
    («Одна и та же карта не должна быть в составе разных комбинаций»)."""
    opts = options(players=4, turnup_to="maker", seven_exchange_4p=True)
    state = GAME.new_state(opts, 24)
    act(state, "play")
    assert state.turnup_holder == 0 and "declare" in legal_texts(state)
    act(state, "declare", "pass")
    assert state.turn == 2 and legal_texts(state) == {"pass"}
    with pytest.raises(IllegalAction) as error:
        act(state, "exchange")
    assert "уже в комбинации, которую объявило место 1" in error.value.message("ru")
    assert "too late to swap the seven" in error.value.message("en")
    undeclared = GAME.new_state(opts, 24)
    act(undeclared, "play", "pass", "pass")
    assert "exchange" in legal_texts(undeclared)
