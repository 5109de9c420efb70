"""The random bot: a uniform legal action, the baseline every other level must beat."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from igroteka.bots.base import Bot
from igroteka.engine.game import State


@dataclass(frozen=True)
class RandomBot(Bot):
    kind: ClassVar[str] = "random"
    time_budget: float | None = None

    def choose(self, state: State, seat: int, rng: random.Random) -> Any:
        return rng.choice(state.legal_actions())
