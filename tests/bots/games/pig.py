"""Pig, the dice game: roll to grow this turn's total, hold to bank it; a 1 loses the turn.

Chance without hidden information: the die is drawn from the state's
generator inside `apply`, so a search that peeks at that generator would
know its future rolls (a test checks the bots don't).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from igroteka.engine import (
    Game,
    MalformedAction,
    Option,
    OptionSchema,
    Outcome,
    State,
    Text,
)
from igroteka.engine.events import Event


@dataclass(frozen=True)
class PigAction:
    roll: bool

    def to_json(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return "roll" if self.roll else "hold"


ROLL, HOLD = PigAction(True), PigAction(False)


class PigState(State):
    def __init__(self, game: Game, options: dict[str, Any], seed: int = 0) -> None:
        super().__init__(game, options, seed)
        self.players = int(options["players"])
        self.target = int(options["target"])
        self.scores = [0] * self.players
        self.turn_total = 0
        self.to_move = 0

    def current_seat(self) -> int | None:
        return None if max(self.scores) >= self.target else self.to_move

    def legal_actions(self, seat: int | None = None) -> list[PigAction]:
        if self.not_acting(seat):
            return []
        if self.current_seat() is None:
            return []
        return [ROLL, HOLD] if self.turn_total else [ROLL]

    def outcome(self) -> Outcome | None:
        if self.current_seat() is not None:
            return None
        won = max(range(self.players), key=lambda s: self.scores[s])
        returns = tuple(1.0 if s == won else -1.0 for s in range(self.players))
        return Outcome(returns, (won,), Text("Набрал очки", "Reached the target"))

    def _apply(self, action: PigAction, seat: int) -> list[Event]:
        if not action.roll:
            self.scores[self.to_move] += self.turn_total
            self.turn_total = 0
            self.to_move = (self.to_move + 1) % self.players
            return [Event("hold", {})]
        die = self.rng.randint(1, 6)
        if die == 1:
            self.turn_total = 0
            self.to_move = (self.to_move + 1) % self.players
        else:
            self.turn_total += die
        return [Event("roll", {"die": die})]

    def action_from_json(self, data: Any) -> PigAction:
        if data not in ("roll", "hold"):
            raise MalformedAction(Text("roll или hold", "roll or hold"))
        return PigAction(data == "roll")

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"scores": list(self.scores), "turn_total": self.turn_total}

    def evaluate(self, seat: int) -> float:
        result = self.outcome()
        if result is not None:
            return result.returns[seat]
        mine = self.scores[seat] + (self.turn_total if seat == self.to_move else 0)
        best_other = max(s for i, s in enumerate(self.scores) if i != seat)
        return max(-1.0, min(1.0, (mine - best_other) / self.target))

    def clone(self) -> PigState:
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.scores = list(self.scores)
        other.history = list(self.history)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other


class Pig(Game):
    id = "test_pig"
    name = Text("Свинья", "Pig")
    max_seats = 3
    has_chance = True
    options = OptionSchema(
        (
            Option("players", "int", 2, Text("Игроки", "Players"), minimum=2, maximum=3),
            Option("target", "int", 20, Text("До скольких", "Target"), minimum=5, maximum=100),
        )
    )

    def seat_count(self, options: dict[str, Any]) -> int:
        return int(options["players"])

    def new_state(self, options: dict[str, Any] | None = None, seed: Any = 0) -> PigState:
        return PigState(self, options or self.resolve_options(), seed)


PIG = Pig()
