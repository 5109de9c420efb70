"""Drawing a deal as often as the play so far makes it likely: rejection by a weight.

Kozel's, Klabor's and Go-Stop's hard bots sample the hidden hands consistent with what
they know, then keep each sampled deal with the probability their play model gives the
others' cards in it (`PlayModel` in each game's knowledge.py). All draw the same way.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def weighted_draw(
    draw: Callable[[], T], weight: Callable[[T], float], rng: random.Random, tries: int
) -> T:
    """A draw kept with probability `weight(draw)` (in [0, 1]), at most `tries` draws; when
    none is kept, the likeliest of them."""
    best: T | None = None
    best_weight = -1.0
    for _ in range(tries):
        sample = draw()
        w = weight(sample)
        if rng.random() < w:
            return sample
        if w > best_weight:
            best, best_weight = sample, w
    assert best is not None
    return best
