"""The 48 hwatu cards with fixed IDs, because the rules break junk-transfer ties by card ID.

Korean deck order (November paulownia, December rain). ID = 4 x (month - 1) +
position in the month's row, as rules.en.md says, so test cases and
transfers agree with the rules page. Hwatu is not a French-suited deck, so its
cards live here, as a deck of the game's own (`HWATU`, an `igroteka.cards.Deck`
numbered from 1): what the shared card code needs of them, the ids the
hidden-card sampler deals, comes from that deck.

Everything a hot loop needs (month, kind, junk units) is a plain tuple
indexed by ID; the `Card` records are for texts and the client.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.cards.deck import Deck
from igroteka.engine.i18n import Text

BRIGHT = "bright"
ANIMAL = "animal"
RIBBON = "ribbon"
JUNK = "junk"
KINDS = (BRIGHT, ANIMAL, RIBBON, JUNK)

RED_POEM = "red_poem"
BLUE = "blue"
PLAIN_RED = "plain_red"
RIBBON_SETS = (RED_POEM, BLUE, PLAIN_RED)

KIND_NAMES = {
    BRIGHT: Text("яркая", "bright"),
    ANIMAL: Text("животное", "animal"),
    RIBBON: Text("лента", "ribbon"),
    JUNK: Text("хлам", "junk"),
}

MONTH_NAMES = (
    Text("январь", "January"),
    Text("февраль", "February"),
    Text("март", "March"),
    Text("апрель", "April"),
    Text("май", "May"),
    Text("июнь", "June"),
    Text("июль", "July"),
    Text("август", "August"),
    Text("сентябрь", "September"),
    Text("октябрь", "October"),
    Text("ноябрь", "November"),
    Text("декабрь", "December"),
)

PLANTS = (
    Text("сосна", "pine"),
    Text("слива", "plum"),
    Text("вишня", "cherry"),
    Text("глициния", "black bush clover"),
    Text("ирис", "iris"),
    Text("пион", "peony"),
    Text("красный клевер", "red bush clover"),
    Text("мискантус", "pampas grass"),
    Text("хризантема", "chrysanthemum"),
    Text("клён", "maple"),
    Text("павловния", "paulownia"),
    Text("дождь", "rain"),
)


@dataclass(frozen=True)
class Card:
    """One hwatu card. `units`: its junk value (the cup's 2 applies only when it counts as junk)."""

    id: int
    month: int
    kind: str
    name: Text
    units: int = 0
    ribbon_set: str | None = None
    bird: bool = False
    rain: bool = False
    cup: bool = False

    def label(self, lang: str = "ru") -> str:
        """'April animal: cuckoo (13)': month, kind and picture, enough to find it on the table."""
        month = MONTH_NAMES[self.month - 1].render(lang)
        return f"{month}, {self.name.render(lang)} ({self.id})"

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "id": self.id,
            "month": self.month,
            "kind": self.kind,
            "name": self.name.to_json(),
            "plant": PLANTS[self.month - 1].to_json(),
        }
        if self.units:
            data["units"] = self.units
        if self.ribbon_set:
            data["ribbon_set"] = self.ribbon_set
        if self.bird:
            data["bird"] = True
        if self.rain:
            data["rain"] = True
        if self.cup:
            data["cup"] = True
        return data


def _junk(month: int, position: int) -> Card:
    return Card(4 * (month - 1) + position, month, JUNK, Text("хлам", "junk"), units=1)


def _row(month: int, *cards: Card) -> tuple[Card, ...]:
    return (*cards, *(_junk(month, p) for p in range(len(cards) + 1, 5)))


def _id(month: int, position: int) -> int:
    return 4 * (month - 1) + position


def _card(month: int, position: int, kind: str, ru: str, en: str, **marks: Any) -> Card:
    return Card(_id(month, position), month, kind, Text(ru, en), **marks)


RIBBON_NAMES = {
    RED_POEM: Text("красная лента со стихом", "red poem ribbon"),
    PLAIN_RED: Text("простая красная лента", "plain red ribbon"),
    BLUE: Text("синяя лента", "blue ribbon"),
}


