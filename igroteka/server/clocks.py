"""Time controls: none, a fixed time per move, or a bank per game with an increment.

The clock charges only the person to move; bots and seats held by bots are
not timed. `remaining` is what a seat has left; for a per-move clock it is the
move's allowance, refilled every turn.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from igroteka.server import texts
from igroteka.server.errors import ClubError

KINDS = ("none", "move", "game")
MIN_SECONDS, MAX_SECONDS = 1, 7200


@dataclass(frozen=True)
class ClockSpec:
    kind: str = "none"
    seconds: float = 0
    increment: float = 0

    @classmethod
    def parse(cls, data: dict[str, Any] | None) -> ClockSpec:
        if not data:
            return cls()
        bad = ClubError(
            texts.BAD_CLOCK.with_params(lo=MIN_SECONDS, hi=MAX_SECONDS), "bad_clock", 422
        )
        kind = data.get("kind", "none")
        if kind not in KINDS:
            raise bad
        if kind == "none":
            return cls()
        try:
            seconds = float(data.get("seconds", 0))
            increment = float(data.get("increment", 0) or 0)
        except (TypeError, ValueError):
            raise bad from None
        if not MIN_SECONDS <= seconds <= MAX_SECONDS or not 0 <= increment <= 600:
            raise bad
        return cls(kind, seconds, increment if kind == "game" else 0)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seconds": self.seconds, "increment": self.increment}


@dataclass
class Clock:
    spec: ClockSpec
    remaining: list[float] = field(default_factory=list)
    turn: int | None = None
    started: float = 0.0  # monotonic moment the running turn began

    @classmethod
    def start(cls, spec: ClockSpec, seats: int, stored: dict[str, Any] | None = None) -> Clock:
        remaining = [spec.seconds] * seats
        if stored and len(stored.get("remaining", [])) == seats:
            remaining = [float(x) for x in stored["remaining"]]
        return cls(spec, remaining)

    @property
    def active(self) -> bool:
        return self.spec.kind != "none"

    def begin_turn(self, seat: int | None, timed: bool) -> float | None:
        """Start the turn of `seat`; the seconds until it runs out, or None if untimed."""
        self.turn = seat if (timed and self.active) else None
        self.started = time.monotonic()
        if self.turn is None:
            return None
        if self.spec.kind == "move":
            self.remaining[self.turn] = self.spec.seconds
        return max(0.0, self.remaining[self.turn])

    def end_turn(self) -> None:
        """Charge the running turn; a per-game clock earns its increment."""
        if self.turn is None:
            return
        used = time.monotonic() - self.started
        left = self.remaining[self.turn] - used
        if self.spec.kind == "game":
            left = max(0.0, left) + self.spec.increment if left > 0 else 0.0
        self.remaining[self.turn] = max(0.0, left)
        self.turn = None

    def left(self, seat: int) -> float:
        if seat == self.turn:
            return max(0.0, self.remaining[seat] - (time.monotonic() - self.started))
        return self.remaining[seat]

    def stored(self) -> dict[str, Any]:
        return {"remaining": [round(self.left(s), 3) for s in range(len(self.remaining))]}

    def to_json(self) -> dict[str, Any]:
        return {
            **self.spec.to_json(),
            "remaining": [round(self.left(s), 2) for s in range(len(self.remaining))],
            "running": self.turn,
        }
