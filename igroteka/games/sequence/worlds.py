"""Candidate moves compared in the same sampled worlds: the loop the searching players share.

search.py, look.py and jack.py each try a few candidate moves in worlds dealt
from what the seat has seen (`determinize`). Every candidate meets the same
worlds and, through one seed a world, the same later draws (common random
numbers), so the difference between two candidates is the move's and not the
deal's; and a candidate other than the first (the count's or medium's own
choice) is taken only for a clear gain, since the best of several noisy means
is flattered.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from igroteka.bots.base import Clock
from igroteka.games.sequence.actions import Action
from igroteka.games.sequence.protocol import SequenceTable


def gains_in_worlds(
    state: SequenceTable,
    seat: int,
    moves: Sequence[Action],
    worlds: int,
    rng: random.Random,
    value: Callable[[SequenceTable, Action], float],
    clock: Clock | None = None,
) -> tuple[list[float], int]:
    """Each move's mean `value` less the first move's, over up to `worlds` sampled worlds.

    `value(child, move)` plays `move` and on in `child`, a copy of the world that is
    its own. Returns the gains and how many worlds were played (fewer once `clock`
    expires; at least one).
    """
    totals = [0.0] * len(moves)
    done = 0
    for _ in range(worlds):
        done += 1
        world = state.determinize(seat, rng)
        salt = rng.getrandbits(64)
        for index, move in enumerate(moves):
            child = world.search_copy()
            child.rng = random.Random(salt)
            totals[index] += value(child, move)
        if clock is not None and clock.expired():
            break
    return [(total - totals[0]) / done for total in totals], done


def clear_best(moves: Sequence[Action], gains: Sequence[float], margin: float) -> Action:
    """The move of the largest gain if it beats the first by more than `margin`, else the first."""
    best = max(gains)
    if best <= margin:
        return moves[0]
    return moves[gains.index(best)]
