"""Rounds, rows and the match (rules §2 and §3): pure functions of counts and rows.

Rows are counted 1..8 from White's side: White stands on row `w`, Black on
row `b`. The winner of a round moves one row forward; once the rows are
adjacent the loser is pushed back too, and a player pushed past his last row
(Black to 9, White to 0) has lost the match.
"""

from __future__ import annotations

from dataclasses import dataclass

WHITE, BLACK = 0, 1


@dataclass(frozen=True)
class Rows:
    w: int
    b: int
    # The colour that won the match by this advance, if any.
    match_winner: int | None = None


def advance(rows: Rows, winner: int) -> Rows:
    """One single-row advance of `winner`, with the push-back and the match-end check."""
    w, b = rows.w, rows.b
    if winner == WHITE:
        if b - w >= 2:
            return Rows(w + 1, b)
        if b + 1 > 8:
            return Rows(w, b, WHITE)
        return Rows(w + 1, b + 1)
    if b - w >= 2:
        return Rows(w, b - 1)
    if w - 1 < 1:
        return Rows(w, b, BLACK)
    return Rows(w - 1, b - 1)


def after_round(rows: Rows, winner: int, clean: bool, clean_bonus: bool) -> Rows:
    """The rows after `winner` took the round; `clean`: he lost no piece in it.

    With the clean-win bonus a clean win is two single-row advances, each with
    its own push-back and match-end check (rules §3, OUR DESIGN).
    """
    rows = advance(rows, winner)
    if clean and clean_bonus and rows.match_winner is None:
        rows = advance(rows, winner)
    return rows


def next_shooter(shooter: int, knocked_opp: int, knocked_own: int) -> int:
    """Who shoots after a shot that stays inside the round: an extra shot, or the opponent."""
    if knocked_opp >= 1 and knocked_own == 0:
        return shooter
    return 1 - shooter
