"""Kozel's actions: small frozen values with a JSON form and a readable text.

| action        | JSON                  | text          |
|---------------|-----------------------|---------------|
| play a card   | {"card": "Qc"}        | Q♣            |
| name trump    | {"trump": "h"}        | trump ♥       |
| pass a card   | {"give": "Qh"}        | give Q♥       |
| keep (no pass)| {"keep": true}        | keep          |
| give back     | {"return": "7d"}      | return 7♦     |
| redeal or not | {"redeal": true}      | redeal / play |

`label()` gives the text in both languages (the Russian words are the ones
the parser reads), for the replay and the terminal's bot moves.

What players type is read in notation.py. The phases of a deal are named
here too, beside the actions each one accepts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from igroteka.cards import Card, Suit
from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text


@dataclass(frozen=True)
class PlayCard:
    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card.ascii}

    def __str__(self) -> str:
        return str(self.card)

    def label(self) -> Text:
        return _play_label(self.card)


@lru_cache(maxsize=64)
def _play_label(card: Card) -> Text:
    """`PlayCard.label`, made once per card (a Text is a value): the server labels every
    legal card of the seat to move after each move (issue 22)."""
    return Text(str(card), str(card))


@dataclass(frozen=True)
class DeclareTrump:
    suit: Suit

    def to_json(self) -> dict[str, Any]:
        return {"trump": self.suit.letter}

    def __str__(self) -> str:
        return f"trump {self.suit.symbol}"

    def label(self) -> Text:
        return Text(f"козырь {self.suit.symbol}", f"trump {self.suit.symbol}")


@dataclass(frozen=True)
class GiveCard:
    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"give": self.card.ascii}

    def __str__(self) -> str:
        return f"give {self.card}"

    def label(self) -> Text:
        return Text(f"отдать {self.card}", f"give {self.card}")


@dataclass(frozen=True)
class KeepCards:
    def to_json(self) -> dict[str, Any]:
        return {"keep": True}

    def __str__(self) -> str:
        return "keep"

    def label(self) -> Text:
        return Text("оставить", "keep")


@dataclass(frozen=True)
class ReturnCard:
    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"return": self.card.ascii}

    def __str__(self) -> str:
        return f"return {self.card}"

    def label(self) -> Text:
        return Text(f"вернуть {self.card}", f"return {self.card}")


@dataclass(frozen=True)
class RedealChoice:
    redeal: bool

    def to_json(self) -> dict[str, Any]:
        return {"redeal": self.redeal}

    def __str__(self) -> str:
        return "redeal" if self.redeal else "play"

    def label(self) -> Text:
        return Text("пересдать", "redeal") if self.redeal else Text("играть", "play")


KozelAction = PlayCard | DeclareTrump | GiveCard | KeepCards | ReturnCard | RedealChoice

KEEP = KeepCards()
REDEAL = RedealChoice(True)
NO_REDEAL = RedealChoice(False)

_PLAY_CACHE: dict[Card, PlayCard] = {}


def play(card: Card) -> PlayCard:
    """The (shared) action of playing `card`."""
    action = _PLAY_CACHE.get(card)
    if action is None:
        action = _PLAY_CACHE[card] = PlayCard(card)
    return action


def _malformed(data: Any) -> MalformedAction:
    return MalformedAction(
        Text(
            "Ход Козла — это объект с одним ключом: card, trump, give, keep, return или "
            'redeal (например {{"card": "Qc"}}), а не {data!r}',
            "A Kozel action is an object with one key: card, trump, give, keep, return or "
            'redeal (for example {{"card": "Qc"}}), not {data!r}',
        ).with_params(data=data)
    )


def action_from_json(data: Any) -> KozelAction:
    if not isinstance(data, dict) or len(data) != 1:
        raise _malformed(data)
    ((key, value),) = data.items()
    if key == "card":
        return play(Card.from_json(value))
    if key == "trump":
        if not isinstance(value, str):
            raise _malformed(data)
        return DeclareTrump(Suit.parse(value))
    if key == "give":
        return GiveCard(Card.from_json(value))
    if key == "return":
        return ReturnCard(Card.from_json(value))
    if key == "keep" and value is True:
        return KEEP
    if key == "redeal" and isinstance(value, bool):
        return RedealChoice(value)
    raise _malformed(data)


# The phases of a deal, each with one seat to decide (see state.py).
DECLARE, REDEAL_PHASE, GIVE, RETURN, PLAY = "declare", "redeal", "give", "return", "play"
