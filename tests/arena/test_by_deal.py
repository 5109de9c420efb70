"""Matches of many deals (Kozel, Klabor) are measured deal by deal, from the same shuffle."""

from __future__ import annotations

import pytest

from igroteka.arena import run_match
from igroteka.arena.match import GameResult, MatchResult, side_margin
from igroteka.engine import get_game

KLABOR = get_game("klabor")
KOZEL = get_game("kozel")


def _replayed(game, options, result: GameResult):
    state = game.new_state(options, seed=result.deal_seed)
    for action in result.actions:
        state.apply(state.action_from_json(action))
    return state


@pytest.mark.parametrize("players, seatings", [(2, 2), (3, 3), (4, 2)])
def test_klabor_games_stop_after_the_first_scored_deal(players, seatings):
    options = KLABOR.resolve_options(None, {"players": players})
    match = run_match(KLABOR, options, "medium", "easy", games=2 * seatings, seed=5)
    assert match.by_deal and len(match.games) == 2 * seatings
    for result in match.games:
        state = _replayed(KLABOR, options, result)
        assert not state.is_terminal() or not state.sheet  # a клабор ends the match at once
        assert len(state.sheet) <= 1
        returns = KLABOR.deal_returns(state)
        assert returns is not None and result.finished
        assert returns == result.returns
        # one result per side: the sides' results cancel out
        sides = {state.side_of(seat): value for seat, value in enumerate(returns)}
        assert sum(sides.values()) == pytest.approx(0.0, abs=1e-9)
    units = {r.unit for r in match.games}
    assert len(units) == 2
    for unit in units:
        plays = [r for r in match.games if r.unit == unit]
        assert len({r.deal_seed for r in plays}) == 1
        assert len({r.seating for r in plays}) == seatings


def test_klabor_pairs_result_is_what_the_sheet_writes():
    options = KLABOR.resolve_options(None, {"players": 4})
    match = run_match(KLABOR, options, "medium", "medium", games=2, seed=11)
    for result in match.games:
        state = _replayed(KLABOR, options, result)
        if not state.sheet:
            continue
        line = state.sheet[0]
        written = [float(w) for w in line["written"]]
        if line.get("pots_after"):
            written[line["maker_side"]] += 0.5 * sum(line["pots_after"])
        assert result.returns[0] == pytest.approx(written[0] - written[1])
        assert result.returns[1] == pytest.approx(written[1] - written[0])


def test_kozel_first_deal_returns_follow_the_score_sheet():
    options = KOZEL.resolve_options()
    match = run_match(KOZEL, options, "medium", "easy", games=4, seed=2)
    assert match.by_deal
    for result in match.games:
        state = _replayed(KOZEL, options, result)
        assert state.deal_number == 2 or state.is_terminal()
        line = state.sheet[0]
        sign = 1 if state.rules.credit_scoring else -1
        team0 = sign * (line["written"][0] - line["written"][1])
        cards0 = line["card_points"][0] - line["card_points"][1]
        assert result.returns[0] == pytest.approx(team0 + 0.001 * cards0)
        assert result.returns[0] == result.returns[2] == -result.returns[1] == -result.returns[3]


def test_a_deal_unit_is_won_on_the_sum_of_margins_not_on_the_count_of_wins():
    # A wins one seating by 100 and loses the other by 10: A wins the deal.
    games = [
        GameResult(0, 0, 7, ("A", "B"), (100.0, -100.0), 1.0, 30, True, margin=200.0),
        GameResult(1, 0, 7, ("B", "A"), (10.0, -10.0), 0.0, 30, True, margin=-20.0),
        GameResult(2, 1, 8, ("A", "B"), (0.0, 0.0), 0.5, 30, True, margin=0.0),
        GameResult(3, 1, 8, ("B", "A"), (0.0, 0.0), 0.5, 30, True, margin=0.0),
    ]
    by_deal = MatchResult("klabor", "hard", "medium", 0, True, games, by_deal=True)
    assert by_deal.unit_scores() == [1.0, 0.5]
    assert by_deal.mean_margin() == pytest.approx(45.0)
    whole = MatchResult("klabor", "hard", "medium", 0, True, games, by_deal=False)
    assert whole.unit_scores() == [0.5, 0.5]


def test_side_margin_compares_the_means_of_the_two_bots():
    assert side_margin(("A", "B"), (30.0, -30.0)) == 60.0
    assert side_margin(("B", "A", "B"), (10.0, -20.0, 10.0)) == -30.0
    assert side_margin(("A", "B", "A", "B"), (5.0, -5.0, 5.0, -5.0)) == 10.0


def test_whole_matches_on_request():
    options = KLABOR.resolve_options(None, {"players": 2, "target": 501})
    match = run_match(KLABOR, options, "medium", "easy", games=2, seed=1, by_deal=False)
    assert not match.by_deal
    for result in match.games:
        state = _replayed(KLABOR, options, result)
        assert state.is_terminal()
        assert result.returns == state.outcome().returns


def test_by_deal_refused_for_a_game_without_deals():
    ugolki = get_game("ugolki")
    with pytest.raises(ValueError, match="not scored deal by deal"):
        run_match(ugolki, ugolki.resolve_options(), "random", "random", games=2, by_deal=True)


def test_the_card_games_hard_search_counts_the_arenas_clock():
    """`--clock cpu` reaches the card games' own searches (they keep their own deadlines)."""
    import time

    from igroteka.bots.base import measured_by
    from igroteka.games.klabor.search import HardSearch
    from igroteka.games.kozel.search import DeterminizedSearch

    for search in (HardSearch(), DeterminizedSearch()):
        assert search.clock is time.perf_counter
        with measured_by("cpu"):
            assert search.clock is time.process_time
        assert search.clock is time.perf_counter
    assert HardSearch(clock="cpu").clock is time.process_time
