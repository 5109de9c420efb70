"""A game is (game id, options, seed, moves): the record the database keeps.

A move is the seat that made it and its action; for a game where one seat acts
at a time the seat follows from the rules, but a game that asks several seats
at once (sealed choices) needs it, so the record keeps it for every game.
`replay` rebuilds the state from a record; it is how a restarted server
resumes a table and how anyone can check a finished game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from igroteka.engine.events import Event
from igroteka.engine.game import State
from igroteka.engine.registry import get_game


@dataclass
class GameRecord:
    game: str
    options: dict[str, Any]
    seed: int
    actions: list[Any] = field(default_factory=list)
    # The seat of each action; None for an old record of a one-seat-at-a-time game.
    seats: list[int] | None = None

    @classmethod
    def of(cls, state: State) -> GameRecord:
        return cls(
            game=state.game.id,
            options=dict(state.options),
            seed=state.seed,
            actions=[a.to_json() for _, a in state.history],
            seats=[s for s, _ in state.history],
        )

    def moves(self) -> list[tuple[int | None, Any]]:
        """(seat, action JSON) pairs; the seat is None where the record does not say it."""
        seats: list[int | None] = list(self.seats) if self.seats is not None else []
        seats += [None] * (len(self.actions) - len(seats))
        return list(zip(seats, self.actions, strict=True))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": self.game,
            "options": self.options,
            "seed": str(self.seed),
            "actions": self.actions,
        }
        if self.seats is not None:
            data["seats"] = self.seats
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        seats = data.get("seats")
        return cls(
            data["game"],
            dict(data["options"]),
            int(data["seed"]),
            list(data["actions"]),
            [int(s) for s in seats] if seats is not None else None,
        )


def replay(record: GameRecord) -> State:
    state, _ = replay_events(record)
    return state


def replay_events(record: GameRecord) -> tuple[State, list[list[Event]]]:
    """The state a record leads to, with the opening events and each move's events.

    The first list is the opening events; then one list per move, in order.
    """
    game = get_game(record.game)
    state = game.new_state(game.options.validate(record.options), record.seed)
    events: list[list[Event]] = [state.opening_events()]
    for seat, data in record.moves():
        events.append(state.apply(state.action_from_json(data), seat))
    return state, events
