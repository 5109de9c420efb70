"""Reading actions (text and JSON) and refusing bad ones with reasons a player can read."""

from __future__ import annotations

import pytest

from igroteka.cards import Suit, parse_card
from igroteka.engine import IllegalAction, MalformedAction
from igroteka.games.kozel.actions import (
    KEEP,
    DeclareTrump,
    GiveCard,
    PlayCard,
    RedealChoice,
    ReturnCard,
    action_from_json,
)
from tests.kozel.helpers import PLAIN_HEARTS_TEXT, fill_hands, options, play, start


@pytest.mark.parametrize("text", ["Q♣", "Qc", "QC", "q c", "Д♣", " Qc "])
def test_every_written_form_of_a_card(text):
    assert parse_card(text) is parse_card("Q♣")


@pytest.mark.parametrize("text", ["10h", "Th", "10♥", "TH"])
def test_the_ten_has_two_names(text):
    card = parse_card(text)
    assert (str(card), card.ascii) == ("10♥", "Th")


@pytest.mark.parametrize("action", [
    PlayCard(parse_card("Qc")), DeclareTrump(Suit.HEARTS), GiveCard(parse_card("7d")), KEEP,
    ReturnCard(parse_card("Ts")), RedealChoice(True), RedealChoice(False),
])
def test_json_round_trip(action):
    assert action_from_json(action.to_json()) == action


@pytest.mark.parametrize("data", [
    "Qc", {"card": "Zz"}, {"card": 5}, {"trump": "x"}, {"trump": 3}, {"keep": False},
    {"redeal": "yes"}, {"card": "Qc", "give": "Qc"}, {}, None, {"play": "Qc"},
])
def test_malformed_json_is_refused_clearly(data):
    with pytest.raises(MalformedAction) as error:
        action_from_json(data)
    assert error.value.message("en") and error.value.message("ru")


def test_text_means_what_the_phase_asks_for():
    opts = options(give_last_trump="optional")
    state = start(opts, fill_hands(opts, {0: "Qh As Ts Ks 9s 8d 7d Ah"}), trump="c", trumper=0)
    assert state.parse_action("Qh") == GiveCard(parse_card("Qh"))
    assert state.parse_action("отдать Q♥") == GiveCard(parse_card("Qh"))
    assert state.parse_action("оставить") == KEEP
    play(state, "give Qh")
    assert isinstance(state.parse_action("7c"), ReturnCard)
    declared = start(options(), fill_hands(options(), {1: "Ad"}))
    assert declared.parse_action("♥") == DeclareTrump(Suit.HEARTS)
    assert declared.parse_action("козырь бубны") == DeclareTrump(Suit.DIAMONDS)
    assert str(declared.parse_action("trump s")) == "trump ♠"
    with pytest.raises(MalformedAction):
        declared.parse_action("trump X")


def test_follow_suit_reason_names_the_suit_and_the_queen():
    opts = options()
    hands = fill_hands(opts, {0: "Kh", 1: "7h Qh Kd"})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "Kh")
    with pytest.raises(IllegalAction) as error:
        play(state, "Qh")
    assert "нужно ходить в масть ♥" in error.value.message("ru")
    assert "козырь" in error.value.message("ru")
    assert "you must follow suit ♥" in error.value.message("en")
    with pytest.raises(IllegalAction) as error:
        play(state, "Kd")
    assert error.value.message("ru").startswith("нужно ходить в масть ♥")
    view = state.view(1)
    by_card = {p["card"]: p for p in view["playable"]}
    assert by_card["7h"]["playable"] and not by_card["Qh"]["playable"]
    assert "дамы и валеты" in by_card["Qh"]["reason"]["ru"]


def test_trump_lead_must_be_followed_with_queens_and_jacks_too():
    opts = options()
    hands = fill_hands(opts, {0: "9c", 1: "Jh 8s"}, {1: "7c 8c Tc Kc Ac Qc Qs Qh Qd Jc Js Jd"})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "9c")
    with pytest.raises(IllegalAction) as error:
        play(state, "8s")
    assert "дамы и валеты" in error.value.message("ru")


def test_must_ruff_reason():
    opts = options(must_ruff=True)
    hands = fill_hands(opts, {0: "Ah", 1: "Qc 8s"}, {1: PLAIN_HEARTS_TEXT})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "Ah")
    with pytest.raises(IllegalAction) as error:
        play(state, "8s")
    assert "бить козырем" in error.value.message("ru")


def test_out_of_turn_unheld_and_finished():
    opts = options()
    hands = fill_hands(opts, {0: "Ah", 1: "Kh"})
    state = start(opts, hands, trump="c", trumper=0)
    with pytest.raises(IllegalAction) as error:
        state.apply(state.parse_action("Kh"), seat=1)
    assert error.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as error:
        play(state, "Kh")
    assert "нет карты" in error.value.message("ru")
    before = state.full_view()
    with pytest.raises(IllegalAction) as error:
        state.apply(DeclareTrump(Suit.CLUBS))
    assert error.value.code == "wrong_phase"
    assert state.full_view() == before
