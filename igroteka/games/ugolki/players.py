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
from typing import Any, ClassVar

from igroteka.bots.alphabeta import AlphaBetaBot
from igroteka.bots.base import Bot, timer
from igroteka.bots.levels import search_kind
from igroteka.games.ugolki import kernel
from igroteka.games.ugolki.actions import PASS

BUDGET = 1.0
MAX_DEPTH = 64


@dataclass(frozen=True)
class HardBot(Bot):
    """The kernel's search for `time_budget` seconds (of the clock the bots count) a move."""

    kind: ClassVar[str] = "hard"
    time_budget: float | None = BUDGET
    max_depth: int = MAX_DEPTH
    kernel: int = 1  # 0: the Python search, as where the kernel cannot load

    def python_search(self, state: Any) -> Bot:
        """The generic search `hard` is without the kernel: alpha-beta for two players,
        MCTS for four (`igroteka.bots.levels.search_kind`)."""
        kind = search_kind(state.game, state.options)
        if kind is AlphaBetaBot:
            return AlphaBetaBot(max_depth=self.max_depth, time_budget=self.time_budget)
        bot: Bot = kind(time_budget=self.time_budget)
        return bot

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        return self.think(state, seat, rng)[0]

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

    def describe(self) -> str:
        spec = [f"time={self.time_budget}"]
        if self.max_depth != MAX_DEPTH:
            spec.append(f"depth={self.max_depth}")
        if not self.kernel:
            spec.append("kernel=0")
        return "hard:" + ",".join(spec)


class HardLevel:
    """`hard` as `Game.bot_factories` builds it: plain, or with a spec's settings
    (`hard:time=0.5,depth=12,kernel=0`)."""

    # What a spec may set: its type and least value (igroteka.bots.levels reads it).
    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "time": (float, 0.001),
        "depth": (int, 1),
        "kernel": (int, 0),
    }

    def __call__(self, settings: dict[str, Any] | None = None) -> HardBot:
        settings = settings or {}
        return HardBot(
            time_budget=float(settings.get("time", BUDGET)),
            max_depth=int(settings.get("depth", MAX_DEPTH)),
            kernel=int(settings.get("kernel", 1)),
        )


HARD = HardLevel()
