"""The move generator against pydraughts (variant "russian") and against our plain reference.

pydraughts is slow (a few milliseconds a position), so it sees about three
thousand positions; the reference generator sees many more.
"""

from __future__ import annotations

import random

from draughts import Board

from .helpers import GAME, paths, pd_board, pd_paths, pd_pieces, random_fen, state
from .reference import legal_paths


def _playout_positions(rng: random.Random, count: int) -> list[str]:
    fens: list[str] = []
    s = GAME.new_state()
    while len(fens) < count:
        if s.outcome() is not None:
            s = GAME.new_state()
        fens.append(s.position())
        s.apply(rng.choice(s.legal_actions()))
    return fens


def test_playout_positions_match_pydraughts() -> None:
    rng = random.Random(2024)
    for fen in _playout_positions(rng, 1500):
        assert paths(state(fen)) == pd_paths(pd_board(fen)), fen


def test_random_positions_match_pydraughts() -> None:
    rng = random.Random(77)
    for _ in range(1500):
        fen = random_fen(rng)
        assert paths(state(fen)) == pd_paths(pd_board(fen)), fen


def test_random_positions_match_the_reference() -> None:
    rng = random.Random(78)
    for _ in range(6000):
        fen = random_fen(rng, kings=rng.random())
        s = state(fen)
        board = {p["square"]: (p["seat"], p["king"]) for p in s.pieces()}
        assert paths(s) == legal_paths(board, s.turn), fen


def _play_along(fen: str | None, rng: random.Random) -> str:
    """Play one random game in both engines, comparing moves, FENs and results every ply."""
    options = GAME.options.resolve("pydraughts")
    s = GAME.new_state(options) if fen is None else GAME.state_from_position(fen, options)
    board = Board(variant="russian", fen=fen or "startpos")
    while True:
        by_steps = {tuple(str(n) for n in m.steps_move): m for m in board.legal_moves()}
        result = s.outcome()
        expected = None if result is None else (0 if not result.winners else 2 - result.winners[0])
        assert board.winner() == expected, (s.position(), result)
        assert pd_pieces(board.fen) == pd_pieces(s.position())
        if result is not None:
            return str(result.details["rule"])
        assert paths(s) == pd_paths(board), s.position()
        move = rng.choice(s.legal_actions())
        s.apply(move)
        from .test_draws import _number

        board.push(by_steps[tuple(str(_number(sq)) for sq in move.path)])


def test_whole_games_agree_with_pydraughts_under_its_preset() -> None:
    rng = random.Random(5)
    endings = {_play_along(None, rng) for _ in range(12)}
    assert "no_pieces" in endings


def test_king_endgames_agree_with_pydraughts_under_its_preset() -> None:
    rng = random.Random(7)
    endings = []
    while len(endings) < 80:
        fen = random_fen(rng, kings=0.7)
        if len(pd_pieces(fen)[1]) + len(pd_pieces(fen)[2]) > 9:
            continue
        if state(fen).outcome() is not None:
            continue
        endings.append(_play_along(fen, rng))
    assert any(rule.startswith("D") for rule in endings)
