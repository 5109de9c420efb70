"""The heuristic the generic searches use: the race to the target, with the round under way.

The easy level looks one action ahead with it (GreedyBot), medium is ISMCTS
over determinized worlds (igroteka/bots/levels.py), which decides draws, duos
and when to call STOP or LAST CHANCE by playing the round on in worlds the
seat cannot tell apart. Hard is the game's own search (search.py): every
choice played out to the end of the round, in sampled worlds, by a
rule-of-thumb policy (policy.py), and judged by the round's real score.

A position is worth each seat's total plus a share of the card points it
holds now (they count only if the round is scored, and LAST CHANCE may take
them away), compared with the best other seat's.
"""

from __future__ import annotations

import math

from igroteka.games.sea_salt_paper.protocol import SeaSaltPaperTable
from igroteka.games.sea_salt_paper.scoring import card_points

HELD_SHARE = 0.6
SCALE = 8.0


def prospects(state: SeaSaltPaperTable) -> list[float]:
    """Each seat's total plus a share of its card points in the round under way."""
    return [
        state.totals[s] + HELD_SHARE * card_points(state.hands[s], state.played[s])
        for s in range(state.seats)
    ]


def evaluate(state: SeaSaltPaperTable, seat: int) -> float:
    result = state.outcome()
    if result is not None:
        return result.returns[seat]
    values = prospects(state)
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return math.tanh((values[seat] - best_other) / SCALE)
