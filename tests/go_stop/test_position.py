"""Given positions and deals: every mistake in one is named."""

from __future__ import annotations

import json

import pytest

from igroteka.engine import PositionError
from tests.go_stop.helpers import GAME, position


def good() -> dict:
    return position([37], [39, 40, 3], [46], ([], []))


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        (lambda p: p.pop("stock"), "'stock' is missing"),
        (lambda p: p.update(extra=1), "unknown keys"),
        (lambda p: p["layout"].append(37), "given twice"),
        (lambda p: p["layout"].remove(3), "missing"),
        (lambda p: p["layout"].append(60), "no such cards"),
        (lambda p: p.update(hands=[[1]]), "two entries"),
        (lambda p: p.update(turn=3), "seat 0 or 1"),
        (lambda p: p.update(ppuk={"10": 0}), "stack of three"),
        (lambda p: p.update(gos=[-1, 0]), "two counts"),
        (lambda p: p["stock"].append(p["hands"][0].pop()), "as many cards as both hands"),
    ],
)
def test_position_errors_name_the_problem(change, needle: str) -> None:
    data = good()
    change(data)
    with pytest.raises(PositionError) as info:
        GAME.state_from_position(data)
    assert needle in info.value.message("en")
    assert info.value.message("ru") != info.value.message("en")


def test_position_text_must_be_json() -> None:
    with pytest.raises(PositionError) as info:
        GAME.state_from_position("{hands")
    assert "not JSON" in info.value.message("en")


def test_a_position_as_json_text_gives_the_same_state() -> None:
    data = good()
    assert GAME.state_from_position(json.dumps(data)).full_view() == (
        GAME.state_from_position(data).full_view()
    )


def test_the_seat_to_move_follows_from_the_hand_sizes() -> None:
    data = good()
    del data["turn"]
    state = GAME.state_from_position(data)
    assert state.current_seat() == 0 and state.turn == 21 - len(data["stock"])
