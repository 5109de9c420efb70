"""The deal and its redeals: 10 cards each, 8 to the layout, 20 to the stock.

Seed: four cards of one month on the layout mean a redeal (checked first);
four of one month in one dealt hand win 5 points at once; if both hands hold
a four, redeal. The first player is drawn once, before the first deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from igroteka.games.go_stop.cards import ALL_IDS, MONTH

HAND_SIZE = 10
LAYOUT_SIZE = 8
STOCK_SIZE = 20

LAYOUT_FOUR = "layout_four"
BOTH_HANDS_FOUR = "both_hands_four"


def four_month(cards: list[int]) -> int | None:
    """The lowest month held four times in `cards`, if any."""
    counts = [0] * 13
    for card in cards:
        counts[MONTH[card]] += 1
    for month in range(1, 13):
        if counts[month] == 4:
            return month
    return None


@dataclass
class Deal:
    hands: list[list[int]]
    layout: list[int]
    stock: list[int]  # top card first
    first: int
    redeals: list[tuple[str, int | None]] = field(default_factory=list)
    four: tuple[int, int] | None = None  # (seat, month): an immediate 5-point win


def split(order: list[int]) -> tuple[list[list[int]], list[int], list[int]]:
    hands = [sorted(order[:HAND_SIZE]), sorted(order[HAND_SIZE : 2 * HAND_SIZE])]
    layout = sorted(order[2 * HAND_SIZE : 2 * HAND_SIZE + LAYOUT_SIZE])
    stock = order[2 * HAND_SIZE + LAYOUT_SIZE :]
    return hands, layout, stock


def verdict(hands: list[list[int]], layout: list[int]) -> tuple[str | None, int | None, int | None]:
    """(redeal reason, month, winning seat) for a dealt position; all None means play on."""
    month = four_month(layout)
    if month is not None:
        return LAYOUT_FOUR, month, None
    fours = [four_month(hand) for hand in hands]
    if fours[0] is not None and fours[1] is not None:
        return BOTH_HANDS_FOUR, None, None
    for seat in (0, 1):
        if fours[seat] is not None:
            return None, fours[seat], seat
    return None, None, None


def deal(rng: random.Random) -> Deal:
    first = rng.randrange(2)
    redeals: list[tuple[str, int | None]] = []
    while True:
        order = list(ALL_IDS)
        rng.shuffle(order)
        hands, layout, stock = split(order)
        reason, month, winner = verdict(hands, layout)
        if reason is not None:
            redeals.append((reason, month))
            continue
        four = (winner, month) if winner is not None and month is not None else None
        return Deal(hands, layout, stock, first, redeals, four)
