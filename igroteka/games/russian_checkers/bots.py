"""A quick static evaluation and move ordering for the game-agnostic search bots.

The value is a handful of bit counts: material (a flying king is worth about
two and a half men), how far men have advanced, pieces in the centre, men still
guarding the back rank, and quiet mobility. It is squashed into (-1, 1) with
tanh so a one-man edge reads about 0.25; a finished game returns its result.
"""

from __future__ import annotations

import math
from typing import Any

from igroteka.games.russian_checkers.board import CENTRE, RANK_1, RANK_8, VALID, rank_mask
from igroteka.games.russian_checkers.protocol import CheckersPosition

MAN = 1.0
KING = 2.5
ADVANCE = 0.04
CENTRE_BONUS = 0.08
BACK_RANK = 0.08
MOBILITY = 0.02
SCALE = 4.0

RANKS = tuple(rank_mask(r) for r in range(8))
# A bot offered a draw accepts when its evaluation is below this: less than half a
# man's edge (a whole man reads about 0.25), i.e. when it is not clearly better.
DRAW_EDGE = math.tanh(0.5 / SCALE)


def _advance(men: int, white: bool) -> int:
    total = 0
    for r in range(1, 7):
        count = (men & RANKS[r]).bit_count()
        if count:
            total += count * (r if white else 7 - r)
    return total


def score_white(wm: int, wk: int, bm: int, bk: int) -> float:
    """The position's value for White in men (positive: White is better)."""
    score = MAN * (wm.bit_count() - bm.bit_count()) + KING * (wk.bit_count() - bk.bit_count())
    score += ADVANCE * (_advance(wm, True) - _advance(bm, False))
    score += CENTRE_BONUS * (((wm | wk) & CENTRE).bit_count() - ((bm | bk) & CENTRE).bit_count())
    score += BACK_RANK * ((wm & RANK_1).bit_count() - (bm & RANK_8).bit_count())
    empty = VALID ^ (wm | wk | bm | bk)
    white_steps = ((wm << 4) & empty).bit_count() + ((wm << 5) & empty).bit_count()
    black_steps = ((bm >> 4) & empty).bit_count() + ((bm >> 5) & empty).bit_count()
    score += MOBILITY * (white_steps - black_steps)
    return score


def evaluate(state: CheckersPosition, seat: int) -> float:
    result = state.outcome()
    if result is not None:
        return result.returns[seat]
    value = math.tanh(score_white(state.wm, state.wk, state.bm, state.bk) / SCALE)
    return value if seat == 0 else -value


def order_actions(state: CheckersPosition, actions: list[Any]) -> list[Any]:
    """One action per resulting position, best-first: most pieces (kings) taken, then crownings."""
    kings = state.wk | state.bk
    seen: set[tuple[int, int, int]] = set()
    keyed = []
    for index, action in enumerate(actions):
        path, captured, crowned = action.code
        result = (path[0], path[-1], captured)
        if result in seen:
            continue
        seen.add(result)
        promotes = crowned and not (kings >> path[0] & 1)
        keyed.append(
            (
                -captured.bit_count(),
                -(captured & kings).bit_count(),
                not promotes,
                index,
                action,
            )
        )
    keyed.sort(key=lambda item: item[:4])
    return [item[4] for item in keyed]
