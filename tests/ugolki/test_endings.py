"""Every end rule and move restriction, each on a position built for it."""

from __future__ import annotations

import pytest

from igroteka.engine.errors import IllegalAction
from igroteka.games.ugolki.actions import PASS

from .helpers import play, position, start, texts

WHITE_NEARLY_HOME = "Wd6,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8,h8"
BLACK_NEARLY_HOME = "Bd4,a1,b1,c1,a2,b2,c2,d2,a3,b3,c3,d1"


def rule(state) -> str:
    result = state.outcome()
    assert result is not None, "the game should be over"
    assert result.reason.ru and result.reason.en
    return result.details["rule"]


def code_of(state, move: str) -> str:
    before = state.position()
    with pytest.raises(IllegalAction) as caught:
        state.apply(state.parse_action(move))
    assert state.position() == before
    return caught.value.code


# --- filling the opponent's home ---


def test_immediate_win_by_filling_the_home():
    state = position(f"W:{WHITE_NEARLY_HOME}:Ba5,b5", finish="immediate")
    play(state, "d6-e6")
    assert rule(state) == "home_filled"
    assert state.outcome().winners == (0,)
    assert state.outcome().returns == (1.0, -1.0)
    assert state.current_seat() is None and state.legal_actions() == []


def test_black_gets_a_reply_and_white_wins_if_it_does_not_complete():
    state = position(f"W:{WHITE_NEARLY_HOME}:Ba5,b5")
    play(state, "d6-e6")
    assert not state.is_terminal() and state.current_seat() == 1
    play(state, "a5-a4")
    assert rule(state) == "home_filled"
    assert state.outcome().winners == (0,)


def test_black_completing_on_the_reply_draws():
    state = position(f"W:{WHITE_NEARLY_HOME}:{BLACK_NEARLY_HOME}")
    play(state, "d6-e6", "d4-d3")
    assert rule(state) == "home_filled_draw"
    assert state.outcome().returns == (0.0, 0.0)
    assert state.outcome().winners == ()


def test_black_completing_first_wins_at_once():
    state = position(f"B:Wd6,h1:{BLACK_NEARLY_HOME}")
    play(state, "d4-d3")
    assert rule(state) == "home_filled"
    assert state.outcome().winners == (1,)


# --- the leave-home deadline ---


def test_one_side_late_at_the_deadline_loses():
    state = position("W:We4:Bh8,a5:40")
    play(state, "e4-e5")
    assert not state.is_terminal()
    play(state, "a5-a4")
    assert rule(state) == "leave_deadline"
    assert state.outcome().winners == (0,)
    assert state.outcome().details["losers"] == [1]


def test_both_late_at_the_deadline_draw():
    state = position("W:Wa1,e4:Bh8,a5:40")
    play(state, "e4-e5", "a5-a4")
    assert rule(state) == "leave_deadline_draw"
    assert state.outcome().returns == (0.0, 0.0)


def test_nobody_late_plays_on_and_the_check_is_only_at_the_deadline():
    state = position("W:We4:Ba5:40")
    play(state, "e4-e5", "a5-a4")
    assert not state.is_terminal() and state.move_number == 41
    early = position("W:We4:Bh8,a5:39")
    play(early, "e4-e5", "a5-a4")
    assert not early.is_terminal()


def test_diagonal_preset_deadline_is_thirty():
    state = position("W:We4:Bh8,a5:30", "diagonal")
    play(state, "e4-e5", "a5-a4")
    assert rule(state) == "leave_deadline"


def test_four_players_late_one_loses_the_others_share():
    state = position("G:Wh8:Ba16:Rh9:Gi8:60", "halma16_4")
    play(state, "i8-i7")
    assert rule(state) == "leave_deadline"
    assert state.outcome().winners == (0, 2, 3)
    assert state.outcome().returns == (1.0, -1.0, 1.0, 1.0)


# --- putting a piece back home after the deadline ---


def test_returning_home_after_the_deadline_loses():
    state = position("W:Wd4,e5:Bh1,a8:51", "classic50")
    play(state, "d4-d3")
    assert rule(state) == "return_home"
    assert state.outcome().winners == (1,)


def test_black_returning_home_loses_too():
    state = position("B:Wd4,e5:Bf5,a8:51", "classic50")
    play(state, "f5-f6")
    assert rule(state) == "return_home"
    assert state.outcome().winners == (0,)


