"""Trick play: seed 000 part 2 («В ходе игры игроки берут взятки», card order and values,
bella) and rules note §1, §7.4, §8, cases K1-K5 and K17."""

from __future__ import annotations

import pytest

from igroteka.cards import Suit, parse_card
from igroteka.engine import IllegalAction
from igroteka.games.klabor.cardrules import DECK, table_for
from tests.klabor import reference
from tests.klabor.helpers import (
    act,
    deal_play,
    legal_cards,
    legal_of,
    legal_texts,
    options,
    play_cards,
    start,
)


def order_of(trump: str, suit: str) -> list[str]:
    table = table_for(Suit.parse(trump))
    return sorted((c.ascii for c in DECK if c.suit.letter == suit),
                  key=lambda a: -table.power[parse_card(a).index])


def points(trump: str, card: str) -> int:
    return table_for(Suit.parse(trump)).points[parse_card(card).index]


# --- order and values ------------------------------------------------------------------
def test_rules_k1_trump_order_jack_nine_ace_ten_king_queen_eight_seven():
    assert order_of("s", "s") == ["Js", "9s", "As", "Ts", "Ks", "Qs", "8s", "7s"]


def test_seed_plain_order_ace_ten_king_queen_jack_nine_eight_seven():
    assert order_of("s", "h") == ["Ah", "Th", "Kh", "Qh", "Jh", "9h", "8h", "7h"]


def test_rules_k2_card_values_trump_jack_20_and_nine_14():
    assert [points("s", c) for c in ("Js", "9s", "Jh", "9h", "Ah", "Th", "Kh", "Qh")] == [
        20, 14, 2, 0, 11, 10, 4, 3]
    assert sum(points("s", c.ascii) for c in DECK) == 152
    assert sum(points("s", c.ascii) for c in DECK if c.suit.letter == "h") == 30
    assert sum(points("s", c.ascii) for c in DECK if c.suit.letter == "s") == 62


# --- who wins a trick ------------------------------------------------------------------
def test_rules_k3_same_suit_the_higher_card_wins():
    dp = deal_play(3, "s", {0: "Kh 7c", 1: "Th 8c", 2: "Ah 9c"}, 0)
    play_cards(dp, "Kh Th Ah")
    assert dp.last[2] == 2 and dp.last[3] == 25


def test_rules_k4_a_trump_beats_the_led_suit():
    dp = deal_play(3, "s", {0: "Ad 7c", 1: "7s 8c", 2: "Td 9c"}, 0)
    play_cards(dp, "Ad 7s Td")
    assert dp.last[2] == 1 and dp.last[3] == 21


def test_seed_discards_of_other_plain_suits_never_win():
    dp = deal_play(3, "s", {0: "7d 7c", 1: "Ah 8c", 2: "Ac 9c"}, 0)
    play_cards(dp, "7d Ah Ac")
    assert dp.last[2] == 0


def test_seed_the_highest_trump_wins_among_several():
    dp = deal_play(3, "s", {0: "Ad 7c", 1: "As 8c", 2: "9s 9c"}, 0)
    play_cards(dp, "Ad As 9s")
    assert dp.last[2] == 2


# --- what may be played ------------------------------------------------------------------
def test_rules_k5_void_in_the_led_suit_must_trump():
    dp = deal_play(2, "s", {0: "9d", 1: "Ah 8s Kc"}, 0)
    play_cards(dp, "9d")
    assert legal_of(dp) == {"8s"}


def test_rules_k5_void_in_led_suit_and_trumps_plays_anything():
    dp = deal_play(2, "s", {0: "9d", 1: "Ah Kc"}, 0)
    play_cards(dp, "9d")
    assert legal_of(dp) == {"Ah", "Kc"}


def test_seed_on_a_trump_lead_a_higher_trump_must_be_played():
    dp = deal_play(2, "s", {0: "Qs", 1: "7s 9s Ah"}, 0)
    play_cards(dp, "Qs")
    assert legal_of(dp) == {"9s"}


