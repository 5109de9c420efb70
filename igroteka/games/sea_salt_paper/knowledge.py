"""What one seat knows about the cards it cannot see, and worlds dealt to match it.

A seat sees its own hand, every played duo, the discard piles (every card on
them went there face up), the hands revealed after LAST CHANCE, and the cards
it saw go into another hand: a card taken from the top of a discard pile goes
there in view of all, and a card stolen from the seat's own hand went to the
thief. What it cannot see: the rest of the other hands, the order of the
deck, and the two cards another player drew and is choosing between. Those
unseen cards are dealt anew by the shared sampler (`igroteka.cards.HandSampler`)
to the other hands, the deck (in a random order) and the drawn pair,
uniformly; the sampler sees the unseen cards sorted, so the world drawn for a
generator depends only on what the seat knows.
"""

from __future__ import annotations

import random

from igroteka.cards.sampling import HandSampler
from igroteka.games.sea_salt_paper.actions import KEEP
from igroteka.games.sea_salt_paper.protocol import SeaSaltPaperTable

DECK = "deck"
PAIR = "pair"


def hidden_from(state: SeaSaltPaperTable, seat: int) -> dict[str, list[int]]:
    """Where the cards `seat` cannot see are, by place: 'hand N', 'deck', 'pair'."""
    known = state.known[seat]
    places: dict[str, list[int]] = {}
    for other in range(state.seats):
        if other == seat or state.revealed[other]:
            continue
        places[f"hand {other}"] = [c for c in state.hands[other] if known.get(c) != other]
    places[DECK] = list(state.deck)
    if state.phase == KEEP and state.mover != seat:
        places[PAIR] = list(state.pair)
    return places


def redeal(state: SeaSaltPaperTable, seat: int, rng: random.Random) -> None:
    """Deal the cards `seat` cannot see anew, in place (the state is a copy)."""
    places = hidden_from(state, seat)
    unseen = sorted(c for cards in places.values() for c in cards)
    if not unseen:
        return
    sampler = HandSampler(unseen, {place: len(cards) for place, cards in places.items()})
    dealt = sampler.sample(rng, ordered=True)
    known = state.known[seat]
    for place, cards in dealt.items():
        if place == DECK:
            state.deck = list(cards)
        elif place == PAIR:
            state.pair = sorted(cards)
        else:
            other = int(place.split()[1])
            mine = [c for c, holder in known.items() if holder == other]
            state.hands[other] = sorted(mine + cards)
    for viewer in range(state.seats):
        if viewer != seat:
            state.known[viewer] = {
                c: h for c, h in state.known[viewer].items() if c in state.hands[h]
            }
