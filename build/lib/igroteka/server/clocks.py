"""Time controls: none, a fixed time per move, or a bank per game with an increment.

The clock charges only the person to move; bots and seats held by bots are
not timed. `remaining` is what a seat has left; for a per-move clock it is the
move's allowance, refilled once the seat has moved. What a restart does with
the clocks is `resumed_clock` (and docs/server.md).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from igroteka.server import texts
from igroteka.server.errors import ClubError
from igroteka.store.clock import as_utc

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
    """Each seat's time left, and whose clock is running.

    `remaining[seat]` is what the seat has for its current or next turn: a
    per-move clock is refilled when the seat has moved, a per-game clock earns
    its increment then. A turn that is interrupted (a bot takes the seat over,
    the server stops) is charged the time used but earns nothing.
    """

    spec: ClockSpec
    remaining: list[float] = field(default_factory=list)
    turn: int | None = None
    started: float = 0.0  # monotonic moment the running turn began

    @classmethod
    def start(cls, spec: ClockSpec, seats: int, stored: dict[str, Any] | None = None) -> Clock:
        remaining = [spec.seconds] * seats
        if stored and len(stored.get("remaining", [])) == seats:
            remaining = [max(0.0, float(x)) for x in stored["remaining"]]
        return cls(spec, remaining)

    @property
    def active(self) -> bool:
        return self.spec.kind != "none"

    def begin_turn(self, seat: int | None) -> float | None:
        """Run the clock of `seat` (None: nobody's); the seconds until it runs out."""
        self.pause()
        self.turn = seat if self.active else None
        self.started = time.monotonic()
        if self.turn is None:
            return None
        return max(0.0, self.remaining[self.turn])

    def pause(self) -> None:
        """Stop the running clock and charge the time used, with no increment."""
        if self.turn is None:
            return
        used = time.monotonic() - self.started
        self.remaining[self.turn] = max(0.0, self.remaining[self.turn] - used)
        self.turn = None

    def moved(self, seat: int) -> None:
        """`seat` has moved (itself, or a bot for it): charge it and start its next allowance.

        A per-game clock earns its increment only for a move its player made in time.
        """
        timed = self.turn == seat
        self.pause()
        if self.spec.kind == "move":
            self.remaining[seat] = self.spec.seconds
        elif self.spec.kind == "game" and timed and self.remaining[seat] > 0:
            self.remaining[seat] += self.spec.increment

    def charge(self, seat: int, seconds: float) -> None:
        """Time a seat used while the server could not count it (before a crash)."""
        self.remaining[seat] = max(0.0, self.remaining[seat] - max(0.0, seconds))

    def left(self, seat: int) -> float:
        if seat == self.turn:
            return max(0.0, self.remaining[seat] - (time.monotonic() - self.started))
        return self.remaining[seat]

    def stored(self) -> dict[str, Any]:
        """What a restart needs: each seat's time left as of now, and whose clock runs."""
        return {
            "remaining": [round(self.left(s), 3) for s in range(len(self.remaining))],
            "running": self.turn,
        }

    def to_json(self) -> dict[str, Any]:
        return {
            **self.spec.to_json(),
            "remaining": [round(self.left(s), 2) for s in range(len(self.remaining))],
            "running": self.turn,
        }


def latest_checkpoint(
    move_clocks: dict[str, Any] | None,
    move_at: datetime | None,
    table_clocks: dict[str, Any] | None,
) -> dict[str, Any] | None:
    """The newer of the last move's clocks and the table's own clock state.

    Both have `remaining` and `running`; the move's moment is its row's `at`,
    the table's is stored with it. Rows written before clocks were checkpointed
    have no `running`: nobody's clock is taken to have been running then.
    """
    candidates = []
    if move_clocks and move_at is not None:
        candidates.append({**move_clocks, "at": as_utc(move_at)})
    if table_clocks and table_clocks.get("at"):
        try:
            at = as_utc(datetime.fromisoformat(str(table_clocks["at"])))
        except ValueError:
            at = None
        if at is not None:
            candidates.append({**table_clocks, "at": at})
    if not candidates:
        return None
    return max(candidates, key=lambda c: c["at"])


def resumed_clock(
    spec: ClockSpec,
    seats: int,
    checkpoint: dict[str, Any] | None,
    last_alive: datetime | None,
) -> Clock:
    """The clocks of a table brought back after a stop or a crash.

    The clock that was running at the checkpoint is charged the time its player
    had until the server stopped (`last_alive`: the exact moment after a
    graceful stop, the last heartbeat after a crash); the downtime itself is
    charged to nobody. The caller decides when the clock runs again.
    """
    clock = Clock.start(spec, seats, checkpoint)
    running = checkpoint.get("running") if checkpoint else None
    if (
        checkpoint is not None
        and isinstance(running, int)
        and 0 <= running < seats
        and last_alive is not None
    ):
        clock.charge(running, (as_utc(last_alive) - checkpoint["at"]).total_seconds())
    return clock
