"""The rerolls of one's own turn chosen exactly: expectimax over the dice (five and six monsters).

With many monsters King of Tokyo is a points race decided mostly by the
dice each monster scores on its own turn (measured: a six-monster winner
takes about two thirds of its points from the numbers it rolls). The open
tree search reaches few resolved rolls at that width, so here the whole roll
is planned at once: every way the dice can end (a multiset of faces) is
resolved on a copy of the table and judged, and the keep-these-dice choice
of each reroll left is the one with the best expected judgement, computed
backwards over the multisets (`plan`). Dice are exchangeable, so a keep is
a sub-multiset of the faces showing and the outcome of rerolling k dice is a
multinomial draw; with six dice that is 462 endings and about 12,000 terms.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from itertools import combinations_with_replacement

from igroteka.engine.game import State
from igroteka.games.king_of_tokyo.actions import FACES, Act

Counts = tuple[int, ...]


def counts_of(dice: list[str]) -> Counts:
    return tuple(dice.count(face) for face in FACES)


@cache
def multisets(size: int) -> list[Counts]:
    """Every way `size` dice can show (faces counted in FACES' order)."""
    found = []
    for combo in combinations_with_replacement(range(len(FACES)), size):
        counts = [0] * len(FACES)
        for face in combo:
            counts[face] += 1
        found.append(tuple(counts))
    return found


@cache
def outcomes(size: int) -> list[tuple[Counts, float]]:
    """Rolling `size` dice: each multiset of faces with its probability."""
    total = len(FACES) ** size
    found = []
    for counts in multisets(size):
        ways = math.factorial(size)
        for c in counts:
            ways //= math.factorial(c)
        found.append((counts, ways / total))
    return found


@cache
def sub_multisets(counts: Counts) -> list[Counts]:
    found: list[Counts] = [()]
    for c in counts:
        found = [(*head, k) for head in found for k in range(c + 1)]
    return found


def add(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def plan(
    dice: Counts, rolls: int, judge: Callable[[Counts], float]
) -> tuple[Counts | None, float]:
    """The best keep (None: stop here) for `dice` with `rolls` rerolls left, and its value.

    `judge` values the dice if they were resolved as they lie. Keeping every die is
    the same as stopping, so a keep always rerolls at least one die.
    """
    size = sum(dice)
    endings = multisets(size)
    value = {m: judge(m) for m in endings}  # V_0: no reroll left
    rolled = {k: outcomes(k) for k in range(1, size + 1)}
    worth: dict[Counts, float] = {}
    for _ in range(rolls):
        # W(K) = E[V(K + R)] for every keep K of fewer than `size` dice, then V = max over keeps.
        worth = {}
        for kept_size in range(size):
            for kept in multisets(kept_size):
                worth[kept] = sum(p * value[add(kept, r)] for r, p in rolled[size - kept_size])
        value = {
            m: max(value[m], *(worth[k] for k in sub_multisets(m) if sum(k) < size))
            for m in endings
        }
    if rolls <= 0:
        return None, value[dice]
    best_keep: Counts | None = None
    best = judge(dice)
    for kept in sub_multisets(dice):
        if sum(kept) < size and worth[kept] > best:
            best_keep, best = kept, worth[kept]
    return best_keep, best


def reroll_for(dice: list[str], kept: Counts) -> Act:
    """The reroll that keeps the multiset `kept` of `dice` (the first dice of each face)."""
    left = dict(zip(FACES, kept, strict=True))
    rolled = []
    for i, face in enumerate(dice):
        if left[face] > 0:
            left[face] -= 1
        else:
            rolled.append(i)
    return Act("reroll", tuple(rolled))


def dice_for(counts: Counts) -> list[str]:
    return [face for face, c in zip(FACES, counts, strict=True) for _ in range(c)]


def roll_choice(state: State, seat: int, value: Callable[[State, int], float]) -> Act | None:
    """The planned reroll or stop for the active `seat`, or None where the plan does not apply.

    `value(sample, seat)` judges a copy of the table whose dice were just stopped.

    It applies in the roll step with ordinary rerolls left and no die-changing
    choice there (Background Dweller); the extra rerolls of Smoke Cloud and Energy
    Drink are not planned for (the plan stops where they would begin).
    """
    match = state.match  # type: ignore[attr-defined]
    if match.phase != "roll" or match.active != seat or match.rolls_left <= 0:
        return None
    if match.dweller_dice() or not match.dice:
        return None
    cache: dict[Counts, float] = {}

    def judge(counts: Counts) -> float:
        if counts not in cache:
            sample = state.clone()
            sample.quiet = True  # type: ignore[attr-defined]
            sample.match.dice = dice_for(counts)  # type: ignore[attr-defined]
            sample.match.rolls_left = 0  # type: ignore[attr-defined]
            sample.apply(Act("stop"), checked=False)
            cache[counts] = value(sample, seat)
        return cache[counts]

    kept, _ = plan(counts_of(match.dice), match.rolls_left, judge)
    return Act("stop") if kept is None else reroll_for(match.dice, kept)
