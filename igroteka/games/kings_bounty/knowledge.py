"""What one seat knows of the hidden cards, and worlds drawn to match it.

A seat sees its own hand and everything on the table. It also knows where
the cards it put under the deck are: the deck is a queue, so each such card
keeps a known place until someone draws it, and then the seat knows who
holds it. It loses track of a card once its holder returns cards of his own
(nobody sees which ones go under). `DECK` marks a known card still in the deck.

A world keeps every card the seat knows where it is and deals the rest,
in sorted order and shuffled by the caller's generator, into the other
hands and the unknown places of the deck: it depends on the seat's knowledge
only, never on where the unseen cards really lie.
"""

from __future__ import annotations

import random

from igroteka.games.kings_bounty.protocol import KingsBountyTable

DECK = -1


def on_draw(known: list[dict[int, int]], card: int, seat: int) -> None:
    """`seat` drew `card` from the top: who put it under the deck now knows who holds it."""
    for other, cards in enumerate(known):
        if card in cards:
            if other == seat:
                del cards[card]
            else:
                cards[card] = seat


def on_reveal(known: list[dict[int, int]], card: int) -> None:
    """A card played face up is everyone's knowledge: nobody needs to track it."""
    for cards in known:
        cards.pop(card, None)


def on_return(known: list[dict[int, int]], card: int, seat: int) -> None:
    """`seat` put `card` under the deck: others lose track of its hand, it knows the card."""
    for other, cards in enumerate(known):
        if other != seat:
            for held in [c for c, where in cards.items() if where == seat]:
                del cards[held]
    known[seat][card] = DECK


def world(
    table: KingsBountyTable, seat: int, rng: random.Random
) -> tuple[list[list[int]], list[int]]:
    """Every hand (sorted) and the deck (top first) of a world `seat` cannot tell from the real."""
    mine = table.known[seat]
    place = {card: i for i, card in enumerate(table.deck)}
    fixed_deck = {place[card]: card for card, where in mine.items() if where == DECK}
    pool = sorted(
        [c for p in range(table.n) if p != seat for c in table.hands[p] if c not in mine]
        + [c for c in table.deck if c not in mine]
    )
    rng.shuffle(pool)
    hands: list[list[int]] = []
    for p in range(table.n):
        if p == seat:
            hands.append(list(table.hands[p]))
            continue
        held = [card for card, where in mine.items() if where == p]
        while len(held) < len(table.hands[p]):
            held.append(pool.pop())
        hands.append(sorted(held))
    deck = [fixed_deck[i] if i in fixed_deck else pool.pop() for i in range(len(table.deck))]
    return hands, deck


def consistent(known: dict[int, int], hands: list[list[int]], deck: list[int]) -> dict[int, int]:
    """The part of another seat's knowledge that a world bears out."""
    in_deck = set(deck)
    return {
        card: where
        for card, where in known.items()
        if (where == DECK and card in in_deck) or (where >= 0 and card in hands[where])
    }
