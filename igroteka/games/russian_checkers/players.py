"""`hard` for Russian draughts: the compiled kernel's search, the Python one where it cannot load.

The kernel (kernel.c) searches in C within the same budget the generic alpha-beta
gets (`Game.bot_time_budget`, one second), many plies deeper: iterative deepening,
a transposition table, move ordering, quiescence on captures and some knowledge of
king endings. Where the kernel does not load (the offline app runs in Pyodide) the
generic `AlphaBetaBot` plays, as `hard` always did; `hard:kernel=0` asks for it on
purpose, so the arena can measure one against the other.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from igroteka.bots.alphabeta import AlphaBetaBot
from igroteka.bots.base import timer
from igroteka.bots.kernel_hard import KernelHardBot, KernelHardLevel
from igroteka.games.russian_checkers import kernel
from igroteka.games.russian_checkers.protocol import CheckersPosition


@dataclass(frozen=True)
class HardBot(KernelHardBot):
    """The kernel's search for `time_budget` seconds (of the clock the bots count) a move."""

    def python_search(self) -> AlphaBetaBot:
        return AlphaBetaBot(max_depth=self.max_depth, time_budget=self.time_budget)

    def think(self, state: Any, seat: int, rng: random.Random) -> tuple[Any, dict[str, int]]:
        """The move, and what the kernel's search reached (`depth`, `nodes`, `score` in
        hundredths of a man; empty when the Python search played): `igroteka bench bots`
        reports the depth."""
        position: CheckersPosition = state
        actions = position.search_actions()
        if len(actions) == 1:
            return actions[0], {}
        if not (self.kernel and kernel.AVAILABLE):
            return self.python_search().choose(state, seat, rng), {}
        key = (position.wm, position.wk, position.bm, position.bk, position.turn)
        history = list(position.reps[:-1])
        cpu = timer() is time.process_time
        budget = 1e9 if self.time_budget is None else self.time_budget
        found = kernel.search(key, history, budget, cpu, self.max_depth)
        for action in actions:
            path, captured, _crowned = action.code
            if (path[0], path[-1], captured) == (found["from"], found["to"], found["captured"]):
                return action, found
        return actions[0], found


HARD = KernelHardLevel(HardBot)
