"""Combination scores, kept as running counts so a search can score a pile in O(1).

The seed's combinations add up: brights (best one only), animals with godori,
ribbons with three sets, junk units. The September cup counts either as an
animal or as two junk units, whichever gives the higher total, the animal on a
tie; the same classification is then used by the doubling checks (payout.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.games.go_stop.cards import (
    ANIMAL,
    BIRDS,
    BRIGHT,
    CUP,
    JUNK,
    KIND,
    RAIN_BRIGHT,
    RIBBON,
    RIBBON_SETS,
    SET_OF,
    UNITS,
    transfer_order,
)

SET_INDEX = {name: i for i, name in enumerate(RIBBON_SETS)}
SET_BONUS = 3
GODORI_BONUS = 5


def bright_points(brights: int, rain: bool) -> int:
    """Five 15, four 4, three 3 (2 with the December rain bright); only the best counts."""
    if brights >= 5:
        return 15
    if brights == 4:
        return 4
    if brights == 3:
        return 2 if rain else 3
    return 0


def count_points(count: int, threshold: int) -> int:
    """1 at the threshold, plus 1 for each further card or unit (animals 5, ribbons 5, junk 10)."""
    return count - threshold + 1 if count >= threshold else 0


@dataclass(frozen=True)
class Score:
    """A player's combination score with its parts; `cup` says how the cup was counted."""

    total: int
    brights: int
    animals: int
    godori: int
    ribbons: int
    sets: tuple[int, int, int]
    junk: int
    animal_count: int
    junk_units: int
    cup: str | None

    def to_json(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "brights": self.brights,
            "animals": self.animals,
            "godori": self.godori,
            "ribbons": self.ribbons,
            "red_poem": self.sets[0],
            "blue": self.sets[1],
            "plain_red": self.sets[2],
            "junk": self.junk,
            "animal_count": self.animal_count,
            "junk_units": self.junk_units,
            "cup": self.cup,
        }


class Pile:
    """One player's captured cards with the counts the combinations need."""

    __slots__ = (
        "animals",
        "birds",
        "brights",
        "cards",
        "cup",
        "junk",
        "rain",
        "ribbons",
        "sets",
        "units",
    )

    def __init__(self) -> None:
        self.cards: list[int] = []
        self.junk: list[int] = []  # transferable junk cards (never the cup)
        self.units = 0  # their junk units
        self.brights = 0
        self.rain = False
        self.animals = 0  # without the cup
        self.birds = 0
        self.ribbons = 0
        self.sets = [0, 0, 0]
        self.cup = False

    def copy(self) -> Pile:
        other = Pile.__new__(Pile)
        other.cards = self.cards.copy()
        other.junk = self.junk.copy()
        other.units = self.units
        other.brights = self.brights
        other.rain = self.rain
        other.animals = self.animals
        other.birds = self.birds
        other.ribbons = self.ribbons
        other.sets = self.sets.copy()
        other.cup = self.cup
        return other

    def add(self, card: int) -> None:
        self.cards.append(card)
        kind = KIND[card]
        if card == CUP:
            self.cup = True
        elif kind == JUNK:
            self.junk.append(card)
            self.units += UNITS[card]
        elif kind == BRIGHT:
            self.brights += 1
            if card == RAIN_BRIGHT:
                self.rain = True
        elif kind == ANIMAL:
            self.animals += 1
            if card in BIRDS:
                self.birds += 1
        elif kind == RIBBON:
            self.ribbons += 1
            name = SET_OF.get(card)
            if name is not None:
                self.sets[SET_INDEX[name]] += 1

    def remove_junk(self, card: int) -> None:
        """Only junk ever leaves a pile (transfers), so only junk needs removing."""
        self.cards.remove(card)
        self.junk.remove(card)
        self.units -= UNITS[card]

    @property
    def junk_units(self) -> int:
        """Junk units without the cup."""
        return self.units

    def defence_units(self) -> int:
        """Units against the junk doubling: the cup always counts two here (the seed's defence)."""
        return self.junk_units + (2 if self.cup else 0)

    def cheapest_junk(self) -> int | None:
        return min(self.junk, key=transfer_order) if self.junk else None

    def _parts(self, animals: int, units: int) -> tuple[int, int, int, int, int]:
        brights = bright_points(self.brights, self.rain)
        animal = count_points(animals, 5)
        godori = GODORI_BONUS if self.birds == 3 else 0
        ribbons = count_points(self.ribbons, 5) + SET_BONUS * sum(1 for n in self.sets if n == 3)
        junk = count_points(units, 10)
        return brights, animal, godori, ribbons, junk

    def total(self) -> int:
        """The combination score alone, inlined: search calls it after every turn."""
        brights = self.brights
        if brights >= 5:
            fixed = 15
        elif brights == 4:
            fixed = 4
        elif brights == 3:
            fixed = 2 if self.rain else 3
        else:
            fixed = 0
        if self.birds == 3:
            fixed += GODORI_BONUS
        ribbons = self.ribbons
        if ribbons >= 5:
            fixed += ribbons - 4
        for n in self.sets:
            if n == 3:
                fixed += SET_BONUS
        units = self.units
        animals = self.animals
        if not self.cup:
            return fixed + (animals - 4 if animals >= 5 else 0) + (units - 9 if units >= 10 else 0)
        as_animal = (animals - 3 if animals >= 4 else 0) + (units - 9 if units >= 10 else 0)
        as_junk = (animals - 4 if animals >= 5 else 0) + (units - 7 if units >= 8 else 0)
        return fixed + max(as_animal, as_junk)

    def cup_as_animal(self) -> bool:
        """The cup's classification: the higher total, the animal on a tie."""
        units = self.junk_units
        return sum(self._parts(self.animals + 1, units)) >= sum(
            self._parts(self.animals, units + 2)
        )

    def score(self) -> Score:
        units = self.junk_units
        cup: str | None = None
        animals = self.animals
        if self.cup:
            if self.cup_as_animal():
                cup, animals = ANIMAL, animals + 1
            else:
                cup, units = JUNK, units + 2
        brights, animal, godori, _, junk = self._parts(animals, units)
        sets = tuple(SET_BONUS if n == 3 else 0 for n in self.sets)
        ribbons = count_points(self.ribbons, 5)
        return Score(
            total=brights + animal + godori + ribbons + sum(sets) + junk,
            brights=brights,
            animals=animal,
            godori=godori,
            ribbons=ribbons,
            sets=(sets[0], sets[1], sets[2]),
            junk=junk,
            animal_count=animals,
            junk_units=units,
            cup=cup,
        )


def pile_of(cards: list[int] | tuple[int, ...]) -> Pile:
    pile = Pile()
    for card in cards:
        pile.add(card)
    return pile
