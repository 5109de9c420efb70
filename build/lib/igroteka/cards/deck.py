"""Decks, shuffling and dealing, with every bit of chance drawn from the state's generator.

Games never call the global `random`: a shuffle is `shuffled(deck, state.rng)`,
so a deal is reproducible from the game's seed (and a replay of a stored game
deals the same cards years later).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from igroteka.cards.card import SUITS, Card, Rank, Suit

RANKS_52: tuple[Rank, ...] = tuple(Rank)
RANKS_36: tuple[Rank, ...] = tuple(r for r in Rank if r >= Rank.SIX)
RANKS_32: tuple[Rank, ...] = tuple(r for r in Rank if r >= Rank.SEVEN)
RANKS_24: tuple[Rank, ...] = tuple(r for r in Rank if r >= Rank.NINE)


def make_deck(ranks: Iterable[Rank], suits: Iterable[Suit] = SUITS) -> list[Card]:
    """Every (rank, suit) pair, suit by suit, in a fixed order (the unshuffled deck)."""
    rank_list = sorted(ranks)
    return [Card(rank, suit) for suit in suits for rank in rank_list]


def deck52() -> list[Card]:
    return make_deck(RANKS_52)


def deck36() -> list[Card]:
    """6 to A: the Russian 36-card pack (Durak, Kings Corner variants)."""
    return make_deck(RANKS_36)


def deck32() -> list[Card]:
    """7 to A: the piquet pack (Kozel, Klabor)."""
    return make_deck(RANKS_32)


def deck24() -> list[Card]:
    """9 to A: the short pack of Schnapsen-like games (Kozel's 24 cards differ: see that game)."""
    return make_deck(RANKS_24)


def shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    """A shuffled copy; the original order is not changed."""
    pack = list(cards)
    rng.shuffle(pack)
    return pack


def deal_round_robin(
    pack: Sequence[Card], players: int, first: int, per_hand: int | None = None
) -> list[list[Card]]:
    """Deal one card at a time clockwise, starting with seat `first`, from the top (index 0).

    `per_hand` defaults to the whole pack split evenly; the cards left over
    (a stock, a talon) are simply not dealt.
    """
    if per_hand is None:
        per_hand = len(pack) // players
    if per_hand * players > len(pack):
        raise ValueError(f"cannot deal {per_hand} cards to {players} players from {len(pack)}")
    hands: list[list[Card]] = [[] for _ in range(players)]
    for i in range(per_hand * players):
        hands[(first + i) % players].append(pack[i])
    return hands
