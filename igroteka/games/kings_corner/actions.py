"""Kings Corner's actions: play a card from hand, move a whole pile, end the turn.

A turn is several actions of the same seat: any number of plays and pile moves,
then `End`. A joker is played with the card it is declared as (`as_card`).
Spots are numbered N, E, S, W (0–3, the cross) and NE, SE, SW, NW (4–7, the corners).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.kings_corner import cards

SPOTS = ("N", "E", "S", "W", "NE", "SE", "SW", "NW")
SPOTS_RU = ("С", "В", "Ю", "З", "СВ", "ЮВ", "ЮЗ", "СЗ")
SIDES = (0, 1, 2, 3)
CORNERS = (4, 5, 6, 7)


def spot_of(word: Any) -> int:
    if isinstance(word, str):
        upper = word.strip().upper()
        if upper in SPOTS:
            return SPOTS.index(upper)
        if upper in SPOTS_RU:
            return SPOTS_RU.index(upper)
    raise MalformedAction(
        Text(
            "Не понимаю место «{word}» (С, В, Ю, З, СВ, ЮВ, ЮЗ, СЗ или N, E, S, W, NE, SE, SW, NW)",
            "Cannot read the spot '{word}' (N, E, S, W, NE, SE, SW or NW)",
        ).with_params(word=word)
    )


@dataclass(frozen=True)
class Play:
    """A card from hand onto a spot (a build, a king to a corner, any card to an empty side)."""

    card: int
    spot: int
    as_card: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": "play", "card": cards.name(self.card)}
        data["spot"] = SPOTS[self.spot]
        if self.as_card is not None:
            data["as"] = cards.name(self.as_card)
        return data

    def __str__(self) -> str:
        shown = cards.text(self.card)
        if self.as_card is not None:
            shown += "=" + cards.text(self.as_card)
        return f"{shown} {SPOTS[self.spot]}"

    def label(self) -> Text:
        shown = cards.text(self.card)
        if self.as_card is not None:
            shown += f" ({cards.text(self.as_card)})"
        return Text("{card} на {spot}", "{card} to {spot}").with_params(
            card=shown, spot=Text(SPOTS_RU[self.spot], SPOTS[self.spot])
        )


@dataclass(frozen=True)
class Move:
    """A whole side pile onto another pile, or a king's pile to an empty corner."""

    source: int
    target: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "move", "from": SPOTS[self.source], "to": SPOTS[self.target]}

    def __str__(self) -> str:
        return f"{SPOTS[self.source]}>{SPOTS[self.target]}"

    def label(self) -> Text:
        return Text("стопка {a} на {b}", "pile {a} onto {b}").with_params(
            a=Text(SPOTS_RU[self.source], SPOTS[self.source]),
            b=Text(SPOTS_RU[self.target], SPOTS[self.target]),
        )


@dataclass(frozen=True)
class End:
    """End the turn (and draw, where the rules draw at its end)."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "end"}

    def __str__(self) -> str:
        return "end"

    def label(self) -> Text:
        return Text("конец хода", "end of turn")


END = End()
Action = Play | Move | End

BAD_SHAPE = Text(
    'Ход — это {{"type": "play", "card", "spot"[, "as"]}}, {{"type": "move", "from", "to"}} '
    'или {{"type": "end"}}, а не {data!r}',
    'A move is {{"type": "play", "card", "spot"[, "as"]}}, {{"type": "move", "from", "to"}} '
    'or {{"type": "end"}}, not {data!r}',
)


def action_from_json(data: Any) -> Action:
    if not isinstance(data, dict):
        raise MalformedAction(BAD_SHAPE.with_params(data=data))
    kind = data.get("type")
    if kind == "end" and set(data) == {"type"}:
        return END
    if kind == "move" and set(data) == {"type", "from", "to"}:
        return Move(spot_of(data["from"]), spot_of(data["to"]))
    if kind == "play" and {"type", "card", "spot"} <= set(data) <= {"type", "card", "spot", "as"}:
        card = data["card"]
        if not isinstance(card, str):
            raise MalformedAction(BAD_SHAPE.with_params(data=data))
        as_word = data.get("as")
        if as_word is not None and not isinstance(as_word, str):
            raise MalformedAction(BAD_SHAPE.with_params(data=data))
        as_card = None if as_word is None else cards.parse(as_word, jokers=False)
        return Play(cards.parse(card), spot_of(data["spot"]), as_card)
    raise MalformedAction(BAD_SHAPE.with_params(data=data))
