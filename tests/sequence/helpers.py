"""Positions for the Sequence tests: a fresh game with chips and hands set by hand."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from igroteka.games.sequence import GAME
from igroteka.games.sequence.board import CODES
from igroteka.games.sequence.bots import KeeperBot
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


def midgame(seed: int, plies: int = 16, preset: str = "two") -> SequenceState:
    """A game some plies in, the keeper (bots.py: the medium level until 7 December 2026)
    playing every seat: it keeps its jacks, so the games last as long as the tests ask."""
    state = table(preset, seed=seed)
    keeper = KeeperBot()
    rng = random.Random(seed)
    for _ in range(plies):
        state.advance(keeper.choose(state, state.mover, rng))
    return state


def assert_reads_only_its_seat(
    make_bot: Callable[[], Any], positions: tuple[tuple[str, int], ...]
) -> None:
    """The bot leaves the table as it was, and chooses the same when every card its seat
    cannot see (the other hands, the deck) is dealt anew: it reads nothing hidden."""
    for preset, plies in positions:
        for seed in (1, 2, 3):
            state = midgame(seed, plies, preset)
            seat = state.mover
            before = (list(state.chips), [list(h) for h in state.hands], list(state.deck))
            choice = make_bot().choose(state, seat, random.Random(0))
            assert (list(state.chips), [list(h) for h in state.hands], list(state.deck)) == before
            for salt in range(3):
                world = state.determinize(seat, random.Random(salt))
                assert world.hands[seat] == state.hands[seat]
                assert make_bot().choose(world, seat, random.Random(5)) == choice
