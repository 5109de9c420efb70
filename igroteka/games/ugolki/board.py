"""Board geometry shared by every state of one variant: squares, neighbours, homes.

A variant's geometry depends only on a few options (board size, home shape,
number of players, White's corner, move directions), so it is built once and
cached; states keep just a bytearray of the board and refer to this object.

Squares are numbered `rank * size + file` with a1 = 0 at the bottom-left as
seen from seat 0; names use files a..p and ranks 1..16.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from igroteka.engine.i18n import Text

FILES = "abcdefghijklmnop"

ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (-1, 1), (1, -1), (-1, -1))
DIRECTIONS = {
    "orthogonal": ORTHOGONAL,
    "all": ORTHOGONAL + DIAGONAL,
    "diagonal": DIAGONAL,
    # A step in any of eight directions, a jump only along a line or a column.
    "steps8": ORTHOGONAL + DIAGONAL,
}
# The move rules whose diagonal links are steps only: nothing is jumped diagonally.
STEP_ONLY_DIAGONALS = {"steps8"}

# Home shapes in the bottom-left corner, as (file, rank) cells.
HOME_SHAPES: dict[str, tuple[tuple[int, int], ...]] = {
    "3x3": tuple((f, r) for r in range(3) for f in range(3)),
    "3x4": tuple((f, r) for r in range(3) for f in range(4)),
    "4x4": tuple((f, r) for r in range(4) for f in range(4)),
    "tri4": tuple((f, r) for r in range(4) for f in range(4) if f + r <= 3),
    "tri5": tuple((f, r) for r in range(5) for f in range(5) if f + r <= 4),
    # Halma's yards: rows of 5, 5, 4, 3, 2 for two players, 4, 4, 3, 2 for four.
    "halma19": tuple((f, r) for r, width in enumerate((5, 5, 4, 3, 2)) for f in range(width)),
    "halma13": tuple((f, r) for r, width in enumerate((4, 4, 3, 2)) for f in range(width)),
}

HOME_NAMES: dict[str, Text] = {
    "3x3": Text("квадрат 3×3 (9 шашек)", "3×3 square (9 pieces)"),
    "3x4": Text("прямоугольник 3×4 (12 шашек)", "3×4 rectangle (12 pieces)"),
    "4x4": Text("квадрат 4×4 (16 шашек)", "4×4 square (16 pieces)"),
    "tri4": Text("треугольник 1-2-3-4 (10 шашек)", "1-2-3-4 triangle (10 pieces)"),
    "tri5": Text("треугольник 1-2-3-4-5 (15 шашек)", "1-2-3-4-5 triangle (15 pieces)"),
    "halma19": Text("двор халмы на двоих (19 шашек)", "two-player Halma yard (19 pieces)"),
    "halma13": Text("двор халмы на четверых (13 шашек)", "four-player Halma yard (13 pieces)"),
}

# Corners in turn order: two players sit in opposite corners; four go clockwise.
CORNERS_BY_PLAYERS = {2: ("bl", "tr"), 4: ("bl", "tl", "tr", "br")}
OPPOSITE = {"bl": "tr", "tr": "bl", "tl": "br", "br": "tl"}


def square_name(index: int, size: int) -> str:
    return f"{FILES[index % size]}{index // size + 1}"


def parse_square(text: str, size: int) -> int | None:
    """The index of a square name on a board of `size`, or None if it is not one."""
    if len(text) < 2 or text[0] not in FILES[:size] or not text[1:].isdigit():
        return None
    rank = int(text[1:])
    if not 1 <= rank <= size or text[1] == "0":
        return None
    return (rank - 1) * size + FILES.index(text[0])


def _place(cell: tuple[int, int], corner: str, size: int) -> tuple[int, int]:
    f, r = cell
    last = size - 1
    return {
        "bl": (f, r),
        "tr": (last - f, last - r),
        "tl": (f, last - r),
        "br": (last - f, r),
    }[corner]


@dataclass(frozen=True, eq=False)
class Geometry:
    """Everything about squares that never changes during a game."""

    size: int
    players: int
    directions: tuple[tuple[int, int], ...]
    names: tuple[str, ...]
    # For each square, one (adjacent, beyond) pair per direction; -1 is off the board.
    links: tuple[tuple[tuple[int, int], ...], ...]
    homes: tuple[frozenset[int], ...]
    targets: tuple[frozenset[int], ...]
    # The far corner each seat heads for: the tempo number counts steps to it.
    target_corner: tuple[tuple[int, int], ...]
    home_order: tuple[tuple[int, ...], ...]
    index_of: dict[str, int]

    @property
    def cells(self) -> int:
        return self.size * self.size

    def coords(self, index: int) -> tuple[int, int]:
        return index % self.size, index // self.size

    def index(self, name: str) -> int | None:
        return self.index_of.get(name)

    def rotate(self, index: int) -> int:
        """The square seen from the opposite side (a 180° turn of the board)."""
        return self.cells - 1 - index

    def distance(self, index: int, seat: int) -> int:
        """Orthogonal steps from `index` to `seat`'s far corner (one piece's tempo)."""
        f, r = self.coords(index)
        cf, cr = self.target_corner[seat]
        return abs(f - cf) + abs(r - cr)

    def king_distance(self, index: int, seat: int) -> int:
        f, r = self.coords(index)
        cf, cr = self.target_corner[seat]
        return max(abs(f - cf), abs(r - cr))

    def adjacent(self, a: int, b: int) -> bool:
        return any(adj == b for adj, _ in self.links[a])


@lru_cache(maxsize=64)
def geometry(size: int, home: str, players: int, corner: str, moves: str) -> Geometry:
    """The geometry of one variant (cached: states of a variant share it)."""
    directions = DIRECTIONS[moves]
    names = tuple(square_name(i, size) for i in range(size * size))
    links = []
    for index in range(size * size):
        f, r = index % size, index // size
        pairs = []
        for df, dr in directions:
            a = _cell(f + df, r + dr, size)
            jumps = not (moves in STEP_ONLY_DIAGONALS and df and dr)
            b = _cell(f + 2 * df, r + 2 * dr, size) if a >= 0 and jumps else -1
            pairs.append((a, b))
        links.append(tuple(pairs))
    corners = CORNERS_BY_PLAYERS[players]
    shape = HOME_SHAPES[home]

    def cells_of(corner_key: str) -> tuple[int, ...]:
        placed = [_place(cell, corner_key, size) for cell in shape]
        if corner == "right":
            placed = [(size - 1 - f, r) for f, r in placed]
        return tuple(r * size + f for f, r in placed)

    home_order = tuple(cells_of(c) for c in corners)
    targets = tuple(frozenset(cells_of(OPPOSITE[c])) for c in corners)
    far = []
    for c in corners:
        f, r = _place((0, 0), OPPOSITE[c], size)
        far.append((size - 1 - f, r) if corner == "right" else (f, r))
    return Geometry(
        size=size,
        players=players,
        directions=directions,
        names=names,
        links=tuple(links),
        homes=tuple(frozenset(h) for h in home_order),
        targets=targets,
        target_corner=tuple(far),
        home_order=home_order,
        index_of={name: i for i, name in enumerate(names)},
    )


def _cell(f: int, r: int, size: int) -> int:
    return r * size + f if 0 <= f < size and 0 <= r < size else -1
