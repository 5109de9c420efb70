"""Kings Corner's cards as ints: the 52 French cards by `Card.index`, jokers 52 and 53.

Ranks are counted as the rules count them (ace 1 … king 13); a joker on the
table stands for the card it was declared as, which the state keeps apart.
"""

from __future__ import annotations

from igroteka.cards.card import UNIVERSE, Rank, parse_card

RED_JOKER = 52
BLACK_JOKER = 53
JOKER_IDS = (RED_JOKER, BLACK_JOKER)
DECK52 = tuple(range(52))
DECK54 = tuple(range(54))


def _rank(card_id: int) -> int:
    if card_id >= 52:
        return 0
    rank = UNIVERSE[card_id].rank
    return 1 if rank == Rank.ACE else int(rank)


# Rank ace 1 … king 13 (jokers 0), suit 0 clubs, 1 diamonds, 2 hearts, 3 spades.
RANK = tuple(_rank(c) for c in range(54))
SUIT = tuple(c // 13 if c < 52 else -1 for c in range(54))
RED = tuple(SUIT[c] in (1, 2) for c in range(54))
KING = 13
ACE = 1


def card_of(rank: int, suit: int) -> int:
    """The card id of a rank (ace 1 … king 13) in a suit (0..3)."""
    return suit * 13 + (12 if rank == ACE else rank - 2)


def is_joker(card_id: int) -> bool:
    return card_id >= 52


NAMES = tuple(card.ascii for card in UNIVERSE)
TEXTS = tuple(card.text for card in UNIVERSE)


def name(card_id: int) -> str:
    """The card as JSON carries it: "Qc", "Th", "RJ"."""
    return NAMES[card_id]


def text(card_id: int) -> str:
    """The card as players read it: "Q♣", "10♥", "★R"."""
    return TEXTS[card_id]


def parse(word: str, jokers: bool = True) -> int:
    """A card id from any written form `parse_card` reads (MalformedAction otherwise)."""
    return parse_card(word, jokers=jokers).index


def deck(jokers: int) -> tuple[int, ...]:
    return DECK54 if jokers else DECK52