def test_returning_on_the_deadline_move_is_caught_by_the_deadline_check():
    state = position("W:Wd4,e5:Bh1,a8:50", "classic50")
    play(state, "d4-d3")
    assert not state.is_terminal()
    play(state, "h1-h2")
    assert rule(state) == "leave_deadline"
    assert state.outcome().winners == (1,)


# --- the cut-off ---


def test_cutoff_by_pieces_in_the_opponents_home():
    state = position("W:Wf8,g8,h8,a5:Ba1,b1,h4,d4:80")
    play(state, "a5-a6", "h4-h3")
    assert rule(state) == "cutoff_pieces"
    assert state.outcome().winners == (0,)
    assert state.outcome().details["scores"] == [3, 2]


def test_cutoff_by_pieces_equal_is_a_draw():
    state = position("W:Wf8,g8,h8,a5:Ba1,b1,h4,d4:80")
    play(state, "a5-a6", "d4-d3")
    assert rule(state) == "cutoff_pieces"
    assert state.outcome().winners == ()


def test_cutoff_by_tempo_number():
    # Mini-ugolki on GAMBITER: White's corner is h1, so White heads for a8, Black for h1.
    # White b7 (1+1) and d5 after e5-d5 (3+3): tempo 8. Black g2 (1+1) and c4 after d4-c4
    # (5+3): tempo 10. The lower tempo number wins.
    state = position("W:Wb7,e5:Bg2,d4:80", "gambiter_mini")
    play(state, "e5-d5", "d4-c4")
    assert state.view(None)["tempo"] == {"0": 8, "1": 10}
    assert rule(state) == "cutoff_tempo"
    assert state.outcome().winners == (0,)


def test_cutoff_by_tempo_equal_is_a_draw():
    state = position("W:Wb7,e5:Bg2,d4:80", "gambiter_mini")
    play(state, "e5-d5", "d4-d3")
    assert state.view(None)["tempo"] == {"0": 8, "1": 8}
    assert state.outcome().winners == ()


# --- the mirror-play limit ---


def mirror(state, action):
    geo = state.rules.geo
    return type(action)(tuple(geo.names[geo.rotate(geo.index(s))] for s in action.path))


def test_black_may_copy_ten_of_whites_first_twelve_moves():
    limited, free = start(), start(mirror_limit=False)
    for number in range(1, 14):
        for white in limited.search_actions():
            probe = free.clone()
            probe.apply(white)
            if mirror(probe, white) in probe.legal_actions():
                break
        limited.apply(white)
        free.apply(white)
        copy = mirror(free, white)
        if number in (11, 12):
            assert copy not in limited.legal_actions()
            assert code_of(limited, str(copy)) == "mirror_limit"
            other = next(a for a in limited.legal_actions() if a != copy)
            limited.apply(other)
            free.apply(other)
        else:
            limited.apply(copy)
            free.apply(copy)
        assert limited.view(None)["mirror"]["copies"] == min(number, 10)


# --- threefold repetition ---


SHUFFLE = ("c5-c6", "f4-f3", "c6-c5", "f3-f4")


def test_threefold_repetition_draws():
    state = position("W:Wc5:Bf4")
    play(state, *SHUFFLE, *SHUFFLE[:3])
    assert not state.is_terminal()
    assert state.view(None)["repetition"] == 2
    play(state, SHUFFLE[3])
    assert rule(state) == "repetition"


def test_repetition_needs_nobody_or_everybody_at_home():
    one_at_home = position("W:Wc5,a1:Bf4")
    play(one_at_home, *SHUFFLE * 3)
    assert not one_at_home.is_terminal()
    both_at_home = position("W:Wc5,a1:Bf4,h8")
    play(both_at_home, *SHUFFLE * 2)
    assert rule(both_at_home) == "repetition"


# --- locking a piece in ---


def test_locking_in_a_corner_is_forbidden():
    state = position("W:Wf8,g8,h7,h5,a1:Bh8,b4")
    assert code_of(state, "h5-h6") == "lock"
    assert "h5-h6" not in texts(state)
    assert "h5-g5" in texts(state)
    allowed = position("W:Wf8,g8,h7,h5,a1:Bh8,b4", no_lock=False)
    play(allowed, "h5-h6")
    assert allowed.current_seat() == 1


