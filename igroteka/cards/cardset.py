"""Sets of cards as int bitmasks: what hands and "played" sets are.

A hand of eight cards copied a million times in a search is one int copied a
million times; membership, union and "which of these may I play" are single
machine operations. A bit is a card's id: `card.index` for a pack with one
copy of each card (these helpers' `Card` side), a physical card's id in a
`Deck` (two decks' 104 cards, a game's own cards), whose `mask_of`,
`mask_where` and `kinds_in` go between masks and kinds. `indices`, `count`
and `lowest` serve both: a mask is only an int.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from igroteka.cards.card import ALL_CARDS, Card, Suit


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def bit(card: Card) -> int:
    return 1 << card.index


def indices(mask: int) -> Iterator[int]:
    """The card indices in `mask`, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cards_of(mask: int) -> list[Card]:
    """The cards in `mask`, in index order (clubs, diamonds, hearts, spades; low to high)."""
    return [ALL_CARDS[i] for i in indices(mask)]


def count(mask: int) -> int:
    return mask.bit_count()


def lowest(mask: int) -> int:
    """The lowest card index in a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def suit_mask(suit: Suit) -> int:
    """Every card of `suit` in the 52-card universe."""
    return 0x1FFF << (suit.number * 13)


def card_at(index: int) -> Card:
    return ALL_CARDS[index]
