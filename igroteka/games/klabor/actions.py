"""Klabor's actions: small frozen values with a JSON form and a readable text.

| action                  | JSON                              | text          |
|-------------------------|-----------------------------------|---------------|
| accept the turned suit  | {"play": true}                    | play          |
| pass (bid or declare)   | {"pass": true}                    | pass          |
| name a trump (round 2)  | {"trump": "c"}                    | trump ♣       |
| swap the trump seven    | {"exchange": true}                | exchange      |
| ask for a redeal        | {"redeal": true}                  | redeal        |
| declare sequences       | {"declare": true}                 | declare       |
| play a card             | {"card": "Qh"}                    | Q♥            |
| play it saying «белла»  | {"card": "Qh", "bella": true}     | Q♥ bella      |

What players type is read in notation.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.cards import Card, Suit
from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text


@dataclass(frozen=True)
class Accept:
    """«Играю»: take the turned card's suit as trump (first bidding round)."""

    def to_json(self) -> dict[str, Any]:
        return {"play": True}

    def __str__(self) -> str:
        return "play"

    def label(self) -> Text:
        return Text("Играю", "Play")


@dataclass(frozen=True)
class Pass:
    """«Пас»: no bid, or (before play) no sequences declared."""

    def to_json(self) -> dict[str, Any]:
        return {"pass": True}

    def __str__(self) -> str:
        return "pass"

    def label(self) -> Text:
        return Text("Пас", "Pass")


@dataclass(frozen=True)
class NameTrump:
    """Second bidding round: this suit is trump and the bidder is the maker."""

    suit: Suit

    def to_json(self) -> dict[str, Any]:
        return {"trump": self.suit.letter}

    def __str__(self) -> str:
        return f"trump {self.suit.symbol}"

    def label(self) -> Text:
        return Text("Козырь {suit}", "Trump {suit}").with_params(suit=self.suit.symbol)


@dataclass(frozen=True)
class Exchange:
    """Swap the seven of trumps for the turned card."""

    def to_json(self) -> dict[str, Any]:
        return {"exchange": True}

    def __str__(self) -> str:
        return "exchange"

    def label(self) -> Text:
        return Text("Поменять семёрку на вскрышку", "Swap the seven for the turned card")


@dataclass(frozen=True)
class Redeal:
    """Ask for a redeal (four sevens, or a weak hand)."""

    def to_json(self) -> dict[str, Any]:
        return {"redeal": True}

    def __str__(self) -> str:
        return "redeal"

    def label(self) -> Text:
        return Text("Пересдача", "Redeal")


@dataclass(frozen=True)
class Declare:
    """Declare one's sequences; the engine compares them with the others' («рост»)."""

    def to_json(self) -> dict[str, Any]:
        return {"declare": True}

    def __str__(self) -> str:
        return "declare"

    def label(self) -> Text:
        return Text("Объявить комбинации", "Declare sequences")


@dataclass(frozen=True)
class PlayCard:
    card: Card
    bella: bool = False

    def to_json(self) -> dict[str, Any]:
        if self.bella:
            return {"card": self.card.ascii, "bella": True}
        return {"card": self.card.ascii}

    def __str__(self) -> str:
        return f"{self.card} bella" if self.bella else str(self.card)

    def label(self) -> Text:
        if self.bella:
            return Text("{card} — белла", "{card}, bella").with_params(card=str(self.card))
        return Text(str(self.card), str(self.card))


KlaborAction = Accept | Pass | NameTrump | Exchange | Redeal | Declare | PlayCard

ACCEPT = Accept()
PASS = Pass()
EXCHANGE = Exchange()
REDEAL = Redeal()
DECLARE = Declare()

_PLAY_CACHE: dict[tuple[Card, bool], PlayCard] = {}


def play(card: Card, bella: bool = False) -> PlayCard:
    """The (shared) action of playing `card`."""
    key = (card, bella)
    action = _PLAY_CACHE.get(key)
    if action is None:
        action = _PLAY_CACHE[key] = PlayCard(card, bella)
    return action


def _malformed(data: Any) -> MalformedAction:
    return MalformedAction(
        Text(
            'Ход клабора — это объект вроде {{"card": "Qh"}}, {{"card": "Qh", '
            '"bella": true}}, {{"play": true}}, {{"pass": true}}, {{"trump": "c"}}, '
            '{{"exchange": true}}, {{"redeal": true}} или {{"declare": true}}, а не '
            "{data!r}",
            'A Klabor action is an object like {{"card": "Qh"}}, {{"card": "Qh", '
            '"bella": true}}, {{"play": true}}, {{"pass": true}}, {{"trump": "c"}}, '
            '{{"exchange": true}}, {{"redeal": true}} or {{"declare": true}}, not '
            "{data!r}",
        ).with_params(data=data)
    )


_FLAGS = {"play": ACCEPT, "pass": PASS, "exchange": EXCHANGE, "redeal": REDEAL, "declare": DECLARE}


def action_from_json(data: Any) -> KlaborAction:
    if not isinstance(data, dict) or not data:
        raise _malformed(data)
    if "card" in data:
        extra = set(data) - {"card", "bella"}
        bella = data.get("bella", False)
        if extra or not isinstance(bella, bool):
            raise _malformed(data)
        return play(Card.from_json(data["card"]), bella)
    if len(data) != 1:
        raise _malformed(data)
    ((key, value),) = data.items()
    if key in _FLAGS and value is True:
        return _FLAGS[key]
    if key == "trump" and isinstance(value, str):
        return NameTrump(Suit.parse(value))
    raise _malformed(data)
