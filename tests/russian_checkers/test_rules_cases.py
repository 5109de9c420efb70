"""Worked cases R1-R13, R17, R18 of shared/rules/russian-checkers.md, also run through pydraughts.

R14-R16 (draws) are in test_draws.py.
"""

from __future__ import annotations

import pytest

from igroteka.engine import IllegalAction, PositionError

from .helpers import GAME, paths, pd_board, pd_paths, pd_pieces, state, texts

START = "W:Wa1,c3,e3,g3,c1,e1,g1,b2,d2,f2,h2,a3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"

CASES = [
    ("R1", START, {"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"}),
    ("R2", "B" + START[1:], {"b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"}),
    ("R3", "W:Wc3,g3:Bd4", {"c3:e5"}),
    ("R4", "W:Wd4:Bc3", {"d4:b2"}),
    ("R5", "W:Wa1:Bb2,d4", {"a1:c3:e5"}),
    ("R6", "W:Wc3:Bd4,f6", {"c3:e5:g7"}),
    ("R7", "W:Wb6:Bc7,e7", {"b6:d8:f6", "b6:d8:g5", "b6:d8:h4"}),
    ("R8", "W:WKa1:Bd4", {"a1:e5", "a1:f6", "a1:g7", "a1:h8"}),
    ("R9", "W:WKa1:Bc3,e7", {"a1:f6:d8"}),
    ("R10", "W:Wc3,g3:Bb4,d6,f4", {"c3:a5", "g3:e5:c7"}),
    (
        "R11",
        "W:WKc1:Bb2,b4,e5,e3,c3",
        {
            "c1:a3:d6:f4:c1",
            "c1:f4:d6:a3:c1",
            "c1:a3:d6:f4:d2",
            "c1:a3:c5:f2",
            "c1:a3:c5:g1",
        },
    ),
    ("R12", "W:Wc7:Bh2", {"c7-b8", "c7-d8"}),
    ("R13b", "B:Wa3,b4:Ba5", {"a5:c3"}),
]


@pytest.mark.parametrize(("case", "fen", "expected"), CASES, ids=[c[0] for c in CASES])
def test_worked_case(case: str, fen: str, expected: set[str]) -> None:
    s = state(fen)
    assert texts(s) == expected
    assert paths(s) == pd_paths(pd_board(fen))


def test_r3_quiet_moves_refused_while_a_capture_exists() -> None:
    s = state("W:Wc3,g3:Bd4")
    with pytest.raises(IllegalAction) as refused:
        s.apply(s.parse_action("g3-h4"))
    assert refused.value.code == "must_capture"
    assert "бить обязательно" in refused.value.message("ru").lower()
    assert s.position() == "W:Wc3,g3:Bd4"


def test_r5_stopping_half_way_is_refused() -> None:
    s = state("W:Wa1:Bb2,d4")
    with pytest.raises(IllegalAction) as refused:
        s.apply(s.parse_action("a1:c3"))
    assert refused.value.code == "capture_incomplete"
    assert "довести до конца" in refused.value.message("ru")


def test_r7_man_crowned_mid_capture_ends_as_king() -> None:
    s = state("W:Wb6:Bc7,e7")
    s.apply(s.parse_action("b6:d8:h4"))
    assert s.position() == "B:WKh4:B"
    assert s.outcome() is not None and s.outcome().winners == (0,)


def test_r9_king_must_land_where_it_continues() -> None:
    s = state("W:WKa1:Bc3,e7")
    for landing in ("d4", "e5", "g7", "h8"):
        with pytest.raises(IllegalAction) as refused:
            s.apply(s.parse_action(f"a1:{landing}"))
        assert refused.value.code == "king_landing", landing
        assert "can continue capturing" in refused.value.message("en")


def test_r11_turkish_strike_removes_pieces_together_and_never_takes_c3() -> None:
    s = state("W:WKc1:Bb2,b4,e5,e3,c3")
    assert all("c3" not in a.path[1:] for a in s.legal_actions())
    s.apply(s.parse_action("c1:a3:d6:f4:c1"))
    assert s.position() == "B:WKc1:Bc3"
    assert sorted(s.view(None)["captured_last"]) == ["b2", "b4", "e3", "e5"]
    board = pd_board("W:WKc1:Bb2,b4,e5,e3,c3")
    move = next(m for m in board.legal_moves() if list(m.steps_move) == [2, 9, 22, 15, 2])
    board.push(move)
    assert pd_pieces(board.fen) == pd_pieces(s.position())


def test_r11_jumping_a_taken_piece_again_is_the_turkish_strike() -> None:
    s = state("W:WKc1:Bb2,b4,e5,e3,c3")
    with pytest.raises(IllegalAction) as refused:
        s.apply(s.parse_action("c1:a3:c5:a3"))
    assert refused.value.code == "turkish_strike"


def test_r12_promotion_by_a_quiet_move() -> None:
    s = state("W:Wc7:Bh2")
    s.apply(s.parse_action("c7-d8"))
    assert s.position() == "B:WKd8:Bh2"
    assert texts(s) == {"h2-g1"}


def test_r13_blocked_side_loses() -> None:
    s = state("B:Wc3,b4:Ba5")
    result = s.outcome()
    assert result is not None and result.winners == (0,) and result.returns == (1.0, -1.0)
    assert result.details["rule"] == "no_moves"
    assert s.current_seat() is None and s.legal_actions() == []
    assert pd_board("B:Wc3,b4:Ba5").winner() == 2


def test_no_pieces_left_loses() -> None:
    s = state("W:Wc3:Bd4,h8")
    s.apply(s.parse_action("c3:e5"))
    s.apply(s.parse_action("h8-g7"))
    assert s.outcome() is None
    s.apply(s.parse_action("e5-f6"))
    s.apply(s.parse_action("g7:e5"))
    result = s.outcome()
    assert result is not None and result.winners == (1,) and result.details["rule"] == "no_pieces"


def test_r17_start_fen_parses_to_the_start_and_prints_sorted() -> None:
    s = GAME.state_from_position(START)
    assert s.position() == (
        "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8"
    )
    assert s.position() == GAME.new_state().position()
    assert pd_pieces(s.position()) == pd_pieces(pd_board("startpos").fen)


def test_r18_light_square_is_refused() -> None:
    with pytest.raises(PositionError) as refused:
        GAME.state_from_position("W:Wb7:Ba1")
    assert "b7" in refused.value.message("en") and "light" in refused.value.message("en")
