"""Dealing the cards a player cannot see, uniformly among the deals consistent with what he knows.

This is what determinization (ISMCTS, sampled search) needs: the unseen cards,
how many each other seat holds, and for each card the seats that may hold it
(a seat that did not follow hearts holds no heart; the ace of diamonds is with
the player who announced it). Among all deals meeting these constraints every
one is equally likely: the sampler counts them exactly (cards are grouped by
the set of seats allowed to hold them, and the counts are split group by group
with the number of completions as weights) instead of rejecting bad shuffles,
which could take forever when the constraints are tight.

The sampler reads only what it is given, in a canonical order, so two worlds
that differ only in where the hidden cards really are give identical samples
for the same generator: a bot can't learn the truth through the sampler.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence

from igroteka.cards.card import Card


class NoConsistentDeal(ValueError):
    """The constraints admit no deal (a bug in how a game derived them)."""


class HandSampler:
    """All consistent deals of `cards` to seats with `capacity`, sampled uniformly.

    Build it once per information set and call `sample` as often as needed:
    the counting is done once.
    """

    def __init__(
        self,
        cards: Iterable[Card],
        capacity: Mapping[int, int],
        allowed: Callable[[Card], Iterable[int]],
    ) -> None:
        self.seats: tuple[int, ...] = tuple(sorted(capacity))
        pool = sorted(cards, key=lambda c: c.index)
        if sum(capacity.values()) != len(pool):
            raise NoConsistentDeal(
                f"{len(pool)} unseen cards but the seats hold {sum(capacity.values())}"
            )
        position = {seat: i for i, seat in enumerate(self.seats)}
        groups: dict[tuple[int, ...], list[Card]] = {}
        for card in pool:
            seats = tuple(sorted({position[s] for s in allowed(card) if s in position}))
            if not seats:
                raise NoConsistentDeal(f"no seat may hold {card}")
            groups.setdefault(seats, []).append(card)
        self.groups: list[tuple[tuple[int, ...], list[Card]]] = sorted(groups.items())
        self.capacity: tuple[int, ...] = tuple(capacity[s] for s in self.seats)
        self._ways: dict[tuple[int, tuple[int, ...]], int] = {}
        if self._count(0, self.capacity) == 0:
            raise NoConsistentDeal("no deal satisfies every constraint")

    # --- counting -----------------------------------------------------------
    def _splits(
        self, group: int, caps: tuple[int, ...]
    ) -> list[tuple[tuple[int, ...], int]]:
        """Each way to split group `group` among its seats, with its multinomial weight."""
        seats, cards = self.groups[group]
        n = len(cards)
        result: list[tuple[tuple[int, ...], int]] = []

        def place(i: int, left: int, taken: list[int]) -> None:
            if i == len(seats) - 1:
                if left <= caps[seats[i]]:
                    split = (*taken, left)
                    weight = math.factorial(n)
                    for k in split:
                        weight //= math.factorial(k)
                    result.append((split, weight))
                return
            for k in range(min(left, caps[seats[i]]) + 1):
                taken.append(k)
                place(i + 1, left - k, taken)
                taken.pop()

        place(0, n, [])
        return result

    def _after(self, group: int, caps: tuple[int, ...], split: tuple[int, ...]) -> tuple[int, ...]:
        rest = list(caps)
        for seat, k in zip(self.groups[group][0], split, strict=True):
            rest[seat] -= k
        return tuple(rest)

    def _count(self, group: int, caps: tuple[int, ...]) -> int:
        if group == len(self.groups):
            return 1 if not any(caps) else 0
        key = (group, caps)
        cached = self._ways.get(key)
        if cached is not None:
            return cached
        total = 0
        for split, weight in self._splits(group, caps):
            total += weight * self._count(group + 1, self._after(group, caps, split))
        self._ways[key] = total
        return total

    def deal_count(self) -> int:
        """How many distinct deals are consistent with the constraints."""
        return self._count(0, self.capacity)

    # --- sampling -------------------------------------------------------------
    def sample(self, rng: random.Random) -> dict[int, list[Card]]:
        hands: dict[int, list[Card]] = {seat: [] for seat in self.seats}
        caps = self.capacity
        for group, (seats, cards) in enumerate(self.groups):
            options = []
            for split, weight in self._splits(group, caps):
                after = self._after(group, caps, split)
                ways = weight * self._count(group + 1, after)
                if ways:
                    options.append((split, after, ways))
            pick = rng.randrange(sum(w for _, _, w in options))
            chosen = options[-1]
            for option in options:
                if pick < option[2]:
                    chosen = option
                    break
                pick -= option[2]
            split, after, _ = chosen
            pack = list(cards)
            rng.shuffle(pack)
            start = 0
            for seat, k in zip(seats, split, strict=True):
                hands[self.seats[seat]].extend(pack[start : start + k])
                start += k
            caps = after
        return hands


def sample_hands(
    cards: Sequence[Card],
    capacity: Mapping[int, int],
    allowed: Callable[[Card], Iterable[int]],
    rng: random.Random,
) -> dict[int, list[Card]]:
    """One uniformly drawn consistent deal (see `HandSampler` to draw many)."""
    return HandSampler(cards, capacity, allowed).sample(rng)
