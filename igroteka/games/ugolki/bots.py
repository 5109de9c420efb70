"""The bots' heuristic: how many moves each side still needs, with blockades priced in.

The core is a distance sum like the tempo number, in the metric the pieces
really move in (king steps when diagonals are allowed), minus the least that
sum can be once the home is full. On top of that, what the bare sum misses:
- each outside piece's distance to a target square it does not hold yet (the
  last pieces must go round those already packed in);
- the last straggler (a lone piece cannot ride its friends' jumps);
- pieces that cannot move at all (shut in behind others);
- pieces still at home: they must leave, and as the leave-home deadline nears
  (where being late loses outright) their way out is counted on the real board,
  walls of enemy pieces included.

Ugolki brings no players of its own: the game-agnostic searches of
`igroteka.bots` play it with this value (`UgolkiState.evaluate`).
"""

from __future__ import annotations

import math
from functools import lru_cache

from igroteka.games.ugolki.board import Geometry
from igroteka.games.ugolki.protocol import UgolkiPosition

HOLES = 1.5
STRAGGLER = 1.0
STUCK = 1.5
TO_MOVE = 1.5
OPENING = 5
AT_HOME = 1.0
LATE = 12.0
DEADLINE_WINDOW = 12
EXIT_CAP = 5


@lru_cache(maxsize=256)
def _floor(geo: Geometry, seat: int, king: bool, count: int) -> int:
    """The smallest distance sum `count` pieces can have: the nearest cells of the target."""
    dist = geo.king_distance if king else geo.distance
    cells = sorted(dist(i, seat) for i in geo.targets[seat])
    return sum(cells[:count]) + max(0, count - len(cells)) * (cells[-1] if cells else 0)


@lru_cache(maxsize=256)
def _depth(geo: Geometry, seat: int, king: bool) -> int:
    """The distance of the target home's outermost cell from its corner."""
    dist = geo.king_distance if king else geo.distance
    return max((dist(i, seat) for i in geo.targets[seat]), default=0)


@lru_cache(maxsize=256)
def exit_steps(geo: Geometry, seat: int) -> dict[int, int]:
    """For each square of the seat's home, the steps out of it on an empty board."""
    home = geo.homes[seat]
    steps: dict[int, int] = {}
    frontier = [i for i in range(geo.cells) if i not in home]
    level = 0
    while frontier:
        level += 1
        reached = []
        for cell in frontier:
            for adj, _ in geo.links[cell]:
                if adj in home and adj not in steps:
                    steps[adj] = level
                    reached.append(adj)
        frontier = reached
    return steps


@lru_cache(maxsize=256)
def _target_rows(
    geo: Geometry, seat: int, king: bool
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The target's cells, and for every square its distance to each of them."""
    cells = tuple(sorted(geo.targets[seat]))
    size = geo.size
    rows = []
    for index in range(geo.cells):
        f, r = index % size, index // size
        row = []
        for cell in cells:
            df, dr = abs(f - cell % size), abs(r - cell // size)
            row.append(max(df, dr) if king else df + dr)
        rows.append(tuple(row))
    return cells, tuple(rows)


def _to_holes(geo: Geometry, board: bytearray, seat: int, pieces: list[int], king: bool) -> int:
    """Each outside piece's distance to the nearest target square it does not hold yet.

    Squares the opponent still holds count as free, so his leaving home does not
    change this term: only one's own progress does.
    """
    cells, rows = _target_rows(geo, seat, king)
    mine = seat + 1
    holes = [i for i, cell in enumerate(cells) if board[cell] != mine]
    if not holes:
        return 0
    target = geo.targets[seat]
    total = 0
    for p in pieces:
        if p not in target:
            total += min(map(rows[p].__getitem__, holes))
    return total


def _moves_to_leave(geo: Geometry, board: bytearray, src: int, home: frozenset[int]) -> int:
    """How many of its own moves the piece on `src` needs to get out of home, others standing.

    Counted on the real board, so an exit walled off by the opponent costs what it
    really costs; a jump chain counts as one move. Capped at EXIT_CAP.
    """
    links = geo.links
    piece = board[src]
    board[src] = 0
    try:
        seen = {src}
        frontier = [src]
        for level in range(1, EXIT_CAP):
            reached = []
            for cur in frontier:
                for adj, _ in links[cur]:
                    if adj >= 0 and not board[adj] and adj not in seen:
                        seen.add(adj)
                        reached.append(adj)
                stack = [cur]
                while stack:
                    at = stack.pop()
                    for adj, beyond in links[at]:
                        if beyond >= 0 and board[adj] and not board[beyond] and beyond not in seen:
                            seen.add(beyond)
                            reached.append(beyond)
                            stack.append(beyond)
            if any(cell not in home for cell in reached):
                return level
            if not reached:
                break
            frontier = reached
        return EXIT_CAP
    finally:
        board[src] = piece


def remaining(state: UgolkiPosition, seat: int) -> float:
    """Roughly how many single steps `seat` still needs to fill its target home."""
    rules = state.rules
    geo = rules.geo
    king = rules.moves != "orthogonal"
    dist = geo.king_distance if king else geo.distance
    board = state.board
    links = geo.links
    target = geo.targets[seat]
    pieces = state.pieces[seat]
    total = 0
    worst = 0
    stuck = 0
    for p in pieces:
        d = dist(p, seat)
        total += d
        if p in target:
            continue
        if d > worst:
            worst = d
        for adj, beyond in links[p]:
            if adj >= 0 and (not board[adj] or (beyond >= 0 and not board[beyond])):
                break
        else:
            stuck += 1
    value = total - _floor(geo, seat, king, len(pieces))
    value += HOLES * _to_holes(geo, board, seat, pieces, king)
    value += STRAGGLER * max(0, worst - _depth(geo, seat, king)) + STUCK * stuck
    if state.at_home[seat] and state.move_number > OPENING:
        home = geo.homes[seat]
        window = max(DEADLINE_WINDOW, rules.deadline // 2)
        left = max(0, rules.deadline - state.move_number)
        if rules.deadline and left < window:
            depth = sum(_moves_to_leave(geo, board, p, home) for p in pieces if p in home)
            value += depth * (AT_HOME + LATE * (window - left) / window)
        else:
            exits = exit_steps(geo, seat)
            value += AT_HOME * sum(exits[p] for p in pieces if p in home)
    if state.turn == seat:
        value -= TO_MOVE
    return value


# A bot offered a draw accepts when it is less than this many steps ahead of its
# opponent (`lead`), i.e. when it is not clearly better.
DRAW_LEAD = 2.0


def lead(state: UgolkiPosition, seat: int) -> float:
    """How many steps `seat` is ahead of its closest rival (negative: behind)."""
    n = state.rules.players
    values = [remaining(state, s) for s in range(n)]
    return min(values[s] for s in range(n) if s != seat) - values[seat]


def evaluate(state: UgolkiPosition, seat: int) -> float:
    """A value in [-1, 1]: the seat's remaining work against its closest rival's."""
    if state.result is not None:
        return state.result.returns[seat]
    scale = max(8.0, 2.0 * len(state.pieces[seat]))
    return math.tanh(lead(state, seat) / scale)
