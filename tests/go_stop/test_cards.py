"""The 48-card hwatu deck of go-stop.md, with the IDs the seed's tie-break needs."""

from __future__ import annotations

from igroteka.games.go_stop.cards import (
    ALL_IDS,
    ANIMAL,
    BRIGHT,
    CARDS,
    CUP,
    DECK,
    JUNK,
    RIBBON,
    SETS,
    deck_json,
    transfer_order,
)


def ids_of(kind: str) -> list[int]:
    return [card.id for card in DECK if card.kind == kind]


def test_deck_has_48_cards_with_ids_by_month_then_row() -> None:
    assert list(ALL_IDS) == list(range(1, 49))
    for card in DECK:
        assert card.id == 4 * (card.month - 1) + (card.id - 1) % 4 + 1
        assert (card.id - 1) // 4 + 1 == card.month


def test_kinds_five_brights_nine_animals_ten_ribbons_24_junk() -> None:
    assert ids_of(BRIGHT) == [1, 9, 29, 41, 45]
    assert ids_of(ANIMAL) == [5, 13, 17, 21, 25, 30, 33, 37, 46]
    assert ids_of(RIBBON) == [2, 6, 10, 14, 18, 22, 26, 34, 38, 47]
    assert len(ids_of(JUNK)) == 24


def test_junk_units_26_with_the_two_doubles_of_november_and_december() -> None:
    junk = [card for card in DECK if card.kind == JUNK]
    assert sum(card.units for card in junk) == 26
    assert [card.id for card in junk if card.units == 2] == [42, 48]


def test_the_cup_is_the_september_animal_worth_two_junk_units() -> None:
    cup = CARDS[CUP]
    assert (cup.id, cup.month, cup.kind, cup.units, cup.cup) == (33, 9, ANIMAL, 2, True)


def test_ribbon_sets_and_the_december_ribbon_outside_them() -> None:
    assert SETS["red_poem"] == {2, 6, 10}
    assert SETS["blue"] == {22, 34, 38}
    assert SETS["plain_red"] == {14, 18, 26}
    assert all(47 not in cards for cards in SETS.values())


def test_birds_and_the_rain_bright() -> None:
    assert [card.id for card in DECK if card.bird] == [5, 13, 30]
    assert [card.id for card in DECK if card.rain] == [45]


def test_transfer_order_single_before_double_then_lower_id() -> None:
    assert sorted([48, 44, 42, 3], key=transfer_order) == [3, 44, 42, 48]


def test_deck_json_names_every_card_in_both_languages() -> None:
    cards = deck_json()
    assert len(cards) == 48
    assert all(set(card["name"]) == {"ru", "en"} for card in cards)
    assert cards[32]["cup"] is True and cards[41]["units"] == 2
