"""`hard` for Ugolki: the compiled kernel's search, the Python one where it does not apply.

The kernel (kernel.c) searches in C within the same budget the generic alpha-beta gets
(`Game.bot_time_budget`, one second), twice as deep or more: iterative deepening, a
transposition table, move ordering (the table's move, killers, the most progress first,
history) and late-move reductions of moves that bring no piece nearer, on the same
evaluation (`bots.lead`) and the same end rules. Where the kernel does not load (the
offline app runs in Pyodide, `IGROTEKA_KERNEL=0`) or does not apply (four players), the
generic search plays, as `hard` always did; `hard:kernel=0` asks for it on purpose, so
the arena can measure one against the other.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from igroteka.bots.alphabeta import AlphaBetaBot
from igroteka.bots.base import Bot, timer
from igroteka.bots.kernel_hard import KernelHardBot, KernelHardLevel
from igroteka.bots.levels import search_kind
from igroteka.games.ugolki import kernel
from igroteka.games.ugolki.actions import PASS


@dataclass(frozen=True)
class HardBot(KernelHardBot):
    """The kernel's search for `time_budget` seconds (of the clock the bots count) a move."""

    def python_search(self, state: Any) -> Bot:
        """The generic search `hard` is without the kernel: alpha-beta for two players,
        MCTS for four (`igroteka.bots.levels.search_kind`)."""
        kind = search_kind(state.game, state.options)
        if kind is AlphaBetaBot:
            return AlphaBetaBot(max_depth=self.max_depth, time_budget=self.time_budget)
        bot: Bot = kind(time_budget=self.time_budget)
        return bot

    def think(self, state: Any, seat: int, rng: random.Random) -> tuple[Any, dict[str, int]]:
        """The move, and what the kernel's search reached (`depth`, `nodes`, `score` in
        hundredths of a step; empty when the Python search played): `igroteka bench bots`
        reports the depth."""
        actions = state.search_actions()
        if len(actions) == 1:
            return actions[0], {}
        if not (self.kernel and kernel.applies(state)):
            return self.python_search(state).choose(state, seat, rng), {}
        cpu = timer() is time.process_time
        budget = 1e9 if self.time_budget is None else self.time_budget
        found = kernel.search(state, budget, cpu, self.max_depth)
        if found["from"] < 0:
            return PASS, found
        names = state.rules.geo.names
        ends = (names[found["from"]], names[found["to"]])
        for action in actions:
            if (action.path[0], action.path[-1]) == ends:
                return action, found
        return actions[0], found


HARD = KernelHardLevel(HardBot)
