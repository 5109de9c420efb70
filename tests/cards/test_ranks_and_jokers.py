"""Every rank 2..A in both notations, the ranks' names, jokers, jacks' eyes and rank orders."""

from __future__ import annotations

import copy
import pickle

import pytest

from igroteka.cards import (
    ACE_HIGH,
    ACE_LOW,
    ALL_CARDS,
    JOKERS,
    SUITS,
    UNIVERSE,
    Card,
    Joker,
    Rank,
    RankOrder,
    Suit,
    card_from_json,
    parse_card,
)
from igroteka.engine import MalformedAction

TEXT = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
        11: "J", 12: "Q", 13: "K", 14: "A"}
ASCII = {**TEXT, 10: "T"}
SYMBOL = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


@pytest.mark.parametrize("rank", list(Rank))
def test_every_rank_prints_and_parses_in_both_notations(rank):
    for suit in SUITS:
        card = Card(rank, suit)
        assert str(card) == TEXT[rank] + SYMBOL[suit]
        assert card.ascii == ASCII[rank] + suit.letter
        assert parse_card(str(card)) is card and parse_card(card.ascii) is card
        assert parse_card(card.ascii.upper()) is card
        assert Card.from_json(card.to_json()) is card
    assert Rank.parse(rank.text) is rank and Rank.parse(rank.ascii) is rank


def test_ten_and_the_russian_letters():
    assert parse_card("10♥") is parse_card("Th") is parse_card("10h") is Card(10, Suit.HEARTS)
    assert parse_card("Вч") is Card(Rank.JACK, Suit.HEARTS)
    assert parse_card("Дп") is Card(Rank.QUEEN, Suit.SPADES)
    assert parse_card("Кб") is Card(Rank.KING, Suit.DIAMONDS)
    assert parse_card("Тт") is Card(Rank.ACE, Suit.CLUBS)
    assert parse_card("2 ♠") is Card(2, Suit.SPADES)
    assert [Rank.parse(t) for t in ("В", "д", "К", "т")] == [
        Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]


@pytest.mark.parametrize("text", ["1", "11", "0", "Z", "", "10 10"])
def test_unreadable_ranks_are_refused_in_both_languages(text):
    with pytest.raises(MalformedAction) as error:
        Rank.parse(text)
    assert "J, Q, K, A" in error.value.message("en") and "В, Д, К, Т" in error.value.message("ru")


def test_every_rank_has_a_name_in_both_languages():
    names = {rank: (rank.label.render("ru"), rank.label.render("en")) for rank in Rank}
    assert names[Rank.TWO] == ("двойка", "two") and names[Rank.SEVEN] == ("семёрка", "seven")
    assert names[Rank.ACE] == ("туз", "ace")
    assert len({ru for ru, _ in names.values()}) == 13 and not any(
        ru.isdigit() or en.isdigit() for ru, en in names.values())
    queen = Card(Rank.QUEEN, Suit.CLUBS)
    assert queen.label.render("ru") == "дама треф" and queen.label.render("en") == "queen of clubs"


def test_jokers_are_cards_of_their_own():
    red, black = JOKERS
    assert (red, black) == (Joker.RED, Joker.BLACK) and red is not black
    assert (red.index, black.index) == (52, 53) and UNIVERSE[52:] == (red, black)
    assert [c.index for c in UNIVERSE] == list(range(54))
    assert (str(red), red.ascii, str(black), black.ascii) == ("★R", "RJ", "★B", "BJ")
    assert red.red and not black.red and red.is_joker and not ALL_CARDS[0].is_joker
    assert red.rank is None and red.suit is None and red.suit is not Suit.HEARTS
    assert red.label.render("ru") == "красный джокер" and black.label.render("en") == "black joker"
    assert pickle.loads(pickle.dumps(black)) is black and copy.deepcopy(red) is red
    assert len({red, black, *ALL_CARDS}) == 54


def test_jokers_are_read_only_where_a_game_has_them():
    for text, joker in (("RJ", Joker.RED), ("★R", Joker.RED), ("bj", Joker.BLACK),
                        ("★B", Joker.BLACK), ("красный джокер", Joker.RED),
                        ("black joker", Joker.BLACK), ("чёрный джокер", Joker.BLACK)):
        assert parse_card(text, jokers=True) is joker
        assert card_from_json(joker.to_json(), jokers=True) is joker
        with pytest.raises(MalformedAction):
            parse_card(text)
    assert parse_card("Qc", jokers=True) is Card(Rank.QUEEN, Suit.CLUBS)
    with pytest.raises(MalformedAction) as error:
        parse_card("joker", jokers=True)  # which one?
    assert "RJ" in error.value.message("ru") and "BJ" in error.value.message("en")
    with pytest.raises(MalformedAction):
        card_from_json(52, jokers=True)


def test_jacks_have_one_or_two_eyes():
    eyes = {card.ascii: card.jack_eyes for card in ALL_CARDS if card.rank is Rank.JACK}
    assert eyes == {"Jc": 2, "Jd": 2, "Jh": 1, "Js": 1}
    assert Card(Rank.QUEEN, Suit.SPADES).jack_eyes is None


def test_rank_orders_are_the_games_choice():
    assert ACE_HIGH.beats(Rank.ACE, Rank.KING) and not ACE_LOW.beats(Rank.ACE, Rank.TWO)
    assert ACE_LOW.below(Rank.TWO) is Rank.ACE and ACE_LOW.below(Rank.ACE) is None
    assert ACE_LOW.above(Rank.KING) is None and ACE_HIGH.above(Rank.TEN) is Rank.JACK
    hand = [parse_card(t) for t in ("Ah", "2c", "Kd", "Ts")]
    assert [c.ascii for c in ACE_LOW.sorted(hand)] == ["Ah", "2c", "Ts", "Kd"]
    assert [c.ascii for c in ACE_HIGH.sorted(hand, descending=True)] == ["Ah", "Kd", "Ts", "2c"]
    kozel = RankOrder([7, 8, 9, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE])
    assert kozel.beats(Rank.TEN, Rank.KING) and kozel.power(Rank.SEVEN) == 0
    assert Rank.SIX not in kozel and len(kozel) == 8
    with pytest.raises(KeyError):
        kozel.power(Rank.SIX)
    with pytest.raises(ValueError):
        RankOrder([7, 7, 8])
