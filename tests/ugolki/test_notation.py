"""Move notation, the JSON form of moves, and positions as text."""

from __future__ import annotations

import pytest

from igroteka.engine.errors import MalformedAction, PositionError
from igroteka.games.ugolki.actions import PASS, UgolkiAction

from .helpers import GAME, options, position, start


def test_action_text_forms():
    assert str(UgolkiAction(("c3", "d4"))) == "c3-d4"
    assert str(UgolkiAction(("c3", "e5"))) == "c3:e5"
    assert str(UgolkiAction(("c3", "e5", "g3"))) == "c3:e5:g3"
    assert str(PASS) == "pass"
    assert UgolkiAction(("c3", "e5", "g3")).steps == ("c3", "e5", "g3")
    assert UgolkiAction(("c3", "e5")).to_json() == {"path": ["c3", "e5"]}


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("c3-d4", ("c3", "d4")),
        ("C3-D4", ("c3", "d4")),
        (" c3 – d4 ", ("c3", "d4")),
        ("c3:e5:g3", ("c3", "e5", "g3")),
        ("c3-e5-g3", ("c3", "e5", "g3")),
        ("c3xe5", ("c3", "e5")),
        ("с3-е5", ("c3", "e5")),
        ("pass", ()),
        ("ПАС", ()),
    ],
)
def test_parse_variants(text, path):
    assert start().parse_action(text) == UgolkiAction(path)


@pytest.mark.parametrize("text", ["", "c3", "c3-", "z1-z2", "i1-i2", "c0-c1", "c9-c8", "hello"])
def test_parse_rejects_bad_text(text):
    with pytest.raises(MalformedAction) as caught:
        start().parse_action(text)
    assert caught.value.text.ru != caught.value.text.en


def test_sixteen_files_on_halma_board():
    state = start("halma16")
    assert state.parse_action("p16-o15") == UgolkiAction(("p16", "o15"))
    with pytest.raises(MalformedAction):
        start().parse_action("p8-o8")


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"path": "c3-d4"},
        {"path": ["c3", None]},
        {"path": ["c3", 4]},
        {"moves": []},
        {"path": ["c3", "k9"]},
        {"path": ["c3", "d4"], "extra": 1},
    ],
)
def test_json_rejects_bad_shapes(data):
    with pytest.raises(MalformedAction):
        start().action_from_json(data)


def test_every_legal_action_round_trips():
    for preset in ("online", "diagonal", "kosye", "halma16"):
        state = start(preset)
        for action in state.legal_actions():
            assert state.action_from_json(action.to_json()) == action
            assert state.parse_action(str(action)) == action


def test_position_round_trip_and_move_number():
    state = start()
    text = state.position()
    assert text.startswith("W:Wa1,")
    assert text.endswith(":1")
    copy = GAME.state_from_position(text, options())
    assert copy.view(None) == state.view(None)
    state.apply(state.parse_action("d3-d4"))
    state.apply(state.parse_action("e6-e5"))
    assert state.position().endswith(":2")
    assert GAME.state_from_position(state.position(), options()).position() == state.position()


def test_position_for_four_players():
    state = start("halma16_4")
    text = state.position()
    assert [f[0] for f in text.split(":")[:5]] == ["W", "W", "B", "R", "G"]
    assert (
        GAME.state_from_position(text, options("halma16_4")).view(None)["pieces"]
        == (state.view(None)["pieces"])
    )


def test_position_with_black_to_move_and_empty_side():
    state = position("B:Wd4:B:7")
    assert state.current_seat() == 1
    assert state.move_number == 7
    assert state.view(None)["pieces"] == [{"square": "d4", "seat": 0, "king": False}]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "X:Wa1:Bh8",
        "W:Wa1:Ba1",
        "W:Wa1,a1:Bh8",
        "W:Wa1:Bh9",
        "W:Wa1:Wb1",
        "W:Wa1:Rh8",
        "W:Wa1::Bh8",
        "W:Wa1:Bh8:0",
        "W:Wz1:Bh8",
    ],
)
def test_position_errors(text):
    with pytest.raises(PositionError) as caught:
        GAME.state_from_position(text, options())
    assert caught.value.text.ru and caught.value.text.en


def test_pass_travels_as_an_empty_path():
    state = start()
    assert state.action_from_json({"path": []}) == PASS
    assert PASS.to_json() == {"path": []}
    assert state.parse_action(str(PASS)) == PASS
