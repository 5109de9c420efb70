"""Perft: the published counts from the start, and the fast path against two slow ones."""

from __future__ import annotations

import itertools
import random

import pytest

from igroteka.engine.game import State

from .helpers import GAME, random_fen, state
from .reference import Board, legal_paths

# Published Russian-draughts perft from the start position, a capture counted once per distinct
# path of landing squares (pydraughts 0.6.7 and our reference generator give the same numbers;
# depth 5 is recomputed by the reference below).
PUBLISHED = {1: 7, 2: 49, 3: 302, 4: 1469, 5: 7482, 6: 37986}


@pytest.mark.parametrize("depth", sorted(PUBLISHED))
def test_perft_from_the_start(depth: int) -> None:
    assert GAME.new_state().perft(depth) == PUBLISHED[depth]


def test_perft_zero_and_terminal_roots() -> None:
    assert GAME.new_state().perft(0) == 1
    blocked = state("B:Wc3,b4:Ba5")
    assert blocked.perft(0) == 1 and blocked.perft(3) == 0


def _reference_perft(board: Board, side: int, depth: int) -> int:
    moves = legal_paths(board, side)
    if depth == 1:
        return len(moves)
    total = 0
    last_rank = "8" if side == 0 else "1"
    for path in moves:
        child = dict(board)
        seat, king = child.pop(path[0])
        for a, b in itertools.pairwise(path):
            fa, ra = "abcdefgh".index(a[0]), int(a[1])
            fb, rb = "abcdefgh".index(b[0]), int(b[1])
            step_f, step_r = (1 if fb > fa else -1), (1 if rb > ra else -1)
            for i in range(1, abs(fb - fa)):
                child.pop(f"{'abcdefgh'[fa + i * step_f]}{ra + i * step_r}", None)
        crowned = king or any(sq[1] == last_rank for sq in path[1:])
        child[path[-1]] = (seat, crowned)
        total += _reference_perft(child, 1 - side, depth - 1)
    return total


def test_fast_perft_matches_the_engines_generic_perft() -> None:
    rng = random.Random(11)
    for _ in range(15):
        s = state(random_fen(rng, kings=0.4))
        if s.outcome() is not None:
            continue
        assert s.perft(3) == State.perft(s, 3), s.position()


def test_fast_perft_matches_the_reference_generator() -> None:
    rng = random.Random(12)
    checked = 0
    for _ in range(40):
        s = state(random_fen(rng, kings=0.3))
        if s.outcome() is not None:
            continue
        board = {p["square"]: (p["seat"], p["king"]) for p in s.pieces()}
        assert s.perft(3) == _reference_perft(board, s.turn, 3), s.position()
        checked += 1
    assert checked >= 20
    start = GAME.new_state()
    board = {p["square"]: (p["seat"], p["king"]) for p in start.pieces()}
    assert _reference_perft(board, 0, 5) == start.perft(5)
