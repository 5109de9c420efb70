"""Shared helpers for the Chapaev tests: a state with chosen discs on the board."""

from __future__ import annotations

from typing import Any

from igroteka.games.chapaev import GAME
from igroteka.games.chapaev.physics import SQUARE

A1 = (0.5 * SQUARE, 0.5 * SQUARE)
A8 = (0.5 * SQUARE, 7.5 * SQUARE)


def state_with(discs: dict[int, tuple[float, float]], preset: str = "classic",
               **options: Any) -> Any:
    """A fresh match with only `discs` (id: (x, y)) on the board; ids 0-7 White, 8-15 Black."""
    state = GAME.new_state(GAME.resolve_options(preset, options or None), 0)
    state.arrange(discs)
    return state


def name_of(state: Any, disc: int) -> str:
    colour = disc // 8
    return next(n for n, i in state.piece_names(colour).items() if i == disc)