def test_locking_in_mid_board_is_forbidden():
    state = position("W:Wb5,c5,e5,f5,d6,d7,d4,c3:Bd5,h8")
    assert code_of(state, "c3-d3") == "lock"


def test_a_piece_boxed_in_partly_by_its_own_side_is_not_a_lock():
    state = position("W:Wc5,e5,f5,d6,d7,d4,c3:Bd5,b5,h8")
    play(state, "c3-d3")
    assert state.current_seat() == 1


def test_locking_with_diagonal_only_moves():
    state = position("W:Wg7,e5,a1:Bh8,b6", "kosye")
    assert code_of(state, "e5-f6") == "lock"


# --- Kostrov: once the opponent has left home, move pieces from yours ---


def test_must_move_pieces_still_at_home():
    state = position("W:Wh1,d4:Bd5,e7", "kostrov")
    assert state.view(None)["must_move_from_home"] is True
    assert {a.path[0] for a in state.legal_actions()} == {"h1"}
    assert code_of(state, "d4-d3") == "home_first"


def test_home_rule_is_set_aside_when_no_home_piece_can_move():
    home = "f1,g1,h1,f2,g2,h2,f3,g3,h3"
    wall = "e1,e2,e3,f4,g4,h4,d1,d2,d3,f5,g5,h5"
    state = position(f"W:W{home},a4:B{wall}", "kostrov")
    assert {a.path[0] for a in state.legal_actions()} == {"a4"}


def test_home_rule_is_off_while_the_opponent_is_still_home():
    state = position("W:Wh1,d4:Bd5,a8", "kostrov")
    assert "d4-d3" in texts(state)


# --- a piece in the opponent's home stays there ---


def test_piece_cannot_leave_the_opponents_home():
    state = position("W:Wf6,a1:Bh1,b7", "kosye", no_lock=False)
    assert code_of(state, "f6-e7") == "cannot_leave_target"
    assert code_of(state, "f6-g5") == "cannot_leave_target"
    assert "f6-g7" in texts(state)


def test_chain_may_enter_but_not_leave_the_opponents_home():
    state = position("W:Wd4,a1:Be5,e7,h1", "kosye", no_lock=False)
    assert "d4:f6" in texts(state)
    assert "d4:f6:d8" not in texts(state)
    assert code_of(state, "d4:f6:d8") == "cannot_leave_target"
    free = position("W:Wd4,a1:Be5,e7,h1", "kosye", no_lock=False, stay_in_target=False)
    assert "d4:f6:d8" in texts(free)


# --- nobody can move ---


def test_full_board_everyone_passes_and_draws():
    squares = [f"{f}{r}" for r in range(1, 9) for f in "abcdefgh"]
    state = position(f"W:W{','.join(squares[:32])}:B{','.join(squares[32:])}")
    assert state.legal_actions() == [PASS]
    assert code_of(state, "a4-a5") == "occupied"
    play(state, "pass")
    assert not state.is_terminal()
    play(state, "pass")
    assert rule(state) == "no_moves"


def test_locking_in_with_moves_in_all_eight_directions():
    """A corner piece has three ways out; shut each with two pieces and it is locked in."""
    state = position("W:Wf8,g8,h6,h7,f6,g6,a1:Bh8,b4", moves="all")
    assert code_of(state, "g6-g7") == "lock"
    assert "g6-g7" not in texts(state)


def test_locking_in_when_diagonals_are_steps_only():
    """With diagonal steps but no diagonal jumps, one piece shuts a diagonal."""
    state = position("W:Wf8,g8,h7,h6,g6,a1:Bh8,b4", moves="steps8")
    assert code_of(state, "g6-g7") == "lock"
    free = position("W:Wf8,g8,h7,h6,g6,a1:Bh8,b4", moves="all")
    play(free, "g6-g7")
    assert free.current_seat() == 1


def test_one_straggler_does_not_lose_when_two_or_more_are_needed():
    """«Соперник сделал больше сорока ходов, но у него в доме осталось две и более фишек»."""
    lenient = position("W:We4:Bh8,a5:40", late_pieces="2")
    play(lenient, "e4-e5", "a5-a4")
    assert not lenient.is_terminal()
    two = position("W:We4:Bh8,g8,a5:40", late_pieces="2")
    play(two, "e4-e5", "a5-a4")
    assert rule(two) == "leave_deadline"
    assert two.outcome().winners == (0,)
