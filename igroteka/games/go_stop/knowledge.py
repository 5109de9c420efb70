"""What one Go-Stop seat knows about the cards it cannot see, and deals drawn to match it.

A seat sees its own hand, the layout, both capture piles and every card
played or turned; what it cannot see is the opponent's hand and the order of
the stock, and it knows how many cards each holds. One more fact: the
opponent's hand as dealt held no four of a month (that would have won the
deal at once or, with a four in both hands, redealt it). The unseen cards
are dealt by the shared sampler (`igroteka.cards.HandSampler`) to two
"seats", the opponent's hand and the stock, uniformly, with the stock in a
random order since its top card is turned next; a deal giving the opponent
a four (with the cards he has played) is drawn again, which keeps the draw
uniform among the deals that respect the fact; after `FOUR_TRIES` draws the
last one stands, so a position where a four is all but forced still gets a
world.

The sampler sees the unseen cards in sorted order only, so the deal drawn
for a given generator does not depend on where the cards really are.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import lru_cache

from igroteka.cards.sampling import HandSampler
from igroteka.games.go_stop.deal import four_month

HAND = "hand"
STOCK = "stock"
FOUR_TRIES = 20
"""Draws before a deal with a four in the opponent's hand is accepted anyway."""


@lru_cache(maxsize=64)
def _sampler(unseen: tuple[int, ...], hand_size: int) -> HandSampler[int, str]:
    """One sampler per information set: a bot draws many deals from the same position."""
    return HandSampler(unseen, {HAND: hand_size, STOCK: len(unseen) - hand_size})


def deal_hidden(
    unseen: Iterable[int], hand_size: int, played: Sequence[int], rng: random.Random
) -> tuple[list[int], list[int]]:
    """The opponent's hand (sorted) and the stock (top first) for one sampled world.

    `unseen`: the cards of the opponent's hand and the stock, in any order;
    `played`: the cards the opponent has played from his hand so far.
    """
    sampler = _sampler(tuple(sorted(unseen)), hand_size)
    for _ in range(FOUR_TRIES):
        dealt = sampler.sample(rng, ordered=True)
        if four_month(dealt[HAND] + list(played)) is None:
            break
    return sorted(dealt[HAND]), dealt[STOCK]
