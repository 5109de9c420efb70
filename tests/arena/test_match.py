"""Matches: seats alternate, chance games are played as duplicate deals, results reproduce."""

from __future__ import annotations

import pytest

from igroteka.arena import MatchResult, match_size, play_game, run_match, seatings
from igroteka.arena.match import GameResult, side_score
from igroteka.bots import BotError
from tests.bots.games import NIM, PIG, TICTACTOE, TRICKS


def test_two_seats_alternate():
    assert seatings(TICTACTOE, {}) == [("A", "B"), ("B", "A")]


def test_teams_sit_together_and_swap():
    options = TRICKS.resolve_options(None, {"players": 4})
    assert seatings(TRICKS, options) == [("A", "B", "A", "B"), ("B", "A", "B", "A")]


def test_three_sides_rotate_bot_a_through_each_seat():
    options = NIM.resolve_options("three")
    assert seatings(NIM, options) == [("A", "B", "B"), ("B", "A", "B"), ("B", "B", "A")]


def test_side_score():
    assert side_score(("A", "B"), (1.0, -1.0)) == 1.0
    assert side_score(("B", "A"), (1.0, -1.0)) == 0.0
    assert side_score(("A", "B"), (0.0, 0.0)) == 0.5
    # A's team against the best seat of B
    assert side_score(("B", "A", "B"), (-1.0, -1.0, 1.0)) == 0.0
    assert side_score(("A", "B", "A", "B"), (1.0, -1.0, 1.0, -1.0)) == 1.0


def test_duplicate_deals_pair_games_with_seats_swapped():
    match = run_match(PIG, PIG.resolve_options(), "random", "easy", games=6, seed=3)
    assert match.duplicate
    pairs = [match.games[i : i + 2] for i in range(0, 6, 2)]
    for first, second in pairs:
        assert first.unit == second.unit
        assert first.deal_seed == second.deal_seed
        assert first.seating == ("A", "B") and second.seating == ("B", "A")
    assert len({pair[0].deal_seed for pair in pairs}) == 3


def test_chance_games_round_up_to_whole_pairs():
    assert match_size(PIG, PIG.resolve_options(), 5) == 6
    assert match_size(TICTACTOE, {}, 5) == 5
    match = run_match(PIG, PIG.resolve_options(), "random", "random", games=3, seed=0)
    assert len(match.games) == 4


def _result(index, unit, score):
    return GameResult(index, unit, unit, ("A", "B"), (0.0, 0.0), score, 10, True)



def test_pairs_are_scored_as_one_unit():
    games = [_result(0, 0, 1.0), _result(1, 0, 0.0), _result(2, 1, 1.0), _result(3, 1, 0.5)]
    match = MatchResult("test_pig", "a", "b", 0, True, games)
    assert match.unit_scores() == [0.5, 0.75]
    summary = match.summary()
    assert (summary.wins, summary.draws, summary.losses) == (1, 1, 0)
    by_game = match.game_summary()
    assert (by_game.wins, by_game.draws, by_game.losses) == (2, 1, 1)


def test_same_seed_same_match_in_any_number_of_processes():
    args = (TICTACTOE, {}, "easy", "alphabeta:depth=2,time=none")
    one = run_match(*args, games=6, seed=11, jobs=1)
    again = run_match(*args, games=6, seed=11, jobs=2)
    strip = [(r.seating, r.returns, r.plies) for r in one.games]
    assert strip == [(r.seating, r.returns, r.plies) for r in again.games]
    other_seed = run_match(*args, games=6, seed=12, jobs=1)
    assert strip != [(r.seating, r.returns, r.plies) for r in other_seed.games]


def test_random_openings_vary_games_between_deterministic_bots():
    spec = "alphabeta:depth=2,time=none"
    fixed = [play_game(TICTACTOE, {}, spec, spec, 0, i, opening_plies=0) for i in range(4)]
    assert fixed[0].actions == fixed[2].actions  # same seating, nothing random: a replay
    varied = [play_game(TICTACTOE, {}, spec, spec, 0, i, opening_plies=2) for i in range(8)]
    assert len({r.actions for r in varied}) > 4
    assert all(r.plies == len(r.actions) - 2 for r in varied)


def test_perfect_play_never_loses_to_random():
    match = run_match(TICTACTOE, {}, "alphabeta:time=none", "random", games=12, seed=5,
                      opening_plies=0)
    summary = match.summary()
    assert summary.losses == 0 and summary.wins > 0
    assert summary.low > 0.5


def test_unfinished_games_count_as_draws():
    match = run_match(NIM, NIM.resolve_options(None, {"heaps": "4,4"}), "random", "random",
                      games=2, max_plies=1)
    assert match.unfinished() == 2
    assert [r.score for r in match.games] == [0.5, 0.5]


def test_think_time_is_recorded_per_side():
    match = run_match(TICTACTOE, {}, "random", "alphabeta:depth=3,time=none", games=2)
    a_mean, a_max = match.think_time("A")
    b_mean, b_max = match.think_time("B")
    assert 0 <= a_mean <= a_max and 0 < b_mean <= b_max
    assert all(r.think["B"][1] > 0 for r in match.games)


def test_a_misspelt_bot_fails_before_any_game():
    calls = []
    with pytest.raises(BotError):
        run_match(TICTACTOE, {}, "random", "alphabeta:dept=3", games=2, progress=calls.append)
    assert calls == []
