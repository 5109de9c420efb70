"""What each seat sees, the notation players type, and refusals that explain themselves."""

from __future__ import annotations

import pytest

from igroteka.engine.errors import IllegalAction, MalformedAction
from igroteka.games.kings_bounty.actions import DRAW, PASS, Play, Return
from igroteka.games.kings_bounty.cards import CASTLE, TROOP
from tests.kings_bounty.helpers import GAME, card, position


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others() -> None:
    state = GAME.new_state({"players": "3"}, 4)
    view = state.view(1)
    assert view["hand"] == state.hands[1]
    assert view["hand_counts"] == [6, 6, 6] and view["deck"] == 84 - 18
    assert "hands" not in view and "deck_cards" not in view
    assert "hand" not in state.view(None)
    assert state.full_view()["hands"] == state.hands
    assert view["reconstructed"]["ru"] == "правила частично восстановлены"


def test_cards_being_returned_show_only_to_the_one_returning_them() -> None:
    state = position([list(range(6)), list(range(6, 12))], deck=[20, 21])
    events = state.apply(Return(2))
    assert state.view(0)["returned"] == [2]
    assert "returned" not in state.view(1) and state.view(1)["returning"] == 1
    (event,) = events
    assert event.for_seat(1) == {"kind": "return", "seat": 0, "count": 1, "deck": 3}
    assert event.for_seat(0)["card"] == 2


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("play 72", Play(72)),
        ("72", Play(72)),
        ("play 40 on 60", Play(40, 60)),
        ("сыграть 40 на 60", Play(40, 60)),
        ("return 7", Return(7)),
        ("вернуть 7", Return(7)),
        ("draw", DRAW),
        ("взять", DRAW),
        ("pass", PASS),
        ("пас", PASS),
    ],
)
def test_notation_reads_what_players_type(text: str, action: object) -> None:
    state = GAME.new_state(None, 1)
    assert state.parse_action(text) == action


@pytest.mark.parametrize("text", ["", "play", "play 99", "return 1 2", "fly 3", "play 1 under 2"])
def test_notation_refuses_what_it_cannot_read(text: str) -> None:
    with pytest.raises(MalformedAction):
        GAME.new_state(None, 1).parse_action(text)


@pytest.mark.parametrize("data", [[], {"play": "x"}, {"play": 1, "at": 2}, {"draw": False}, {}])
def test_json_of_the_wrong_shape_is_malformed(data: object) -> None:
    with pytest.raises(MalformedAction):
        GAME.new_state(None, 1).action_from_json(data)


def test_refusals_say_why_in_both_languages() -> None:
    castle = card(CASTLE, "elves")
    human = card(TROOP, "humans", "archer")
    state = position([[castle, human, 1, 2, 3, 4], list(range(6, 12))], deck=[20])
    cases = [Play(castle, castle), Play(human), Play(human, 70), DRAW, PASS, Play(50)]
    texts = set()
    for action in cases:
        with pytest.raises(IllegalAction) as refused:
            state.check(action)
        text = refused.value.text
        assert text.render("ru") != text.render("en")
        texts.add(text.render("en"))
    assert len(texts) == len(cases)
