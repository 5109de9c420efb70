"""The turn's steps and the duo effects, the knowledge determinize keeps, notation and refusals."""

from __future__ import annotations

import random

import pytest

from igroteka.engine.errors import IllegalAction, MalformedAction
from igroteka.games.sea_salt_paper.actions import (
    DRAW_DECK,
    END_TURN,
    CrabPile,
    Discard,
    Duo,
    Pick,
    Steal,
    TakePile,
    action_from_json,
)
from tests.sea_salt_paper.helpers import GAME, card, cards, owned, table


def test_the_first_round_is_dealt_with_two_open_piles_and_empty_hands() -> None:
    state = GAME.new_state({"players": 3}, 5)
    assert [len(p) for p in state.piles] == [1, 1]
    assert len(state.deck) == 56 and all(h == [] for h in state.hands)
    assert state.legal_actions() == [DRAW_DECK, TakePile(0), TakePile(1)]
    assert state.target == 35


def test_keeping_one_drawn_card_puts_the_other_on_the_chosen_pile() -> None:
    state = table(2, piles=([card("crab DB")], [card("crab LB")]))
    events = state.apply(DRAW_DECK)
    first, second = state.pair
    assert events[0].for_seat(1) == {"kind": "draw", "seat": 0, "count": 2}
    assert events[0].for_seat(0)["cards"] == [first, second]
    assert len(state.legal_actions()) == 4
    events = state.apply(Discard(first, 0))
    assert state.piles[0][-1] == first and second in state.hands[0]
    assert "kept" not in events[0].for_seat(1) and events[0].for_seat(1)["discard"] == first


def test_a_duo_needs_the_draw_first() -> None:
    crabs = cards("crab DB", "crab LB")
    state = table(2, hands=[crabs], piles=([card("boat DB")], []))
    with pytest.raises(IllegalAction) as refused:
        state.apply(Duo(*crabs))
    assert "возьмите карту" in refused.value.text.ru


def test_crabs_look_through_a_pile_and_take_any_card() -> None:
    crabs = cards("crab DB", "crab LB")
    pile = cards("shell DB", "octopus Y", "boat Y")
    state = table(2, hands=[crabs], piles=(pile, [card("fish G")]))
    state.phase = "duos"
    state.apply(Duo(*crabs))
    assert state.legal_actions() == [CrabPile(0), CrabPile(1)]
    state.apply(CrabPile(0))
    assert state.view(0)["browse"] == [
        {"id": c, "type": t, "colour": k}
        for c, t, k in zip(pile, ("shell", "octopus", "boat"), ("db", "y", "y"), strict=True)
    ]
    assert state.view(1)["browse"] is None
    events = state.apply(Pick(card("octopus Y")))
    assert state.piles[0] == [card("shell DB"), card("boat Y")]  # order kept
    assert "card" not in events[0].for_seat(1) and events[0].for_seat(0)["card"] == card(
        "octopus Y"
    )


def test_boats_give_another_turn_and_the_announcement_waits_for_it() -> None:
    boats = cards("boat DB", "boat LB")
    points = cards("sailor PK", "sailor O", "lighthouse PU")  # 5 + 2 boats = 7 with the duo 8
    state = table(2, hands=[boats + points], piles=([card("crab DB")], []))
    state.phase = "duos"
    state.apply(Duo(*sorted(boats)))
    assert state.mover == 0 and state.phase == "draw"
    state.apply(TakePile(0))
    assert "stop" in [str(a) for a in state.legal_actions()]


def test_fish_draw_the_top_card_of_the_deck_unseen() -> None:
    fish = cards("fish DB", "fish BK")
    state = table(2, hands=[fish])
    state.phase = "duos"
    top = state.deck[-1]
    events = state.apply(Duo(*fish))
    assert top in state.hands[0]
    assert events[-1].for_seat(1) == {"kind": "fish", "seat": 0}


