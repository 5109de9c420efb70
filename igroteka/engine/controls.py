"""Continuous actions: the controls a client aims with, and the check of what it sends.

A flick in Chapaev is a piece, a direction and a force: not one of a finite
list. A game describes such an action as `Controls`, a named list of
parameters (a choice among values, or a number in a range); `State.controls`
returns it as JSON for the client, and `Controls.read` turns what a client
sent into checked values, with an error that names the parameter and its range
in both languages. `legal_actions` of such a game stays a finite
representative sample (`Controls.grid`) for bots and the random fallback.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import IllegalAction, MalformedAction
from igroteka.engine.i18n import Text

NOT_AN_OBJECT = Text(
    "Ход должен быть объектом с полями {names}", "A move must be an object with the fields {names}"
)
MISSING = Text("В ходе нет поля «{name}»", "The move has no field '{name}'")
NOT_A_NUMBER = Text("«{name}» должно быть числом", "'{name}' must be a number")
OUT_OF_RANGE = Text(
    "«{label}» должно быть от {low} до {high}, а не {value}",
    "'{label}' must be between {low} and {high}, not {value}",
)
NOT_ONE_OF = Text(
    "«{label}»: нельзя выбрать «{value}» (можно: {values})",
    "'{label}': '{value}' cannot be chosen (allowed: {values})",
)


@dataclass(frozen=True)
class Number:
    """A number in [low, high]; `unit` is what the client prints after it ("°")."""

    name: str
    label: Text
    low: float
    high: float
    unit: str = ""
    # How many values `Controls.grid` takes across the range for the finite sample.
    samples: int = 5

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "kind": "number",
            "label": self.label.to_json(),
            "min": self.low,
            "max": self.high,
            "unit": self.unit,
        }

    def read(self, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise MalformedAction(NOT_A_NUMBER.with_params(name=self.name), field=self.name)
        number = float(value)
        if not math.isfinite(number):
            raise MalformedAction(NOT_A_NUMBER.with_params(name=self.name), field=self.name)
        if not self.low <= number <= self.high:
            raise IllegalAction(
                OUT_OF_RANGE.with_params(
                    label=self.label, low=_num(self.low), high=_num(self.high), value=_num(number)
                ),
                code="out_of_range",
                field=self.name,
            )
        return number

    def grid(self) -> list[float]:
        if self.samples <= 1:
            return [(self.low + self.high) / 2]
        step = (self.high - self.low) / (self.samples - 1)
        return [self.low + i * step for i in range(self.samples)]


@dataclass(frozen=True)
class OneOf:
    """One of a finite list of values (which disc to flick)."""

    name: str
    label: Text
    values: tuple[Any, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "kind": "choice",
            "label": self.label.to_json(),
            "values": list(self.values),
        }

    def read(self, value: Any) -> Any:
        if value not in self.values:
            raise IllegalAction(
                NOT_ONE_OF.with_params(
                    label=self.label, value=value, values=", ".join(map(str, self.values))
                ),
                code="not_allowed",
                field=self.name,
            )
        return value

    def grid(self) -> list[Any]:
        return list(self.values)


Param = Number | OneOf


@dataclass(frozen=True)
class Controls:
    """A continuous action's parameters, in the order a player sets them."""

    kind: str
    params: tuple[Param, ...]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "params": [p.to_json() for p in self.params]}

    def read(self, data: Any) -> dict[str, Any]:
        """The checked values of a client's {name: value} object, in parameter order.

        MalformedAction when the shape is wrong (not an object, a field
        missing, a number that is not one); IllegalAction when a value is out
        of its range or not among the choices.
        """
        names = ", ".join(p.name for p in self.params)
        if not isinstance(data, dict):
            raise MalformedAction(NOT_AN_OBJECT.with_params(names=names))
        values: dict[str, Any] = {}
        for param in self.params:
            if param.name not in data:
                raise MalformedAction(MISSING.with_params(name=param.name), field=param.name)
            values[param.name] = param.read(data[param.name])
        return values

    def grid(self, only: Sequence[str] | None = None) -> Iterable[dict[str, Any]]:
        """Every combination of each parameter's sample values (the finite sample)."""
        params = [p for p in self.params if only is None or p.name in only]
        for combo in itertools.product(*(p.grid() for p in params)):
            yield {p.name: v for p, v in zip(params, combo, strict=True)}


def _num(value: float) -> str:
    return f"{value:g}"
