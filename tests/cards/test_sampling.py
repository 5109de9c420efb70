"""The hidden-hand sampler: exactly the consistent deals, each equally likely."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from igroteka.cards import HandSampler, NoConsistentDeal, Suit, parse_card, sample_hands

CARDS = [parse_card(t) for t in ("7h", "8h", "9h", "7s", "8s", "Qc")]
CAPACITY = {1: 2, 2: 2, 3: 2}


def allowed(card):
    """Seat 1 showed a void in hearts; seat 3 holds no queen."""
    seats = [1, 2, 3]
    if card.suit is Suit.HEARTS:
        seats.remove(1)
    if card.rank == 12:
        seats.remove(3)
    return seats


def brute_force():
    deals = set()
    for owners in itertools.product([1, 2, 3], repeat=len(CARDS)):
        if any(owners.count(s) != n for s, n in CAPACITY.items()):
            continue
        if all(s in allowed(c) for c, s in zip(CARDS, owners, strict=True)):
            deals.add(owners)
    return deals


def owners_of(hands):
    where = {c: s for s, cards in hands.items() for c in cards}
    return tuple(where[c] for c in CARDS)


def test_it_counts_the_consistent_deals_exactly():
    assert HandSampler(CARDS, CAPACITY, allowed).deal_count() == len(brute_force())


def test_every_deal_comes_up_about_equally_often():
    deals = brute_force()
    sampler = HandSampler(CARDS, CAPACITY, allowed)
    rng = random.Random(11)
    draws = 300 * len(deals)
    seen = Counter(owners_of(sampler.sample(rng)) for _ in range(draws))
    assert set(seen) == deals
    expected = draws / len(deals)
    chi2 = sum((n - expected) ** 2 / expected for n in seen.values())
    assert chi2 < 2 * len(deals) + 30


def test_samples_respect_the_constraints():
    rng = random.Random(3)
    for _ in range(200):
        hands = sample_hands(CARDS, CAPACITY, allowed, rng)
        assert {s: len(h) for s, h in hands.items()} == CAPACITY
        for seat, cards in hands.items():
            assert all(seat in allowed(c) for c in cards)


def test_the_order_cards_are_given_in_does_not_matter():
    shuffled = list(reversed(CARDS))
    one = HandSampler(CARDS, CAPACITY, allowed).sample(random.Random(9))
    two = HandSampler(shuffled, CAPACITY, allowed).sample(random.Random(9))
    assert one == two


def test_impossible_constraints_are_reported():
    with pytest.raises(NoConsistentDeal):
        HandSampler(CARDS, {1: 3, 2: 2, 3: 2}, allowed)
    with pytest.raises(NoConsistentDeal):
        HandSampler(CARDS, {1: 4, 2: 1, 3: 1}, allowed)
    with pytest.raises(NoConsistentDeal):
        HandSampler(CARDS, CAPACITY, lambda card: [])
