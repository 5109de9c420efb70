"""The test cases C1-C10 and C16 of rules/chapaev.md: set-up, turn order, rounds and rows."""

from __future__ import annotations

import pytest

from igroteka.games.chapaev import GAME
from igroteka.games.chapaev.actions import Flick
from igroteka.games.chapaev.rounds import BLACK, WHITE, Rows, after_round
from tests.chapaev.helpers import A1, A8, name_of, state_with


def test_c1_setup() -> None:
    state = GAME.new_state()
    assert state.current_seat() == 0 and state.to_shoot == WHITE
    assert list(state.piece_names(WHITE)) == [f"{f}1" for f in "abcdefgh"]
    assert list(state.piece_names(BLACK)) == [f"{f}8" for f in "abcdefgh"]
    assert (state.xs[0], state.ys[0]) == (0.02, 0.02)
    assert state.ys[8] == pytest.approx(0.30)
    assert all(state.alive)


def test_c2_extra_shot() -> None:
    state = state_with({3: (0.20, 0.16), 10: (0.29, 0.145), 11: (0.29, 0.175), 0: A1, 8: A8})
    events = state.apply(Flick(name_of(state, 3), 0.0, 0.6))
    flick = events[0].public
    assert sorted(flick["out"]) == [10, 11] and flick["knocked_own"] == 0
    assert state.to_shoot == WHITE and state.current_seat() == 0
    assert events[1].kind == "turn" and events[1].public["extra"] is True


def test_c3_own_loss_cancels_the_extra_shot() -> None:
    state = state_with({3: (0.26, 0.16), 10: (0.30, 0.175), 0: A1, 8: A8})
    events = state.apply(Flick(name_of(state, 3), 0.0, 1.0))
    assert sorted(events[0].public["out"]) == [3, 10]
    assert state.to_shoot == BLACK and state.current_seat() == 1


def test_c4_miss() -> None:
    state = GAME.new_state()
    events = state.apply(Flick("d1", 90.0, 0.1))
    assert events[0].public["out"] == []
    assert state.to_shoot == BLACK and all(state.alive)


def test_c5_own_piece_only() -> None:
    state = GAME.new_state()
    events = state.apply(Flick("a1", 180.0, 0.3))
    assert events[0].public["out"] == [0]
    assert state.to_shoot == BLACK


def test_c6_round_win_even_with_an_own_loss() -> None:
    state = state_with({3: (0.26, 0.16), 10: (0.30, 0.175), 0: A1})
    events = state.apply(Flick(name_of(state, 3), 0.0, 1.0))
    assert sorted(events[0].public["out"]) == [3, 10]
    over = next(e for e in events if e.kind == "round_over").public
    assert over["winner"] == WHITE and over["rows"] == {"w": 2, "b": 8}
    assert state.round == 2 and state.to_shoot == WHITE and all(state.alive)
    assert state.ys[0] == pytest.approx(0.06) and state.ys[8] == pytest.approx(0.30)
    assert state.rounds_won == [1, 0]


def test_c7_drawn_round() -> None:
    state = state_with({3: (0.26, 0.16), 10: (0.30, 0.175)})
    events = state.apply(Flick(name_of(state, 3), 0.0, 1.0))
    assert any(e.kind == "round_drawn" for e in events)
    assert (state.rows.w, state.rows.b) == (1, 8) and state.round == 2
    assert state.to_shoot == BLACK and all(state.alive) and state.rounds_won == [0, 0]


@pytest.mark.parametrize(
    ("rows", "winner", "expected"),
    [((4, 5), WHITE, (5, 6)), ((4, 5), BLACK, (3, 4))],
)
def test_c8_rows_meeting(rows: tuple[int, int], winner: int, expected: tuple[int, int]) -> None:
    after = after_round(Rows(*rows), winner, clean=False, clean_bonus=False)
    assert (after.w, after.b, after.match_winner) == (*expected, None)


def test_c9_match_end() -> None:
    assert after_round(Rows(7, 8), WHITE, False, False).match_winner == WHITE
    assert after_round(Rows(1, 2), BLACK, False, False).match_winner == BLACK
    # And through a whole state: White knocks off Black's last piece on rows 7 and 8.
    state = state_with({3: (0.20, 0.16), 10: (0.29, 0.16), 0: A1})
    state.rows = Rows(7, 8)
    events = state.apply(Flick(name_of(state, 3), 0.0, 1.0))
    assert events[-1].kind == "game_over"
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,) and not state.acting()


def test_c10_normal_advance() -> None:
    rows = Rows(1, 8)
    seen = []
    for winner in (WHITE, WHITE, BLACK):
        rows = after_round(rows, winner, False, False)
        seen.append((rows.w, rows.b))
    assert seen == [(2, 8), (3, 8), (3, 7)]


def test_c16_clean_win_bonus() -> None:
    assert after_round(Rows(3, 5), WHITE, True, True) == Rows(5, 6)
    assert after_round(Rows(3, 5), WHITE, False, True) == Rows(4, 5)
    assert after_round(Rows(3, 8), WHITE, True, True) == Rows(5, 8)
    assert after_round(Rows(3, 4), WHITE, True, True) == Rows(5, 6)
    assert after_round(Rows(6, 7), WHITE, True, True).match_winner == WHITE
    # Off by default: a clean win is one row.
    assert after_round(Rows(3, 5), WHITE, True, False) == Rows(4, 5)


def test_one_round_match_ends_with_the_first_round() -> None:
    state = state_with({3: (0.20, 0.16), 10: (0.29, 0.16), 0: A1}, preset="quick")
    state.apply(Flick(name_of(state, 3), 0.0, 1.0))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)


def test_pie_rule_swaps_the_seats_colours() -> None:
    state = GAME.new_state(GAME.resolve_options("chapay"))
    state.apply(Flick("d1", 90.0, 0.1))
    assert state.phase == "pie" and state.acting() == (1,)
    state.apply(state.parse_action("swap"))
    # Seat 1 now plays White; Black (seat 0) flicks, as White's flick missed.
    assert state.seat_colour == [BLACK, WHITE] and state.current_seat() == 0
    assert state.controls(0) is not None
