"""The bots' view of King of Tokyo: a heuristic value and the decisions worth searching.

`evaluate` weighs victory points, hearts (more when few are left), energy,
cards and Tokyo against the strongest rival. `search_actions` cuts the
reroll choices to "keep these faces, reroll the rest". The hard level is
its own player (`HardPlayer`): Monte Carlo over each decision, the dice rolled
anew in every sample and the turn played on by a plain policy up to the buy
step, then `evaluate`.
"""

from __future__ import annotations

import math
import random
from typing import Any

from igroteka.bots.base import timer
from igroteka.games.king_of_tokyo.actions import Act
from igroteka.games.king_of_tokyo.protocol import KingPosition


def strength(match: Any, seat: int) -> float:
    if not match.alive[seat]:
        return -30.0
    hp = match.hp[seat]
    value = 1.6 * match.vp[seat] + 0.9 * hp - (6.0 if hp <= 3 else 0.0)
    value += 0.35 * match.energy[seat] + 1.2 * len(match.cards[seat])
    value -= 0.8 * match.poison[seat] + 1.0 * match.shrink[seat]
    if match.in_tokyo(seat):
        value += 2.0 if hp > 5 else -2.0
    if match.vp[seat] >= 20:
        value += 8.0
    return value


def evaluate(state: KingPosition, seat: int) -> float:
    match = state.match
    mine = strength(match, seat)
    rivals = [strength(match, s) for s in range(match.n) if s != seat]
    return math.tanh((mine - max(rivals)) / 12.0)


def search_actions(state: KingPosition, actions: list[Any]) -> list[Any]:
    """Rerolls as "keep every die of these faces": at most one per set of faces kept."""
    match = state.match
    rerolls = [a for a in actions if isinstance(a, Act) and a.kind == "reroll"]
    if not rerolls:
        return actions
    rest = [a for a in actions if not (isinstance(a, Act) and a.kind == "reroll")]
    faces = sorted(set(match.dice))
    kept: list[Any] = []
    seen: set[tuple[int, ...]] = set()
    for mask in range(1 << len(faces)):
        keep = {faces[i] for i in range(len(faces)) if mask >> i & 1}
        dice = tuple(i for i, f in enumerate(match.dice) if f not in keep)
        if dice and dice not in seen:
            seen.add(dice)
            kept.append(Act("reroll", dice))
    return kept + rest


# Seconds the hard player thinks a move (the game's `bot_time_budget`).
HARD_SECONDS = 0.5
# Decisions a sample plays on after the one it tries, at most.
HORIZON = 12


def plain(state: KingPosition, seat: int) -> Any:
    """The plain policy a sample plays on with: stop rolling, resolve, stay while healthy."""
    match = state.match
    legal = match.legal(seat)
    kinds = {a.kind: a for a in legal}
    for kind in ("stop", "resolve", "keep", "hearts", "pass", "done"):
        if kind in kinds:
            return kinds[kind]
    if "stay" in kinds:
        return kinds["stay"] if match.hp[seat] > 5 else kinds["yield"]
    return legal[0]


def sample_value(state: Any, seat: int, action: Any, rng: random.Random) -> float:
    world = state.clone()
    world.rng = random.Random(rng.getrandbits(64))
    world.apply(action, seat, checked=False)
    match = world.match
    for _ in range(HORIZON):
        acting = world.acting()
        if not acting or match.phase in ("buy", "metamorph"):
            break
        who = acting[0]
        world.apply(plain(world, who), who, checked=False)
    return float(world.evaluate(seat))


class HardPlayer:
    """Flat Monte Carlo: samples spread over the decisions until the time is up."""

    def __init__(self, seconds: float = HARD_SECONDS) -> None:
        self.seconds = seconds

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        actions = search_actions(state, state.legal_actions(seat))
        if len(actions) == 1:
            return actions[0]
        clock = timer()
        deadline = clock() + self.seconds * 0.9
        totals = [0.0] * len(actions)
        counts = [0] * len(actions)
        while True:
            for i, action in enumerate(actions):
                totals[i] += sample_value(state, seat, action, rng)
                counts[i] += 1
            if clock() >= deadline:
                break
        best = max(range(len(actions)), key=lambda i: totals[i] / counts[i])
        return actions[best]


def hard_player() -> HardPlayer:
    return HardPlayer()
