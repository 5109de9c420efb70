"""Kozel's cards: the deck an option set plays with, the shoha, and the trump order per suit.

Everything here is computed once per option set and shared by every state
(and every clone a search makes), so the hot paths only index arrays:
`TrumpTable.eff[i]` is card i's effective suit (0..3 plain, 4 trump),
`TrumpTable.power[i]` its strength, `eff_mask[e]` all deck cards of effective
suit e. Queens and jacks are always trumps and never belong to their printed
suit; the shoha (the lowest club) is a trump whatever the trump suit is.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from igroteka.cards import ALL_CARDS, SUITS, Card, Rank, Suit, bit, mask_of

TRUMP = 4
"""The effective suit of every trump."""

CARD_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
PERMANENT_SUIT_ORDER = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
QC = Card(Rank.QUEEN, Suit.CLUBS)
AD = Card(Rank.ACE, Suit.DIAMONDS)
JC = Card(Rank.JACK, Suit.CLUBS)


def card_points(card: Card) -> int:
    return CARD_POINTS.get(card.rank, 0)


class TrumpTable:
    """What beats what once `suit` is trump."""

    __slots__ = ("above", "eff", "eff_mask", "order", "plain_mask", "power", "suit", "trump_mask")

    def __init__(self, rules: KozelRules, suit: Suit) -> None:
        self.suit = suit
        queens = [Card(Rank.QUEEN, s) for s in PERMANENT_SUIT_ORDER]
        jacks = [Card(Rank.JACK, s) for s in PERMANENT_SUIT_ORDER]
        head = ([rules.shoha] if rules.shoha is not None else []) + queens + jacks
        tail = [Card(r, suit) for r in rules.plain_order if Card(r, suit) not in head]
        self.order: tuple[Card, ...] = tuple(head + tail)
        self.trump_mask = mask_of(self.order)
        self.plain_mask = rules.deck_mask & ~self.trump_mask
        self.eff = [-1] * 52
        self.power = [0] * 52
        self.eff_mask = [0] * 5
        for card in rules.deck:
            if bit(card) & self.trump_mask:
                self.eff[card.index] = TRUMP
                self.power[card.index] = 100 + len(self.order) - self.order.index(card)
            else:
                self.eff[card.index] = card.suit.number
                self.power[card.index] = len(rules.plain_order) - rules.plain_order.index(card.rank)
            self.eff_mask[self.eff[card.index]] |= bit(card)
        # above[i]: the cards of card i's effective suit that beat it
        self.above = [0] * 52
        for card in rules.deck:
            i = card.index
            for other in rules.deck:
                j = other.index
                if self.eff[j] == self.eff[i] and self.power[j] > self.power[i]:
                    self.above[i] |= 1 << j

    def is_trump(self, card: Card) -> bool:
        return bool(self.trump_mask & bit(card))

    def effective_suit(self, card: Card) -> int:
        return self.eff[card.index]


class KozelRules:
    """The option set, digested: deck, hand size, shoha, rank orders, points, trump tables."""

    def __init__(self, options: Mapping[str, Any]) -> None:
        self.options = dict(options)
        self.deck_size = int(options["deck"])
        if self.deck_size == 24:
            ranks = (Rank.SIX, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
        elif int(options["low_rank"]) == 6:
            ranks = (
                Rank.SIX,
                Rank.EIGHT,
                Rank.NINE,
                Rank.TEN,
                Rank.JACK,
                Rank.QUEEN,
                Rank.KING,
                Rank.ACE,
            )
        else:
            ranks = (
                Rank.SEVEN,
                Rank.EIGHT,
                Rank.NINE,
                Rank.TEN,
                Rank.JACK,
                Rank.QUEEN,
                Rank.KING,
                Rank.ACE,
            )
        self.ranks = ranks
        self.deck: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in ranks)
        self.deck_mask = mask_of(self.deck)
        self.hand_size = len(self.deck) // 4
        self.lowest_club = Card(min(ranks), Suit.CLUBS)
        self.shoha: Card | None = self.lowest_club if options["shokha"] else None
        high = (
            [Rank.ACE, Rank.KING, Rank.TEN]
            if options["king_above_ten"]
            else [Rank.ACE, Rank.TEN, Rank.KING]
        )
        low = sorted((r for r in ranks if r < Rank.TEN), reverse=True)
        self.plain_order: tuple[Rank, ...] = tuple(high + low)
        self.points = [0] * 52
        for card in self.deck:
            self.points[card.index] = card_points(card)
        self.permanent_mask = mask_of(
            [Card(Rank.QUEEN, s) for s in SUITS] + [Card(Rank.JACK, s) for s in SUITS]
        ) | (bit(self.shoha) if self.shoha is not None else 0)
        self.tables = {suit: TrumpTable(self, suit) for suit in SUITS}
        self.catching = options["catch_queen"] == "end_deal" and self.shoha is not None
        self.catch_any_order = options["catch_order"] == "any"
        self.must_ruff = bool(options["must_ruff"])
        self.credit_scoring = options["scoring_mode"] != "loser_2_4_6"

    def points_of(self, mask: int) -> int:
        total = 0
        points = self.points
        while mask:
            low = mask & -mask
            total += points[low.bit_length() - 1]
            mask ^= low
        return total

    def card(self, index: int) -> Card:
        return ALL_CARDS[index]


@lru_cache(maxsize=64)
def _rules_for(key: tuple[tuple[str, Any], ...]) -> KozelRules:
    return KozelRules(dict(key))


def rules_for(options: Mapping[str, Any]) -> KozelRules:
    """The shared `KozelRules` of an option set (built once, reused by every state)."""
    return _rules_for(tuple(sorted(options.items())))
