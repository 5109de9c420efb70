"""Actions: notation, JSON, step-by-step capture, and a precise reason for every refused move."""

from __future__ import annotations

import json

import pytest

from igroteka.engine import IllegalAction, MalformedAction
from igroteka.games.russian_checkers.actions import DrawAction, Move

from .helpers import GAME, state


def test_notation_forms() -> None:
    s = GAME.new_state()
    for text in ["c3-d4", "C3-D4", " c3 - d4 "]:
        assert s.parse_action(text) == Move(("c3", "d4"))
    r6 = state("W:Wc3:Bd4,f6")
    full = r6.parse_action("c3:e5:g7")
    assert (
        r6.parse_action("c3xe5xg7") == full == r6.parse_action("c3xg7") == r6.parse_action("c3×g7")
    )
    assert str(full) == "c3:e5:g7" and str(s.parse_action("c3-d4")) == "c3-d4"
    assert full.steps == ("c3", "e5", "g7")
    assert full.to_json() == {"path": ["c3", "e5", "g7"]}


def test_short_capture_that_is_ambiguous_lists_the_choices() -> None:
    s = state("W:WKh4:Be5,c5,b2,g3,g5")
    with pytest.raises(MalformedAction) as ambiguous:
        s.parse_action("h4:b6")
    message = ambiguous.value.message("en")
    assert "h4:f6:d4:b6" in message and "h4:f2:b6" in message
    assert "укажите путь полностью" in ambiguous.value.message("ru")
    assert s.parse_action("h4:f6:d4:b6") == Move(("h4", "f6", "d4", "b6"))


def test_a_kings_long_capture_is_read_from_its_ends() -> None:
    """a1:g7 takes c3 and f6 whether the king touched down on d4 or e5: one move."""
    s = state("W:WKa1:Bc3,f6")
    assert {str(a) for a in s.legal_actions()} >= {"a1:d4:g7", "a1:e5:g7"}
    short = s.parse_action("a1:g7")
    assert short in (Move(("a1", "d4", "g7")), Move(("a1", "e5", "g7")))
    s.apply(short)
    assert s.position() == "B:WKg7:B"
    circle = state("W:WKc1:Bb2,b4,e5,e3,c3")
    assert circle.parse_action("c1xc1") in (
        Move(("c1", "a3", "d6", "f4", "c1")),
        Move(("c1", "f4", "d6", "a3", "c1")),
    )
    assert circle.parse_action("c1xd2") == Move(("c1", "a3", "d6", "f4", "d2"))


@pytest.mark.parametrize("text", ["e3:f4", "e3xf4", "e3×f4"])
def test_a_capture_sign_on_a_quiet_move_is_refused(text: str) -> None:
    s = state("W:We3:Bh8")
    before = (s.position(), s.view(None))
    with pytest.raises(MalformedAction) as refused:
        s.parse_action(text)
    assert "takes nothing" in refused.value.message("en")
    assert "e3-f4" in refused.value.message("en")
    assert "никого не бьёт" in refused.value.message("ru")
    assert (s.position(), s.view(None)) == before
    assert s.parse_action("e3-f4") == Move(("e3", "f4"))


def test_json_round_trip_and_equality_by_path() -> None:
    s = state("W:WKc1:Bb2,b4,e5,e3,c3")
    for action in s.legal_actions():
        data = json.loads(json.dumps(action.to_json()))
        again = s.action_from_json(data)
        assert again == action and hash(again) == hash(action) and str(again) == str(action)
    assert s.action_from_json({"draw": "offer"}) == DrawAction("offer")
    assert DrawAction("accept").to_json() == {"draw": "accept"}


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ("c3-d4", "must be an object"),
        ({"path": "c3-d4"}, "list of squares"),
        ({"path": []}, "list of squares"),
        ({"path": ["c3", 4]}, "must be a string"),
        ({"path": ["c3", "z9"]}, "no square 'z9'"),
        ({"path": ["c3", "d3"]}, "light square"),
        ({"path": ["c3", "d4"], "extra": 1}, "exactly the key 'path'"),
        ({"draw": "maybe"}, "'offer', 'accept' or 'decline'"),
    ],
)
def test_malformed_json(data: object, words: str) -> None:
    with pytest.raises(MalformedAction) as bad:
        GAME.new_state().action_from_json(data)
    assert words in bad.value.message("en")
    assert bad.value.code == "malformed_action"


@pytest.mark.parametrize("text", ["", "c3", "c3d4", "c3-d4:e5", "hello", "c3-i9"])
def test_malformed_text(text: str) -> None:
    with pytest.raises(MalformedAction):
        GAME.new_state().parse_action(text)


def test_playing_a_capture_jump_by_jump() -> None:
    s = state("W:WKc1:Bb2,b4,e5,e3,c3")
    assert set(s.legal_steps()) == {"c1"}
    assert set(s.legal_steps(["c1"])) == {"a3", "f4"}
    assert set(s.legal_steps(["c1", "a3"])) == {"d6", "c5"}
    assert set(s.legal_steps(["c1", "a3", "c5"])) == {"f2", "g1"}
    assert s.action_from_steps(["c1", "a3"]) is None
    assert s.action_from_steps(["c1", "a3", "c5", "g1"]) == Move(("c1", "a3", "c5", "g1"))


