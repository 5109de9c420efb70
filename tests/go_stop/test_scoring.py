"""Combinations (seed section 5) and the test cases 1-6 of go-stop.md."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.games.go_stop.scoring import pile_of

SINGLE_JUNK = [3, 4, 7, 8, 11, 12, 15, 16, 19, 20, 23, 24, 27, 28, 31, 32, 35, 36, 39, 40, 43, 44]


def score(cards: list[int]):
    return pile_of(cards).score()


def test_case_1_five_brights_give_15() -> None:
    assert score([1, 9, 29, 41, 45]).total == 15


def test_case_2_three_brights_with_the_rain_bright_give_2() -> None:
    assert score([9, 29, 45]).total == 2


def test_three_brights_without_rain_give_3() -> None:
    assert score([1, 9, 29]).total == 3


@pytest.mark.parametrize("brights", [[1, 9, 29, 41], [1, 9, 29, 45]])
def test_four_brights_give_4_with_or_without_rain(brights: list[int]) -> None:
    assert score(brights).total == 4


def test_only_the_best_bright_combination_counts() -> None:
    # Five brights hold every smaller bright set; still 15, not 15 + 4 + 3.
    assert score([1, 9, 29, 41, 45]).brights == 15
    assert score([1, 9]).brights == 0


def test_case_3_five_animals_with_godori() -> None:
    result = score([5, 13, 30, 17, 21])
    assert (result.animals, result.godori, result.total) == (1, 5, 6)


def test_godori_needs_all_three_birds() -> None:
    assert score([5, 13, 30]).total == 5
    assert score([5, 13, 17, 21, 25]).total == 1


def test_animals_one_more_point_for_each_further_animal() -> None:
    assert score([17, 21, 25, 37, 46]).total == 1
    assert score([17, 21, 25, 37, 46, 5]).total == 2


def test_case_4_five_ribbons_with_the_red_poem_set() -> None:
    result = score([2, 6, 10, 47, 22])
    assert (result.ribbons, result.sets, result.total) == (1, (3, 0, 0), 4)


@pytest.mark.parametrize(
    ("ribbons", "points"),
    [([22, 34, 38], 3), ([14, 18, 26], 3), ([2, 6, 10], 3), ([14, 18, 47], 0)],
)
def test_each_ribbon_set_adds_3_and_december_makes_no_plain_red_set(
    ribbons: list[int], points: int
) -> None:
    assert score(ribbons).total == points


def test_ribbons_one_more_point_for_each_further_ribbon() -> None:
    assert score([2, 14, 22, 26, 47, 38]).total == 2


def test_case_5_ten_junk_units_with_the_november_double() -> None:
    result = score([*SINGLE_JUNK[:8], 42])
    assert (result.junk_units, result.total) == (10, 1)


def test_junk_one_more_point_per_unit_and_december_double_counts_two() -> None:
    assert score([*SINGLE_JUNK[:9], 48]).total == 2
    assert score(SINGLE_JUNK[:9]).total == 0


def test_case_6_cup_tie_goes_to_the_animals() -> None:
    result = score([*SINGLE_JUNK[:8], 17, 21, 25, 37, 33])
    assert (result.total, result.cup, result.animal_count, result.junk_units) == (1, "animal", 5, 8)


def test_cup_counts_as_junk_when_that_scores_more() -> None:
    result = score([*SINGLE_JUNK[:9], 33])
    assert (result.total, result.cup, result.junk_units, result.animal_count) == (2, "junk", 11, 0)


def test_cup_never_counts_both_ways() -> None:
    # Four animals and eight junk: as an animal 1 (five animals) + 0; as junk 0 + 1.
    result = score([*SINGLE_JUNK[:8], 17, 21, 25, 37, 33])
    assert result.animals + result.junk == 1


def test_different_combinations_add_up() -> None:
    cards = [1, 9, 29, 5, 13, 30, 2, 6, 10, *SINGLE_JUNK[:10]]
    result = score(cards)
    assert result.total == 3 + 5 + 3 + 1


@settings(max_examples=200, deadline=None)
@given(st.sets(st.integers(1, 48), max_size=48))
def test_running_total_equals_the_full_score(cards: set[int]) -> None:
    pile = pile_of(sorted(cards))
    assert pile.total() == pile.score().total
