"""What a seat knows of the hidden cards, and the worlds it cannot tell apart.

Every card on the table is public; the hands and the stock are not. A seat
knows its own hand; the other hands and the stock are a uniform redeal of the
rest, in a fixed (sorted) order first so that the world depends only on what
the seat knows. One fact is kept: a card being placed by the four-card refill
is one that can go onto an empty spot (a king, when only corners are empty).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from igroteka.games.kings_corner.actions import CORNERS, SIDES
from igroteka.games.kings_corner.cards import KING, RANK, card_of, is_joker
from igroteka.games.kings_corner.layout import corner_identities
from igroteka.games.kings_corner.protocol import KingsCornerMatch


def placeable(piles: Sequence[Sequence[int]], reps: Mapping[int, int], card: int) -> bool:
    """Whether `card` can go onto an empty spot (any card on a side, a king on a corner)."""
    if any(not piles[s] for s in SIDES):
        return True
    if not any(not piles[c] for c in CORNERS):
        return False
    in_corners = corner_identities(piles, reps)
    taken = set(reps.values())
    if is_joker(card):
        return any(
            card_of(KING, s) not in in_corners and card_of(KING, s) not in taken for s in range(4)
        )
    return RANK[card] == KING and card not in in_corners


def redeal(world: KingsCornerMatch, seat: int, rng: random.Random) -> None:
    """Deal the cards `seat` cannot see anew among the other hands and the stock (in place)."""
    unseen = sorted(c for s in range(world.n) if s != seat for c in world.hands[s])
    unseen += world.stock
    unseen.sort()
    rng.shuffle(unseen)
    sizes = [len(h) for h in world.hands]
    refill = world.pending is not None and world.mover != seat
    if refill:
        # The mover's only card must be one the refill can place.
        index = next((i for i, c in enumerate(unseen) if placeable(world.piles, world.reps, c)), 0)
        pending = unseen.pop(index)
        world.hands[world.mover] = [pending]
        world.pending = pending
    for other in range(world.n):
        if other == seat or (refill and other == world.mover):
            continue
        world.hands[other] = sorted(unseen[: sizes[other]])
        del unseen[: sizes[other]]
    world.stock = unseen
