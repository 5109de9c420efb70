"""What happened in one action, for the game log and animations, redacted per seat.

An event has a public part that everyone (spectators included) may see and an
optional private part per seat (the card you drew). `for_seat` is the only way
events leave the engine, so a secret can't leak by forgetting to strip it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    public: dict[str, Any] = field(default_factory=dict)
    private: dict[int, dict[str, Any]] = field(default_factory=dict)

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as `seat` may see it; `None` is a spectator (public part only)."""
        data = {"kind": self.kind, **self.public}
        if seat is not None and seat in self.private:
            data.update(self.private[seat])
        return data

    def revealed(self) -> dict[str, Any]:
        """Everything, for the replay of a finished game."""
        data = {"kind": self.kind, **self.public}
        for seat in sorted(self.private):
            data.setdefault("private", {})[str(seat)] = self.private[seat]
        return data
