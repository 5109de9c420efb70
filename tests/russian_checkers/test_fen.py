"""FEN: our canonical form, round trips, pydraughts compatibility, and every kind of bad input."""

from __future__ import annotations

import random

import pytest

from igroteka.engine import PositionError
from igroteka.games.russian_checkers.fen import format_fen, parse_fen

from .helpers import GAME, pd_board, pd_pieces, random_fen, state


def test_round_trip_of_random_positions() -> None:
    rng = random.Random(3)
    for _ in range(500):
        fen = random_fen(rng)
        parsed = parse_fen(fen)
        assert parse_fen(format_fen(*parsed)) == parsed
        assert pd_pieces(format_fen(*parsed)) == pd_pieces(fen)


def test_our_fen_is_what_pydraughts_prints_for_it() -> None:
    rng = random.Random(4)
    for _ in range(200):
        ours = state(random_fen(rng)).position()
        assert pd_pieces(pd_board(ours).fen) == pd_pieces(ours)
        assert state(pd_board(ours).fen).position() == ours


def test_fen_after_moves_matches_pydraughts_order_free() -> None:
    s = GAME.new_state()
    board = pd_board("startpos")
    for text in ["c3-d4", "f6-e5", "d4xf6", "g7xe5"]:
        s.apply(s.parse_action(text))
        from draughts import Move

        board.push(Move(board, pdn_move=text))
        assert pd_pieces(board.fen) == pd_pieces(s.position())


def test_ranges_kings_case_and_spaces() -> None:
    s = state(" w : Wa1-g1, KH2 : Bkb8 ")
    assert s.position() == "W:Wa1,c1,e1,g1,Kh2:BKb8"
    assert state("W:WKa1-c1:Bh8-h8").position() == "W:WKa1,Kc1:Bh8"


def test_startpos_like_pydraughts() -> None:
    assert GAME.state_from_position("startpos").position() == GAME.new_state().position()


def test_black_lists_may_come_first_and_be_empty() -> None:
    s = state("B:Bd4:W")
    assert s.position() == "B:W:Bd4"
    result = state("W:W:Bd4").outcome()
    assert result is not None and result.winners == (1,) and result.details["rule"] == "no_pieces"


BAD = [
    ("", "must look like"),
    ("W:Wc3", "must look like"),
    ("X:Wc3:Bd4", "side to move"),
    ("W:Wc3:Wd4", "listed twice"),
    ("W:Qc3:Bd4", "must start with W or B"),
    ("W:Wz9:Bd4", "no square 'z9'"),
    ("W:W21:Bd4", "is a number"),
    ("W:Wc3,c3:Bd4", "c3 is given twice"),
    ("W:Wc3:Bc3", "c3 is given twice"),
    ("W:Wb7:Ba1", "light square"),
    ("W:Wd8:Bh8", "must be a king (Kd8)"),
    ("W:Wa1:Bc1", "must be a king (Kc1)"),
    ("W:Wg1-a1:Bh8", "runs backwards"),
    ("W:Wa1-h4,a5:Bh8", "more than twelve"),
]


@pytest.mark.parametrize(("fen", "words"), BAD)
def test_bad_fen_is_refused_with_the_reason(fen: str, words: str) -> None:
    with pytest.raises(PositionError) as refused:
        GAME.state_from_position(fen)
    assert words in refused.value.message("en")
    assert refused.value.message("ru") != refused.value.message("en")
    assert refused.value.code == "bad_position"
