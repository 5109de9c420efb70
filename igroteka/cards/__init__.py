"""Card-game parts shared by every card game, French-suited or with a deck of its own.

Kozel, Klabor, Kings Corner, Sequence and the others build on these: interned
`Card` values (ranks 2 to ace) and the two jokers with text ("Q♣", "★R") and
ASCII ("Qc", "RJ") forms, the rank order a game picks (`RankOrder`), packs as
lists of cards or as a `Deck` of physical cards (copies of a card, jokers, a
game's own kinds: `french_deck`, `deck_recipe("2x52")`, `own_deck`), seeded
dealing, bitmask card sets, trick resolution with a game-supplied strength
function, follow-suit checks that explain themselves, and the uniform sampler
of hidden hands that determinizing bots need, on any of these packs.

The trick games (Kozel, Klabor) share more, in submodules imported by name
(they build on the engine's `Game` and `State`): `state.TrickState` (phase
checks, lazy chance, cloning, events), `game.TrickGame`,
`position` (checks of a given deal), `views` (card, trick and terminal
parts) and `options` (a schema read from the game's `options.toml`).
"""

from igroteka.cards.card import (
    ALL_CARDS,
    JOKERS,
    SUITS,
    UNIVERSE,
    Card,
    Joker,
    PlayingCard,
    Rank,
    Suit,
    card_from_json,
    parse_card,
)
from igroteka.cards.cardset import bit, cards_of, count, indices, lowest, mask_of, suit_mask
from igroteka.cards.deck import (
    CardKind,
    Deck,
    deal_round_robin,
    deck24,
    deck32,
    deck36,
    deck52,
    deck_recipe,
    french_deck,
    make_deck,
    own_deck,
    shuffled,
)
from igroteka.cards.ranking import ACE_HIGH, ACE_LOW, RankOrder
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
    "ACE_HIGH",
    "ACE_LOW",
    "ALL_CARDS",
    "FOLLOW_TRUMP",
    "JOKERS",
    "SUITS",
    "UNIVERSE",
    "Card",
    "CardKind",
    "Deck",
    "HandSampler",
    "Joker",
    "NoConsistentDeal",
    "Playable",
    "PlayingCard",
    "Rank",
    "RankOrder",
    "Suit",
    "TrickRecord",
    "bit",
    "card_from_json",
    "cards_of",
    "count",
    "deal_round_robin",
    "deck24",
    "deck32",
    "deck36",
    "deck52",
    "deck_recipe",
    "follow_suit",
    "follow_text",
    "french_deck",
    "indices",
    "joined",
    "lowest",
    "make_deck",
    "mask_of",
    "own_deck",
    "parse_card",
    "sample_hands",
    "shuffled",
    "suit_mask",
    "trick_winner",
]
