"""The bots' view of King of Tokyo: a heuristic value and the decisions worth searching.

`evaluate` weighs victory points, hearts (more when few are left), energy,
cards and Tokyo against the strongest rival. `search_actions` cuts the
reroll choices to "keep these faces, reroll the rest".
"""

from __future__ import annotations

import math
from typing import Any

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


def keep_rerolls(dice: list[str]) -> list[Act]:
    """`bots.search_actions`' rerolls ("keep every die of these faces"), built directly."""
    faces = sorted(set(dice))
    kept: list[Act] = []
    seen: set[tuple[int, ...]] = set()
    for mask in range(1 << len(faces)):
        keep = {faces[i] for i in range(len(faces)) if mask >> i & 1}
        rolled = tuple(i for i, f in enumerate(dice) if f not in keep)
        if rolled and rolled not in seen:
            seen.add(rolled)
            kept.append(Act("reroll", rolled))
    return kept