REFUSALS = [
    ("W:Wc3,e1:Bh8", "d4-e5", "no_piece", "There is no piece on d4"),
    ("W:Wc3,e1:Bh8", "h8-g7", "not_your_piece", "is not yours"),
    ("W:Wc3,e1:Bh8", "c3-b2", "men_forward", "Men move only forward"),
    ("W:Wc3,e1:Bh8", "c3-e5", "man_one_square", "one square"),
    ("W:Wc3,d4:Bh8", "c3-d4", "occupied", "d4 is occupied"),
    ("W:WKc3:Bh8", "c3-c5", "not_diagonal", "only diagonally"),
    ("W:WKa1,c3:Bh8", "a1-e5", "jump_own", "own piece on c3"),
    ("W:WKa1:Bc3,d4,h8", "a1:e5", "two_at_once", "two pieces in one leap"),
    ("W:Wc3:Bd4,h8", "c3:f6", "man_short_jump", "right behind it"),
    ("W:Wc3,g3:Bd4", "g3-h4", "must_capture", "You must capture: c3 can capture"),
    ("W:Wa1:Bb2,d4", "a1:c3", "capture_incomplete", "must be completed"),
    ("W:WKa1:Bc3,e7", "a1:g7", "king_landing", "can continue capturing"),
    ("W:WKc1:Bb2,b4,e5,e3,c3", "c1:a3:c5:a3", "turkish_strike", "Turkish strike"),
    ("W:WKc1:Bb2,b4,e5,e3,c3", "c1:a3:d6:f4:d2:b4", "turkish_strike", "already taken"),
    ("W:Wc3:Bd4,h8", "c3:e5:g3", "jump_without_capture", "must take an enemy piece"),
]


@pytest.mark.parametrize(("fen", "text", "code", "words"), REFUSALS)
def test_refusal_reasons(fen: str, text: str, code: str, words: str) -> None:
    s = state(fen)
    before = (s.position(), len(s.history), s.view(None))
    with pytest.raises(IllegalAction) as refused:
        s.apply(s.parse_action(text), seat=0)
    assert refused.value.code == code
    assert words in refused.value.message("en")
    assert refused.value.message("ru") and refused.value.message("ru") != refused.value.message(
        "en"
    )
    assert s.explain_illegal(s.parse_action(text)).render("en") == refused.value.message("en")
    assert (s.position(), len(s.history), s.view(None)) == before


ONE_SQUARE = [
    ("W:Wc3,g3:Bd4", "g3", "must_capture", "Бить обязательно: бить может c3"),
    ("W:Wa1,c3,e3:Bd4,f4", "a1", "must_capture", "Бить обязательно: бить может c3, e3"),
    ("W:Wa1,b2:Bh8", "a1", "piece_blocked", "Этой шашке сейчас некуда ходить"),
    ("W:WKa1,h2:Bb2,c3", "a1", "piece_blocked", "Этой шашке сейчас некуда ходить"),
    ("W:Wc3,e1:Bh8", "c3", "no_target", "Укажите, куда идёт шашка"),
    (
        "W:Wc3,e1:Bh8",
        "h8",
        "not_your_piece",
        "На поле h8 шашка соперника: ходить можно только своими",
    ),
    ("W:Wc3,e1:Bh8", "d4", "no_piece", "На поле d4 нет шашки"),
]


@pytest.mark.parametrize(("fen", "square", "code", "words"), ONE_SQUARE)
def test_one_square_says_why_the_piece_cannot_move(
    fen: str, square: str, code: str, words: str
) -> None:
    """The table sends the piece a player picked up; the refusal is the rules' reason."""
    s = state(fen)
    before = (s.position(), len(s.history))
    action = s.action_from_json({"path": [square]})
    assert action not in s.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        s.apply(action, seat=0)
    assert refused.value.code == code
    assert refused.value.message("ru") == words
    assert refused.value.message("en") != words
    assert s.explain_illegal(action).render("ru") == words
    assert (s.position(), len(s.history)) == before


def test_russian_wording_of_the_main_refusals() -> None:
    s = state("W:Wc3,g3:Bd4")
    with pytest.raises(IllegalAction) as capture:
        s.apply(s.parse_action("g3-f4"))
    assert capture.value.message("ru").startswith("Бить обязательно")


def test_not_your_turn_and_game_over() -> None:
    s = GAME.new_state()
    with pytest.raises(IllegalAction) as turn:
        s.apply(s.parse_action("c3-d4"), seat=1)
    assert turn.value.code == "not_your_turn"
    over = state("B:Wc3,b4:Ba5")
    with pytest.raises(IllegalAction) as done:
        over.apply(Move(("a5", "b4")))
    assert done.value.code == "game_over"


def test_foreign_objects_are_not_moves() -> None:
    s = GAME.new_state()
    with pytest.raises(IllegalAction) as refused:
        s.apply("c3-d4")
    assert refused.value.code == "not_a_move"


def test_a_move_from_another_position_is_judged_here() -> None:
    capture = state("W:WKc1:Bd2,h8").parse_action("c1:e3")
    assert capture.capture and capture.code is not None
    quiet = state("W:WKc1:Bh8")
    quiet.apply(capture)
    assert quiet.position() == "B:WKe3:Bh8" and quiet.view(None)["captured_last"] == []
    start = GAME.new_state()
    with pytest.raises(IllegalAction) as refused:
        start.apply(capture, checked=False)
    assert refused.value.code == "occupied" and "e3" in refused.value.message("en")
    assert start.ply == 0
