"""The pot-splitting rule, on its own: payouts always add up and go to the right people."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from igroteka.store.chips import StakeError, split_escrow, split_pot

players = st.lists(st.sampled_from("abcdefgh"), min_size=1, max_size=6, unique=True)


@st.composite
def games(draw: st.DrawFn) -> tuple[dict[str, int], dict[str, float], set[str]]:
    names = draw(players)
    stakes = {name: draw(st.integers(1, 10_000)) for name in names}
    results = {name: float(draw(st.integers(-1, 1))) for name in names}
    forfeited = set(draw(st.lists(st.sampled_from(names), unique=True)))
    return stakes, results, forfeited


@given(games())
def test_payouts_add_up_to_the_pot_and_only_winners_are_paid(
    game: tuple[dict[str, int], dict[str, float], set[str]],
) -> None:
    stakes, results, forfeited = game
    payouts = split_pot(stakes, results, forfeited)
    pot = sum(stakes.values())
    assert sum(payouts.values()) == pot
    assert set(payouts) == set(stakes)
    assert all(amount >= 0 for amount in payouts.values())
    candidates = [p for p in stakes if p not in forfeited]
    if not candidates:
        assert payouts == stakes
        return
    best = max(results[p] for p in candidates)
    winners = [p for p in candidates if results[p] == best]
    weight = sum(stakes[p] for p in winners)
    for player, amount in payouts.items():
        if player in winners:
            exact = pot * stakes[player] / weight
            assert exact - 1 < amount < exact + 1
        else:
            assert amount == 0


@given(st.lists(st.integers(1, 500), min_size=2, max_size=6))
def test_everyone_drawing_gets_their_stake_back(amounts: list[int]) -> None:
    stakes = {f"p{i}": amount for i, amount in enumerate(amounts)}
    assert split_pot(stakes, dict.fromkeys(stakes, 0.0)) == stakes


def test_two_players_winner_takes_the_pot() -> None:
    assert split_pot({"a": 50, "b": 50}, {"a": -1.0, "b": 1.0}) == {"a": 0, "b": 100}


def test_leftover_chips_go_to_the_earlier_seat() -> None:
    stakes = {"a": 25, "b": 25, "c": 25, "d": 25}
    results = {"a": -1.0, "b": 1.0, "c": 1.0, "d": 1.0}
    assert split_pot(stakes, results) == {"a": 0, "b": 34, "c": 33, "d": 33}


def test_a_winning_team_shares_the_pot() -> None:
    stakes = {"n": 10, "e": 10, "s": 10, "w": 10}
    results = {"n": 1.0, "e": -1.0, "s": 1.0, "w": -1.0}
    assert split_pot(stakes, results) == {"n": 20, "e": 0, "s": 20, "w": 0}


def test_bots_do_not_win_chips_the_best_staking_player_does() -> None:
    results = {"bot1": 1.0, "a": 0.0, "b": -1.0}
    assert split_pot({"a": 30, "b": 30}, results) == {"a": 60, "b": 0}


def test_a_forfeited_player_loses_even_with_the_best_result() -> None:
    assert split_pot({"a": 10, "b": 10, "c": 10}, {"a": 1.0, "b": 0.0, "c": -1.0}, {"a"}) == {
        "a": 0,
        "b": 30,
        "c": 0,
    }


def test_missing_result_names_the_player() -> None:
    with pytest.raises(StakeError) as caught:
        split_pot({"a": 10, "zoe": 10}, {"a": 1.0})
    assert "zoe" in caught.value.message("en")
    assert "zoe" in caught.value.message("ru")


@given(games(), st.integers(1, 10))
def test_an_escrow_larger_than_the_amount_played_for_returns_the_rest(
    game: tuple[dict[str, int], dict[str, float], set[str]], multiplier: int
) -> None:
    """Kozel escrows the stake times the «dry goats» multiplier; a plain loss costs one stake."""
    stakes, results, forfeited = game
    escrow = {name: stake * multiplier for name, stake in stakes.items()}
    payouts = split_escrow(escrow, stakes, results, forfeited)
    assert sum(payouts.values()) == sum(escrow.values())
    plain = split_pot(stakes, results, forfeited)
    for name in stakes:
        assert payouts[name] - escrow[name] == plain[name] - stakes[name]


def test_four_kozel_players_dry_and_not_dry() -> None:
    escrow = dict.fromkeys("abcd", 30)
    goats = {"a": -1.0, "b": 1.0, "c": -1.0, "d": 1.0}
    dry = split_escrow(escrow, dict.fromkeys("abcd", 30), goats)
    assert {n: dry[n] - 30 for n in "abcd"} == {"a": -30, "b": 30, "c": -30, "d": 30}
    plain = split_escrow(escrow, dict.fromkeys("abcd", 10), goats)
    assert {n: plain[n] - 30 for n in "abcd"} == {"a": -10, "b": 10, "c": -10, "d": 10}
    # A goat partnered by a bot: the bot pays nothing, the two winners share one stake.
    three = split_escrow(dict.fromkeys("abd", 30), dict.fromkeys("abd", 10), goats)
    assert {n: three[n] - 30 for n in "abd"} == {"a": -10, "b": 5, "d": 5}
    with pytest.raises(StakeError):
        split_escrow(escrow, dict.fromkeys("abcd", 0), goats)
