"""The engine contract, exercised through a tiny real game."""

from __future__ import annotations

import json

import pytest

from igroteka.engine import (
    Event,
    GameRecord,
    IllegalAction,
    MalformedAction,
    OptionError,
    Text,
    UnknownGame,
    get_game,
    register,
    replay,
)
from igroteka.engine.randomness import combine_seeds, commitment, seed_to_int
from tests.engine.fixture_game import Add, RaceGame

GAME = register(RaceGame())


def test_options_defaults_presets_and_overrides() -> None:
    assert GAME.resolve_options() == {"target": 10, "dice": False, "speed": "slow"}
    assert GAME.resolve_options("dice")["dice"] is True
    assert GAME.resolve_options("dice", {"target": "20"})["target"] == 20
    assert GAME.options.differences(GAME.resolve_options("dice", {"target": 20}), "dice") == {
        "target": 20
    }
    assert GAME.options.matching_preset(GAME.resolve_options("dice")) == "dice"


@pytest.mark.parametrize(
    ("preset", "overrides", "needle"),
    [
        (None, {"nope": 1}, "Unknown option 'nope'"),
        ("missing", {}, "Unknown preset 'missing'"),
        (None, {"target": 2}, "outside"),
        (None, {"target": "ten"}, "Invalid value"),
        (None, {"target": 4.5}, "Invalid value"),
        (None, {"dice": "maybe"}, "Invalid value"),
        (None, {"speed": "warp"}, "Invalid value"),
        (None, {"dice": True, "target": 4}, "Dice need"),
    ],
)
def test_option_errors_name_what_is_wrong(preset, overrides, needle) -> None:
    with pytest.raises(OptionError) as info:
        GAME.resolve_options(preset, overrides)
    assert needle in info.value.message("en")
    assert info.value.message("ru") != info.value.message("en")


def test_illegal_and_malformed_are_different_errors() -> None:
    state = GAME.new_state(seed=1)
    with pytest.raises(MalformedAction):
        state.action_from_json({"take": 1})
    with pytest.raises(IllegalAction) as info:
        state.apply(Add(3))
    assert info.value.message("ru") == "Можно прибавить 1 или 2"
    with pytest.raises(IllegalAction) as info:
        state.apply(Add(1), seat=1)
    assert info.value.code == "not_your_turn"
    assert state.history == [] and state.totals == [0, 0]


def test_steps_and_notation() -> None:
    state = GAME.new_state(seed=1)
    assert state.legal_steps(()) == [1]
    assert state.legal_steps((1,)) == [1]
    assert state.action_from_steps((1, 1)) == Add(2)
    assert state.action_from_steps((1, 1, 1)) is None
    assert state.parse_action("+2") == Add(2)
    with pytest.raises(MalformedAction):
        state.parse_action("+7")


def test_replay_reproduces_chance_and_views() -> None:
    options = GAME.resolve_options("dice")
    state = GAME.new_state(options, seed=12345)
    while not state.is_terminal():
        state.apply(state.legal_actions()[len(state.history) % 2])
    record = GameRecord.from_json(json.loads(json.dumps(GameRecord.of(state).to_json())))
    again = replay(record)
    assert again.view(None) == state.view(None)
    assert again.outcome() == state.outcome()


def test_events_are_redacted_per_seat() -> None:
    event = Event("deal", {"n": 1}, {0: {"hand": ["Q♣"]}})
    assert event.for_seat(0) == {"kind": "deal", "n": 1, "hand": ["Q♣"]}
    assert event.for_seat(1) == {"kind": "deal", "n": 1}
    assert event.for_seat(None) == {"kind": "deal", "n": 1}
    assert event.revealed()["private"] == {"0": {"hand": ["Q♣"]}}


def test_unknown_game_lists_known_ones() -> None:
    with pytest.raises(UnknownGame) as info:
        get_game("chess")
    assert "test_race" in info.value.message("en")


def test_text_params_and_translation() -> None:
    text = Text("Ход {n}", "Move {n}").with_params(n=3)
    assert text("ru") == "Ход 3" and text("en") == "Move 3"
    nested = Text("Ошибка: {inner}", "Error: {inner}").with_params(inner=Text("да", "yes"))
    assert nested.to_json() == {"ru": "Ошибка: да", "en": "Error: yes"}


def test_seeds() -> None:
    assert seed_to_int("abc") == seed_to_int(b"abc") != seed_to_int("abd")
    assert combine_seeds("s", ["a", "b"]) == combine_seeds("s", ["b", "a"])
    assert combine_seeds("s", ["a"]) != combine_seeds("t", ["a"])
    assert len(commitment("s")) == 64


def test_generic_perft_counts_leaves() -> None:
    state = GAME.new_state(GAME.resolve_options(overrides={"target": 3}), seed=0)
    # Nobody can reach 3 within two plies, so the tree is complete to depth 3.
    assert state.perft(1) == 2
    assert state.perft(2) == 4
    assert state.perft(3) == 8