def test_swimmer_and_shark_ask_whom_to_rob_with_two_opponents() -> None:
    duo = cards("swimmer BK", "shark G")
    state = table(3, hands=[duo, cards("shell DB"), cards("shell LB")])
    state.phase = "duos"
    state.apply(Duo(*sorted(duo)))
    assert state.legal_actions() == [Steal(1), Steal(2)]
    events = state.apply(Steal(2))
    assert state.hands[0] == [card("shell LB")] and state.hands[2] == []
    assert "card" not in events[0].for_seat(1)
    assert events[0].for_seat(2)["card"] == card("shell LB")


def test_the_empty_deck_ends_the_round_only_without_an_announcement() -> None:
    state = table(2, piles=([card("crab DB")], []))
    state.deck = state.deck[-2:]
    state.piles[1] = [c for c in range(58) if c not in owned(state)]
    state.apply(DRAW_DECK)
    state.apply(state.legal_actions()[0])
    state.apply(END_TURN)
    assert state.round_no == 2 and state.totals == [0, 0]


def test_a_seat_keeps_knowing_a_card_taken_from_a_pile() -> None:
    state = table(3, piles=([card("mermaid")], [card("crab DB")]))
    state.apply(TakePile(0))
    state.apply(END_TURN)
    for draw in range(5):
        world = state.determinize(1, random.Random(draw))
        assert card("mermaid") in world.hands[0]
        assert sorted(world.deck + world.hands[0] + world.hands[2]) == sorted(
            state.deck + state.hands[0] + state.hands[2]
        )


def test_a_world_deals_unseen_cards_anew() -> None:
    state = GAME.new_state({"players": 4}, 3)
    rng = random.Random(0)
    while state.round_no == 1 and len(state.history) < 30:
        state.apply(rng.choice(state.legal_actions()))
    seat = state.mover
    worlds = [state.determinize(seat, random.Random(d)) for d in range(6)]
    assert all(w.view(seat) == state.view(seat) for w in worlds)
    assert any(w.full_view() != state.full_view() for w in worlds)


def test_views_show_other_hands_only_as_counts() -> None:
    state = table(2, hands=[cards("shell DB"), cards("mermaid")])
    view = state.view(0)
    assert view["hand"] == [{"id": card("shell DB"), "type": "shell", "colour": "db"}]
    assert view["players"][1]["hand"] is None and view["players"][1]["hand_count"] == 1
    assert state.view(None)["hand"] is None


@pytest.mark.parametrize(
    ("text", "json"),
    [
        ("deck", {"draw": "deck"}),
        ("take 2", {"take": 1}),
        ("discard 12 1", {"discard": 12, "pile": 0}),
        ("duo 3 0", {"duo": [0, 3]}),
        ("look 2", {"crab_pile": 1}),
        ("pick 7", {"pick": 7}),
        ("steal 2", {"steal": 1}),
        ("end", {"end": True}),
        ("stop", {"announce": "stop"}),
        ("шанс", {"announce": "last_chance"}),
    ],
)
def test_notation_and_json_name_the_same_actions(text: str, json: dict) -> None:
    state = table(2)
    action = state.parse_action(text)
    assert action.to_json() == json
    assert action_from_json(json) == action
    assert state.parse_action(str(action)) == action


@pytest.mark.parametrize("bad", [{"take": 2}, {"pick": 58}, {"duo": [1]}, [], {"end": False}])
def test_malformed_json_is_not_an_illegal_move(bad: object) -> None:
    with pytest.raises(MalformedAction):
        action_from_json(bad)


def test_unreadable_text_is_refused_in_both_languages() -> None:
    with pytest.raises(MalformedAction) as refused:
        table(2).parse_action("fly away")
    assert "Не понимаю" in refused.value.text.ru and "Cannot read" in refused.value.text.en


def test_the_table_marks_a_seats_whole_last_turn() -> None:
    boats = cards("boat DB", "boat LB")
    state = table(2, hands=[boats], piles=([card("crab DB")], [card("crab LB")]))
    state.apply(TakePile(0))
    state.apply(Duo(*sorted(boats)))
    state.apply(TakePile(1))
    state.apply(END_TURN)
    assert [m["kind"] for m in state.view(1)["players"][0]["last"]] == ["take", "duo", "take"]
    state.apply(DRAW_DECK)
    assert state.view(0)["players"][1]["last"] == []  # the kept card is not a move to show
