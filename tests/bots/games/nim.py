"""Nim for two to four seats: whoever takes the last object wins.

Two-seat Nim has a closed theory (the mover loses exactly when the heaps'
XOR is zero), which lets a test check that search really solves positions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine import (
    Game,
    MalformedAction,
    Option,
    OptionSchema,
    Outcome,
    PositionError,
    Preset,
    State,
    Text,
)
from igroteka.engine.events import Event
from igroteka.engine.options import Choice


@dataclass(frozen=True)
class Take:
    heap: int
    count: int

    def to_json(self) -> list[int]:
        return [self.heap, self.count]

    def __str__(self) -> str:
        return f"{self.heap + 1}-{self.count}"


class NimState(State):
    def __init__(self, game: Game, options: dict[str, Any], seed: int = 0) -> None:
        super().__init__(game, options, seed)
        self.heaps = [int(h) for h in str(options["heaps"]).split(",")]
        self.players = int(options["players"])
        self.to_move = 0
        self.last_taker: int | None = None

    def current_seat(self) -> int | None:
        return None if sum(self.heaps) == 0 else self.to_move

    def legal_actions(self, seat: int | None = None) -> list[Take]:
        if self.not_acting(seat):
            return []
        if self.current_seat() is None:
            return []
        return [Take(h, c) for h, size in enumerate(self.heaps) for c in range(size, 0, -1)]

    def outcome(self) -> Outcome | None:
        if self.current_seat() is not None or self.last_taker is None:
            return None
        returns = tuple(1.0 if s == self.last_taker else -1.0 for s in range(self.players))
        return Outcome(returns, (self.last_taker,), Text("Взял последний", "Took the last one"))

    def _apply(self, action: Take, seat: int) -> list[Event]:
        self.heaps[action.heap] -= action.count
        self.last_taker = self.to_move
        self.to_move = (self.to_move + 1) % self.players
        return [Event("take", {"heap": action.heap, "count": action.count})]

    def action_from_json(self, data: Any) -> Take:
        if not (isinstance(data, list) and len(data) == 2 and all(type(x) is int for x in data)):
            raise MalformedAction(Text("Ход: [кучка, сколько]", "A move is [heap, count]"))
        return Take(data[0], data[1])

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"heaps": list(self.heaps), "to_move": self.current_seat()}

    def position(self) -> str:
        return ",".join(map(str, self.heaps)) + f" {self.to_move}"

    def key(self) -> tuple[Any, ...]:
        return (tuple(self.heaps), self.to_move)

    def clone(self) -> NimState:
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.heaps = list(self.heaps)
        other.history = list(self.history)
        # no chance in this game: the generator is never drawn, so the copy may share it
        return other


class Nim(Game):
    id = "test_nim"
    name = Text("Ним", "Nim")
    max_seats = 4
    perft_bench_depth = 3
    options = OptionSchema(
        (
            Option("players", "int", 2, Text("Игроки", "Players"), minimum=2, maximum=4),
            Option(
                "heaps",
                "choice",
                "3,4,5",
                Text("Кучки", "Heaps"),
                choices=tuple(Choice(v, Text(v, v)) for v in ("1,2,3", "3,4,5", "2,5,7", "4,4")),
            ),
        ),
        presets=(Preset("three", Text("Трое", "Three players"), {"players": 3}),),
    )

    def seat_count(self, options: dict[str, Any]) -> int:
        return int(options["players"])

    def new_state(self, options: dict[str, Any] | None = None, seed: Any = 0) -> NimState:
        return NimState(self, options or self.resolve_options(), seed)

    def state_from_position(self, position: str, options: dict[str, Any] | None = None) -> NimState:
        """`3,4,5 0`: the heaps, then the seat to move."""
        state = self.new_state(options)
        try:
            heaps_text, seat_text = position.split()
            heaps = [int(h) for h in heaps_text.split(",")]
            seat = int(seat_text)
        except ValueError:
            raise PositionError(
                Text("Позиция Нима: «3,4,5 0»", "A Nim position looks like '3,4,5 0'")
            ) from None
        if any(h < 0 for h in heaps) or not 0 <= seat < state.players:
            raise PositionError(Text("Неверная позиция", "Impossible position"))
        state.heaps, state.to_move = heaps, seat
        return state


NIM = Nim()
