"""The 84 cards of the deck: 48 troops, 24 castles, 12 obelisks (ids 0 to 83).

The counts by race and type are the sources'; the numbers on the cards
(strength, defence, victory points) are our reconstruction (rules.en.md).
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text

TROOP = "troop"
CASTLE = "castle"
OBELISK = "obelisk"

HUMANS = "humans"
ELVES = "elves"
DWARVES = "dwarves"
ORCS = "orcs"
UNDEAD = "undead"
RACES = (HUMANS, ELVES, DWARVES, ORCS, UNDEAD)
# The four nations with castles (humans have none and play troops freely).
NATIONS = (ELVES, DWARVES, ORCS, UNDEAD)

ARCHER = "archer"
FIGHTER = "fighter"
WIZARD = "wizard"
HERO = "hero"
MONSTER = "monster"
TYPES = (ARCHER, FIGHTER, WIZARD, HERO, MONSTER)

# Strengths of each race's troops by type (reconstructed).
NATION_TROOPS = (
    (ARCHER, 1),
    (ARCHER, 2),
    (ARCHER, 2),
    (FIGHTER, 3),
    (FIGHTER, 3),
    (WIZARD, 2),
    (WIZARD, 4),
    (HERO, 5),
    (MONSTER, 6),
)
HUMAN_TROOPS = (
    (ARCHER, 1),
    (ARCHER, 1),
    (ARCHER, 2),
    (FIGHTER, 2),
    (FIGHTER, 2),
    (FIGHTER, 3),
    (FIGHTER, 3),
    (WIZARD, 2),
    (WIZARD, 3),
    (WIZARD, 3),
    (HERO, 4),
    (HERO, 4),
)
CASTLE_DEFENCE = (1, 1, 2, 2, 3, 3)
OBELISK_POINTS = (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)

KIND: list[str] = []
RACE: list[str] = []
TYPE: list[str] = []
VALUE: list[int] = []


def _add(kind: str, race: str, kind_of_troop: str, value: int) -> None:
    KIND.append(kind)
    RACE.append(race)
    TYPE.append(kind_of_troop)
    VALUE.append(value)


for _kind, _strength in HUMAN_TROOPS:
    _add(TROOP, HUMANS, _kind, _strength)
for _race in NATIONS:
    for _kind, _strength in NATION_TROOPS:
        _add(TROOP, _race, _kind, _strength)
for _race in NATIONS:
    for _defence in CASTLE_DEFENCE:
        _add(CASTLE, _race, "", _defence)
for _points in OBELISK_POINTS:
    _add(OBELISK, "", "", _points)

CARD_COUNT = len(KIND)
ALL_IDS = tuple(range(CARD_COUNT))
IS_TROOP = tuple(kind == TROOP for kind in KIND)
IS_BUILDING = tuple(kind != TROOP for kind in KIND)

RACE_NAMES = {
    HUMANS: ("люди", "humans"),
    ELVES: ("эльфы", "elves"),
    DWARVES: ("гномы", "dwarves"),
    ORCS: ("орки", "orcs"),
    UNDEAD: ("нежить", "undead"),
}
# A troop or castle named by its race: «лучник эльфов», "elven archer".
RACE_ADJECTIVES = {
    HUMANS: ("людей", "human"),
    ELVES: ("эльфов", "elven"),
    DWARVES: ("гномов", "dwarven"),
    ORCS: ("орков", "orcish"),
    UNDEAD: ("нежити", "undead"),
}
RACE_GENITIVE = {race: names[0] for race, names in RACE_ADJECTIVES.items()}
TYPE_NAMES = {
    ARCHER: ("лучник", "archer"),
    FIGHTER: ("воин", "fighter"),
    WIZARD: ("маг", "wizard"),
    HERO: ("герой", "hero"),
    MONSTER: ("монстр", "monster"),
}
# Castles are named by their nation, as the box does: «замок эльфов».
NATION_GENITIVE = {ELVES: "эльфов", DWARVES: "гномов", ORCS: "орков", UNDEAD: "нежити"}


def card_label(card: int, lang: str = "ru") -> str:
    """A card in words: «лучник эльфов (2)», "elven castle (defence 3)"."""
    ru = lang == "ru"
    kind = KIND[card]
    value = VALUE[card]
    if kind == TROOP:
        if ru:
            return f"{TYPE_NAMES[TYPE[card]][0]} {RACE_GENITIVE[RACE[card]]} ({value})"
        return f"{RACE_ADJECTIVES[RACE[card]][1]} {TYPE_NAMES[TYPE[card]][1]} ({value})"
    if kind == CASTLE:
        if ru:
            return f"замок {NATION_GENITIVE[RACE[card]]} (защита {value})"
        return f"{RACE_ADJECTIVES[RACE[card]][1]} castle (defence {value})"
    return f"обелиск ({value} ПО)" if ru else f"obelisk ({value} VP)"


def card_json(card: int) -> dict[str, Any]:
    return {
        "id": card,
        "kind": KIND[card],
        "race": RACE[card],
        "type": TYPE[card],
        "value": VALUE[card],
    }


def deck_json() -> list[dict[str, Any]]:
    """The whole deck, for a client to draw any card from its id."""
    return [card_json(card) for card in ALL_IDS]


def card_text(card: int) -> Text:
    """A card in words in both languages, for refusals."""
    return Text(card_label(card, "ru"), card_label(card, "en"))
