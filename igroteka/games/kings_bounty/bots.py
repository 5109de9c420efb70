"""Kings Bounty's evaluation for the generic searches, and its own heuristic players.

A seat's standing is what it would score now (the titles it would hold and
its obelisks) plus a little for what tends to win titles later: buildings,
guards and their strength. The heuristic player looks one play ahead: the
standing it gains, less what its buildings risk against an ordinary troop
(the weaker the defence, the likelier someone takes it), less a card thrown
away on an attack that fails. With nothing worth playing it puts its dead
cards (troops of nations it has no castle of) under the deck.
"""

from __future__ import annotations

import math
import random
from typing import Any

from igroteka.games.kings_bounty.actions import DRAW, Draw, Play, Return
from igroteka.games.kings_bounty.cards import (
    CASTLE,
    HUMANS,
    IS_TROOP,
    KIND,
    OBELISK,
    RACE,
    VALUE,
)
from igroteka.games.kings_bounty.protocol import KingsBountySearch, KingsBountyTable
from igroteka.games.kings_bounty.titles import scores

SCALE = 6.0
# How many of the 48 troops beat a building of this power: the chance an attack succeeds.
STRENGTHS = sorted(VALUE[c] for c in range(len(VALUE)) if IS_TROOP[c])


def beaten_by(power: int) -> float:
    return sum(1 for s in STRENGTHS if s > power) / len(STRENGTHS)


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


def worth(building: int) -> float:
    """What losing a building costs beyond the titles: its points, or a castle's use."""
    return float(VALUE[building]) if KIND[building] == OBELISK else 1.5


def risk(table: KingsBountySearch, seat: int) -> float:
    """What the seat's buildings stand to lose to an ordinary attacker (not a monster)."""
    ordinary = next(c for c in range(len(VALUE)) if IS_TROOP[c] and RACE[c] == HUMANS)
    return sum(worth(b) * beaten_by(table.attack_power(b, ordinary)) for b in table.buildings[seat])


def judge(table: KingsBountySearch, seat: int) -> float:
    """The seat's standing against the best other, less what its buildings risk."""
    values = standing(table)
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return values[seat] - best_other - 0.5 * risk(table, seat)


def dead_cards(table: KingsBountySearch, seat: int) -> list[int]:
    """Troops the seat cannot play: no castle of their nation on its side or in its hand."""
    hand = table.hands[seat]
    nations_in_hand = {RACE[c] for c in hand if KIND[c] == CASTLE}
    return [
        c
        for c in hand
        if IS_TROOP[c] and not table.may_play_troop(seat, c) and RACE[c] not in nations_in_hand
    ]


class HeuristicPlayer:
    """One play ahead by `judge`, with noise; returns dead cards when no play is worth it."""

    def __init__(self, noise: float = 0.0, returns: bool = True, threshold: float = 0.0) -> None:
        self.threshold = threshold
        self.noise = noise
        self.returns = returns

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        table: KingsBountySearch = state
        actions = table.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        dead = set(dead_cards(table, seat)) if self.returns else set()
        if table.phase == "return":
            for action in actions:
                if isinstance(action, Return) and action.card in dead:
                    return action
            return DRAW
        base = judge(table, seat)
        best: Any = None
        best_value = -math.inf
        failing: float | None = None
        for action in actions:
            if not isinstance(action, Play):
                continue
            if fails(table, seat, action):
                # Every failed attack leaves the same table (one more failure, one card
                # less in hand), so it is judged once: the search's rollouts gain most here.
                if failing is None:
                    failing = self.gain(table, seat, action, base)
                value = failing
            else:
                value = self.gain(table, seat, action, base)
            value += rng.gauss(0.0, self.noise) if self.noise else rng.random() * 1e-6
            if value > best_value:
                best, best_value = action, value
        may_return = any(isinstance(a, Return) for a in actions)
        if may_return and dead and (best is None or best_value < self.threshold):
            return next(a for a in actions if isinstance(a, Return) and a.card in dead)
        if best is None:
            returns = [a for a in actions if isinstance(a, Return)]
            if returns:
                return min(returns, key=lambda a: VALUE[a.card])
            return next(a for a in actions if not isinstance(a, Draw))
        return best

    @staticmethod
    def gain(table: KingsBountySearch, seat: int, action: Play, base: float) -> float:
        """What `action` changes of the seat's `judge`, less a card thrown away on a failure."""
        child = table.search_copy()
        child.advance(action)
        value = judge(child, seat) - base
        if action.target is not None and child.guard[action.target] != action.card:
            value -= 0.5
        return value


def fails(table: KingsBountySearch, seat: int, action: Play) -> bool:
    """An attack on another seat's building that the troop is too weak to take."""
    target = action.target
    return (
        target is not None
        and table.owner[target] != seat
        and not table.captures_it(action.card, target)
    )


class EasyPlayer(HeuristicPlayer):
    """Noisy, and never returns cards while it can play one: it plays whatever it holds."""

    def __init__(self, settings: dict[str, Any] | None = None) -> None:
        super().__init__(noise=2.0, returns=False)


class MediumPlayer(HeuristicPlayer):
    """Noiseless; returns cards only when it can play nothing (measured: returning dead
    cards sooner loses more tempo than it gains, docs/benchmarks.md)."""

    def __init__(self, settings: dict[str, Any] | None = None) -> None:
        super().__init__(noise=0.0, threshold=-math.inf)
