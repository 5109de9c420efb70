"""The order in which a game ranks the cards: aces high or low, or an order of its own.

`Rank` is only the number printed on a card; which card beats which, and
what "one rank lower" means for building a pile, is the game's choice. Kings
Corner ranks king high and ace low and builds down one rank at a time; a
trick game ranks ace high; Kozel puts the ten above the king. A game builds
one `RankOrder` (or takes `ACE_HIGH` / `ACE_LOW`) and asks it, so the same
comparison code serves every order, and a rank the game does not play with
is an error rather than a silent zero.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from igroteka.cards.card import Rank


class RankOrder:
    """Ranks from the lowest to the highest; `power(rank)` is the place (0 = lowest)."""

    __slots__ = ("_power", "ranks")

    def __init__(self, ranks: Sequence[Rank | int]) -> None:
        self.ranks: tuple[Rank, ...] = tuple(Rank(r) for r in ranks)
        if len(set(self.ranks)) != len(self.ranks):
            raise ValueError(f"a rank order names each rank once: {self.ranks}")
        self._power = {rank: i for i, rank in enumerate(self.ranks)}

    def __contains__(self, rank: object) -> bool:
        return rank in self._power

    def __len__(self) -> int:
        return len(self.ranks)

    def __repr__(self) -> str:
        return "RankOrder(" + " < ".join(r.text for r in self.ranks) + ")"

    def power(self, rank: Rank) -> int:
        """How high `rank` stands (0 for the lowest); KeyError for a rank not in the order."""
        return self._power[rank]

    def key(self, card: Any) -> int:
        """A sort key for a card (anything with `rank`), low to high."""
        return self._power[card.rank]

    def beats(self, one: Rank, other: Rank) -> bool:
        """Whether `one` ranks strictly above `other`."""
        return self._power[one] > self._power[other]

    def below(self, rank: Rank) -> Rank | None:
        """The rank right under `rank` (what builds on it downwards), None under the lowest."""
        i = self._power[rank]
        return self.ranks[i - 1] if i > 0 else None

    def above(self, rank: Rank) -> Rank | None:
        """The rank right over `rank`, None over the highest."""
        i = self._power[rank] + 1
        return self.ranks[i] if i < len(self.ranks) else None

    def sorted(self, cards: Iterable[Any], descending: bool = False) -> list[Any]:
        """The cards (with `rank`) from low to high, or high to low; stable among equals."""
        return sorted(cards, key=self.key, reverse=descending)


ACE_HIGH = RankOrder(tuple(Rank))
"""2 < 3 < ... < K < A: the order of most trick games and of Sequence's cut for the deal."""

ACE_LOW = RankOrder((Rank.ACE, *(r for r in Rank if r is not Rank.ACE)))
"""A < 2 < ... < K: Kings Corner's order (nothing builds on an ace)."""