def test_rules_k5_on_a_trump_lead_without_a_higher_trump_any_trump():
    dp = deal_play(2, "s", {0: "Qs", 1: "7s 8s Ah"}, 0)
    play_cards(dp, "Qs")
    assert legal_of(dp) == {"7s", "8s"}


def test_seed_no_duty_to_beat_a_plain_lead_lanzhirovat():
    dp = deal_play(2, "s", {0: "9h", 1: "Ah 7h 8s"}, 0)
    play_cards(dp, "9h")
    assert legal_of(dp) == {"Ah", "7h"}


def test_seed_an_unguarded_ten_must_be_played_to_its_suit():
    dp = deal_play(2, "s", {0: "Ah", 1: "Th 8s Ac"}, 0)
    play_cards(dp, "Ah")
    assert legal_of(dp) == {"Th"}


def test_rules_in_pairs_no_duty_to_beat_the_partners_trump_but_the_opponents():
    dp = deal_play(4, "s", {0: "Qs", 1: "7s", 2: "8s As", 3: "9s 7h"}, 0, teams=True)
    play_cards(dp, "Qs 7s")
    assert legal_of(dp) == {"8s", "As"}
    play_cards(dp, "8s")
    assert legal_of(dp) == {"9s"}


def test_seed_overtrumping_an_opponents_ruff_is_customary_not_required():
    dp = deal_play(3, "s", {0: "Ad", 1: "8s 7c", 2: "9s 7s 8h"}, 0)
    play_cards(dp, "Ad 8s")
    assert legal_of(dp) == {"9s", "7s"}
    strict = deal_play(3, "s", {0: "Ad", 1: "8s 7c", 2: "9s 7s 8h"}, 0, overtrump_ruff=True)
    play_cards(strict, "Ad 8s")
    assert legal_of(strict) == {"9s"}


def test_option_partner_winning_exemption_in_pairs():
    hands = {0: "Ad 7c", 1: "7d 7h", 2: "8s Kh", 3: "9d 9h"}
    usual = deal_play(4, "s", hands, 0, teams=True)
    play_cards(usual, "Ad 7d")
    assert legal_of(usual) == {"8s"}
    exempt = deal_play(4, "s", hands, 0, teams=True, partner_exempt=True)
    play_cards(exempt, "Ad 7d")
    assert legal_of(exempt) == {"8s", "Kh"}


# --- at the table: who leads, refused plays, explanations ------------------------------------
HANDS = ["Jh 9h Ah 7c 8c Kd", "Kc Qc Jc 7d 8d 9d"]
EXTRAS = ["Qh Ad Td", "7h As Ts"]


def table(**opts):
    state = start(options(**opts), HANDS, "Kh", EXTRAS, frez="7s", dealer=1)
    act(state, "pass", "play")
    while state.phase == "announce":
        act(state, "pass")
    return state


def test_seed_the_maker_leads_first_not_the_player_left_of_the_dealer():
    state = table()
    assert state.maker == 1 and state.turn == 1
    left = table(first_lead="left_of_dealer")
    assert left.turn == 0


def test_seed_a_revoke_is_refused_and_changes_nothing():
    state = table()
    act(state, "Kc")
    before = state.full_view()
    with pytest.raises(IllegalAction) as error:
        act(state, "Jh")
    assert error.value.message("ru") == "нужно ходить в масть ♣"
    assert error.value.message("en") == "you must follow suit ♣"
    assert state.full_view() == before
    act(state, "7c")


def test_refused_ruff_explains_you_must_trump():
    state = table()
    act(state, "As")
    assert state.turn == 0 and legal_cards(state) == {"Jh", "9h", "Ah", "Qh"}
    with pytest.raises(IllegalAction) as error:
        act(state, "7c")
    assert error.value.message("ru") == "масти ♠ нет — нужно бить козырем"
    reasons = {p["card"]: p["reason"] for p in state.view(0)["playable"]}
    assert reasons["7c"]["en"] == "you have no ♠: you must play a trump"
    assert reasons["Jh"] is None


