"""Position knowledge for bots: what a card is worth to a pile, and how good a deal looks.

`potential` is the combination score plus partial credit for combinations
under way, built from per-combination tables so that the value of one more
card (`card_gain`) is two table lookups: bots call it thousands of times per
move. The partial credits are judgment, tuned by play; they only rank choices.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from igroteka.games.go_stop.cards import (
    ANIMAL,
    BIRDS,
    BRIGHT,
    CUP,
    JUNK,
    KIND,
    RAIN_BRIGHT,
    RIBBON,
    SET_OF,
    UNITS,
)
from igroteka.games.go_stop.scoring import GODORI_BONUS, SET_BONUS, SET_INDEX, Pile, bright_points

# Value of holding n brights (without, with the rain bright among them).
BRIGHT_TABLE = (
    tuple([0.0, 0.3, 1.2] + [float(bright_points(n, False)) for n in range(3, 6)]),
    tuple([0.0, 0.25, 1.0] + [float(bright_points(n, True)) for n in range(3, 6)]),
)
ANIMAL_TABLE = tuple(float(n - 4) if n >= 5 else 0.12 * n * n / 5 for n in range(11))
BIRD_TABLE = (0.0, 0.3, 1.6, float(GODORI_BONUS))
RIBBON_TABLE = tuple(float(n - 4) if n >= 5 else 0.1 * n * n / 5 for n in range(11))
SET_TABLE = (0.0, 0.2, 1.0, float(SET_BONUS))
JUNK_TABLE = tuple(float(n - 9) if n >= 10 else 0.05 * n * n / 10 for n in range(31))


def _junk_value(units: int) -> float:
    return JUNK_TABLE[units] if units <= 30 else float(units - 9)


def potential(pile: Pile) -> float:
    """Combination score plus partial credit for combinations under way."""
    value = BRIGHT_TABLE[pile.rain][pile.brights] + BIRD_TABLE[pile.birds]
    value += RIBBON_TABLE[pile.ribbons]
    for n in pile.sets:
        value += SET_TABLE[n]
    animals, units = pile.animals, pile.units
    if pile.cup:
        value += max(
            ANIMAL_TABLE[animals + 1] + _junk_value(units),
            ANIMAL_TABLE[animals] + _junk_value(units + 2),
        )
    else:
        value += ANIMAL_TABLE[animals] + _junk_value(units)
    return value


def card_gain(pile: Pile, card: int) -> float:
    """How much taking `card` raises this pile's potential (a few table lookups)."""
    kind = KIND[card]
    if pile.cup and kind in (JUNK, ANIMAL):
        # The cup counts as an animal or as junk, whichever is worth more: recompute.
        trial = pile.copy()
        trial.add(card)
        return potential(trial) - potential(pile)
    if kind == JUNK:
        units = pile.units
        return _junk_value(units + UNITS[card]) - _junk_value(units)
    if kind == BRIGHT:
        table = BRIGHT_TABLE[pile.rain or card == RAIN_BRIGHT]
        return table[pile.brights + 1] - BRIGHT_TABLE[pile.rain][pile.brights]
    if kind == ANIMAL:
        animals = pile.animals
        gain = ANIMAL_TABLE[animals + 1] - ANIMAL_TABLE[animals]
        if card == CUP:
            units = pile.units
            return max(gain, _junk_value(units + 2) - _junk_value(units))
        if card in BIRDS:
            gain += BIRD_TABLE[pile.birds + 1] - BIRD_TABLE[pile.birds]
        return gain
    gain = RIBBON_TABLE[pile.ribbons + 1] - RIBBON_TABLE[pile.ribbons]
    name = SET_OF.get(card)
    if name is not None:
        n = pile.sets[SET_INDEX[name]]
        gain += SET_TABLE[n + 1] - SET_TABLE[n]
    return gain


def static_value(card: int) -> float:
    """A pile-free guess of a card's worth (brights, birds, set ribbons first)."""
    kind = KIND[card]
    if kind == BRIGHT:
        return 2.5
    if card == CUP:
        return 1.6
    if kind == ANIMAL:
        return 1.6 if card in BIRDS else 0.9
    if kind == RIBBON:
        return 1.0 if card in SET_OF else 0.6
    return 0.35 * UNITS[card]


def evaluate(state: GoStopState, seat: int) -> float:
    """In [-1, 1]: the payout if the deal ended now, or the race of potentials while it runs."""
    outcome = state.outcome()
    if outcome is not None:
        points = outcome.points[seat] if outcome.points else 0.0
        return math.tanh(points / 10.0)
    mine = potential(state.piles[seat])
    theirs = potential(state.piles[1 - seat])
    return math.tanh((mine - theirs) / 7.0)


if TYPE_CHECKING:
    from igroteka.games.go_stop.state import GoStopState

__all__ = ["card_gain", "evaluate", "potential", "static_value"]
