"""Exact enumeration of consistent deals, and a chi-square bound, for the sampler's tests."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence


def consistent_deals(cards: Sequence[Hashable], capacity: Mapping[Hashable, int],
                     allowed: Callable[[Hashable], Iterable[Hashable]]) -> list[tuple]:
    """Every assignment of the physical cards (`cards[i]` to `owners[i]`) meeting the rules."""
    seats = list(capacity)
    deals = []
    for owners in itertools.product(seats, repeat=len(cards)):
        if any(owners.count(s) != n for s, n in capacity.items()):
            continue
        if all(s in set(allowed(c)) for c, s in zip(cards, owners, strict=True)):
            deals.append(owners)
    return deals


def chi_square(observed: Counter, expected: Mapping[Hashable, float], draws: int) -> float:
    """Pearson's statistic of `observed` counts against `expected` probabilities."""
    assert set(observed) <= set(expected), set(observed) - set(expected)
    return sum((observed.get(k, 0) - draws * p) ** 2 / (draws * p) for k, p in expected.items())


def chi_square_bound(dof: int) -> float:
    """The 0.1% upper quantile of chi-square with `dof` degrees (Wilson and Hilferty, 1931).

    A fair sampler exceeds it once in a thousand seeds; the tests use fixed seeds,
    so they are deterministic, and a biased sampler lands far above it.
    """
    z = 3.09
    return dof * (1 - 2 / (9 * dof) + z * math.sqrt(2 / (9 * dof))) ** 3