def test_refused_undertrump_explains_you_must_overtrump():
    state = start(options(), HANDS, "Kh", EXTRAS, frez="7s", dealer=1)
    act(state, "pass", "play", "pass", "exchange", "pass", "Kh")
    assert state.turn == 0 and legal_cards(state) == {"Jh", "9h", "Ah"}
    with pytest.raises(IllegalAction) as error:
        act(state, "Qh")
    assert error.value.message("ru") == "нужно перебить козырь K♥"
    assert error.value.message("en") == "you must overtrump K♥"


def test_seed_last_trick_is_worth_ten():
    state = table()
    while state.phase == "play":
        state.apply(state.legal_actions()[0])
    line = state.sheet[-1]
    assert sorted(line["last_trick"]) == [0, 10]
    in_play = " ".join(HANDS + EXTRAS).split()
    assert sum(line["card_points"]) == sum(reference.points(c, "h") for c in in_play)


# --- bella -------------------------------------------------------------------------------------
BELLA = ["Kh Qh 7c 8c 9s 7d", "Jh Ac Ad As Ks Ts"]
BELLA_EXTRAS = ["Tc 8d 8s", "Th 9d 9c"]


def bella_table(**opts):
    state = start(options(**opts), BELLA, "7h", BELLA_EXTRAS, dealer=1)
    act(state, "play", "pass", "pass")
    assert state.phase == "play" and state.turn == 0
    return state


def test_rules_k17_bella_points_go_to_whoever_takes_the_trick():
    state = bella_table()
    assert "K♥ bella" in legal_texts(state) and "Q♥ bella" in legal_texts(state)
    events = act(state, "K♥ белла")
    assert "bella" in [e.kind for e in events]
    assert state.view(1)["known"] == {"0": [{"card": "Qh", "text": "Q♥"}]}
    act(state, "Jh")
    assert state.play.bella_points == [0, 20]


def test_seed_bella_is_not_announced_with_the_second_card():
    state = bella_table()
    act(state, "Kh", "Jh", "Th")
    assert legal_texts(state) == {"Q♥"}
    with pytest.raises(IllegalAction) as error:
        act(state, "Qh bella")
    assert "с первой из козырных" in error.value.message("ru")


def test_rules_k17_strict_bella_needs_both_tricks():
    state = bella_table(bella_strict=True)
    act(state, "Kh bella", "Jh")
    while state.phase == "play":
        state.apply(state.legal_actions()[0])
    assert state.sheet[-1]["bella"] == [0, 0]


def test_option_bella_with_the_second_card_but_never_with_another():
    """Seed: «белла может быть объявлена только в тот момент, когда игрок кладёт козырную
    даму или короля»: the option lets the second of them carry it, never a 7♣."""
    state = bella_table(bella_any_turn=True)
    assert "7♣ bella" not in legal_texts(state)
    with pytest.raises(IllegalAction) as error:
        act(state, "7♣ bella")
    assert "кладя козырного короля или даму" in error.value.message("ru")
    act(state, "Kh", "Jh", "Th")
    assert legal_texts(state) == {"Q♥", "Q♥ bella"}
    act(state, "Q♥ bella")
    assert state.play.bella_announced
    plain = bella_table()
    assert "7♣ bella" not in legal_texts(plain)


def test_seed_bella_may_be_announced_by_a_defender_whatever_the_contest():
    state = start(options(), BELLA, "7h", BELLA_EXTRAS, dealer=1)
    act(state, "pass", "play", "pass", "pass")
    assert state.maker == 1 and state.turn == 1
    act(state, "Jh")
    assert legal_texts(state) == {"K♥", "K♥ bella", "Q♥", "Q♥ bella"}
    act(state, "Q♥ bella")
    assert state.play.bella_points == [0, 20]
