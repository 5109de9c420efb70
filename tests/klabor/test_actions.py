"""Actions: JSON and text forms, forgiving typed input, clear errors for bad input."""

from __future__ import annotations

import pytest

from igroteka.cards import Card, Rank, Suit
from igroteka.engine import IllegalAction, MalformedAction, PositionError
from igroteka.games.klabor.actions import (
    ACCEPT,
    DECLARE,
    EXCHANGE,
    PASS,
    REDEAL,
    NameTrump,
    action_from_json,
    play,
)
from igroteka.games.klabor.notation import parse_text
from tests.klabor.helpers import GAME, act, options, start

QH = Card(Rank.QUEEN, Suit.HEARTS)
EVERY = [ACCEPT, PASS, NameTrump(Suit.CLUBS), EXCHANGE, REDEAL, DECLARE, play(QH),
         play(QH, True)]


@pytest.mark.parametrize("action", EVERY, ids=str)
def test_every_action_round_trips_through_json(action):
    assert action_from_json(action.to_json()) == action
    assert action.label().render("ru") and action.label().render("en")


def test_readable_texts():
    assert [str(a) for a in EVERY] == ["play", "pass", "trump ♣", "exchange", "redeal",
                                       "declare", "Q♥", "Q♥ bella"]
    assert play(QH, True).label().render("ru") == "Q♥ — белла"


@pytest.mark.parametrize(("text", "expected"), [
    ("играю", ACCEPT), ("Пас", PASS), ("козырь ♣", NameTrump(Suit.CLUBS)),
    ("trump spades", NameTrump(Suit.SPADES)), ("обмен", EXCHANGE), ("пересдача", REDEAL),
    ("два терца", DECLARE), ("полтинник", DECLARE), ("Q♥", play(QH)), ("Дч", play(QH)),
    ("Qh белла", play(QH, True)), ("Q♥ bella", play(QH, True)),
])
def test_typed_input_in_russian_and_english(text, expected):
    assert parse_text(text, bare_suit=False) == expected


def test_a_bare_suit_names_trump_in_the_second_round():
    assert parse_text("♦", bare_suit=True) == NameTrump(Suit.DIAMONDS)
    with pytest.raises(MalformedAction):
        parse_text("♦", bare_suit=False)


@pytest.mark.parametrize("data", [None, [], {}, {"card": 5}, {"card": "Qh", "bella": "yes"},
                                  {"card": "Qh", "x": 1}, {"trump": 3}, {"pass": False},
                                  {"play": True, "pass": True}, {"card": "1x"}])
def test_malformed_json_names_the_problem(data):
    with pytest.raises(MalformedAction) as error:
        action_from_json(data)
    assert error.value.message("ru") and error.value.message("en")


def test_unreadable_text_is_malformed():
    with pytest.raises(MalformedAction) as error:
        parse_text("вистую", bare_suit=False)
    assert "вистую" in error.value.message("ru")


def test_wrong_phase_and_wrong_seat_are_refused_without_change():
    state = start(options(), ["Jh 9h Ah 7c 8c 9c", "Kc Qc Jc 7d 8d 9d"], "Kh", dealer=1)
    before = state.full_view()
    with pytest.raises(IllegalAction) as error:
        state.apply(play(Card(Rank.JACK, Suit.HEARTS)))
    assert error.value.code == "wrong_phase" and "торговля" in error.value.message("ru")
    with pytest.raises(IllegalAction) as error:
        state.apply(PASS, seat=1)
    assert error.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as error:
        state.apply(NameTrump(Suit.CLUBS))
    assert "первом круге" in error.value.message("ru")
    assert state.full_view() == before
    act(state, "pass", "pass")
    with pytest.raises(IllegalAction) as error:
        state.apply(ACCEPT)
    assert "втором круге" in error.value.message("ru")


def test_a_card_not_held_is_refused_by_name():
    state = start(options(), ["Jh 9h Ah 7c 8c 9c", "Kc Qc Jc 7d 8d 9d"], "Kh", dealer=1)
    act(state, "play", "pass", "pass")
    with pytest.raises(IllegalAction) as error:
        act(state, "Kc")
    assert error.value.message("ru") == "у вас нет карты K♣"


def test_bad_positions_are_refused_with_reasons():
    for spec, words in [
        ("{", "JSON"), ("[]", "объект"), ('{"hands": [], "deck": []}', "ровно одно"),
        ('{"deck": ["Ah"]}', "32"), ('{"hands": [["Ah"], ["Kh"]], "turnup": "7s"}', "шесть"),
        ('{"deck": [], "zzz": 1}', "zzz"),
        ('{"hands": [["Ah","Kh","Qh","Jh","Th","9h"],["Ah","7c","8c","9c","Tc","Jc"]],'
         ' "turnup": "7s"}', "повторяются"),
        ('{"hands": [["Ah","Kh","Qh","Jh","Th","9h"],["7c","8c","9c","Tc","Jc","Qc"]],'
         ' "turnup": "7s", "pots": [5]}', "forced_maker"),
        ('{"hands": [["Ah","Kh","Qh","Jh","Th","9h"],["7c","8c","9c","Tc","Jc","Qc"]],'
         ' "turnup": "6s"}', "6"),
    ]:
        with pytest.raises(PositionError) as error:
            GAME.state_from_position(spec, options())
        assert words in error.value.message("ru") or words in error.value.message("en"), spec
