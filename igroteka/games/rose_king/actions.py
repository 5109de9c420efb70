"""Rose King's actions: play a power card (with a hero or not), draw a card, or pass.

A pass is offered only under the option that makes a forced hero move
optional; otherwise a player who cannot act is skipped by the state itself.
Reading JSON checks the shape and the card's name only: whether the move is
allowed is `RoseKingState.check`'s job, so its refusal can say why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.rose_king import texts
from igroteka.games.rose_king.cards import CARD_SET


@dataclass(frozen=True, slots=True)
class Play:
    card: str
    hero: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card, "hero": self.hero}

    def __str__(self) -> str:
        return f"H {self.card}" if self.hero else self.card

    def label(self) -> Text:
        if self.hero:
            return texts.HERO_LABEL.with_params(card=self.card)
        return Text(self.card, self.card)


@dataclass(frozen=True, slots=True)
class Draw:
    def to_json(self) -> dict[str, Any]:
        return {"draw": True}

    def __str__(self) -> str:
        return "draw"

    def label(self) -> Text:
        return texts.DRAW_LABEL


@dataclass(frozen=True, slots=True)
class Pass:
    def to_json(self) -> dict[str, Any]:
        return {"pass": True}

    def __str__(self) -> str:
        return "pass"

    def label(self) -> Text:
        return texts.PASS_LABEL


DRAW = Draw()
PASS = Pass()
RoseKingAction = Play | Draw | Pass


def card_or_refuse(name: Any) -> str:
    if not isinstance(name, str) or name.strip().upper() not in CARD_SET:
        raise MalformedAction(texts.NO_SUCH_CARD.with_params(card=str(name)))
    return name.strip().upper()


def action_from_json(data: Any) -> RoseKingAction:
    """{"card": "NE2", "hero": false}, {"draw": true} or {"pass": true}."""
    if isinstance(data, dict):
        if set(data) == {"draw"} and data["draw"] is True:
            return DRAW
        if set(data) == {"pass"} and data["pass"] is True:
            return PASS
        if "card" in data and set(data) <= {"card", "hero"}:
            hero = data.get("hero", False)
            if not isinstance(hero, bool):
                raise MalformedAction(texts.BAD_JSON)
            return Play(card_or_refuse(data["card"]), hero)
    raise MalformedAction(texts.BAD_JSON)
