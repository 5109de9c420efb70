"""Territories (stones joined by edges, never by corners), their n² scores and the tie-breaks."""

from __future__ import annotations

from collections.abc import Sequence

from igroteka.games.rose_king.cards import CELLS, SIZE

# The squares sharing an edge with each square.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (y + dy) * SIZE + (x + dx)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE
    )
    for y in range(SIZE)
    for x in range(SIZE)
)


def areas(board: Sequence[int], colour: int) -> list[int]:
    """The sizes of `colour`'s territories, largest first."""
    seen = bytearray(CELLS)
    sizes = []
    for start in range(CELLS):
        if board[start] != colour or seen[start]:
            continue
        seen[start] = 1
        stack = [start]
        size = 0
        while stack:
            square = stack.pop()
            size += 1
            for other in NEIGHBOURS[square]:
                if board[other] == colour and not seen[other]:
                    seen[other] = 1
                    stack.append(other)
        sizes.append(size)
    sizes.sort(reverse=True)
    return sizes


def score(sizes: Sequence[int]) -> int:
    return sum(n * n for n in sizes)


def ranking(sizes: Sequence[int]) -> tuple[int, int, int]:
    """What decides between two colours, in order: score, largest territory, stones."""
    return score(sizes), max(sizes, default=0), sum(sizes)


def winner(red: Sequence[int], white: Sequence[int]) -> int | None:
    """0 (Red), 1 (White) or None for a draw after every tie-break."""
    a, b = ranking(red), ranking(white)
    if a == b:
        return None
    return 0 if a > b else 1
