"""Time controls: none, a fixed time per move, or a bank per game with an increment.

The clock charges only the people who may act now (several at once when a
game asks them together); bots and seats held by bots are not timed.
`remaining` is what a seat has left; for a per-move clock it is the move's
allowance, refilled once the seat has moved. What a restart does with
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
    """Each seat's time left, and whose clocks are running.

    `remaining[seat]` is what the seat has for its current or next turn: a
    per-move clock is refilled when the seat has moved, a per-game clock earns
    its increment then. A turn that is interrupted (a bot takes the seat over,
    the server stops) is charged the time used but earns nothing. Several
    clocks run at once while several people decide at the same time (sealed
    choices): each is stopped by its own seat's move.
    """

    spec: ClockSpec
    remaining: list[float] = field(default_factory=list)
    # seat -> the monotonic moment its running turn began
    running: dict[int, float] = field(default_factory=dict)

    @classmethod
    def start(cls, spec: ClockSpec, seats: int, stored: dict[str, Any] | None = None) -> Clock:
        remaining = [spec.seconds] * seats
        if stored and len(stored.get("remaining", [])) == seats:
            remaining = [max(0.0, float(x)) for x in stored["remaining"]]
        return cls(spec, remaining)

    @property
    def active(self) -> bool:
        return self.spec.kind != "none"

    @property
    def turn(self) -> int | None:
        """The first seat whose clock runs (the only one in a game of turns), or None."""
        return min(self.running) if self.running else None

    def running_seats(self) -> tuple[int, ...]:
        return tuple(sorted(self.running))

    def begin_turn(self, seat: int | None) -> float | None:
        """Run the clock of `seat` alone (None: nobody's); the seconds until it runs out."""
        self.pause()
        if seat is None or not self.active:
            return None
        self.running[seat] = time.monotonic()
        return max(0.0, self.remaining[seat])

    def run(self, seats: tuple[int, ...]) -> dict[int, float]:
        """Run exactly the clocks of `seats`: others stop (charged), new ones start.

        A clock already running goes on uninterrupted; the answer is each
        running seat's seconds until it runs out.
        """
        if not self.active:
            self.pause()
            return {}
        for seat in [s for s in self.running if s not in seats]:
            self.stop(seat)
        now = time.monotonic()
        for seat in seats:
            self.running.setdefault(seat, now)
        return {seat: self.left(seat) for seat in self.running_seats()}

    def stop(self, seat: int) -> None:
        """Stop `seat`'s clock and charge the time used, with no increment."""
        started = self.running.pop(seat, None)
        if started is None:
            return
        used = time.monotonic() - started
        self.remaining[seat] = max(0.0, self.remaining[seat] - used)

    def pause(self) -> None:
        """Stop every running clock and charge the time used, with no increment."""
        for seat in list(self.running):
            self.stop(seat)

    def moved(self, seat: int) -> None:
        """`seat` has moved (itself, or a bot for it): charge it and start its next allowance.

        A per-game clock earns its increment only for a move its player made in
        time. The other seats' clocks go on running.
        """
        timed = seat in self.running
        self.stop(seat)
        if self.spec.kind == "move":
            self.remaining[seat] = self.spec.seconds
        elif self.spec.kind == "game" and timed and self.remaining[seat] > 0:
            self.remaining[seat] += self.spec.increment

    def charge(self, seat: int, seconds: float) -> None:
        """Time a seat used while the server could not count it (before a crash)."""
        self.remaining[seat] = max(0.0, self.remaining[seat] - max(0.0, seconds))

    def left(self, seat: int) -> float:
        started = self.running.get(seat)
        if started is not None:
            return max(0.0, self.remaining[seat] - (time.monotonic() - started))
        return self.remaining[seat]

    def saved(self) -> tuple[list[float], dict[int, float]]:
        """The clocks as they stand, to put back if a move cannot be saved (`put_back`)."""
        return list(self.remaining), dict(self.running)

    def put_back(self, saved: tuple[list[float], dict[int, float]]) -> None:
        self.remaining, self.running = list(saved[0]), dict(saved[1])

    def running_json(self) -> int | list[int] | None:
        """Whose clocks run: one seat (or None) as a number, several as a list."""
        seats = self.running_seats()
        if len(seats) > 1:
            return list(seats)
        return seats[0] if seats else None

    def stored(self) -> dict[str, Any]:
        """What a restart needs: each seat's time left as of now, and whose clocks run."""
        return {
            "remaining": [round(self.left(s), 3) for s in range(len(self.remaining))],
            "running": self.running_json(),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            **self.spec.to_json(),
            "remaining": [round(self.left(s), 2) for s in range(len(self.remaining))],
            "running": self.running_json(),
        }


def running_seats(running: Any, seats: int) -> tuple[int, ...]:
    """The seats a stored `running` names (a number, a list, or None), those in range."""
    named = running if isinstance(running, list) else [running]
    kept = {s for s in named if isinstance(s, int) and not isinstance(s, bool)}
    return tuple(sorted(s for s in kept if 0 <= s < seats))


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

    Each clock that was running at the checkpoint is charged the time its player
    had until the server stopped (`last_alive`: the exact moment after a
    graceful stop, the last heartbeat after a crash); the downtime itself is
    charged to nobody. The caller decides when the clock runs again.
    """
    clock = Clock.start(spec, seats, checkpoint)
    if checkpoint is None or last_alive is None:
        return clock
    for seat in running_seats(checkpoint.get("running"), seats):
        clock.charge(seat, (as_utc(last_alive) - checkpoint["at"]).total_seconds())
    return clock
