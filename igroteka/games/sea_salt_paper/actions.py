"""The decisions of a Sea Salt & Paper turn as small immutable values with JSON and text forms.

Piles are numbered 0 and 1 in JSON and 1 and 2 in text; cards are ids 0..57
(cards.py); seats are numbered from 0 in both. What players type is read in
notation.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.sea_salt_paper.cards import ALL_IDS, card_label

# The phases of a turn, each with the decision it waits for.
DRAW = "draw"
KEEP = "keep"
DUOS = "duos"
CRAB_PILE = "crab_pile"
CRAB_PICK = "crab_pick"
STEAL = "steal"
OVER = "over"


def _pile(pile: int, lang: str, form: str = "стопку") -> str:
    """A pile in words: «стопку 2» (or another case given in `form`) / "pile 2"."""
    return f"{form if lang == 'ru' else 'pile'} {pile + 1}"


@dataclass(frozen=True)
class DrawDeck:
    def to_json(self) -> dict[str, str]:
        return {"draw": "deck"}

    def __str__(self) -> str:
        return "deck"

    def text(self, lang: str = "ru") -> str:
        return "взять две карты из колоды" if lang == "ru" else "draw two cards from the deck"


@dataclass(frozen=True)
class TakePile:
    pile: int

    def to_json(self) -> dict[str, int]:
        return {"take": self.pile}

    def __str__(self) -> str:
        return f"take {self.pile + 1}"

    def text(self, lang: str = "ru") -> str:
        verb = "взять верхнюю карту из " if lang == "ru" else "take the top card of "
        return verb + _pile(self.pile, lang, "стопки")


@dataclass(frozen=True)
class Discard:
    """Of the two cards drawn, put `card` onto `pile` and keep the other.

    The action names the card everyone will see, never the kept one, so its
    words can be said to all (a log, a terminal) without a secret.
    """

    card: int
    pile: int

    def to_json(self) -> dict[str, int]:
        return {"discard": self.card, "pile": self.pile}

    def __str__(self) -> str:
        return f"discard {self.card} {self.pile + 1}"

    def text(self, lang: str = "ru") -> str:
        card, pile = card_label(self.card, lang), _pile(self.pile, lang)
        if lang == "ru":
            return f"сбросить в {pile}: {card}, другую оставить"
        return f"discard the {card} onto {pile}, keep the other"


@dataclass(frozen=True)
class Duo:
    first: int
    second: int

    def to_json(self) -> dict[str, list[int]]:
        return {"duo": [self.first, self.second]}

    def __str__(self) -> str:
        return f"duo {self.first} {self.second}"

    def text(self, lang: str = "ru") -> str:
        verb = "сыграть пару" if lang == "ru" else "play the duo"
        return f"{verb}: {card_label(self.first, lang)} + {card_label(self.second, lang)}"


@dataclass(frozen=True)
class CrabPile:
    pile: int

    def to_json(self) -> dict[str, int]:
        return {"crab_pile": self.pile}

    def __str__(self) -> str:
        return f"look {self.pile + 1}"

    def text(self, lang: str = "ru") -> str:
        verb = "просмотреть" if lang == "ru" else "look through"
        return f"{verb} {_pile(self.pile, lang)}"


@dataclass(frozen=True)
class Pick:
    card: int

    def to_json(self) -> dict[str, int]:
        return {"pick": self.card}

    def __str__(self) -> str:
        return f"pick {self.card}"

    def text(self, lang: str = "ru") -> str:
        # The card stays unsaid: the others must not learn it (the notation names it).
        return "взять эту карту из стопки" if lang == "ru" else "take this card from the pile"


@dataclass(frozen=True)
class Steal:
    seat: int

    def to_json(self) -> dict[str, int]:
        return {"steal": self.seat}

    def __str__(self) -> str:
        return f"steal {self.seat + 1}"

    def text(self, lang: str = "ru") -> str:
        if lang == "ru":
            return f"вытянуть случайную карту у места {self.seat + 1}"
        return f"steal a random card from seat {self.seat + 1}"


@dataclass(frozen=True)
class EndTurn:
    def to_json(self) -> dict[str, bool]:
        return {"end": True}

    def __str__(self) -> str:
        return "end"

    def text(self, lang: str = "ru") -> str:
        return "закончить ход" if lang == "ru" else "end the turn"


@dataclass(frozen=True)
class Announce:
    kind: str  # "stop" or "last_chance"

    def to_json(self) -> dict[str, str]:
        return {"announce": self.kind}

    def __str__(self) -> str:
        return "stop" if self.kind == "stop" else "last"

    def text(self, lang: str = "ru") -> str:
        if self.kind == "stop":
            return "объявить «Стоп»" if lang == "ru" else "announce STOP"
        return "объявить «Последний шанс»" if lang == "ru" else "announce LAST CHANCE"


Action = DrawDeck | TakePile | Discard | Duo | CrabPile | Pick | Steal | EndTurn | Announce

DRAW_DECK = DrawDeck()
END_TURN = EndTurn()
ANNOUNCE_STOP = Announce("stop")
ANNOUNCE_LAST = Announce("last_chance")

EXPECTED = Text(
    'Ожидалось одно из: {"draw": "deck"}, {"take": 0|1}, {"discard": карта, "pile": 0|1}, '
    '{"duo": [карта, карта]}, {"crab_pile": 0|1}, {"pick": карта}, {"steal": место}, '
    '{"end": true}, {"announce": "stop"|"last_chance"}',
    'Expected one of: {"draw": "deck"}, {"take": 0|1}, {"discard": card, "pile": 0|1}, '
    '{"duo": [card, card]}, {"crab_pile": 0|1}, {"pick": card}, {"steal": seat}, '
    '{"end": true}, {"announce": "stop"|"last_chance"}',
)
NO_CARD = Text(
    "Нет карты с номером {value!r}: номера от 0 до 57",
    "No card with id {value!r}: ids run from 0 to 57",
)
NO_PILE = Text(
    "Нет стопки сброса {value!r}: их две, 0 и 1",
    "No discard pile {value!r}: there are two, 0 and 1",
)
NO_SEAT = Text("Нет места {value!r}", "No seat {value!r}")


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def card_id(value: Any) -> int:
    if not _int(value) or value not in ALL_IDS:
        raise MalformedAction(NO_CARD.with_params(value=value))
    return int(value)


def pile_id(value: Any) -> int:
    if not _int(value) or value not in (0, 1):
        raise MalformedAction(NO_PILE.with_params(value=value))
    return int(value)


def seat_id(value: Any) -> int:
    if not _int(value) or not 0 <= value < 12:
        raise MalformedAction(NO_SEAT.with_params(value=value))
    return int(value)


def action_from_json(data: Any) -> Action:
    if not isinstance(data, dict) or not data:
        raise MalformedAction(EXPECTED)
    if set(data) == {"discard", "pile"}:
        return Discard(card_id(data["discard"]), pile_id(data["pile"]))
    if len(data) != 1:
        raise MalformedAction(EXPECTED)
    ((key, value),) = data.items()
    if key == "draw" and value == "deck":
        return DRAW_DECK
    if key == "take":
        return TakePile(pile_id(value))
    if key == "duo" and isinstance(value, list) and len(value) == 2:
        first, second = card_id(value[0]), card_id(value[1])
        return Duo(min(first, second), max(first, second))
    if key == "crab_pile":
        return CrabPile(pile_id(value))
    if key == "pick":
        return Pick(card_id(value))
    if key == "steal":
        return Steal(seat_id(value))
    if key == "end" and value is True:
        return END_TURN
    if key == "announce" and value in ("stop", "last_chance"):
        return ANNOUNCE_STOP if value == "stop" else ANNOUNCE_LAST
    raise MalformedAction(EXPECTED)
