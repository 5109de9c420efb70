"""The Wilson score interval against values computed independently, and the tally of units."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from igroteka.arena import summarize, wilson_interval


@pytest.mark.parametrize(
    ("successes", "n", "low", "high"),
    [
        # Published in Newcombe (1998), "Two-sided confidence intervals for the single
        # proportion", Table I (method 3, Wilson score without continuity correction).
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
    ],
)
def test_matches_published_intervals(successes, n, low, high):
    got = wilson_interval(successes / n, n)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_all_wins_has_the_closed_form_lower_bound():
    z2 = 1.959963984540054**2
    assert wilson_interval(1.0, 10) == pytest.approx((10 / (10 + z2), 1.0))


@given(score=st.floats(0, 1), n=st.integers(1, 10_000))
def test_interval_holds_the_score_inside_zero_one(score, n):
    low, high = wilson_interval(score, n)
    assert 0.0 <= low <= score + 1e-12
    assert score - 1e-12 <= high <= 1.0


def test_interval_narrows_like_one_over_root_n():
    widths = [wilson_interval(0.5, n)[1] - wilson_interval(0.5, n)[0] for n in (100, 400)]
    assert widths[0] / widths[1] == pytest.approx(2.0, rel=0.02)
    assert widths[0] == pytest.approx(2 * 1.96 * math.sqrt(0.25 / 100), rel=0.05)


def test_summary_counts_draws_half():
    summary = summarize([1.0, 1.0, 0.5, 0.0, 0.75, 0.25, 0.5])
    assert (summary.wins, summary.draws, summary.losses) == (3, 2, 2)
    assert summary.units == 7
    assert summary.score == pytest.approx(4 / 7)
    assert (summary.low, summary.high) == pytest.approx(wilson_interval(4 / 7, 7))
