"""Finding the sequences a new chip completes, with the overlap rule (rules file, A5).

A team's new sequence may share at most one cell with each of its earlier
sequences and with each other new one. When the new chip completes more
windows of five than may all count (a gap filled in a line of six or more),
the engine takes the set that gives the most new sequences, earliest along
the line among equals: the rules' default when nobody chooses.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from igroteka.games.sequence.board import CORNERS, DIRECTIONS, SIZE


def _run(owned: Sequence[bool], cell: int, dr: int, dc: int) -> list[int]:
    """The cells of the maximal line through `cell` in (dr, dc) that count for the team."""
    r, c = divmod(cell, SIZE)
    back: list[int] = []
    rr, cc = r - dr, c - dc
    while 0 <= rr < SIZE and 0 <= cc < SIZE and owned[rr * SIZE + cc]:
        back.append(rr * SIZE + cc)
        rr, cc = rr - dr, cc - dc
    forward: list[int] = []
    rr, cc = r + dr, c + dc
    while 0 <= rr < SIZE and 0 <= cc < SIZE and owned[rr * SIZE + cc]:
        forward.append(rr * SIZE + cc)
        rr, cc = rr + dr, cc + dc
    return [*reversed(back), cell, *forward]


def fits(window: Sequence[int], earlier: Sequence[Sequence[int]]) -> bool:
    """Whether `window` shares at most one cell with each of `earlier`."""
    cells = set(window)
    return all(len(cells.intersection(other)) <= 1 for other in earlier)


def completed(
    chips: Sequence[int], team: int, cell: int, earlier: Sequence[Sequence[int]]
) -> list[tuple[int, ...]]:
    """The new sequences the team's chip on `cell` completes (none, one, or several)."""
    owned = [chip == team or index in CORNERS for index, chip in enumerate(chips)]
    found: list[tuple[int, ...]] = []
    for dr, dc in DIRECTIONS:
        run = _run(owned, cell, dr, dc)
        if len(run) < 5:
            continue
        at = run.index(cell)
        windows = [
            tuple(run[start : start + 5])
            for start in range(max(0, at - 4), min(at, len(run) - 5) + 1)
        ]
        windows = [w for w in windows if fits(w, earlier)]
        best: tuple[tuple[int, ...], ...] = ()
        for size in range(len(windows), 0, -1):
            for chosen in combinations(windows, size):
                if all(fits(w, chosen[:i]) for i, w in enumerate(chosen)):
                    best = chosen
                    break
            if best:
                break
        found.extend(best)
    return found
