"""Chapaev's actions: a flick (which piece, the angle, the power) and the pie-rule answer.

A piece is named by the square its centre stands on ("c1"); two pieces of one
side that share a square are told apart by a suffix ("c4", "c4/2"). The angle
is in degrees counter-clockwise from the h-file direction (0 toward h, 90
toward row 8), the power in [0.02, 1]. Reading JSON checks the shape only:
whether the piece is yours and the numbers in range is the state's `check`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.chapaev import texts


def number_text(value: float) -> str:
    """The shortest text that reads back as exactly this float ("87", "0.6", "12.345")."""
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


@dataclass(frozen=True, slots=True)
class Flick:
    piece: str
    angle: float
    power: float

    def to_json(self) -> dict[str, Any]:
        return {"flick": {"piece": self.piece, "angle": self.angle, "power": self.power}}

    def __str__(self) -> str:
        return f"{self.piece} {number_text(self.angle)} {number_text(self.power)}"

    def label(self) -> Text:
        return texts.FLICK_LABEL.with_params(
            piece=self.piece, angle=f"{self.angle:.4g}", power=f"{self.power:.3g}"
        )


@dataclass(frozen=True, slots=True)
class PieAnswer:
    swap: bool

    def to_json(self) -> dict[str, Any]:
        return {"pie": "swap" if self.swap else "keep"}

    def __str__(self) -> str:
        return "swap" if self.swap else "keep"

    def label(self) -> Text:
        return texts.SWAP_LABEL if self.swap else texts.KEEP_LABEL


SWAP, KEEP = PieAnswer(True), PieAnswer(False)
Action = Flick | PieAnswer


def _number(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise MalformedAction(
            Text("«{name}» должно быть числом", "'{name}' must be a number").with_params(name=name),
            field=name,
        )
    return float(value)


def action_from_json(data: Any) -> Action:
    """{"flick": {"piece", "angle", "power"}} (or those three bare) or {"pie": "swap"|"keep"}."""
    if isinstance(data, dict) and set(data) == {"pie"} and data["pie"] in ("swap", "keep"):
        return PieAnswer(data["pie"] == "swap")
    if isinstance(data, dict) and set(data) == {"piece", "angle", "power"}:
        data = {"flick": data}  # the bare {name: value} of the generic controls form
    if isinstance(data, dict) and set(data) == {"flick"} and isinstance(data["flick"], dict):
        body = data["flick"]
        for name in ("piece", "angle", "power"):
            if name not in body:
                raise MalformedAction(
                    Text("В щелчке нет поля «{name}»", "The flick has no field '{name}'")
                    .with_params(name=name),
                    field=name,
                )
        piece = body["piece"]
        if not isinstance(piece, str) or not piece:
            raise MalformedAction(
                Text("«piece» — это клетка шашки, например «c1»",
                     "'piece' is the square of a piece, such as 'c1'"),
                field="piece",
            )
        return Flick(piece.strip().lower(), _number(body["angle"], "angle"),
                     _number(body["power"], "power"))
    raise MalformedAction(texts.WRONG_KIND)
