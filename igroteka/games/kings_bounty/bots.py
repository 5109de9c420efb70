"""The evaluation the generic searches use: victory points if the game ended now, and a little more.

A seat's standing is what it would score now (titles it would hold and its
obelisks), plus a small share for what tends to win titles later: buildings,
guards and their strength, and the cards in hand that it can play.
"""

from __future__ import annotations

import math

from igroteka.games.kings_bounty.cards import VALUE
from igroteka.games.kings_bounty.protocol import KingsBountyTable
from igroteka.games.kings_bounty.titles import scores

SCALE = 6.0


def standing(table: KingsBountyTable) -> list[float]:
    points = scores(table.titles, table)
    values = []
    for seat in range(table.n):
        area = table.buildings[seat]
        guards = [table.guard[b] for b in area if table.guard[b] >= 0]
        values.append(points[seat] + 0.3 * len(area) + 0.05 * sum(VALUE[g] for g in guards))
    return values


def evaluate(table: KingsBountyTable, seat: int) -> float:
    result = table.outcome()
    if result is not None:
        return result.returns[seat]
    values = standing(table)
    mine = values[seat]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return math.tanh((mine - best_other) / SCALE)
