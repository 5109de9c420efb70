"""Choices several seats make at once, sealed until every one is in.

When a game asks several seats at the same time (the monsters in Tokyo Bay
deciding whether to yield, three players naming a bid), whoever answers first
must not give the others an advantage: their choice is kept in the state,
out of every other seat's view and events, and redrawn in the worlds
`determinize` samples for another seat (`resampled`), until the
last answer arrives and the game reveals them all at once.

A game holds a `SealedChoices` while such a decision is open, lists
`pending()` as its `acting()`, and calls `put` from its `_apply`; when
`complete()` it resolves the choices (`revealed()`) and moves on. The event
of a sealed choice is `sealed_event`: everyone learns that a seat has chosen,
only that seat learns what.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from igroteka.engine.events import Event


@dataclass
class SealedChoices:
    """The seats asked at once and the choices they have made so far."""

    seats: tuple[int, ...]
    choices: dict[int, Any] = field(default_factory=dict)

    @classmethod
    def ask(cls, seats: Iterable[int]) -> SealedChoices:
        return cls(tuple(sorted(set(seats))))

    def pending(self) -> tuple[int, ...]:
        """The seats still to choose, in seat order: the game's `acting()`."""
        return tuple(s for s in self.seats if s not in self.choices)

    def put(self, seat: int, choice: Any) -> None:
        if seat not in self.seats or seat in self.choices:
            raise ValueError(f"seat {seat} is not asked now")
        self.choices[seat] = choice

    def complete(self) -> bool:
        return all(s in self.choices for s in self.seats)

    def revealed(self) -> dict[int, Any]:
        """Every choice, once all are in (the game resolves them together)."""
        if not self.complete():
            raise ValueError("choices are still sealed")
        return dict(self.choices)

    def view(self, seat: int | None, to_json: Any = None) -> dict[str, Any]:
        """What `seat` may know: who is asked, who has chosen, and its own choice only."""
        data: dict[str, Any] = {
            "asked": list(self.seats),
            "chosen": sorted(self.choices),
            "waiting": list(self.pending()),
        }
        if seat is not None and seat in self.choices:
            mine = self.choices[seat]
            data["mine"] = to_json(mine) if to_json is not None else mine
        return data

    def resampled(self, seat: int, draw: Callable[[int], Any]) -> SealedChoices:
        """A copy for a world sampled for `seat`: its own choice kept, the others' redrawn.

        `seat` knows who has chosen (that is public) but not what, so in its
        determinized worlds each other choice made so far is `draw(other)`, a
        choice that seat could have made, never the real one.
        """
        kept = {s: (c if s == seat else draw(s)) for s, c in sorted(self.choices.items())}
        return SealedChoices(self.seats, kept)

    def copy(self) -> SealedChoices:
        return SealedChoices(self.seats, dict(self.choices))


def sealed_event(seat: int, action_json: Any, kind: str = "sealed") -> Event:
    """Everyone learns that `seat` has chosen; only `seat` learns what."""
    return Event(kind, {"seat": seat}, {seat: {"action": action_json}})
