"""The board as bitboards: 32 dark squares packed so that every diagonal step is one shift.

A dark square on file f (a=0) and rank r (1=0) gets bit (9*r + f) // 2. With
that packing a step up-right is always +5, up-left +4, down-right -4 and
down-left -5, whatever the row; the four bits 4, 13, 22 and 31 are never
squares ("ghosts"), so a shift that falls off the board's side lands on a ghost
and is masked away by VALID. Rotating the board by 180 degrees maps bit i to
bit 35 - i. Everything else in the game (move generator, draws, notation) is
written against the tables built here once, at import.
"""

from __future__ import annotations

FILES = "abcdefgh"
SIZE = 8

# Directions, in the order the tables use: up-right, up-left, down-right, down-left.
NE, NW, SE, SW = 0, 1, 2, 3
DIRECTIONS = (NE, NW, SE, SW)
STEP = {NE: 5, NW: 4, SE: -4, SW: -5}
OPPOSITE = {NE: SW, NW: SE, SE: NW, SW: NE}
DELTA = {NE: (1, 1), NW: (-1, 1), SE: (1, -1), SW: (-1, -1)}


def bit_index(file: int, rank: int) -> int:
    """The bit of the dark square (file, rank), both counted from 0."""
    return (9 * rank + file) // 2


def is_dark(file: int, rank: int) -> bool:
    return (file + rank) % 2 == 0


# The 32 playing squares in the usual numbering: 1 = a1, 2 = c1, ... 32 = h8
# (left to right, then upward; pydraughts and PDN files use it for Russian).
SQUARES: tuple[int, ...] = tuple(
    bit_index(f, r) for r in range(SIZE) for f in range(SIZE) if is_dark(f, r)
)
VALID = 0
for _i in SQUARES:
    VALID |= 1 << _i

NAME: dict[int, str] = {}
INDEX: dict[str, int] = {}
FILE_RANK: dict[int, tuple[int, int]] = {}
for _r in range(SIZE):
    for _f in range(SIZE):
        if is_dark(_f, _r):
            _i = bit_index(_f, _r)
            _name = f"{FILES[_f]}{_r + 1}"
            NAME[_i] = _name
            INDEX[_name] = _i
            FILE_RANK[_i] = (_f, _r)

NUMBER: dict[int, int] = {sq: n + 1 for n, sq in enumerate(SQUARES)}
BY_NUMBER: dict[int, int] = {n + 1: sq for n, sq in enumerate(SQUARES)}


def _on_board(file: int, rank: int) -> bool:
    return 0 <= file < SIZE and 0 <= rank < SIZE


def _ray(index: int, direction: int) -> tuple[int, ...]:
    file, rank = FILE_RANK[index]
    df, dr = DELTA[direction]
    out = []
    file, rank = file + df, rank + dr
    while _on_board(file, rank):
        out.append(bit_index(file, rank))
        file, rank = file + df, rank + dr
    return tuple(out)


# RAYS[sq][d]: the squares from sq outward in direction d, nearest first.
RAYS: dict[int, tuple[tuple[int, ...], ...]] = {
    sq: tuple(_ray(sq, d) for d in DIRECTIONS) for sq in SQUARES
}
# The same rays as single-bit masks, so the generator tests occupancy with one `&`.
RAY_BITS: dict[int, tuple[tuple[int, ...], ...]] = {
    sq: tuple(tuple(1 << i for i in RAYS[sq][d]) for d in DIRECTIONS) for sq in SQUARES
}
# JUMPS[sq]: the short jumps of a man as (direction, jumped bit, landing bit, landing square).
JUMPS: dict[int, tuple[tuple[int, int, int, int], ...]] = {
    sq: tuple(
        (d, 1 << RAYS[sq][d][0], 1 << RAYS[sq][d][1], RAYS[sq][d][1])
        for d in DIRECTIONS
        if len(RAYS[sq][d]) >= 2
    )
    for sq in SQUARES
}
# The directions a king may try after capturing in direction d (never straight back:
# the piece it has just jumped still stands there and blocks the way).
ONWARD: dict[int, tuple[int, ...]] = {
    d: tuple(x for x in DIRECTIONS if x != OPPOSITE[d]) for d in DIRECTIONS
}
ONWARD[-1] = DIRECTIONS


def rank_mask(rank: int) -> int:
    mask = 0
    for f in range(SIZE):
        if is_dark(f, rank):
            mask |= 1 << bit_index(f, rank)
    return mask


RANK_1 = rank_mask(0)
RANK_8 = rank_mask(7)
# Where each side's men are crowned: White (seat 0) on rank 8, Black on rank 1.
PROMOTION = (RANK_8, RANK_1)
# The main road (большак), a1-h8.
MAIN_ROAD = 0
for _r in range(SIZE):
    MAIN_ROAD |= 1 << bit_index(_r, _r)
# The sixteen central squares c3-f6, rewarded a little by the evaluation.
CENTRE = 0
for _r in range(2, 6):
    for _f in range(2, 6):
        if is_dark(_f, _r):
            CENTRE |= 1 << bit_index(_f, _r)

START_WHITE = rank_mask(0) | rank_mask(1) | rank_mask(2)
START_BLACK = rank_mask(5) | rank_mask(6) | rank_mask(7)


def bits(mask: int) -> list[int]:
    """The set bits of a mask as square indexes, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def square_key(index: int) -> tuple[int, int]:
    """Sort key by file, then rank: the order our FEN lists squares in."""
    return FILE_RANK[index]


def parse_square(text: str) -> int | None:
    """The index of an algebraic dark square ("c3"), or None when it is not one."""
    return INDEX.get(text.strip().lower())
