"""Klabor's cards: the 32-card pack, the two rank orders, card points, one table per trump.

In a plain suit cards rank A 10 K Q J 9 8 7; in the trump suit the jack
(«мусор») and the nine («манэлла») jump to the top: J 9 A 10 K Q 8 7, and are
worth 20 and 14 instead of 2 and 0. Everything a trick needs is precomputed
per trump suit, so the hot paths of play and search only index lists:
`TrumpTable.power[i]` orders the cards of one suit, `points[i]` is what card
i is worth, `above[i]` are the cards of i's suit that beat it.
"""

from __future__ import annotations

from igroteka.cards import SUITS, Card, Rank, Suit, deck32, mask_of

DECK: tuple[Card, ...] = tuple(deck32())
DECK_MASK = mask_of(DECK)
PLAIN_ORDER: tuple[Rank, ...] = (
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
)
TRUMP_ORDER: tuple[Rank, ...] = (
    Rank.JACK,
    Rank.NINE,
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.EIGHT,
    Rank.SEVEN,
)
PLAIN_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
TRUMP_POINTS = {**PLAIN_POINTS, Rank.JACK: 20, Rank.NINE: 14}
SUIT_MASKS: tuple[int, ...] = tuple(mask_of(c for c in DECK if c.suit is s) for s in SUITS)
"""The deck's cards of each suit, by `Suit.number`."""
SUIT_OF_INDEX: list[int] = [-1] * 52
for _card in DECK:
    SUIT_OF_INDEX[_card.index] = _card.suit.number
PLAIN_VALUE: list[int] = [0] * 52
"""Each card's points as a plain card: what the weak-hand redeal counts (trumps included)."""
for _card in DECK:
    PLAIN_VALUE[_card.index] = PLAIN_POINTS.get(_card.rank, 0)
SEVENS = mask_of(Card(Rank.SEVEN, s) for s in SUITS)
SUIT_BY_NUMBER = {s.number: s for s in SUITS}


class TrumpTable:
    """What beats what, and what counts, once `suit` is trump."""

    __slots__ = (
        "above",
        "jack",
        "king",
        "nine",
        "points",
        "power",
        "queen",
        "seven",
        "suit",
        "trump",
        "trump_mask",
    )

    def __init__(self, suit: Suit) -> None:
        self.suit = suit
        self.trump = suit.number
        self.trump_mask = SUIT_MASKS[suit.number]
        self.power = [0] * 52
        self.points = [0] * 52
        for card in DECK:
            if card.suit is suit:
                self.power[card.index] = 8 - TRUMP_ORDER.index(card.rank)
                self.points[card.index] = TRUMP_POINTS.get(card.rank, 0)
            else:
                self.power[card.index] = 8 - PLAIN_ORDER.index(card.rank)
                self.points[card.index] = PLAIN_POINTS.get(card.rank, 0)
        self.above = [0] * 52
        for card in DECK:
            for other in DECK:
                if other.suit is card.suit and self.power[other.index] > self.power[card.index]:
                    self.above[card.index] |= 1 << other.index
        self.jack = Card(Rank.JACK, suit).index
        self.nine = Card(Rank.NINE, suit).index
        self.king = Card(Rank.KING, suit).index
        self.queen = Card(Rank.QUEEN, suit).index
        self.seven = Card(Rank.SEVEN, suit).index

    def is_trump(self, card: Card) -> bool:
        return card.suit is self.suit

    def order(self) -> list[Card]:
        """The trump suit, strongest first."""
        return [Card(rank, self.suit) for rank in TRUMP_ORDER]

    def beats(self, card: int, best: int) -> bool:
        """Whether `card` beats `best`, the card now winning a trick (of any suit)."""
        card_suit = SUIT_OF_INDEX[card]
        best_suit = SUIT_OF_INDEX[best]
        if card_suit == best_suit:
            return self.power[card] > self.power[best]
        return card_suit == self.trump


TABLES: dict[int, TrumpTable] = {s.number: TrumpTable(s) for s in SUITS}


def table_for(suit: Suit) -> TrumpTable:
    return TABLES[suit.number]


def hand_points_plain(mask: int) -> int:
    """A hand's points with every card at its plain value (the weak-hand redeal's count)."""
    total = 0
    while mask:
        low = mask & -mask
        total += PLAIN_VALUE[low.bit_length() - 1]
        mask ^= low
    return total


def bits(mask: int) -> list[int]:
    """The card indices in `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
