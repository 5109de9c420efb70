"""A tiny real game for the contract tests: "race to N" with optional dice.

Each turn the seat to move adds 1 or 2 (or, with dice, a die roll decides a
bonus); the first to reach the target wins. Small, but it exercises chance,
steps, options and presets, views and events through the real contract.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine import (
    Event,
    Game,
    MalformedAction,
    Option,
    OptionError,
    OptionSchema,
    Outcome,
    Preset,
    State,
    Text,
)
from igroteka.engine.options import Choice


@dataclass(frozen=True)
class Add:
    amount: int

    @property
    def steps(self) -> tuple[int, ...]:
        return (1,) * self.amount

    def to_json(self) -> dict[str, int]:
        return {"add": self.amount}

    def __str__(self) -> str:
        return f"+{self.amount}"


def _check(values: dict[str, Any]) -> None:
    if values["dice"] and values["target"] < 6:
        raise OptionError(Text("Кубик нужен цели от 6", "Dice need a target of at least 6"))


class RaceState(State):
    def __init__(self, game: Game, options: dict[str, Any], seed: int = 0) -> None:
        super().__init__(game, options, seed)
        self.totals = [0, 0]
        self.turn = 0
        self.secret = [self.rng.randint(1, 6), self.rng.randint(1, 6)]

    def current_seat(self) -> int | None:
        target = int(self.options["target"])
        return None if max(self.totals) >= target else self.turn

    def legal_actions(self, seat: int | None = None) -> list[Add]:
        if self.not_acting(seat):
            return []
        return [] if self.is_terminal() else [Add(1), Add(2)]

    def explain_illegal(self, action: Any) -> Text:
        return Text("Можно прибавить 1 или 2", "You may add 1 or 2")

    def _apply(self, action: Add, seat: int) -> list[Event]:
        bonus = self.rng.randint(0, 1) if self.options["dice"] else 0
        self.totals[self.turn] += action.amount + bonus
        event = Event(
            "add",
            {"seat": self.turn, "amount": action.amount, "bonus": bonus},
            {self.turn: {"secret": self.secret[self.turn]}},
        )
        self.turn = 1 - self.turn
        return [event]

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        winner = 0 if self.totals[0] >= self.totals[1] else 1
        returns = tuple(1.0 if s == winner else -1.0 for s in range(2))
        return Outcome(returns, (winner,), Text("Цель достигнута", "Target reached"))

    def action_from_json(self, data: Any) -> Add:
        if not isinstance(data, dict) or not isinstance(data.get("add"), int):
            raise MalformedAction(Text("Ожидался {add: n}", "Expected {add: n}"))
        return Add(data["add"])

    def view(self, seat: int | None) -> dict[str, Any]:
        data: dict[str, Any] = {"totals": list(self.totals), "turn": self.current_seat()}
        if seat is not None:
            data["secret"] = self.secret[seat]
        return data


class RaceGame(Game):
    id = "test_race"
    name = Text("Гонка", "Race")
    has_chance = True
    options = OptionSchema(
        options=(
            Option("target", "int", 10, Text("Цель", "Target"), minimum=3, maximum=50),
            Option("dice", "bool", False, Text("Кубик", "Dice")),
            Option(
                "speed",
                "choice",
                "slow",
                Text("Скорость", "Speed"),
                choices=(
                    Choice("slow", Text("медленно", "slow")),
                    Choice("fast", Text("быстро", "fast")),
                ),
            ),
        ),
        presets=(
            Preset("classic", Text("Классика", "Classic"), {}),
            Preset("dice", Text("С кубиком", "With dice"), {"dice": True, "target": 12}),
        ),
        default_preset="classic",
        check=_check,
    )

    def new_state(self, options: dict[str, Any] | None = None, seed: int = 0) -> RaceState:
        return RaceState(self, options or self.options.resolve(), seed)
