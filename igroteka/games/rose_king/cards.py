"""The power cards: 8 directions x distances 1..3, named as the rules file writes them ("NE2").

Directions are absolute on the board (each card's crown is aligned with the
crown printed on the board): x grows to the right, y grows away from the crown
edge, so N is (0, -1).
"""

from __future__ import annotations

DIRECTIONS: dict[str, tuple[int, int]] = {
    "N": (0, -1),
    "NE": (1, -1),
    "E": (1, 0),
    "SE": (1, 1),
    "S": (0, 1),
    "SW": (-1, 1),
    "W": (-1, 0),
    "NW": (-1, -1),
}
SIZE = 9
CELLS = SIZE * SIZE
CENTRE = 4 * SIZE + 4
STONES = 52
HAND_LIMIT = 5
TEAM_HAND_LIMIT = 4
# Every card as its name, in deck order: N1, N2, N3, NE1, ...
DECK: tuple[str, ...] = tuple(f"{d}{n}" for d in DIRECTIONS for n in (1, 2, 3))
CARD_SET = frozenset(DECK)


def split(card: str) -> tuple[str, int]:
    """("NE", 2) for "NE2"."""
    return card[:-1], int(card[-1])


def target(crown: int, card: str) -> int | None:
    """The square the crown lands on with `card`, or None when it would leave the board."""
    direction, distance = split(card)
    dx, dy = DIRECTIONS[direction]
    x = crown % SIZE + dx * distance
    y = crown // SIZE + dy * distance
    if 0 <= x < SIZE and 0 <= y < SIZE:
        return y * SIZE + x
    return None


# For each square and card, where the crown lands (None: off the board).
TARGETS: tuple[dict[str, int | None], ...] = tuple(
    {card: target(square, card) for card in DECK} for square in range(CELLS)
)


def square_name(square: int) -> str:
    """A square as the rules file writes it: "(x,y)"."""
    return f"({square % SIZE},{square // SIZE})"
