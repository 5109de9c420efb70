"""The easy level: look one action ahead, score it with the game's heuristic, add noise.

It plays legal and roughly sensible moves (it takes a win in one, prefers
progress) while still making the mistakes a beginner makes, because the
noise often outweighs small differences and it never sees the reply.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from igroteka.bots.base import Bot, sample_state, team_map, team_value
from igroteka.engine.game import State


@dataclass(frozen=True)
class GreedyBot(Bot):
    kind: ClassVar[str] = "greedy"
    noise: float = 0.2
    time_budget: float | None = None

    def choose(self, state: State, seat: int, rng: random.Random) -> Any:
        sample = sample_state(state, seat, rng)
        team = team_map(state.game, state.options, state.game.seat_count(state.options))[seat]
        best, best_value = None, float("-inf")
        for action in sample.search_actions():
            child = sample.clone()
            child.apply(action, checked=False)
            reward = team_value(child, team)
            if child.is_terminal():
                reward *= 10  # a finished game outweighs any noise
            value = reward + rng.gauss(0.0, self.noise)
            if value > best_value:
                best, best_value = action, value
        return best

    def describe(self) -> str:
        return f"greedy:noise={self.noise}"
