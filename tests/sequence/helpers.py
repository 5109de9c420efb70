"""Positions for the Sequence tests: a fresh game with chips and hands set by hand."""

from __future__ import annotations

from typing import Any

from igroteka.games.sequence import GAME
from igroteka.games.sequence.board import CODES
from igroteka.games.sequence.state import EMPTY, SequenceState

BLUE, GREEN, RED = 0, 1, 2


def cell(row: int, col: int) -> int:
    return row * 10 + col


def table(preset: str = "two", seed: int = 1, **overrides: Any) -> SequenceState:
    """A fresh game with an empty board, seat 0 to move, hands as dealt."""
    state = GAME.new_state(GAME.resolve_options(preset, overrides), seed)
    state.mover = 0
    return state


def card_id(state: SequenceState, name: str) -> int:
    """A physical card by its wire name ("Qh#1", "8+7")."""
    return state.pack.from_json(name)


def give(state: SequenceState, seat: int, *names: str) -> list[int]:
    """Put these cards into the seat's hand, taking them from wherever they are."""
    ids = [card_id(state, name) for name in names]
    for card in ids:
        for pile in (*state.hands, state.deck, *state.discards):
            if card in pile:
                pile.remove(card)
    # Keep the hand's size: return cards to the deck to make room.
    state.hands[seat].extend(ids)
    return ids


def place(state: SequenceState, team: int, *cells: int) -> None:
    for each in cells:
        state.chips[each] = team


def empty_cells_of(state: SequenceState, code: str) -> list[int]:
    return [i for i, c in enumerate(CODES) if c == code and state.chips[i] == EMPTY]
