"""Stop payments (seed section 6): Go additions and doublings, and test cases 7, 8 and 18."""

from __future__ import annotations

import pytest

from igroteka.games.go_stop.payout import go_payment, stop_payout
from igroteka.games.go_stop.scoring import pile_of

SINGLE_JUNK = [3, 4, 7, 8, 11, 12, 15, 16, 19, 20, 23, 24, 27, 28, 31, 32, 35, 36, 39, 40, 43, 44]


@pytest.mark.parametrize(("gos", "paid"), [(0, 8), (1, 9), (2, 10), (3, 16), (4, 32), (5, 64)])
def test_one_go_adds_1_two_add_2_from_the_third_each_go_doubles(gos: int, paid: int) -> None:
    assert go_payment(8, gos) == paid


def test_case_7_one_go_stop_at_8_with_the_bright_doubling() -> None:
    mine = pile_of([1, 9, 29, 5, 13, 30])  # three brights 3 + godori 5 = 8
    theirs = pile_of([3, 4, 7])
    payout = stop_payout(mine, theirs, gos=1)
    assert (payout.score, payout.doublings, payout.amount) == (8, ("brights",), 18)


def test_case_8_three_and_four_gos_double_without_the_additions() -> None:
    mine = pile_of([5, 13, 30, 2, 6, 10, 9, 29, 45])  # godori 5 + red poems 3 + brights 2 = 10
    theirs = pile_of([1, *SINGLE_JUNK[:5]])  # a bright and 5 junk units: no doubling
    assert stop_payout(mine, theirs, gos=3).amount == 20
    mine.add(22)
    mine.add(34)  # six ribbons: one more point, 11
    payout = stop_payout(mine, theirs, gos=4)
    assert (payout.score, payout.doublings, payout.amount) == (11, (), 44)


def test_case_18a_the_opponents_cup_defends_against_the_junk_doubling() -> None:
    mine = pile_of(SINGLE_JUNK[:16])
    with_cup = pile_of([*SINGLE_JUNK[16:19], 33, 1])
    without_cup = pile_of([*SINGLE_JUNK[16:19], 1])
    assert stop_payout(mine, with_cup, 0).amount == 7
    assert stop_payout(mine, without_cup, 0).amount == 14


def test_case_18b_own_cup_counts_as_its_score_classified_it() -> None:
    mine = pile_of([1, 9, 29, 17, 21, 25, 30, 37, 46, 33, *SINGLE_JUNK[:9]])
    score = mine.score()
    assert (score.total, score.cup, score.animal_count, score.junk_units) == (7, "junk", 6, 11)
    four_units = pile_of([41, *SINGLE_JUNK[12:16]])
    six_units = pile_of([41, *SINGLE_JUNK[12:18]])
    payout = stop_payout(mine, four_units, 0)
    assert (payout.doublings, payout.amount) == (("junk",), 14)
    assert stop_payout(mine, six_units, 0).amount == 7


def test_seven_animals_double_the_payment() -> None:
    mine = pile_of([5, 13, 30, 17, 21, 25, 37])  # 7 animals: 3 + godori 5 = 8
    theirs = pile_of([1])
    payout = stop_payout(mine, theirs, 0)
    assert (payout.doublings, payout.amount) == (("animals",), 16)


def test_cup_as_animal_counts_toward_seven_animals() -> None:
    mine = pile_of([5, 13, 30, 17, 21, 25, 33])
    score = mine.score()
    assert score.cup == "animal" and score.animal_count == 7
    assert stop_payout(mine, pile_of([1]), 0).doublings == ("animals",)


def test_doublings_multiply_together() -> None:
    # Brights against none, seven animals, junk against fewer than five units: x8.
    mine = pile_of([1, 9, 29, 17, 21, 25, 37, 46, 5, 13, *SINGLE_JUNK[:10]])
    theirs = pile_of(SINGLE_JUNK[10:14])
    payout = stop_payout(mine, theirs, 1)
    assert set(payout.doublings) == {"brights", "animals", "junk"}
    assert payout.amount == (payout.score + 1) * 8


def test_brights_doubling_needs_scored_brights() -> None:
    mine = pile_of([1, 9, *SINGLE_JUNK[:16]])  # two brights score nothing
    assert "brights" not in stop_payout(mine, pile_of(SINGLE_JUNK[16:22]), 0).doublings


def test_junk_doubling_needs_scored_junk_and_applies_against_zero_units() -> None:
    mine = pile_of([5, 13, 30, 17, 21, *SINGLE_JUNK[:10]])
    assert "junk" in stop_payout(mine, pile_of([1]), 0).doublings
    mine_no_junk = pile_of([5, 13, 30, 17, 21, *SINGLE_JUNK[:9]])
    assert "junk" not in stop_payout(mine_no_junk, pile_of([1]), 0).doublings
