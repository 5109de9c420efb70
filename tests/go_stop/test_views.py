"""Views: what a seat sees, as JSON, and nothing of the opponent's hand or the stock."""

from __future__ import annotations

import json
import random

from igroteka.games.go_stop.actions import Play
from tests.go_stop.helpers import GAME, play_turn, state_at
from tests.go_stop.secrets import check_events, check_view, named_cards


def test_view_shows_own_hand_and_only_the_opponents_card_count() -> None:
    state = GAME.new_state(seed=21)
    seat = state.current_seat()
    view = state.view(seat)
    assert view["hand"] == state.hands[seat]
    assert view["hand_counts"] == [10, 10] and view["stock_count"] == 20
    assert not named_cards(view) & set(state.hands[1 - seat])
    assert view["pending"]["kind"] == "play" and view["turn"] == seat


def test_spectator_sees_no_hand() -> None:
    state = GAME.new_state(seed=21)
    view = state.view(None)
    assert view["hand"] is None
    assert not named_cards(view) & (set(state.hands[0]) | set(state.hands[1]) | set(state.stock))


def test_full_view_reveals_hands_and_stock_order() -> None:
    state = GAME.new_state(seed=21)
    full = state.full_view()
    assert full["hands"] == state.hands and full["stock"] == state.stock


def test_layout_grouped_by_month_with_stacks_and_ppuk_owners() -> None:
    state = state_at([16], [13, 14, 15, 9, 10, 11, 27], [46], ([], []), ppuk={4: 1}, ppuks=(0, 1))
    layout = state.view(0)["layout"]
    assert layout == [
        {"month": 3, "cards": [9, 10, 11], "stack": True, "ppuk": None},
        {"month": 4, "cards": [13, 14, 15], "stack": True, "ppuk": 1},
        {"month": 7, "cards": [27], "stack": False, "ppuk": None},
    ]


def test_captured_cards_sorted_by_kind_with_unit_counts_and_the_cup_where_it_counts() -> None:
    junk = [3, 4, 7, 8, 11, 12, 15, 16, 19]
    state = state_at([46], [27, 31], [14], ([1, 2, 5, 33, 42, *junk], []))
    captured = state.view(1)["players"][0]["captured"]
    assert captured["brights"] == [1] and captured["ribbons"] == [2] and captured["animals"] == [5]
    assert captured["junk"] == sorted([*junk, 33, 42])  # the cup scores more as junk here
    assert captured["counts"]["junk_units"] == 13


def test_view_shows_both_scores_go_counts_and_what_a_stop_would_pay() -> None:
    state = state_at(
        [30],
        [31, 27],
        [46],
        ([1, 9, 29, 5, 13], [3, 4, 7, 8]),
        gos=(1, 0),
        decided_at=(3, 0),
    )
    play_turn(state, 30)
    me, them = state.view(1)["players"]
    assert me["score"]["total"] == 8 and me["score"]["godori"] == 5 and me["gos"] == 1
    assert me["if_stop"] == {"doublings": ["brights"], "amount": (8 + 1) * 2}
    assert them["score"]["total"] == 0
    assert state.view(0)["pending"] == {
        "kind": "go_stop",
        "text": state.view(0)["pending"]["text"],
        "score": 8,
        "go_allowed": True,
    }


def test_a_pending_choice_names_the_card_and_its_options() -> None:
    state = state_at([37], [39, 40, 3], [46], ([], []))
    state.apply(Play(37))
    pending = state.view(1)["pending"]
    assert pending["kind"] == "choose_hand" and pending["card"] == 37
    assert pending["options"] == [39, 40]
    assert state.view(1)["in_play"] == {"hand_card": 37, "hand_target": None, "stock_card": None}


def test_the_flipped_stock_card_is_public_once_turned() -> None:
    state = state_at([46], [39, 40, 3], [37], ([], []))
    events = state.apply(Play(46))
    assert [e.for_seat(1) for e in events][1] == {
        "kind": "flip",
        "seat": 0,
        "card": 37,
        "matches": [39, 40],
    }
    assert state.view(1)["in_play"]["stock_card"] == 37
    check_view(state, 1, random.Random(1))


def test_views_of_a_seat_do_not_change_with_the_hidden_cards() -> None:
    state = GAME.new_state(seed=5)
    rng = random.Random(3)
    for _ in range(12):
        for seat in (0, 1, None):
            check_view(state, seat, rng)
        events = state.apply(state.legal_actions()[0])
        check_events(state, events)


def test_views_and_outcome_are_json() -> None:
    state = GAME.new_state(seed=9)
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    json.dumps(state.view(0))
    json.dumps(state.full_view())
    assert state.view(0)["outcome"] == state.outcome().to_json()


def test_render_text_draws_the_seats_view_in_both_languages() -> None:
    state = state_at([37], [39, 40, 3], [46], ([1], []))
    ru = state.render_text(0)
    en = state.render_text(0, lang="en")
    assert "Раскладка" in ru and "Layout" in en
    assert "37 Oct deer" in en and "Your hand" in en
    assert "\x1b[" in state.render_text(0, color=True)
    hidden = state.hands[1][0]
    assert f"\n{hidden} " not in state.render_text(0, lang="en")


def test_describe_carries_the_deck_for_clients() -> None:
    card = GAME.describe()["deck"][12]
    assert card["id"] == 13 and card["bird"] is True and card["plant"]["en"] == "black bush clover"


def test_the_secret_scan_would_catch_a_leak() -> None:
    # The checker itself: a full view names both hands and the stock.
    from tests.go_stop.secrets import secrets_from

    state = GAME.new_state(seed=5)
    assert secrets_from(state, 0) <= named_cards(state.full_view())
