"""The shared card parts: cards and their written forms, decks, dealing, tricks, following."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from igroteka.cards import (
    ALL_CARDS,
    FOLLOW_TRUMP,
    Card,
    Playable,
    Rank,
    Suit,
    TrickRecord,
    cards_of,
    count,
    deal_round_robin,
    deck24,
    deck32,
    deck36,
    deck52,
    follow_suit,
    follow_text,
    indices,
    lowest,
    make_deck,
    mask_of,
    parse_card,
    shuffled,
    suit_mask,
    trick_winner,
)
from igroteka.engine import MalformedAction
from igroteka.engine.i18n import Text


def test_cards_are_interned_values():
    queen = Card(Rank.QUEEN, Suit.CLUBS)
    assert queen is Card(12, Suit.CLUBS) is parse_card("Qc")
    assert copy.deepcopy(queen) is queen and pickle.loads(pickle.dumps(queen)) is queen
    assert {queen: 1}[parse_card("Q♣")] == 1
    with pytest.raises(AttributeError):
        queen.rank = Rank.KING


def test_written_forms():
    ten = Card(Rank.TEN, Suit.HEARTS)
    assert (str(ten), ten.ascii, ten.to_json()) == ("10♥", "Th", "Th")
    assert Card.from_json("10h") is ten
    for text in ("10h", "Th", "TH", "10♥", "10 ♥"):
        assert parse_card(text) is ten
    assert parse_card("Тп") is Card(Rank.ACE, Suit.SPADES)
    assert parse_card("Т♠") is Card(Rank.ACE, Suit.SPADES)
    assert parse_card("Вб") is Card(Rank.JACK, Suit.DIAMONDS)


@pytest.mark.parametrize("text", ["T♥", "t♡", "T ♥", "Тh", "тH"])
def test_a_t_that_reads_as_ace_or_ten_is_refused_with_a_hint(text):
    """«Т♥» with a Russian Т is the ace, "Th" in Latin letters the ten; mixed, they look alike."""
    with pytest.raises(MalformedAction) as error:
        parse_card(text)
    assert error.value.code == "ambiguous_card"
    assert "10♥" in error.value.message("ru") and "туз" in error.value.message("ru")
    assert "Write a ten as 10" in error.value.message("en")


@pytest.mark.parametrize("text", ["", "Q", "1h", "Qx", "11c", "queen of clubs"])
def test_unreadable_cards_are_refused_in_both_languages(text):
    with pytest.raises(MalformedAction) as error:
        parse_card(text)
    assert "Q♣" in error.value.message("ru") and "Qc" in error.value.message("en")


def test_card_json_must_be_a_string():
    with pytest.raises(MalformedAction):
        Card.from_json(12)


def test_suits():
    assert Suit.parse("♣") is Suit.parse("c") is Suit.parse("трефы") is Suit.CLUBS
    assert Suit.HEARTS.red and not Suit.SPADES.red
    assert Suit.DIAMONDS.label.render("ru") == "бубны"
    with pytest.raises(MalformedAction):
        Suit.parse("x")


def test_the_universe_is_indexed():
    assert len(ALL_CARDS) == 52
    assert [c.index for c in ALL_CARDS] == list(range(52))


def test_decks():
    assert [len(d()) for d in (deck52, deck36, deck32, deck24)] == [52, 36, 32, 24]
    for deck in (deck52(), deck36(), deck32(), deck24()):
        assert len(set(deck)) == len(deck)
    assert min(c.rank for c in deck32()) == Rank.SEVEN
    assert make_deck([Rank.ACE], [Suit.SPADES]) == [Card(Rank.ACE, Suit.SPADES)]


def test_shuffling_follows_the_generator_only():
    deck = deck32()
    one = shuffled(deck, random.Random(5))
    assert one == shuffled(deck, random.Random(5))
    assert one != shuffled(deck, random.Random(6))
    assert deck == deck32() and sorted(one, key=lambda c: c.index) == sorted(
        deck, key=lambda c: c.index)


def test_dealing_one_at_a_time_from_the_first_seat():
    pack = deck32()
    hands = deal_round_robin(pack, 4, 1)
    assert hands[1][:2] == [pack[0], pack[4]] and hands[2][0] == pack[1]
    assert hands[0][0] == pack[3] and [len(h) for h in hands] == [8, 8, 8, 8]
    short = deal_round_robin(pack, 3, 0, per_hand=6)
    assert sum(len(h) for h in short) == 18
    with pytest.raises(ValueError):
        deal_round_robin(pack, 4, 0, per_hand=9)


def test_masks():
    cards = [parse_card(t) for t in ("Qc", "7h", "As")]
    mask = mask_of(cards)
    assert count(mask) == 3 and set(cards_of(mask)) == set(cards)
    assert list(indices(mask)) == sorted(c.index for c in cards)
    assert lowest(mask) == min(c.index for c in cards)
    assert mask_of(c for c in ALL_CARDS if c.suit is Suit.HEARTS) == suit_mask(Suit.HEARTS)


def _no_trump_power(card, led):
    return int(card.rank) if card.suit is led.suit else None


def test_trick_winner_uses_the_games_strength():
    trick = [parse_card(t) for t in ("9h", "Ah", "Th", "8d")]
    assert trick_winner(trick, _no_trump_power) == 1

    def hearts_trump(card, led):
        if card.suit is Suit.HEARTS:
            return 100 + int(card.rank)
        return _no_trump_power(card, led)

    assert trick_winner([parse_card(t) for t in ("As", "7h", "Ks")], hearts_trump) == 1
    assert trick_winner([parse_card("9c"), parse_card("9c")], _no_trump_power) == 0
    with pytest.raises(ValueError):
        trick_winner([], _no_trump_power)
    with pytest.raises(ValueError):
        trick_winner([parse_card("9c")], lambda card, led: None)


def test_follow_suit_explains_every_refusal():
    hand = [parse_card(t) for t in ("7h", "Qh", "Kd")]

    def suit_of(card):
        return "trump" if card.rank == Rank.QUEEN else card.suit

    def requirement(suit):
        return FOLLOW_TRUMP if suit == "trump" else follow_text(suit)

    def note(card, led):
        return Text("дама — козырь", "the queen is a trump") if card.rank == Rank.QUEEN else None

    result = follow_suit(hand, parse_card("Kh"), suit_of, requirement, note)
    assert [p.playable for p in result] == [True, False, False]
    assert result[1].reason.render("ru") == "нужно ходить в масть ♥: дама — козырь"
    assert result[2].reason.render("en") == "you must follow suit ♥"
    assert result[1].to_json()["card"] == "Qh" and result[1].to_json()["text"] == "Q♥"
    void = follow_suit(hand, parse_card("As"), suit_of, requirement)
    assert all(p.playable and p.reason is None for p in void)
    trump = follow_suit(hand, parse_card("Qs"), suit_of, requirement)
    assert [p.playable for p in trump] == [False, True, False]
    assert Playable(hand[0], True).to_json()["reason"] is None


def test_trick_record_json():
    record = TrickRecord(2, ((2, parse_card("Ad")), (3, parse_card("Td"))), winner=2, points=21)
    assert record.to_json() == {
        "leader": 2, "winner": 2, "points": 21,
        "cards": [{"seat": 2, "card": "Ad", "text": "A♦"}, {"seat": 3, "card": "Td",
                                                           "text": "10♦"}],
    }
