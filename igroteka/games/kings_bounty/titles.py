"""The 21 titles (reconstructed, save the Emperor) and how they are awarded.

A title goes to the one player who meets its condition best: a tie for it
means nobody gets it (seed page 6). «Most X» titles need at least one X; the
two penalty titles go to the one player who meets theirs worst.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from igroteka.engine.i18n import Text
from igroteka.games.kings_bounty.cards import (
    ARCHER,
    CASTLE,
    DWARVES,
    ELVES,
    HERO,
    HUMANS,
    KIND,
    MONSTER,
    OBELISK,
    ORCS,
    RACE,
    TYPE,
    UNDEAD,
    VALUE,
    WIZARD,
)


class Table(Protocol):
    """What titles read of a game: each seat's buildings, their guards and counters."""

    buildings: list[list[int]]
    guard: list[int]
    captures: list[int]
    failed: list[int]


MOST = "most"
FEWEST = "fewest"


@dataclass(frozen=True)
class Title:
    key: str
    name: Text
    condition: Text
    points: int
    measure: Callable[[Table, int], int]
    wins: str = MOST


def _castles_of(race: str) -> Callable[[Table, int], int]:
    return lambda t, s: sum(1 for b in t.buildings[s] if KIND[b] == CASTLE and RACE[b] == race)


def _guards(test: Callable[[int], bool]) -> Callable[[Table, int], int]:
    def measure(t: Table, s: int) -> int:
        return sum(1 for b in t.buildings[s] if t.guard[b] >= 0 and test(t.guard[b]))

    return measure


def _guards_of_race(race: str) -> Callable[[Table, int], int]:
    return _guards(lambda g: RACE[g] == race)


def _guards_of_type(kind: str) -> Callable[[Table, int], int]:
    return _guards(lambda g: TYPE[g] == kind)


def nations(t: Table, s: int) -> int:
    return len({RACE[b] for b in t.buildings[s] if KIND[b] == CASTLE})


def _types(t: Table, s: int) -> int:
    return len({TYPE[t.guard[b]] for b in t.buildings[s] if t.guard[b] >= 0})


def _lord(key: str, race: str, ru: str, en: str, gen: str, en_race: str) -> Title:
    return Title(
        key,
        Text(ru, en),
        Text(f"больше всех замков {gen}", f"the most {en_race} castles"),
        3,
        _castles_of(race),
    )


def _warlord(key: str, race: str, ru: str, en: str, gen: str, en_race: str) -> Title:
    return Title(
        key,
        Text(ru, en),
        Text(f"больше всех отрядов {gen} на страже", f"the most {en_race} troops on guard"),
        2,
        _guards_of_race(race),
    )


