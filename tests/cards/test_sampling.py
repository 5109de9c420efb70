"""The hidden-hand sampler: exactly the consistent deals, each equally likely, on any pack.

Uniformity is checked against exact enumeration of the consistent deals with
Pearson's chi-square on fixed seeds (deterministic; a biased sampler fails).
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import pytest

from igroteka.cards import (
    JOKERS,
    CardKind,
    HandSampler,
    Joker,
    NoConsistentDeal,
    Suit,
    deck_recipe,
    own_deck,
    parse_card,
    sample_hands,
)
from igroteka.engine.i18n import Text
from tests.cards.exact import chi_square, chi_square_bound, consistent_deals

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


# --- any pack: two decks, jokers, a game's own cards --------------------------------------
SEQUENCE = deck_recipe("2x52")
QH = parse_card("Qh")


def uniform_check(cards, capacity, allow, seed, per_deal=200):
    """Draw many deals; each consistent physical deal must come up equally often."""
    deals = consistent_deals(cards, capacity, allow)
    sampler = HandSampler(cards, capacity, allow)
    assert sampler.deal_count() == len(deals)
    rng = random.Random(seed)
    draws = per_deal * len(deals)
    where = Counter()
    for _ in range(draws):
        hands = sampler.sample(rng)
        owner = {c: s for s, held in hands.items() for c in held}
        where[tuple(owner[c] for c in cards)] += 1
    assert set(where) == set(deals)
    expected = {deal: 1 / len(deals) for deal in deals}
    assert chi_square(where, expected, draws) < chi_square_bound(len(deals) - 1)
    return where, deals


def test_two_decks_copies_are_distinct_cards_dealt_uniformly():
    queens = SEQUENCE.ids_of(QH)
    king = SEQUENCE.ids_of(parse_card("Ks"))[0]
    cards = [*queens, *SEQUENCE.ids_of(parse_card("Jc")), king,
             SEQUENCE.ids_of(parse_card("7d"))[1]]

    def allow(card_id):
        if card_id == king:
            return [2]  # this copy was seen going to seat 2
        if SEQUENCE.kind(card_id).suit is Suit.HEARTS:
            return [1, 2]  # seat 0 showed it holds no heart
        return [0, 1, 2]

    where, _ = uniform_check(cards, {0: 2, 1: 2, 2: 2}, allow, seed=21)
    position = {card_id: i for i, card_id in enumerate(cards)}
    assert all(deal[position[king]] == 2 for deal in where)
    assert all(deal[position[q]] != 0 for deal in where for q in queens)
    # Both queens of hearts in one hand happens, as it does in a real shuffle.
    assert any(deal[position[queens[0]]] == deal[position[queens[1]]] for deal in where)


def test_a_pack_with_jokers():
    pack = deck_recipe("52+jokers")
    cards = [*JOKERS, *(parse_card(t) for t in ("As", "2s", "5h", "Td"))]
    assert {c.index for c in cards} <= set(pack.ids)

    def allow(card):
        seats = [1, 2, 3]
        if card.suit is Suit.SPADES:
            seats.remove(1)
        if card is Joker.BLACK:
            seats.remove(3)
        return seats

    where, _ = uniform_check(cards, {1: 2, 2: 2, 3: 2}, allow, seed=5)
    assert all(deal[1] != 3 for deal in where)


SEA = [
    CardKind("crab", Text("краб", "crab"), 3),
    CardKind("shark", Text("акула", "shark"), 2),
    CardKind("mermaid", Text("русалка", "mermaid"), 1),
]
SEA_DECK = own_deck(SEA)
MERMAID = SEA[2]
SEATS = {"a": 2, "b": 2, "stock": 2}


def no_mermaid_for_a(kind):
    return ["b", "stock"] if kind is MERMAID else ["a", "b", "stock"]


def kinds_deal(pairs):
    """A deal as a player sees it: how many of each kind each seat holds."""
    return tuple(sorted(Counter((seat, kind.code) for seat, kind in pairs).items()))


def kind_deals(pool):
    """Each deal of kinds with its exact chance: the share of physical deals behind it."""
    deals = consistent_deals(pool, SEATS, no_mermaid_for_a)
    weight = Counter(kinds_deal(zip(owners, pool, strict=True)) for owners in deals)
    return {deal: n / len(deals) for deal, n in weight.items()}


def observed(hands):
    return kinds_deal((seat, kind) for seat, held in hands.items() for kind in held)


def test_a_deck_of_a_games_own_dealt_as_ids_or_as_repeated_kinds():
    by_id = HandSampler(list(SEA_DECK.ids), SEATS,
                        lambda i: no_mermaid_for_a(SEA_DECK.kind(i)))
    pool = SEA_DECK.kinds_in(SEA_DECK.mask)
    by_kind = HandSampler(pool, SEATS, no_mermaid_for_a, key=lambda k: k.code)
    assert by_id.deal_count() == by_kind.deal_count() == len(
        consistent_deals(pool, SEATS, no_mermaid_for_a))
    exact = kind_deals(pool)
    assert len(exact) > 1 and len(set(exact.values())) > 1  # kinds' deals are not equally likely
    draws = 6000
    bound = chi_square_bound(len(exact) - 1)
    flat = {deal: 1 / len(exact) for deal in exact}
    for sampler, as_kinds in ((by_id, lambda hands: {
            s: [SEA_DECK.kind(i) for i in held] for s, held in hands.items()}),
            (by_kind, lambda hands: hands)):
        rng = random.Random(8)
        seen = Counter(observed(as_kinds(sampler.sample(rng))) for _ in range(draws))
        assert chi_square(seen, exact, draws) < bound
        assert all(("a", "mermaid") not in dict(deal) for deal in seen)
        # Uniform over kinds' deals, the wrong reading of "uniform", fails the same test.
        assert chi_square(seen, flat, draws) > 10 * bound


def test_two_copies_of_one_kind_split_as_in_a_real_shuffle():
    # Two queens of hearts unseen, two seats of one card: "one each" has chance 1, and with
    # four free cards among two seats of two, "both with seat 1" has chance 1/6.
    pool = [QH, QH, parse_card("2c"), parse_card("3c")]
    sampler = HandSampler(pool, {1: 2, 2: 2})
    rng = random.Random(2)
    both = sum(sampler.sample(rng)[1].count(QH) == 2 for _ in range(6000))
    assert sampler.deal_count() == 6 and abs(both / 6000 - 1 / 6) < 0.02


def test_ordered_puts_a_stock_in_a_uniformly_random_order():
    cards = [1, 2, 3, 4]
    capacity = {"hand": 1, "stock": 3}

    def allow(card):
        return ["stock"] if card == 4 else ["hand", "stock"]  # card 4 is known to be in the stock

    sampler = HandSampler(cards, capacity, allow)
    rng = random.Random(13)
    seen = Counter()
    for _ in range(3600):
        dealt = sampler.sample(rng, ordered=True)
        seen[(*dealt["hand"], *dealt["stock"])] += 1
    expected = {(h, *order): 1 / 18 for h in (1, 2, 3)
                for order in itertools.permutations([c for c in cards if c != h])}
    assert chi_square(seen, expected, 3600) < chi_square_bound(17)


def test_a_whole_two_deck_game_with_a_known_card():
    # Four players of Sequence: our six cards are known, another seat's card was seen.
    rng = random.Random(1)
    pack = SEQUENCE.shuffled(rng)
    mine, rest = pack[:6], pack[6:]
    seen = rest[0]  # seen going into seat 2's hand
    capacity = {1: 6, 2: 6, 3: 6, "stock": 80}

    def allow(card_id):
        return [2] if card_id == seen else [1, 2, 3, "stock"]

    sampler = HandSampler(rest, capacity, allow)
    f = math.factorial
    assert sampler.deal_count() == f(97) // (f(6) * f(5) * f(6) * f(80))
    for _ in range(50):
        hands = sampler.sample(rng)
        assert seen in hands[2] and {s: len(h) for s, h in hands.items()} == capacity
        assert not set(mine) & {c for h in hands.values() for c in h}
        assert sorted(c for h in hands.values() for c in h) == sorted(rest)


def test_a_void_suit_in_a_pack_with_jokers():
    pack = deck_recipe("52+jokers").shuffled(random.Random(3))
    unseen = pack[13:]  # we hold 13; three others hold 13 each, two cards lie aside
    capacity = {1: 13, 2: 13, 3: 13, "aside": 2}
    hearts = {i for i in unseen if i < 52 and deck_recipe("52").kind(i).suit is Suit.HEARTS}

    def allow(card_id):
        return [2, 3, "aside"] if card_id in hearts else [1, 2, 3, "aside"]

    sampler = HandSampler(unseen, capacity, allow)
    rng = random.Random(4)
    for _ in range(100):
        hands = sampler.sample(rng)
        assert not hearts & set(hands[1]) and {s: len(h) for s, h in hands.items()} == capacity
