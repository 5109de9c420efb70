"""Shared helpers: the game, random positions, and pydraughts seen through algebraic notation."""

from __future__ import annotations

import random

from draughts import Board
from draughts.convert import _number_to_algebraic

from igroteka.engine import get_game
from igroteka.games.russian_checkers.state import CheckersState

GAME = get_game("russian_checkers")
DARK = [f"{f}{r}" for r in range(1, 9) for f in "abcdefgh" if ("abcdefgh".index(f) + r) % 2 == 1]


def state(fen: str, **options: object) -> CheckersState:
    resolved = GAME.options.resolve(overrides=options) if options else None
    result = GAME.state_from_position(fen, resolved)
    assert isinstance(result, CheckersState)
    return result


def paths(s: CheckersState) -> set[tuple[str, ...]]:
    return {tuple(a.path) for a in s.legal_actions()}


def texts(s: CheckersState) -> set[str]:
    return {str(a) for a in s.legal_actions()}


def pd_board(fen: str) -> Board:
    return Board(variant="russian", fen=fen)


def pd_paths(board: Board) -> set[tuple[str, ...]]:
    """pydraughts' legal moves as full landing-square paths in algebraic squares."""
    out = set()
    for move in board.legal_moves():
        numeric = "x".join(str(n) for n in move.steps_move)
        out.add(tuple(_number_to_algebraic(numeric, variant="russian").split("x")))
    return out


def pd_pieces(fen: str) -> tuple[str, frozenset[str], frozenset[str]]:
    """A FEN as (side, White's pieces, Black's pieces), since pydraughts does not sort them."""
    side, white, black = fen.split(":")
    return (
        side,
        frozenset(filter(None, white[1:].split(","))),
        frozenset(filter(None, black[1:].split(","))),
    )


def random_fen(rng: random.Random, kings: float = 0.3) -> str:
    """A legal-looking position: 1-12 pieces a side, dark squares, no man on its crowning rank."""
    squares = rng.sample(DARK, rng.randint(2, 20))
    split = rng.randint(1, len(squares) - 1)
    white, black = squares[:split][:12], squares[split:][:12]

    def listing(side_squares: list[str], crown_rank: str) -> str:
        out = []
        for sq in side_squares:
            king = sq[1] == crown_rank or rng.random() < kings
            out.append(("K" if king else "") + sq)
        return ",".join(out)

    return f"{rng.choice('WB')}:W{listing(white, '8')}:B{listing(black, '1')}"
