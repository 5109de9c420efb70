"""Positions for the rules file's test cases, built by setting a fresh state's fields."""

from __future__ import annotations

from igroteka.games.rose_king import GAME, RoseKingState
from igroteka.games.rose_king.cards import DECK, SIZE

EMPTY = ["." * SIZE] * SIZE


def start(preset: str = "rulebook", seed: int = 0, **overrides: object) -> RoseKingState:
    state = GAME.new_state(GAME.resolve_options(preset, overrides), seed)
    assert isinstance(state, RoseKingState)
    return state


def sq(x: int, y: int) -> int:
    return y * SIZE + x


def position(
    rows: list[str] | None = None,
    *,
    crown: tuple[int, int] = (4, 4),
    hands: list[list[str]],
    heroes: list[int] | None = None,
    turn: int = 0,
    pile: list[str] | None = None,
    supply: int | None = None,
    preset: str = "rulebook",
    **overrides: object,
) -> RoseKingState:
    """A position: rows of 'R', 'W', '.'; the cards not in a hand or `pile` go to the discard."""
    state = start(preset, **overrides)
    rows = rows or EMPTY
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            state.board[sq(x, y)] = ".RW".index(ch)
    state.crown = sq(*crown)
    state.hands = [list(h) for h in hands]
    if heroes is not None:
        state.heroes = list(heroes)
    held = {c for h in hands for c in h}
    if pile is None:
        pile = [c for c in DECK if c not in held]
    state.pile = list(pile)
    state.discard = [c for c in DECK if c not in held and c not in pile]
    stones = sum(1 for v in state.board if v)
    state.supply = 52 - stones if supply is None else supply
    state.turn = turn
    state.passes = 0
    state.forget_cached()
    return state