def _ribbon(month: int, ribbon_set: str) -> Card:
    """The month's ribbon, always its second card here."""
    return Card(_id(month, 2), month, RIBBON, RIBBON_NAMES[ribbon_set], ribbon_set=ribbon_set)


DECK: tuple[Card, ...] = (
    *_row(1, _card(1, 1, BRIGHT, "журавль", "crane"), _ribbon(1, RED_POEM)),
    *_row(
        2,
        _card(2, 1, ANIMAL, "птица: соловей", "bird: bush warbler", bird=True),
        _ribbon(2, RED_POEM),
    ),
    *_row(3, _card(3, 1, BRIGHT, "занавес", "curtain"), _ribbon(3, RED_POEM)),
    *_row(
        4, _card(4, 1, ANIMAL, "птица: кукушка", "bird: cuckoo", bird=True), _ribbon(4, PLAIN_RED)
    ),
    *_row(5, _card(5, 1, ANIMAL, "мостик", "bridge"), _ribbon(5, PLAIN_RED)),
    *_row(6, _card(6, 1, ANIMAL, "бабочки", "butterflies"), _ribbon(6, BLUE)),
    *_row(7, _card(7, 1, ANIMAL, "кабан", "boar"), _ribbon(7, PLAIN_RED)),
    *_row(
        8,
        _card(8, 1, BRIGHT, "луна", "moon"),
        _card(8, 2, ANIMAL, "птицы: гуси", "birds: geese", bird=True),
    ),
    *_row(9, _card(9, 1, ANIMAL, "кубок", "cup", units=2, cup=True), _ribbon(9, BLUE)),
    *_row(10, _card(10, 1, ANIMAL, "олень", "deer"), _ribbon(10, BLUE)),
    *_row(
        11,
        _card(11, 1, BRIGHT, "феникс", "phoenix"),
        _card(11, 2, JUNK, "цветной двойной хлам", "coloured double junk", units=2),
    ),
    _card(12, 1, BRIGHT, "человек под дождём", "rain man", rain=True),
    _card(12, 2, ANIMAL, "ласточка", "swallow"),
    _card(12, 3, RIBBON, "лента (вне наборов)", "ribbon (no set)"),
    _card(12, 4, JUNK, "двойной хлам: молния", "double junk: lightning", units=2),
)

HWATU: Deck[Card] = Deck.from_counts(((card, 1) for card in DECK), start=1, name="hwatu")
"""The 48 cards as physical cards of a deck: id = the card's ID, kind = its `Card` record."""

CARDS: dict[int, Card] = {card.id: card for card in DECK}
ALL_IDS: tuple[int, ...] = HWATU.ids
CUP = _id(9, 1)
RAIN_BRIGHT = _id(12, 1)

# Flat lookup tables indexed by card ID (index 0 unused) for the hot loops of search.
MONTH: tuple[int, ...] = (0, *(card.month for card in DECK))
KIND: tuple[str, ...] = ("", *(card.kind for card in DECK))
UNITS: tuple[int, ...] = (0, *(card.units if card.kind == JUNK else 0 for card in DECK))
MONTH_CARDS: tuple[tuple[int, ...], ...] = (
    (),
    *(tuple(range(4 * m + 1, 4 * m + 5)) for m in range(12)),
)
BIRDS = frozenset(card.id for card in DECK if card.bird)
BRIGHTS = frozenset(card.id for card in DECK if card.kind == BRIGHT)
SET_OF: dict[int, str] = {card.id: card.ribbon_set for card in DECK if card.ribbon_set}
SETS: dict[str, frozenset[int]] = {
    name: frozenset(cid for cid, s in SET_OF.items() if s == name) for name in RIBBON_SETS
}


def is_transferable(card_id: int) -> bool:
    """Junk that may move in a transfer: every junk card, never the cup (the seed forbids it)."""
    return KIND[card_id] == JUNK


def transfer_order(card_id: int) -> tuple[int, int]:
    """Least valuable first (single before double), then the lower ID: the seed's order."""
    return (UNITS[card_id], card_id)


def card_label(card_id: int, lang: str = "ru") -> str:
    return CARDS[card_id].label(lang)


def deck_json() -> list[dict[str, object]]:
    return [card.to_json() for card in DECK]
