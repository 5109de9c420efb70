"""ISMCTS for hidden-information games: one tree over the seat's information set.

Every iteration searches a different determinization, a full deal drawn
from what the seat may know (`State.determinize`); statistics are shared by
action, so the tree learns which moves are good across the deals the seat
cannot tell apart (single-observer ISMCTS, Cowling et al. 2012). The bot
never reads the real state's hidden cards or its generator, only its
legal actions (the seat's own, which it knows).

Near the end of a deal, a game may answer `State.solve` exactly on a
determinized state (the last tricks). Then the bot averages the exact
values over `solve_samples` determinizations and plays the best on average
(perfect-information Monte Carlo), which is where that method is strong.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from igroteka.bots.base import Clock, sample_state
from igroteka.bots.mcts import MCTSBot
from igroteka.engine.game import State


@dataclass(frozen=True)
class ISMCTSBot(MCTSBot):
    kind: ClassVar[str] = "ismcts"
    time_budget: float | None = 0.5
    solve_samples: int = 16

    def choose(self, state: State, seat: int, rng: random.Random) -> Any:
        actions = state.search_actions()
        if len(actions) == 1:
            return actions[0]
        clock = Clock(self.time_budget)
        solved = self.solve(state, seat, rng, actions)
        if solved is not None:
            return solved
        root = self.search(state, seat, rng, clock)
        return self.best_child(root, actions)

    def solve(self, state: State, seat: int, rng: random.Random, actions: list[Any]) -> Any:
        """The best action by exact values over sampled deals, or None if the game can't solve."""
        if self.solve_samples <= 0:
            return None
        totals = dict.fromkeys(actions, 0.0)
        for _ in range(self.solve_samples):
            values = sample_state(state, seat, rng).solve(seat)
            if values is None:
                return None
            for action in actions:
                totals[action] += values[action]
        return max(actions, key=lambda a: totals[a])

    def describe(self) -> str:
        return super().describe() + f",samples={self.solve_samples}"
