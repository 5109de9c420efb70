"""Actions: JSON forms, typed notation, readable text and the errors for bad input."""

from __future__ import annotations

import pytest

from igroteka.engine import IllegalAction, MalformedAction
from igroteka.games.go_stop.actions import Choose, Go, Play, Stop
from tests.go_stop.helpers import GAME, play_turn, state_at


@pytest.mark.parametrize(
    ("action", "data", "text"),
    [
        (Play(13), {"play": 13}, "play 13"),
        (Choose(15), {"choose": 15}, "choose 15"),
        (Go(), {"go": True}, "go"),
        (Stop(), {"stop": True}, "stop"),
    ],
)
def test_json_and_text_forms_round_trip(action, data, text) -> None:
    state = GAME.new_state(seed=1)
    assert action.to_json() == data and str(action) == text
    assert state.action_from_json(data) == action


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"play": 0},
        {"play": 49},
        {"play": "13"},
        {"play": True},
        {"go": False},
        {"play": 1, "choose": 2},
        {"jump": 3},
    ],
)
def test_malformed_json_names_the_expected_shape(data) -> None:
    state = GAME.new_state(seed=1)
    with pytest.raises(MalformedAction) as info:
        state.action_from_json(data)
    assert info.value.message("en") != info.value.message("ru")


def test_typed_notation_reads_ids_verbs_and_russian_words() -> None:
    state = state_at([37], [39, 40, 3], [46], ([], []))
    assert state.parse_action("37") == Play(37)
    assert state.parse_action("play 37") == Play(37)
    assert state.parse_action("го") == Go() and state.parse_action("СТОП") == Stop()
    state.apply(Play(37))
    assert state.parse_action("39") == Choose(39)
    with pytest.raises(MalformedAction):
        state.parse_action("play")
    with pytest.raises(MalformedAction):
        state.parse_action("go 3")


def test_playing_a_card_not_in_hand_names_the_card() -> None:
    state = state_at([37], [39, 40, 3], [46], ([], []))
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(39))
    assert info.value.message("en") == "Card 39 is not in your hand"
    assert info.value.message("ru") == "Карты 39 нет у вас в руке"


def test_playing_out_of_turn_is_refused_and_changes_nothing() -> None:
    state = state_at([37], [39, 40, 3], [46], ([], []))
    before = state.full_view()
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(37), seat=1)
    assert info.value.code == "not_your_turn"
    assert state.full_view() == before


def test_choosing_when_there_is_nothing_to_choose_says_so() -> None:
    state = state_at([37], [39, 3], [46], ([], []))
    with pytest.raises(IllegalAction) as info:
        state.apply(Choose(39))
    assert "nothing to choose" in info.value.message("en")


def test_playing_before_choosing_the_pair_is_refused() -> None:
    state = state_at([37, 38], [39, 40, 3], [46], ([], []))
    state.apply(Play(37))
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(38))
    assert "39, 40" in info.value.message("en")


def test_action_text_is_notation_and_the_label_describes_the_card() -> None:
    state = GAME.new_state(seed=1)
    assert state.action_text(Play(13)) == "play 13"
    assert state.parse_action("play 13") == Play(13)
    assert state.action_label(Play(13))("en") == "play April, bird: cuckoo (13)"
    assert state.action_label(Play(13))("ru") == "сыграть апрель, птица: кукушка (13)"


def test_a_finished_deal_refuses_every_action() -> None:
    state = state_at([30], [31, 27], [46], ([1, 9, 29, 5, 13], [3, 4, 7, 8, 11, 41]))
    play_turn(state, 30)
    state.apply(Stop())
    with pytest.raises(IllegalAction) as info:
        state.apply(Go())
    assert info.value.code == "game_over"
