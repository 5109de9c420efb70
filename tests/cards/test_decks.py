"""Decks of physical cards: recipes, two decks' copies as distinct cards, masks, own decks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from igroteka.cards import (
    JOKERS,
    CardKind,
    Deck,
    Joker,
    Rank,
    Suit,
    count,
    deal_round_robin,
    deck32,
    deck_recipe,
    french_deck,
    indices,
    own_deck,
    parse_card,
)
from igroteka.cards.deck import RANKS_36
from igroteka.engine import MalformedAction
from igroteka.engine.i18n import Text

QH = parse_card("Qh")


@pytest.mark.parametrize(("recipe", "size", "kinds"), [
    ("24", 24, 24), ("32", 32, 32), ("36", 36, 36), ("52", 52, 52), ("52+jokers", 54, 54),
    ("2x52", 104, 52), ("2x52+jokers", 108, 54), ("2x36", 72, 36),
])
def test_recipes(recipe, size, kinds):
    deck = deck_recipe(recipe)
    assert len(deck) == size == len(set(deck.ids)) and len(deck.kinds) == kinds
    assert count(deck.mask) == size and all(card_id in deck for card_id in deck)
    assert Counter(deck.copy(i) for i in deck) == Counter(
        {c: kinds for c in range(size // kinds)})


def test_one_copy_keeps_the_card_indices_kozel_and_klabor_use():
    deck = deck_recipe("32")
    assert [deck.kind(i) for i in deck.ids] == deck32()
    assert deck.ids == tuple(c.index for c in deck32())
    jokers = french_deck(jokers=JOKERS)
    assert jokers.kind(52) is Joker.RED and jokers.kind(53) is Joker.BLACK
    assert french_deck(RANKS_36).kind(parse_card("6s").index) == parse_card("6s")


def test_two_decks_hold_every_card_twice_as_two_cards():
    deck = deck_recipe("2x52")
    first, second = deck.ids_of(QH)
    assert first != second and deck.kind(first) is deck.kind(second) is QH
    assert (deck.copy(first), deck.copy(second)) == (0, 1) and deck.count(QH) == 2
    assert second == first + 54 and 52 not in deck and 53 not in deck
    hand = deck.mask_of([first, second, deck.ids_of(parse_card("2c"))[1]])
    assert count(hand) == 3 and deck.kinds_in(hand) == [QH, parse_card("2c"), QH]
    assert deck.tally(hand)[QH] == 2
    assert deck.held(QH, hand) == first and deck.held(QH, hand & ~(1 << first)) == second
    assert deck.held(parse_card("Ks"), hand) is None
    with pytest.raises(KeyError):
        deck.mask_of([52])
    with pytest.raises(KeyError):
        deck.kind(200)


def test_masks_over_104_cards():
    deck = deck_recipe("2x52")
    hearts = deck.mask_where(lambda c: c.suit is Suit.HEARTS)
    assert count(hearts) == 26 and all(deck.kind(i).suit is Suit.HEARTS for i in indices(hearts))
    one_eyed = deck.mask_where(lambda c: c.jack_eyes == 1)
    assert sorted(str(c) for c in deck.kinds_in(one_eyed)) == ["J♠", "J♠", "J♥", "J♥"]
    queens = deck.mask_of_kinds([QH, parse_card("Qs")])
    assert count(queens) == 4 and count(queens & hearts) == 2
    rest = deck.mask & ~queens
    assert count(rest) == 100 and not rest & queens and rest | queens == deck.mask
    assert max(indices(deck.mask)) == 105


def test_shuffling_and_dealing_ids_follow_the_generator_only():
    deck = deck_recipe("2x52")
    one = deck.shuffled(random.Random(4))
    assert one == deck.shuffled(random.Random(4)) != deck.shuffled(random.Random(5))
    assert sorted(one) == list(deck.ids)
    hands = deal_round_robin(one, 2, 0, per_hand=7)
    assert [len(h) for h in hands] == [7, 7] and hands[0][:2] == [one[0], one[2]]


SEA = [
    CardKind("crab_blue", Text("краб", "crab"), 5, {"type": "crab", "colour": "blue"}),
    CardKind("crab_black", Text("краб", "crab"), 4, {"type": "crab", "colour": "black"}),
    CardKind("shark", Text("акула", "shark"), 5, {"type": "shark", "colour": "grey"}),
    CardKind("mermaid", Text("русалка", "mermaid"), 4, {"type": "mermaid", "colour": "white"}),
]


def test_a_deck_of_a_games_own():
    deck = own_deck(SEA, name="sea")
    assert len(deck) == 18 and deck.ids == tuple(range(18)) and repr(deck) == "Deck(sea)"
    crab = SEA[0]
    assert deck.ids_of(crab) == (0, 1, 2, 3, 4) and deck.copy(4) == 4
    assert deck.kind(9) is SEA[2] and deck.kind(9)["type"] == "shark"
    crabs = deck.mask_where(lambda k: k["type"] == "crab")
    assert count(crabs) == 9 and deck.tally(crabs) == {SEA[0]: 5, SEA[1]: 4}
    assert SEA[1].get("points", 0) == 0 and str(SEA[3]) == "mermaid"
    assert {crab: 1}[CardKind("crab_blue", Text("краб", "crab"), 5)] == 1
    numbered = own_deck(SEA[:1], start=1)
    assert numbered.ids == (1, 2, 3, 4, 5) and 0 not in numbered


def test_any_values_can_be_a_decks_kinds():
    compass = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
    directions = [f"{d}{n}" for d in compass for n in (1, 2, 3)]
    deck = Deck.from_counts(((d, 1) for d in directions), name="rose")
    assert len(deck) == 24 and deck.kinds_in(deck.mask_of([0, 23])) == ["N1", "NW3"]


def test_bad_decks_are_refused():
    with pytest.raises(ValueError):
        own_deck([SEA[0], SEA[0]])
    with pytest.raises(ValueError):
        own_deck([CardKind("x", Text("x", "x"), 0)])
    with pytest.raises(ValueError):
        Deck([(1, "a", 0), (1, "b", 0)])
    with pytest.raises(ValueError):
        deck_recipe("3x53")
    with pytest.raises(ValueError):
        french_deck(copies=0)
    assert deck_recipe("2 x 52 + Jokers").name == "2x52+jokers"
    assert Rank.TWO in {c.rank for c in deck_recipe("52").kinds if not c.is_joker}


def test_wire_names_tell_copies_apart_as_the_web_client_does():
    deck = deck_recipe("2x52+jokers")
    first, second = deck.ids_of(QH)
    assert (deck.to_json(first), deck.to_json(second)) == ("Qh#1", "Qh#2")
    assert deck.from_json("Qh#2") == second and deck.from_json("Qh") == first
    assert deck.from_json("Q♥#2") == second and deck.from_json("qh#1") == first
    assert [deck.to_json(i) for i in deck.ids_of(Joker.BLACK)] == ["BJ#1", "BJ#2"]
    assert all(deck.from_json(deck.to_json(i)) == i for i in deck)
    single = deck_recipe("36")
    assert single.to_json(QH.index) == "Qh" and single.from_json("Qh") == QH.index
    sea = own_deck(SEA)
    assert sea.to_json(0) == "crab_blue#1" and sea.from_json("shark#5") == 13
    for bad, pack in (("Qh#3", deck), ("Qh#0", deck), ("2c", single), ("RJ", single),
                      ("Qh#x", deck), (12, deck), ("crab", sea)):
        with pytest.raises(MalformedAction) as error:
            pack.from_json(bad)
        assert "в этой колоде" in error.value.message("ru").lower()
        assert "in this deck" in error.value.message("en")
