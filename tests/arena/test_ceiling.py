"""A bot's share of the all-seeing player's margin, and its paired interval."""

from __future__ import annotations

import pytest

from igroteka.arena.ceiling import share_of_margin, unit_margins
from igroteka.arena.match import GameResult, MatchResult


def test_the_share_is_the_ratio_of_mean_margins_and_pairing_narrows_it():
    ceiling = [10.0, -2.0, 6.0, 2.0] * 10
    bot = [m / 2 for m in ceiling]  # half the ceiling's margin on every deal
    share, low, high = share_of_margin(bot, ceiling)
    assert share == pytest.approx(0.5)
    assert low == pytest.approx(0.5) and high == pytest.approx(0.5)  # paired: no doubt at all
    shuffled = bot[1:] + bot[:1]  # the same margins, paired with other deals
    share, low, high = share_of_margin(shuffled, ceiling)
    assert share == pytest.approx(0.5) and low < 0.5 < high


def test_the_margins_must_be_paired():
    with pytest.raises(ValueError):
        share_of_margin([1.0], [1.0, 2.0])


def test_unit_margins_average_each_deal_over_its_seatings():
    def game(index: int, unit: int, margin: float) -> GameResult:
        return GameResult(index, unit, 0, ("A", "B"), (0.0, 0.0), 0.5, 1, True, margin=margin)

    match = MatchResult(
        "go_stop",
        "a",
        "b",
        1,
        True,
        [game(0, 0, 4.0), game(1, 0, -2.0), game(2, 1, 3.0), game(3, 1, 5.0)],
    )
    assert unit_margins(match) == [1.0, 4.0]
