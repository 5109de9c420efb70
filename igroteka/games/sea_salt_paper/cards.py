"""The 58 cards of the base game, each with a fixed id, a type and one colour.

Ids run 0..57 in the order of the rules file's table (crabs first, mermaids
last); two copies of one type and colour are two ids. Everything the rules
and the bots read is a plain tuple indexed by id.
"""

from __future__ import annotations

from igroteka.engine.i18n import Text

CRAB = "crab"
BOAT = "boat"
FISH = "fish"
SWIMMER = "swimmer"
SHARK = "shark"
SHELL = "shell"
OCTOPUS = "octopus"
PENGUIN = "penguin"
SAILOR = "sailor"
LIGHTHOUSE = "lighthouse"
SHOAL = "shoal"
COLONY = "colony"
CAPTAIN = "captain"
MERMAID = "mermaid"

DUO_TYPES = (CRAB, BOAT, FISH, SWIMMER, SHARK)
COLLECTORS = (SHELL, OCTOPUS, PENGUIN, SAILOR)
MULTIPLIERS = (LIGHTHOUSE, SHOAL, COLONY, CAPTAIN)

DARK_BLUE = "db"
LIGHT_BLUE = "lb"
BLACK = "bk"
YELLOW = "y"
GREEN = "g"
WHITE = "w"
PURPLE = "pu"
GREY = "gr"
LIGHT_ORANGE = "lo"
PINK = "pk"
ORANGE = "o"
COLOURS = (
    DARK_BLUE,
    LIGHT_BLUE,
    BLACK,
    YELLOW,
    GREEN,
    WHITE,
    PURPLE,
    GREY,
    LIGHT_ORANGE,
    PINK,
    ORANGE,
)

# (type, [(colour, copies), ...]) in the rules file's order.
TABLE: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = (
    (CRAB, ((DARK_BLUE, 2), (LIGHT_BLUE, 2), (BLACK, 1), (YELLOW, 2), (GREEN, 1), (GREY, 1))),
    (BOAT, ((DARK_BLUE, 2), (LIGHT_BLUE, 2), (BLACK, 2), (YELLOW, 2))),
    (FISH, ((DARK_BLUE, 2), (LIGHT_BLUE, 1), (BLACK, 2), (YELLOW, 1), (GREEN, 1))),
    (SWIMMER, ((DARK_BLUE, 1), (LIGHT_BLUE, 1), (BLACK, 1), (YELLOW, 1), (LIGHT_ORANGE, 1))),
    (SHARK, ((DARK_BLUE, 1), (LIGHT_BLUE, 1), (BLACK, 1), (GREEN, 1), (PURPLE, 1))),
    (
        SHELL,
        ((DARK_BLUE, 1), (LIGHT_BLUE, 1), (BLACK, 1), (YELLOW, 1), (GREEN, 1), (GREY, 1)),
    ),
    (OCTOPUS, ((LIGHT_BLUE, 1), (YELLOW, 1), (GREEN, 1), (PURPLE, 1), (GREY, 1))),
    (PENGUIN, ((PURPLE, 1), (LIGHT_ORANGE, 1), (PINK, 1))),
    (SAILOR, ((PINK, 1), (ORANGE, 1))),
    (LIGHTHOUSE, ((PURPLE, 1),)),
    (SHOAL, ((GREY, 1),)),
    (COLONY, ((GREEN, 1),)),
    (CAPTAIN, ((LIGHT_ORANGE, 1),)),
    (MERMAID, ((WHITE, 4),)),
)


def _build() -> tuple[tuple[str, ...], tuple[str, ...]]:
    types: list[str] = []
    colours: list[str] = []
    for kind, rows in TABLE:
        for colour, copies in rows:
            for _ in range(copies):
                types.append(kind)
                colours.append(colour)
    return tuple(types), tuple(colours)


TYPE, COLOUR = _build()
ALL_IDS = tuple(range(len(TYPE)))
DECK_SIZE = len(ALL_IDS)
MERMAIDS = tuple(c for c in ALL_IDS if TYPE[c] == MERMAID)

TYPE_NAMES = {
    CRAB: Text("краб", "crab"),
    BOAT: Text("лодка", "boat"),
    FISH: Text("рыба", "fish"),
    SWIMMER: Text("пловец", "swimmer"),
    SHARK: Text("акула", "shark"),
    SHELL: Text("ракушка", "shell"),
    OCTOPUS: Text("осьминог", "octopus"),
    PENGUIN: Text("пингвин", "penguin"),
    SAILOR: Text("моряк", "sailor"),
    LIGHTHOUSE: Text("маяк", "lighthouse"),
    SHOAL: Text("косяк рыб", "shoal of fish"),
    COLONY: Text("колония пингвинов", "penguin colony"),
    CAPTAIN: Text("капитан", "captain"),
    MERMAID: Text("русалка", "mermaid"),
}

COLOUR_NAMES = {
    DARK_BLUE: Text("синий", "dark blue"),
    LIGHT_BLUE: Text("голубой", "light blue"),
    BLACK: Text("чёрный", "black"),
    YELLOW: Text("жёлтый", "yellow"),
    GREEN: Text("зелёный", "green"),
    WHITE: Text("белый", "white"),
    PURPLE: Text("фиолетовый", "purple"),
    GREY: Text("серый", "grey"),
    LIGHT_ORANGE: Text("светло-оранжевый", "light orange"),
    PINK: Text("розовый", "pink"),
    ORANGE: Text("оранжевый", "orange"),
}


def card_label(card: int, lang: str = "ru") -> str:
    """«краб (синий)» / "crab (dark blue)"."""
    return f"{TYPE_NAMES[TYPE[card]].render(lang)} ({COLOUR_NAMES[COLOUR[card]].render(lang)})"


def card_json(card: int) -> dict[str, object]:
    return {"id": card, "type": TYPE[card], "colour": COLOUR[card]}


def find(kind: str, colour: str, skip: int = 0) -> int:
    """The id of a card by type and colour (`skip` copies passed over): for tests and positions."""
    for card in ALL_IDS:
        if TYPE[card] == kind and COLOUR[card] == colour:
            if skip == 0:
                return card
            skip -= 1
    raise KeyError((kind, colour))
