"""Seeded random playouts to the end, after OpenSpiel's random simulation tests.

A playout picks, with its own generator, one of the seats that act and one of
that seat's legal actions, until nobody acts. The conformance tests hook
their checks onto each position (`on_position`) and each move (`on_move`);
the moves themselves are the same whatever the hooks do, so a failure names
the game, preset and seed that replay it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from igroteka.engine import Event, State
from tests.conformance.games import Case

# Seeds per game and preset: a few random games each, the suite within a couple of minutes.
SEEDS = (1, 2)
# No game of the club lasts this long at random; a playout past it is a game that never ends.
MOST_MOVES = 5000


@dataclass
class Move:
    """One move of a playout: who made it, what, and what it caused."""

    index: int
    seat: int
    action: Any
    events: list[Event]


@dataclass
class Playout:
    """The finished game and what happened in it, for checks that look back."""

    case: Case
    seed: int
    state: State
    opening: list[Event]
    moves: list[Move] = field(default_factory=list)


def play(
    case: Case,
    seed: int,
    on_position: Callable[[State, int], None] | None = None,
    on_move: Callable[[State, Move], None] | None = None,
    spread: int | None = None,
) -> Playout:
    """Play `case` from `seed` to the end at random, calling the hooks at each step.

    `on_position(state, index)` sees each position before its move (and the
    final one); with `spread`, only that many positions spread evenly over
    the game (the first and the last among them), which keeps costly checks
    within the suite's time in long matches. `on_move(state, move)` sees the
    position after each move.
    """
    chosen = None if spread is None else positions(case, seed, spread)
    state = case.game.new_state(case.options(), seed)
    played = Playout(case, seed, state, state.opening_events())
    rng = random.Random(f"{case.id}:{seed}")
    index = 0
    while True:
        if on_position is not None and (chosen is None or index in chosen):
            on_position(state, index)
        acting = state.acting()
        if not acting:
            break
        assert index < MOST_MOVES, f"{case.id} seed {seed}: no end after {MOST_MOVES} moves"
        seat = rng.choice(acting)
        action = rng.choice(state.legal_actions(seat))
        move = Move(index, seat, action, state.apply(action, seat))
        played.moves.append(move)
        if on_move is not None:
            on_move(state, move)
        index += 1
    return played


def positions(case: Case, seed: int, count: int) -> set[int]:
    """`count` positions of the playout of (case, seed), spread evenly from first to last."""
    length = len(play(case, seed).moves)
    return {round(i * length / max(count - 1, 1)) for i in range(count)}
