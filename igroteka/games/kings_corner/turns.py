"""Every way a seat can play its turn out, found before it commits to any of them.

Within a turn nothing is hidden from the mover: its own hand and the piles
decide which plays and pile moves are legal, and no card is drawn until the
turn ends. So the turn is a small deterministic search: a depth-first walk
over plays and pile moves (positions reached twice by different orders are
walked once) lists the distinct end-of-turn positions and one sequence of
actions that reaches each. The walk stops at anything that is chance or
leaves the seat's hands: the hand going out, a draw inside the turn (the
four-card refill, the empty-hand draw), and `End`.

The copies are walked with a generator of their own, so a hand that ends
inside the walk deals its next hand from that, never from the real match's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from igroteka.games.kings_corner.actions import CORNERS, SIDES, End, Play

# A walk stops adding positions past this many (a hand with three empty sides
# and many cards can have thousands of orders); the plans found by then stand.
NODE_LIMIT = 1500


@dataclass
class Plan:
    """One way to play the turn out: its actions and the position they leave."""

    actions: tuple[Any, ...]
    state: Any
    closed: bool  # True when the turn ends with `End` (not the hand going out or a draw)


def _key(state: Any, seat: int) -> tuple[Any, ...]:
    """The position as the turn sees it; the four sides (and the four corners) are alike,
    so two layouts that differ only in which side holds which pile are one."""
    piles = state.piles
    return (
        tuple(state.hands[seat]),
        tuple(sorted(tuple(piles[s]) for s in SIDES)),
        tuple(sorted(tuple(piles[c]) for c in CORNERS)),
        tuple(sorted(state.reps.items())),
        state.phase,
    )


def _distinct(state: Any, seat: int) -> list[Any]:
    """The legal actions less the copies: a card onto the second empty side is the first."""
    actions = []
    sides: int | None = None
    corners: int | None = None
    for action in state.legal_actions(seat):
        if isinstance(action, Play) and not state.piles[action.spot]:
            if action.spot in SIDES:
                sides = action.spot if sides is None else sides
                if action.spot != sides:
                    continue
            else:
                corners = action.spot if corners is None else corners
                if action.spot != corners:
                    continue
        actions.append(action)
    return actions


def turn_plans(
    state: Any, seat: int, limit: int = NODE_LIMIT, expired: Callable[[], bool] | None = None
) -> list[Plan]:
    """The distinct ways `seat` can finish the turn it is in (it must be the mover).

    `expired` says when time is up: the walk then stops opening new positions.
    """
    hands_before = state.hands_played
    stock_before = len(state.stock)
    plans: list[Plan] = []
    seen: set[tuple[Any, ...]] = set()
    quiet = random.Random(0)

    def walk(node: Any, prefix: tuple[Any, ...]) -> None:
        key = _key(node, seat)
        if key in seen or (prefix and (len(seen) >= limit or (expired and expired()))):
            return
        seen.add(key)
        for action in _distinct(node, seat):
            if isinstance(action, End):
                plans.append(Plan((*prefix, action), node, True))
                continue
            child = node.search_copy()
            child.rng = quiet
            child.advance(action)
            path = (*prefix, action)
            if (
                child.hands_played != hands_before
                or child.mover != seat
                or child.phase == "over"
                or len(child.stock) != stock_before
            ):
                plans.append(Plan(path, child, False))
                continue
            walk(child, path)

    walk(state, ())
    return plans
