"""A searching Sequence player: the keeper's best few moves, each tried in sampled worlds.

An arena player (`search`). "Medium" below is the keeper (bots.KEEPER), the medium level
when this search was measured (docs/benchmarks.md).

In Sequence the cards decide much of a game, and one move's worth shows only
turns later (a four that the opponent cannot block because nobody holds its
card). So hard does not trust one evaluation: it samples worlds from what
its seat knows (`determinize`: the other hands and the deck dealt anew from
the cards it has not seen, its own hand and every public pile kept), plays
each candidate in each world, lets medium play every seat on for `depth`
plies (or to the end), and judges the position reached (`evaluate`: a win
or loss, else the line potential of its team against the others'). All
candidates meet the same worlds and the same deck order, so their
difference is the move's, not the draw's. The number of worlds is fixed,
so a match is the same on any machine unless the time cap (inside the card
games' budget) stops the worlds early on a slow or busy one. A move other
than medium's first must beat it by a margin, world by world: the best of
a few noisy averages looks better than it is, and chasing that noise lost
to medium in trials.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from igroteka.bots.base import Clock
from igroteka.games.sequence.actions import Action, Play
from igroteka.games.sequence.bots import KEEPER, WIN, SequenceBot, action_values, evaluate
from igroteka.games.sequence.protocol import SequenceTable
from igroteka.games.sequence.worlds import clear_best, gains_in_worlds

# Fewer worlds than this (a busy machine hit the time cap) are too few to overrule medium.
MIN_WORLDS = 4


def keeper_move(table: SequenceTable) -> Action:
    """The keeper's choice (bots.KEEPER, no noise): the rollouts' player for every seat."""
    return action_values(table, KEEPER)[0][1]


class SearchBot(SequenceBot):
    """Determinized rollouts over medium's best moves (module docstring)."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "worlds": (int, 1),
        "width": (int, 1),
        "depth": (int, 1),
        "time": (float, 0.01),
        "margin": (float, 0.0),
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        given = self.options
        self.worlds = int(given.get("worlds", 16))
        self.width = int(given.get("width", 4))
        self.depth = int(given.get("depth", 12))
        self.time = float(given.get("time", 0.4))
        self.margin = float(given.get("margin", 0.02))

    def candidates(self, state: SequenceTable) -> list[Action]:
        """Medium's best plays of ordinary cards, one per distinct card and cell, best first.

        Jacks (and Plus and Minus) are left to medium: a jack kept is worth
        nothing on the board a dozen plies later, so rollouts judged there
        would spend jacks early, and in trials that lost to medium.
        """
        seen: set[tuple[str, int]] = set()
        chosen: list[Action] = []
        for _, action in action_values(state, KEEPER):
            if not isinstance(action, Play) or state.pack.effect[action.card] < 0:
                continue
            key = (state.pack.kind_code(action.card), action.cell)
            if key in seen:
                continue
            seen.add(key)
            chosen.append(action)
            if len(chosen) == self.width:
                break
        return chosen

    def choose(self, state: SequenceTable, seat: int, rng: random.Random) -> Action:
        scored = action_values(state, KEEPER)
        value, best = scored[0]
        if value >= WIN / 2 or not isinstance(best, Play) or state.pack.effect[best.card] < 0:
            return best  # a win, a jack, an exchange of a dead card, or nothing but discards
        moves = self.candidates(state)
        if len(moves) < 2 or moves[0] != best:
            return best

        def value(child: SequenceTable, move: Action) -> float:
            child.advance(move)
            return self.play_on(child, seat)

        # Each move against medium's own first choice, world by world (worlds.py).
        gains, done = gains_in_worlds(state, seat, moves, self.worlds, rng, value, Clock(self.time))
        if done < MIN_WORLDS:
            return moves[0]  # the clock ran out before the worlds could say anything
        return clear_best(moves, gains, self.margin)

    def play_on(self, table: Any, seat: int) -> float:
        """Medium plays every seat for `depth` plies; the position judged for `seat`."""
        for _ in range(self.depth):
            if table.over:
                break
            table.advance(keeper_move(table))
        return evaluate(table, seat)
