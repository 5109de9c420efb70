"""The moves of Kings Bounty as small immutable values with JSON and text forms.

A turn is either one play (a property into your area, a troop onto a building)
or the return of cards: one `Return` per card, in the order they go under the
deck, then `Draw` takes as many from the top. `Pass` exists only when nothing
else is possible (the deck is spent and no card in hand can be played).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.kings_bounty.cards import CARD_COUNT, card_label


@dataclass(frozen=True)
class Play:
    card: int
    target: int | None = None

    def to_json(self) -> dict[str, int]:
        if self.target is None:
            return {"play": self.card}
        return {"play": self.card, "on": self.target}

    def __str__(self) -> str:
        return f"play {self.card}" if self.target is None else f"play {self.card} on {self.target}"

    def text(self, lang: str = "ru") -> str:
        card = card_label(self.card, lang)
        if self.target is None:
            return f"выложить {card}" if lang == "ru" else f"lay down {card}"
        target = card_label(self.target, lang)
        return f"{card} → {target}" if lang == "ru" else f"{card} onto {target}"


@dataclass(frozen=True)
class Return:
    card: int

    def to_json(self) -> dict[str, int]:
        return {"return": self.card}

    def __str__(self) -> str:
        return f"return {self.card}"

    def text(self, lang: str = "ru") -> str:
        card = card_label(self.card, lang)
        return f"вернуть под колоду: {card}" if lang == "ru" else f"put under the deck: {card}"


@dataclass(frozen=True)
class Draw:
    def to_json(self) -> dict[str, bool]:
        return {"draw": True}

    def __str__(self) -> str:
        return "draw"

    def text(self, lang: str = "ru") -> str:
        return "взять карты из колоды" if lang == "ru" else "draw the cards"


@dataclass(frozen=True)
class Pass:
    def to_json(self) -> dict[str, bool]:
        return {"pass": True}

    def __str__(self) -> str:
        return "pass"

    def text(self, lang: str = "ru") -> str:
        return "пропустить ход" if lang == "ru" else "pass"


Action = Play | Return | Draw | Pass
DRAW = Draw()
PASS = Pass()

EXPECTED = Text(
    'Ожидалось {"play": номер карты} (и "on": номер строения для отряда), '
    '{"return": номер карты}, {"draw": true} или {"pass": true}',
    'Expected {"play": card id} (with "on": building id for a troop), '
    '{"return": card id}, {"draw": true} or {"pass": true}',
)


def card_id(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < CARD_COUNT:
        raise MalformedAction(
            Text(
                "Нет карты с номером {value!r}: номера от 0 до 83",
                "No card with id {value!r}: ids run from 0 to 83",
            ).with_params(value=value)
        )
    return value


def action_from_json(data: Any) -> Action:
    if not isinstance(data, dict) or not data:
        raise MalformedAction(EXPECTED)
    if "play" in data and set(data) <= {"play", "on"}:
        target = data.get("on")
        return Play(card_id(data["play"]), None if target is None else card_id(target))
    if len(data) != 1:
        raise MalformedAction(EXPECTED)
    ((key, value),) = data.items()
    if key == "return":
        return Return(card_id(value))
    if key == "draw" and value is True:
        return DRAW
    if key == "pass" and value is True:
        return PASS
    raise MalformedAction(EXPECTED)
