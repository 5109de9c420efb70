"""Continuous actions: the controls are JSON, any value in range is taken, none outside it.

A game with a continuous action space (`Game.action_space == "continuous"`)
describes each such action by `controls(seat)` (igroteka/engine/controls.py);
its `legal_actions` is only a sample. Wherever a playout meets controls, this
takes a sampled action apart: its JSON holds one object with a field per
parameter; values set inside each range must be read (`action_from_json`,
`parse_action` of its notation) and accepted by `check`, values outside
refused with a bilingual reason, and a refused action changes nothing. Where
the action value has fields named as the parameters (a frozen dataclass), the
out-of-range value is also refused by `check` and `apply` directly.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from igroteka.engine import State
from igroteka.engine.game import CONTINUOUS
from tests.conformance.checks import ILLEGAL, UNREADABLE, assert_bilingual, refused, round_trips
from tests.conformance.games import Case, cases
from tests.conformance.playout import SEEDS, play

CASES = [case for case in cases() if case.game.action_space == CONTINUOUS]


def with_values(data: Any, names: set[str], values: dict[str, Any]) -> Any:
    """A copy of an action's JSON with the object that holds every parameter set to `values`."""
    if isinstance(data, dict):
        if names <= set(data):
            return {**data, **values}
        return {key: with_values(value, names, values) for key, value in data.items()}
    if isinstance(data, list):
        return [with_values(item, names, values) for item in data]
    return data


def inside(param: dict[str, Any], rng: random.Random) -> Any:
    if param["kind"] == "choice":
        return rng.choice(param["values"])
    low, high = param["min"], param["max"]
    return rng.choice([low, high, round(low + (high - low) * rng.random(), 2)])


def outside(param: dict[str, Any]) -> list[Any]:
    if param["kind"] == "choice":
        return ["no such choice"]
    span = max(param["max"] - param["min"], 1)
    return [param["min"] - span / 2, param["max"] + span / 2]


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_any_value_in_range_is_taken_and_none_outside(case: Case) -> None:
    met = [0]

    def check(state: State, index: int) -> None:
        rng = random.Random(index)
        for seat in state.acting():
            controls = state.controls(seat)
            if controls is None:
                continue
            met[0] += 1
            round_trips(controls, f"controls({seat})")
            params = controls["params"]
            names = {p["name"] for p in params}
            assert params and len(names) == len(params)
            sample = state.legal_actions(seat)[0]
            for _ in range(5):
                values = {p["name"]: inside(p, rng) for p in params}
                action = state.action_from_json(with_values(sample.to_json(), names, values))
                state.check(action, seat)
                assert state.parse_action(state.action_text(action), seat) == action
            for param in params:
                for wrong in outside(param):
                    values = {p["name"]: inside(p, rng) for p in params}
                    values[param["name"]] = wrong
                    data = with_values(sample.to_json(), names, values)
                    with pytest.raises(ILLEGAL) as info:
                        state.action_from_json(data)
                    assert_bilingual(info.value.text, f"{data} refused")
                    if dataclasses.is_dataclass(sample) and names <= {
                        f.name for f in dataclasses.fields(sample)
                    }:
                        action = dataclasses.replace(sample, **values)
                        with pytest.raises(ILLEGAL):
                            state.check(action, seat)
                        refused(state, action, seat, ILLEGAL)
                        with pytest.raises(UNREADABLE):
                            state.parse_action(state.action_text(action), seat)

    for seed in SEEDS:
        play(case, seed, on_position=check)
    assert met[0] > 0, "a continuous game that never offered controls"


def no_controls(state: State, index: int) -> None:
    for seat in state.acting():
        assert state.controls(seat) is None, f"{state.game.id}: controls in a discrete game"


def test_a_discrete_game_offers_no_controls() -> None:
    for case in cases():
        if case.game.action_space != CONTINUOUS:
            play(case, SEEDS[0], on_position=no_controls, spread=10)
