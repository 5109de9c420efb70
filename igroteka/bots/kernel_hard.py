"""The `hard` level of a game whose search runs in a compiled kernel (checkers, Ugolki).

Both games' hard players take the same settings (`time`, `depth`, `kernel`), are named
by a spec the same way (`hard:time=0.5,depth=12,kernel=0`) and are built from a spec
the same way; only the search differs, in each game's `players.py`.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

from igroteka.bots.base import Bot

BUDGET = 1.0
MAX_DEPTH = 64


@dataclass(frozen=True)
class KernelHardBot(Bot):
    """The kernel's search for `time_budget` seconds (of the clock the bots count) a move;
    a game's subclass says how (`think`)."""

    kind: ClassVar[str] = "hard"
    time_budget: float | None = BUDGET
    max_depth: int = MAX_DEPTH
    kernel: int = 1  # 0: the Python search, as where the kernel cannot load

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        return self.think(state, seat, rng)[0]

    @abstractmethod
    def think(self, state: Any, seat: int, rng: random.Random) -> tuple[Any, dict[str, int]]:
        """The move, and what the kernel's search reached (`depth`, `nodes`, `score`;
        empty when the Python search played): `igroteka bench bots` reports the depth."""

    def describe(self) -> str:
        spec = [f"time={self.time_budget}"]
        if self.max_depth != MAX_DEPTH:
            spec.append(f"depth={self.max_depth}")
        if not self.kernel:
            spec.append("kernel=0")
        return "hard:" + ",".join(spec)


class KernelHardLevel:
    """`hard` as `Game.bot_factories` builds it: plain, or with a spec's settings."""

    # What a spec may set: its type and least value (igroteka.bots.levels reads it).
    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "time": (float, 0.001),
        "depth": (int, 1),
        "kernel": (int, 0),
    }

    def __init__(self, bot: type[KernelHardBot]) -> None:
        self.bot = bot

    def __call__(self, settings: dict[str, Any] | None = None) -> KernelHardBot:
        settings = settings or {}
        return self.bot(
            time_budget=float(settings.get("time", BUDGET)),
            max_depth=int(settings.get("depth", MAX_DEPTH)),
            kernel=int(settings.get("kernel", 1)),
        )
