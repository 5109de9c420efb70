"""Card-game parts shared by every game played with a French-suited pack.

Kozel, Klabor, Kings Corner and the others build on these: interned `Card`
values with text ("Q♣") and ASCII ("Qc") forms, decks and seeded dealing,
bitmask card sets, trick resolution with a game-supplied strength function,
follow-suit checks that explain themselves, and the uniform sampler of hidden
hands that determinizing bots need.

The trick games (Kozel, Klabor) share more, in submodules imported by name
(they build on the engine's `Game` and `State`): `state.TrickState` (phase
checks, lazy chance, cloning, events), `game.TrickGame`,
`position` (checks of a given deal), `views` (card, trick and terminal
parts) and `options` (a schema read from the game's `options.toml`).
"""

from igroteka.cards.card import ALL_CARDS, SUITS, Card, Rank, Suit, parse_card
from igroteka.cards.cardset import bit, cards_of, count, indices, lowest, mask_of, suit_mask
from igroteka.cards.deck import (
    deal_round_robin,
    deck24,
    deck32,
    deck36,
    deck52,
    make_deck,
    shuffled,
)
from igroteka.cards.sampling import HandSampler, NoConsistentDeal, sample_hands
from igroteka.cards.tricks import (
    FOLLOW_TRUMP,
    Playable,
    TrickRecord,
    follow_suit,
    follow_text,
    joined,
    trick_winner,
)

__all__ = [
    "ALL_CARDS",
    "FOLLOW_TRUMP",
    "SUITS",
    "Card",
    "HandSampler",
    "NoConsistentDeal",
    "Playable",
    "Rank",
    "Suit",
    "TrickRecord",
    "bit",
    "cards_of",
    "count",
    "deal_round_robin",
    "deck24",
    "deck32",
    "deck36",
    "deck52",
    "follow_suit",
    "follow_text",
    "indices",
    "joined",
    "lowest",
    "make_deck",
    "mask_of",
    "parse_card",
    "sample_hands",
    "shuffled",
    "suit_mask",
    "trick_winner",
]
