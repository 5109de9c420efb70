"""The automatic draw rules D1-D6 and the counters they read.

Counting units (rules.en.md, the draw rules): "N moves" is N moves
by each side, 2N plies; "by its Nth move" counts only the stronger side's
moves since the material balance arose. The state keeps four counters, updated
after every move by `advance`:
- king_plies: plies in a row that were king moves without a capture (D2, and
  pydraughts' D3);
- capture_plies: plies since the last capture (pydraughts' D4-D6);
- balance_plies: plies since the material balance (men and kings of each side)
  last changed, by a capture or a promotion (federation D3-D6);
- balance_side: the side that moved first after that change (to count one
  side's moves inside balance_plies).
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.russian_checkers.board import MAIN_ROAD
from igroteka.games.russian_checkers.options import PYDRAUGHTS
from igroteka.games.russian_checkers.protocol import CheckersPosition

RULE_NAMES: dict[str, Text] = {
    "D1": Text("троекратное повторение позиции", "threefold repetition"),
    "D2": Text("15 ходов только дамками", "15 moves with kings only"),
    "D3": Text(
        "три дамки не взяли одинокую дамку за 15 ходов",
        "three kings did not take the lone king in 15 moves",
    ),
    "D4": Text(
        "три шашки против дамки на большой дороге: 5 ходов",
        "three pieces against a king on the main road: 5 moves",
    ),
    "D5": Text(
        "две шашки против одинокой дамки: 5 ходов", "two pieces against a lone king: 5 moves"
    ),
    "D6": Text(
        "соотношение сил не менялось 30 (60) ходов",
        "the material balance did not change for 30 (60) moves",
    ),
    "D7": Text("по соглашению", "by agreement"),
}

OPTION_OF = {
    "D1": "draw_repetition",
    "D2": "draw_kings_only",
    "D3": "draw_three_kings",
    "D4": "draw_main_road",
    "D5": "draw_two_pieces",
    "D6": "draw_no_progress",
}

KINGS_ONLY_PLIES = 30
THREE_KINGS_MOVES = 15
SHORT_ENDING_PLIES = 10


def advance(
    counters: tuple[int, int, int, int],
    was_king: bool,
    captured: bool,
    balance_changed: bool,
    next_side: int,
) -> tuple[int, int, int, int]:
    """The counters (king_plies, capture_plies, balance_plies, balance_side) after one move."""
    king_plies, capture_plies, balance_plies, balance_side = counters
    king_plies = king_plies + 1 if was_king and not captured else 0
    capture_plies = 0 if captured else capture_plies + 1
    if balance_changed:
        balance_plies, balance_side = 0, next_side
    else:
        balance_plies += 1
    return king_plies, capture_plies, balance_plies, balance_side


def _moves_of(side: int, plies: int, first: int) -> int:
    """How many of `plies` consecutive plies, the first by `first`, were made by `side`."""
    return (plies + 1) // 2 if side == first else plies // 2


def _army(state: CheckersPosition) -> tuple[tuple[int, int], tuple[int, int]]:
    return (
        (state.wm.bit_count(), state.wk.bit_count()),
        (state.bm.bit_count(), state.bk.bit_count()),
    )


def _lone_king(state: CheckersPosition) -> tuple[int, int] | None:
    """(stronger side, the lone king's mask) when one side has nothing but one king."""
    (wmen, wkings), (bmen, bkings) = _army(state)
    if bmen == 0 and bkings == 1 and wmen + wkings > 1:
        return 0, state.bk
    if wmen == 0 and wkings == 1 and bmen + bkings > 1:
        return 1, state.wk
    return None


def _measures(state: CheckersPosition) -> list[tuple[str, int, int, str]]:
    """For each enabled rule whose material condition holds now: (rule, count, limit, unit)."""
    options = state.options
    pydraughts = options.get("draw_reading") == PYDRAUGHTS
    out: list[tuple[str, int, int, str]] = []
    if options.get("draw_repetition", True):
        out.append(("D1", state.repetitions(), 3, "occurrences"))
    if options.get("draw_kings_only", True) and state.king_plies:
        out.append(("D2", state.king_plies, KINGS_ONLY_PLIES, "plies"))
    lone = _lone_king(state)
    armies = _army(state)
    if lone is not None:
        strong, weak_king = lone
        men, kings = armies[strong]
        own = (state.wm | state.wk) if strong == 0 else (state.bm | state.bk)
        if options.get("draw_three_kings", True) and men == 0 and kings >= 3:
            if pydraughts:
                out.append(("D3", state.king_plies, KINGS_ONLY_PLIES, "plies"))
            else:
                done = _moves_of(strong, state.balance_plies, state.balance_side)
                out.append(("D3", done, THREE_KINGS_MOVES, "moves"))
        if (
            options.get("draw_main_road", True)
            and men + kings == 3
            and kings >= 1
            and weak_king & MAIN_ROAD
            and not (pydraughts and own & MAIN_ROAD)
        ):
            plies = state.capture_plies if pydraughts else state.balance_plies
            out.append(("D4", plies, SHORT_ENDING_PLIES, "plies"))
        if options.get("draw_two_pieces", True) and men + kings == 2 and kings >= 1:
            plies = state.capture_plies if pydraughts else state.balance_plies
            out.append(("D5", plies, SHORT_ENDING_PLIES, "plies"))
    if options.get("draw_no_progress", True):
        (wmen, wkings), (bmen, bkings) = armies
        if pydraughts:
            size = wmen + wkings
            if wkings == bkings >= 1 and size == bmen + bkings and size in (4, 5, 6, 7):
                limit = 60 if size <= 5 else 120
                out.append(("D6", state.capture_plies, limit, "plies"))
        else:
            total = wmen + wkings + bmen + bkings
            if wkings >= 1 and bkings >= 1 and 4 <= total <= 7:
                limit = 60 if total <= 5 else 120
                out.append(("D6", state.balance_plies, limit, "plies"))
    return out


def find_draw(state: CheckersPosition) -> str | None:
    """The first draw rule (D1-D6) that ends the game in this position, if any."""
    for rule, count, limit, _unit in _measures(state):
        if count >= limit:
            return rule
    return None


def draw_progress(state: CheckersPosition) -> list[dict[str, Any]]:
    """The draw rules now counting, for the view: how far each has got and where it stops."""
    out = []
    for rule, count, limit, unit in _measures(state):
        if rule == "D1" and count < 2:
            continue
        out.append(
            {
                "rule": rule,
                "name": RULE_NAMES[rule].to_json(),
                "count": count,
                "limit": limit,
                "unit": unit,
            }
        )
    return out
