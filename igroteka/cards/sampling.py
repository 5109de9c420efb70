"""Dealing the cards a player cannot see, uniformly among the deals consistent with what he knows.

This is what determinization (ISMCTS, sampled search) needs: the unseen cards,
how many each other seat (or the stock, or a pile) holds, and for each card
the seats that may hold it (a seat that did not follow hearts holds no heart;
the ace of diamonds is with the player who announced it). Among all deals
meeting these constraints every one is equally likely: the sampler counts
them exactly (cards are grouped by the set of seats allowed to hold them, and
the counts are split group by group with the number of completions as
weights) instead of rejecting bad shuffles, which could take forever when the
constraints are tight.

It works on any pack. A card is whatever the game keeps in its hands: a
`Card` (ordered by its index), a `Deck`'s int id, or any hashable value
with a stable order (pass `key` when its natural order is not the one to
use). Seats are labels with a capacity (numbers, names, or both); a game
adds "the stock" or "the discard pile" as one more seat.

Copies. When a pack holds two copies of a card (Sequence's two decks, Sea
Salt & Paper's nine crabs), each copy is a physical card of its own and
"uniform" means uniform over the assignments of physical cards to seats: the
real deal was a shuffle of physical cards, so each consistent assignment is
exactly as likely as the others given what the seat saw. Copies are
exchangeable for a bot (it looks at kinds), and the chance of a deal of kinds
is then proportional to the number of physical assignments behind it: with
two queens of hearts unseen and two seats of one card each, "one queen each"
comes up exactly as often as it would in a real shuffle, and not as one case
among "both with seat A / one each / both with seat B". The same holds when a
game hands the sampler kinds with repeats instead of ids (["crab", "crab",
"shark"]): each entry is one physical card. Copies the game can tell apart
(the one seen passed) are two ids with different allowed seats, and the
sampler keeps them apart.

The sampler reads only what it is given, in a canonical order, so two worlds
that differ only in where the hidden cards really are give identical samples
for the same generator: a bot can't learn the truth through the sampler.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from operator import attrgetter
from typing import Any, Generic, TypeVar

T = TypeVar("T", bound=Hashable)
S = TypeVar("S")

_BY_INDEX = attrgetter("index")

Option = tuple[tuple[int, ...], tuple[int, ...], int]
"""One way to split a group: (cards per seat of the group, capacities left, deals it leads to)."""


def _seat_order(seat: Any) -> tuple[str, Any]:
    """Seats in a canonical order: by kind of label, then by value (seats 0..n, then "stock")."""
    return (type(seat).__name__, seat)


class NoConsistentDeal(ValueError):
    """The constraints admit no deal (a bug in how a game derived them)."""


class HandSampler(Generic[T, S]):
    """All consistent deals of `cards` to seats with `capacity`, sampled uniformly.

    `allowed(card)` names the seats that may hold `card` (seats not in
    `capacity` are ignored); without it every seat may hold every card. Build
    the sampler once per information set and call `sample` as often as
    needed: the counting, and each split's weights, are done once.
    """

    def __init__(
        self,
        cards: Iterable[T],
        capacity: Mapping[S, int],
        allowed: Callable[[T], Iterable[S]] | None = None,
        *,
        key: Callable[[T], Any] | None = None,
    ) -> None:
        self.seats: tuple[S, ...] = tuple(sorted(capacity, key=_seat_order))
        pool = list(cards)
        if key is None and pool and isinstance(getattr(pool[0], "index", None), int):
            key = _BY_INDEX
        pool.sort(key=key)  # type: ignore[arg-type]
        if sum(capacity.values()) != len(pool):
            raise NoConsistentDeal(
                f"{len(pool)} unseen cards but the seats hold {sum(capacity.values())}"
            )
        position = {seat: i for i, seat in enumerate(self.seats)}
        groups: dict[tuple[int, ...], list[T]] = {}
        if allowed is None:
            if pool:
                groups[tuple(range(len(self.seats)))] = pool
        else:
            for card in pool:
                seats = tuple(sorted({position[s] for s in allowed(card) if s in position}))
                if not seats:
                    raise NoConsistentDeal(f"no seat may hold {card}")
                groups.setdefault(seats, []).append(card)
        # Groups go in the order of their seat sets. Any order counts the same deals,
        # but the order fixes which deal a given generator draws, and the trick
        # games' bots (and their tests on fixed seeds) play from those draws.
        self.groups: list[tuple[tuple[int, ...], list[T]]] = sorted(groups.items())
        self.capacity: tuple[int, ...] = tuple(capacity[s] for s in self.seats)
        self._factorial = [1] * (len(pool) + 1)
        for i in range(1, len(pool) + 1):
            self._factorial[i] = self._factorial[i - 1] * i
        self._last = len(self.groups) - 1
        inside = set(self.groups[-1][0]) if self.groups else set()
        self._outside_last = tuple(s for s in range(len(self.seats)) if s not in inside)
        self._ways: dict[tuple[int, tuple[int, ...]], int] = {}
        self._options: dict[tuple[int, tuple[int, ...]], tuple[list[Option], int]] = {}
        if self._count(0, self.capacity) == 0:
            raise NoConsistentDeal("no deal satisfies every constraint")

    # --- counting -----------------------------------------------------------
    def _splits(self, group: int, caps: tuple[int, ...]) -> list[tuple[tuple[int, ...], int]]:
        """Each way to split group `group` among its seats, with its multinomial weight."""
        seats, cards = self.groups[group]
        n = len(cards)
        fact = self._factorial
        room = [caps[s] for s in seats]
        last = len(seats) - 1
        # spare[i]: what seats i.. can still take, to drop a branch as soon as it cannot close
        spare = [0] * (last + 2)
        for i in range(last, -1, -1):
            spare[i] = spare[i + 1] + room[i]
        result: list[tuple[tuple[int, ...], int]] = []

        def place(i: int, left: int, taken: list[int]) -> None:
            if i == last:
                if left <= room[i]:
                    split = (*taken, left)
                    weight = fact[n]
                    for k in split:
                        weight //= fact[k]
                    result.append((split, weight))
                return
            for k in range(max(0, left - spare[i + 1]), min(left, room[i]) + 1):
                taken.append(k)
                place(i + 1, left - k, taken)
                taken.pop()

        if n <= spare[0]:
            place(0, n, [])
        return result

    def _after(self, group: int, caps: tuple[int, ...], split: tuple[int, ...]) -> tuple[int, ...]:
        rest = list(caps)
        for seat, k in zip(self.groups[group][0], split, strict=True):
            rest[seat] -= k
        return tuple(rest)

    def _count(self, group: int, caps: tuple[int, ...]) -> int:
        if group >= self._last:
            if group == self._last:
                return self._count_last(caps)
            return 0 if any(caps) else 1
        key = (group, caps)
        cached = self._ways.get(key)
        if cached is not None:
            return cached
        total = 0
        for split, weight in self._splits(group, caps):
            total += weight * self._count(group + 1, self._after(group, caps, split))
        self._ways[key] = total
        return total

    def _count_last(self, caps: tuple[int, ...]) -> int:
        """The last group must fill exactly what is left: one split, or none."""
        seats, cards = self.groups[self._last]
        if sum(caps) != len(cards) or any(caps[s] for s in self._outside_last):
            return 0
        fact = self._factorial
        ways = fact[len(cards)]
        for s in seats:
            ways //= fact[caps[s]]
        return ways

    def _choices(self, group: int, caps: tuple[int, ...]) -> tuple[list[Option], int]:
        """The splits of `group` that lead to a deal, with their deal counts, and their sum."""
        key = (group, caps)
        cached = self._options.get(key)
        if cached is None:
            options: list[Option] = []
            for split, weight in self._splits(group, caps):
                after = self._after(group, caps, split)
                ways = weight * self._count(group + 1, after)
                if ways:
                    options.append((split, after, ways))
            cached = (options, sum(w for _, _, w in options))
            self._options[key] = cached
        return cached

    def deal_count(self) -> int:
        """How many deals are consistent with the constraints (copies counted as distinct)."""
        return self._count(0, self.capacity)

    # --- sampling -------------------------------------------------------------
    def sample(self, rng: random.Random, ordered: bool = False) -> dict[S, list[T]]:
        """One deal, uniformly drawn: each seat's cards.

        A seat's list is in a random order only where its cards came from one
        group; with `ordered` every list is in a uniformly random order, for a
        seat whose order matters (a stock drawn from the top).
        """
        hands: dict[S, list[T]] = {seat: [] for seat in self.seats}
        sources = [0] * len(self.seats) if ordered else None
        caps = self.capacity
        for group, (seats, cards) in enumerate(self.groups):
            options, total = self._choices(group, caps)
            pick = rng.randrange(total)
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
                if k:
                    hands[self.seats[seat]].extend(pack[start : start + k])
                    start += k
                    if sources is not None:
                        sources[seat] += 1
            caps = after
        if sources is not None:
            for i, seat in enumerate(self.seats):
                if sources[i] > 1:
                    rng.shuffle(hands[seat])
        return hands


def sample_hands(
    cards: Sequence[T],
    capacity: Mapping[S, int],
    allowed: Callable[[T], Iterable[S]] | None,
    rng: random.Random,
) -> dict[S, list[T]]:
    """One uniformly drawn consistent deal (see `HandSampler` to draw many)."""
    return HandSampler(cards, capacity, allowed).sample(rng)
