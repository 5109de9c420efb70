"""A turn's decisions: play a card onto a cell, exchange a dead card, or discard when stuck.

A card id is a physical card of the table's pack (two copies of a card are
two cards). On the wire a card is its pack name ("Qh#1", "8+7", "Plus#2")
and a cell its number 0..99 (row * 10 + column), in text its name ("e4").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.sequence.board import CELLS, cell_name
from igroteka.games.sequence.cards import Pack


@dataclass(frozen=True)
class Play:
    """Play `card`: a chip on `cell`, or (a removing card) the opponent's chip off it."""

    card: int
    cell: int
    # The card's wire name ("Qh#1"), carried for JSON and text; the id decides equality.
    name: str = field(default="", compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"play": self.name, "cell": self.cell}

    def __str__(self) -> str:
        return f"{self.name} {cell_name(self.cell)}"


@dataclass(frozen=True)
class Exchange:
    """Discard a dead card (both its cells taken) and draw another, once a turn."""

    card: int
    name: str = field(default="", compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"exchange": self.name}

    def __str__(self) -> str:
        return f"exchange {self.name}"


@dataclass(frozen=True)
class Discard:
    """Discard a card when no card can be played, and draw."""

    card: int
    name: str = field(default="", compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"discard": self.name}

    def __str__(self) -> str:
        return f"discard {self.name}"


Action = Play | Exchange | Discard

EXPECTED = Text(
    'Ожидалось {"play": карта, "cell": клетка 0–99}, {"exchange": карта} или {"discard": карта}',
    'Expected {"play": card, "cell": cell 0-99}, {"exchange": card} or {"discard": card}',
)


def from_json(data: Any, pack: Pack) -> Action:
    if not isinstance(data, dict):
        raise MalformedAction(EXPECTED)
    if set(data) == {"play", "cell"}:
        cell = data["cell"]
        if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < CELLS:
            raise MalformedAction(EXPECTED)
        card = pack.from_json(data["play"])
        return Play(card, cell, pack.to_json(card))
    if set(data) == {"exchange"}:
        card = pack.from_json(data["exchange"])
        return Exchange(card, pack.to_json(card))
    if set(data) == {"discard"}:
        card = pack.from_json(data["discard"])
        return Discard(card, pack.to_json(card))
    raise MalformedAction(EXPECTED)


def label(action: Action, pack: Pack, removing: bool) -> Text:
    """The action in words, in both languages."""
    card = pack.name(action.card)
    if isinstance(action, Play):
        where = cell_name(action.cell)
        if removing:
            return Text(
                "{card}: снять фишку с {cell}", "{card}: remove the chip on {cell}"
            ).with_params(card=card, cell=where)
        return Text("{card}: фишка на {cell}", "{card}: a chip on {cell}").with_params(
            card=card, cell=where
        )
    if isinstance(action, Exchange):
        return Text("обменять мёртвую карту {card}", "exchange the dead card {card}").with_params(
            card=card
        )
    return Text("сбросить {card}", "discard {card}").with_params(card=card)
