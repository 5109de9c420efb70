"""How sure a match result is: the score and its 95% Wilson score interval.

Each scoring unit (a game, or a duplicate-deal pair in games with chance) is
a win (1), a draw (1/2) or a loss (0) for bot A. The score is the mean over
units, and the interval is Wilson's score interval for a proportion,

    (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n),   z = 1.95996,

with p the score and n the number of units. Counting a draw as half a win
treats it as one win in two games; since a draw has less variance than a
coin toss, the interval is slightly wider than it needs to be: a safe side
to err on. Unlike the normal approximation it stays inside [0, 1] and is
sensible at 0% and 100%, where bot matches (hard against random) often end.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054


def wilson_interval(score: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion `score` measured over `n` trials."""
    if n <= 0:
        return (0.0, 1.0)
    z2 = z * z
    centre = (score + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(score * (1 - score) / n + z2 / (4 * n * n))
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Summary:
    """Wins, draws and losses of bot A over scoring units, with the score and its interval."""

    wins: int
    draws: int
    losses: int
    score: float
    low: float
    high: float

    @property
    def units(self) -> int:
        return self.wins + self.draws + self.losses


def summarize(unit_scores: Sequence[float]) -> Summary:
    """Tally unit scores in [0, 1] (above 1/2 a win, exactly 1/2 a draw)."""
    wins = sum(1 for s in unit_scores if s > 0.5)
    draws = sum(1 for s in unit_scores if s == 0.5)
    losses = len(unit_scores) - wins - draws
    n = len(unit_scores)
    score = (wins + draws / 2) / n if n else 0.0
    low, high = wilson_interval(score, n)
    return Summary(wins, draws, losses, score, low, high)