TITLES: tuple[Title, ...] = (
    Title(
        "emperor",
        Text("Император", "Emperor"),
        Text(
            "замки наибольшего числа разных народов",
            "castles of the greatest number of different nations",
        ),
        5,
        nations,
    ),
    _lord("elf_lord", ELVES, "Повелитель эльфов", "Lord of the Elves", "эльфов", "elven"),
    _lord("dwarf_lord", DWARVES, "Повелитель гномов", "Lord of the Dwarves", "гномов", "dwarven"),
    _lord("orc_lord", ORCS, "Повелитель орков", "Lord of the Orcs", "орков", "orcish"),
    _lord("undead_lord", UNDEAD, "Повелитель нежити", "Lord of the Undead", "нежити", "undead"),
    _warlord("human_warlord", HUMANS, "Вождь людей", "Warlord of Men", "людей", "human"),
    _warlord("elf_warlord", ELVES, "Вождь эльфов", "Warlord of the Elves", "эльфов", "elven"),
    _warlord(
        "dwarf_warlord", DWARVES, "Вождь гномов", "Warlord of the Dwarves", "гномов", "dwarven"
    ),
    _warlord("orc_warlord", ORCS, "Вождь орков", "Warlord of the Orcs", "орков", "orcish"),
    _warlord("undead_warlord", UNDEAD, "Вождь нежити", "Warlord of the Undead", "нежити", "undead"),
    Title(
        "builder",
        Text("Зодчий", "Builder"),
        Text(
            "больше всех строений (замков и обелисков)", "the most buildings (castles and obelisks)"
        ),
        3,
        lambda t, s: len(t.buildings[s]),
    ),
    Title(
        "keeper",
        Text("Хранитель обелисков", "Keeper of Obelisks"),
        Text("больше всех обелисков", "the most obelisks"),
        3,
        lambda t, s: sum(1 for b in t.buildings[s] if KIND[b] == OBELISK),
    ),
    Title(
        "conqueror",
        Text("Завоеватель", "Conqueror"),
        Text("больше всех удачных нападений", "the most successful attacks"),
        3,
        lambda t, s: t.captures[s],
    ),
    Title(
        "defender",
        Text("Мастер обороны", "Master of Defence"),
        Text("больше всех строений под охраной", "the most guarded buildings"),
        3,
        _guards(lambda g: True),
    ),
    Title(
        "tactician",
        Text("Тактик", "Tactician"),
        Text("больше всех разных видов отрядов на страже", "the most kinds of troops on guard"),
        3,
        _types,
    ),
    Title(
        "archmage",
        Text("Архимаг", "Archmage"),
        Text("больше всех магов на страже", "the most wizards on guard"),
        2,
        _guards_of_type(WIZARD),
    ),
    Title(
        "marksman",
        Text("Меткий стрелок", "Marksman"),
        Text("больше всех лучников на страже", "the most archers on guard"),
        2,
        _guards_of_type(ARCHER),
    ),
    Title(
        "champion",
        Text("Предводитель героев", "Leader of Heroes"),
        Text("больше всех героев на страже", "the most heroes on guard"),
        2,
        _guards_of_type(HERO),
    ),
    Title(
        "tamer",
        Text("Укротитель чудовищ", "Monster Tamer"),
        Text("больше всех монстров на страже", "the most monsters on guard"),
        2,
        _guards_of_type(MONSTER),
    ),
    Title(
        "loser",
        Text("Неудачник", "Luckless"),
        Text("больше всех неудачных нападений (штраф)", "the most failed attacks (a penalty)"),
        -3,
        lambda t, s: t.failed[s],
    ),
    Title(
        "landless",
        Text("Безземельный", "Landless"),
        Text("меньше всех строений (штраф)", "the fewest buildings (a penalty)"),
        -3,
        lambda t, s: len(t.buildings[s]),
        FEWEST,
    ),
)
BY_KEY = {title.key: title for title in TITLES}
TITLES_IN_PLAY = 6


def counts(title: Title, table: Table) -> list[int]:
    return [title.measure(table, seat) for seat in range(len(table.buildings))]


def holder(title: Title, values: Sequence[int]) -> int | None:
    """The one seat that meets the title best; None on a tie or when nobody qualifies."""
    if title.wins == MOST:
        best = max(values)
        if best <= 0:
            return None
    else:
        best = min(values)
    seats = [seat for seat, value in enumerate(values) if value == best]
    return seats[0] if len(seats) == 1 else None


def holders(keys: Sequence[str], table: Table) -> list[int | None]:
    return [holder(BY_KEY[key], counts(BY_KEY[key], table)) for key in keys]


def obelisk_points(table: Table, seat: int) -> int:
    return sum(VALUE[b] for b in table.buildings[seat] if KIND[b] == OBELISK)


def scores(keys: Sequence[str], table: Table) -> list[int]:
    """Each seat's victory points: its titles' and its obelisks'."""
    points = [obelisk_points(table, seat) for seat in range(len(table.buildings))]
    for key, seat in zip(keys, holders(keys, table), strict=True):
        if seat is not None:
            points[seat] += BY_KEY[key].points
    return points


def winner(points: Sequence[int], first: int = 0) -> int:
    """Most points; on a tie, the tied seat nearest the first player clockwise (first included)."""
    n = len(points)
    best = max(points)
    for step in range(n):
        seat = (first + step) % n
        if points[seat] == best:
            return seat
    raise AssertionError("no seat")
