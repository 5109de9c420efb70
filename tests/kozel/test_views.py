"""What a seat sees: its own cards, counts of the others, the table; text for a terminal."""

from __future__ import annotations

import json

from igroteka.cards import cards_of
from tests.cards.trickplay import cards_in
from tests.kozel.helpers import GAME, fill_hands, options, play, start

TRUMP_ORDER = ("trump",)  # the view lists the trump order: every trump, not held cards


def test_a_seat_sees_its_hand_and_only_counts_of_the_others():
    state = GAME.new_state(GAME.resolve_options(), 4)
    for seat in range(4):
        view = state.view(seat)
        own = {c.ascii for c in cards_of(state.hands[seat])}
        assert {c["card"] for c in view["hand"]} == own
        assert view["hand_counts"] == [8, 8, 8, 8]
        assert cards_in(view, TRUMP_ORDER) == own
    spectator = state.view(None)
    assert spectator["hand"] == [] and cards_in(spectator, TRUMP_ORDER) == set()
    json.dumps(spectator)


def test_the_seat_to_move_gets_its_choices():
    state = GAME.new_state(GAME.resolve_options(), 4)
    seat = state.current_seat()
    view = state.view(seat)
    assert view["phase"] == "declare"
    assert [c["text"] for c in view["choices"]] == ["trump ♣", "trump ♠", "trump ♥", "trump ♦"]
    assert "choices" not in state.view((seat + 1) % 4)


def test_trick_last_trick_and_points():
    opts = options()
    hands = fill_hands(opts, {0: "9h", 1: "Ah", 2: "Th", 3: "8d"}, {3: "7h 8h Kh"})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "9h", "Ah")
    view = state.view(2)
    assert [c["card"] for c in view["trick"]["cards"]] == ["9h", "Ah"]
    assert view["trump"]["suit"] == "c" and view["trump"]["order"][0] == "7c"
    play(state, "Th", "8d")
    view = state.view(3)
    assert view["trick"]["cards"] == []
    assert view["last_trick"]["winner"] == 1 and view["last_trick"]["points"] == 21
    assert view["card_points"] == [0, 21] and view["tricks"] == [0, 1]
    assert view["turn"] == 1


def test_full_view_shows_every_hand():
    state = GAME.new_state(GAME.resolve_options(), 9)
    full = state.full_view()
    assert sorted(c["card"] for h in full["hands"] for c in h) == sorted(
        c.ascii for c in state.rules.deck)


def test_exchange_cards_are_seen_only_by_the_two_partners():
    opts = options(give_last_trump="optional")
    state = start(opts, fill_hands(opts, {0: "Qh As Ts Ks 9s 8d 7d Ah"}), trump="c", trumper=0)
    play(state, "give Qh")
    assert state.view(2)["exchanges"][0]["card"] == "Qh"
    assert "card" not in state.view(1)["exchanges"][0]
    assert "card" not in state.view(None)["exchanges"][0]


def test_render_text_shows_hand_trump_and_score():
    opts = options()
    hands = fill_hands(opts, {0: "9h", 1: "Ah Kh"})
    state = start(opts, hands, trump="c", trumper=0)
    play(state, "9h")
    text = state.render_text(1)
    assert "козырь: ♣" in text and "A♥" in text and "Счёт" in text
    assert "(" in text
    colored = state.render_text(1, color=True)
    assert "\x1b[31m" in colored


def test_match_score_is_the_score_sheet():
    state = GAME.new_state(GAME.resolve_options(None, {"target": 6}), 2)
    from random import Random

    rng = Random(2)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    sheet = state.match_score()
    assert sheet["scores"] == [sum(d["written"][t] for d in sheet["deals"]) for t in (0, 1)]
    assert sheet["goats"] in (0, 1) and sheet["target"] == 6
    assert state.outcome().details["goats"] == sheet["goats"]
