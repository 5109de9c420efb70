"""The bots' heuristic: how many moves each side still needs, with blockades priced in.

The core is a distance sum like the tempo number, in the metric the pieces
really move in (king steps when diagonals are allowed), minus the least that
sum can be once the home is full. On top of that, three things the bare sum
misses: the last straggler (a lone piece cannot ride its friends' jumps),
pieces that cannot move at all (shut in behind others), and pieces still at
home as the leave-home deadline nears (they lose the game outright).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

from igroteka.games.ugolki.board import Geometry

if TYPE_CHECKING:
    from igroteka.games.ugolki.state import UgolkiState

STRAGGLER = 1.0
STUCK = 1.5
TO_MOVE = 1.5
DEADLINE_WINDOW = 12


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


def remaining(state: UgolkiState, seat: int) -> float:
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
    value += STRAGGLER * max(0, worst - _depth(geo, seat, king)) + STUCK * stuck
    if rules.deadline and state.at_home[seat]:
        left = rules.deadline - state.move_number
        if left < DEADLINE_WINDOW:
            value += state.at_home[seat] * (DEADLINE_WINDOW - max(0, left)) * 2.0
    if state.turn == seat:
        value -= TO_MOVE
    return value


def evaluate(state: UgolkiState, seat: int) -> float:
    """A value in [-1, 1]: the seat's remaining work against its closest rival's."""
    if state.result is not None:
        return state.result.returns[seat]
    n = state.rules.players
    values = [remaining(state, s) for s in range(n)]
    rival = min(values[s] for s in range(n) if s != seat)
    scale = max(8.0, 2.0 * len(state.pieces[seat]))
    return math.tanh((rival - values[seat]) / scale)
