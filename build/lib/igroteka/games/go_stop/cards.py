"""The 48 hwatu cards with fixed IDs, because the seed breaks junk-transfer ties by card ID.

Korean deck order (November paulownia, December rain). ID = 4 x (month - 1) +
position in the month's row, as go-stop.md fixes it, so test cases and
transfers agree with the rules note. Hwatu is not a French-suited deck, so it
lives here rather than in igroteka/cards.

Everything a hot loop needs (month, kind, junk units) is a plain tuple
indexed by ID; the `Card` records are for texts and the client.
"""

from __future__ import annotations

from dataclasses import dataclass

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


DECK: tuple[Card, ...] = (
    *_row(
        1,
        Card(_id(1, 1), 1, BRIGHT, Text("журавль", "crane")),
        Card(
            _id(1, 2),
            1,
            RIBBON,
            Text("красная лента со стихом", "red poem ribbon"),
            ribbon_set=RED_POEM,
        ),
    ),
    *_row(
        2,
        Card(_id(2, 1), 2, ANIMAL, Text("птица: соловей", "bird: bush warbler"), bird=True),
        Card(
            _id(2, 2),
            2,
            RIBBON,
            Text("красная лента со стихом", "red poem ribbon"),
            ribbon_set=RED_POEM,
        ),
    ),
    *_row(
        3,
        Card(_id(3, 1), 3, BRIGHT, Text("занавес", "curtain")),
        Card(
            _id(3, 2),
            3,
            RIBBON,
            Text("красная лента со стихом", "red poem ribbon"),
            ribbon_set=RED_POEM,
        ),
    ),
    *_row(
        4,
        Card(_id(4, 1), 4, ANIMAL, Text("птица: кукушка", "bird: cuckoo"), bird=True),
        Card(
            _id(4, 2),
            4,
            RIBBON,
            Text("простая красная лента", "plain red ribbon"),
            ribbon_set=PLAIN_RED,
        ),
    ),
    *_row(
        5,
        Card(_id(5, 1), 5, ANIMAL, Text("мостик", "bridge")),
        Card(
            _id(5, 2),
            5,
            RIBBON,
            Text("простая красная лента", "plain red ribbon"),
            ribbon_set=PLAIN_RED,
        ),
    ),
    *_row(
        6,
        Card(_id(6, 1), 6, ANIMAL, Text("бабочки", "butterflies")),
        Card(_id(6, 2), 6, RIBBON, Text("синяя лента", "blue ribbon"), ribbon_set=BLUE),
    ),
    *_row(
        7,
        Card(_id(7, 1), 7, ANIMAL, Text("кабан", "boar")),
        Card(
            _id(7, 2),
            7,
            RIBBON,
            Text("простая красная лента", "plain red ribbon"),
            ribbon_set=PLAIN_RED,
        ),
    ),
    *_row(
        8,
        Card(_id(8, 1), 8, BRIGHT, Text("луна", "moon")),
        Card(_id(8, 2), 8, ANIMAL, Text("птицы: гуси", "birds: geese"), bird=True),
    ),
    *_row(
        9,
        Card(_id(9, 1), 9, ANIMAL, Text("кубок", "cup"), units=2, cup=True),
        Card(_id(9, 2), 9, RIBBON, Text("синяя лента", "blue ribbon"), ribbon_set=BLUE),
    ),
    *_row(
        10,
        Card(_id(10, 1), 10, ANIMAL, Text("олень", "deer")),
        Card(_id(10, 2), 10, RIBBON, Text("синяя лента", "blue ribbon"), ribbon_set=BLUE),
    ),
    *_row(
        11,
        Card(_id(11, 1), 11, BRIGHT, Text("феникс", "phoenix")),
        Card(_id(11, 2), 11, JUNK, Text("цветной двойной хлам", "coloured double junk"), units=2),
    ),
    Card(_id(12, 1), 12, BRIGHT, Text("человек под дождём", "rain man"), rain=True),
    Card(_id(12, 2), 12, ANIMAL, Text("ласточка", "swallow")),
    Card(_id(12, 3), 12, RIBBON, Text("лента (вне наборов)", "ribbon (no set)")),
    Card(_id(12, 4), 12, JUNK, Text("двойной хлам: молния", "double junk: lightning"), units=2),
)

CARDS: dict[int, Card] = {card.id: card for card in DECK}
ALL_IDS: tuple[int, ...] = tuple(card.id for card in DECK)
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
