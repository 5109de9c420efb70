"""Go and Stop (seed sections 1 and 6), three ppuks, nagari and the end of the deal."""

from __future__ import annotations

import pytest

from igroteka.engine import IllegalAction
from igroteka.games.go_stop.actions import Go, Play, Stop
from tests.go_stop.helpers import play_turn, state_at

SINGLES = [3, 4, 7, 8, 11, 12, 15, 16, 19, 20, 23, 24, 27, 28, 35, 36, 39, 40, 43, 44]


def brights_and_birds(**kw):
    """Mover holds three brights and two birds (3 points); the geese (30) will take 31: godori."""
    return state_at([30], [31, 27], [46], ([1, 9, 29, 5, 13], [3, 4, 7, 8, 11, 41]), **kw)


def test_reaching_7_for_the_first_time_offers_go_or_stop() -> None:
    state = brights_and_birds()
    events = play_turn(state, 30)
    assert state.piles[0].total() == 8
    assert state.phase == "go_stop" and state.current_seat() == 0
    assert state.legal_actions() == [Go(), Stop()]
    assert events[-1] == {"kind": "decision", "seat": 0, "score": 8, "go_allowed": True}


def test_below_7_the_turn_passes_without_a_decision() -> None:
    state = state_at([30], [31, 27], [46], ([1, 9, 29, 5], [3, 4]))
    play_turn(state, 30)
    assert state.piles[0].total() == 3
    assert state.phase == "play" and state.current_seat() == 1


def test_stop_ends_the_deal_and_pays_the_combination_score() -> None:
    state = brights_and_birds()
    play_turn(state, 30)
    state.apply(Stop(), 0)
    outcome = state.outcome()
    assert outcome is not None and state.is_terminal()
    # The opponent has a bright (41) and 5 junk units: no doubling, no Go: 8.
    assert outcome.points == (8.0, -8.0) and outcome.winners == (0,)
    assert outcome.details["payout"] == {"score": 8, "gos": 0, "doublings": [], "amount": 8}


def test_if_the_opponent_stops_first_your_score_is_lost() -> None:
    # Seat 1 already holds 15 points of brights; seat 0 stops at 8 and is paid, seat 1 pays.
    state = state_at([30], [31, 27], [46], ([5, 13, 2, 6, 10], [1, 9, 29, 41, 45, 3, 4, 7, 8, 11]))
    play_turn(state, 30)
    assert state.piles[1].total() == 15
    state.apply(Stop(), 0)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.points[1] < 0


def test_go_passes_the_turn_and_counts_the_go() -> None:
    state = brights_and_birds()
    play_turn(state, 30)
    events = state.apply(Go(), 0)
    assert state.gos == [1, 0] and state.decided_at == [8, 0]
    assert state.current_seat() == 1 and state.phase == "play"
    assert events[0].for_seat(None) == {"kind": "go", "seat": 0, "gos": 1, "score": 8}


def test_after_go_the_score_must_grow_before_the_next_decision() -> None:
    # Score 8 at the last Go; a junk pair leaves it at 8: no decision.
    state = state_at(
        [28],
        [27, 46],
        [14],
        ([1, 9, 29, 5, 13, 30], [3, 4, 7, 8, 11, 12]),
        gos=(1, 0),
        decided_at=(8, 0),
    )
    play_turn(state, 28)
    assert state.piles[0].total() == 8 and state.phase == "play" and state.current_seat() == 1


def test_after_go_a_higher_score_brings_the_next_decision() -> None:
    state = state_at(
        [41],
        [43, 46],
        [14],
        ([1, 9, 29, 5, 13, 30], [3, 4, 7, 8, 11, 12]),
        gos=(1, 0),
        decided_at=(8, 0),
    )
    play_turn(state, 41)
    assert state.piles[0].total() == 9 and state.phase == "go_stop"


def test_a_score_that_fell_must_pass_the_last_decision_again() -> None:
    # Go at 9; transfers took junk and the score is 8; back to 9 is not growth.
    state = state_at(
        [41],
        [43, 46],
        [14],
        ([1, 9, 29, 5, 13, 30], [3, 4, 7, 8, 11, 12]),
        gos=(1, 0),
        decided_at=(9, 0),
    )
    play_turn(state, 41)
    assert state.piles[0].total() == 9 and state.phase == "play"


def test_the_decision_comes_after_the_turns_junk_transfers() -> None:
    # 15 junk units (6 points); a chok takes butterflies and ribbon and one junk card: 16 units, 7.
    state = state_at([21], [46, 31], [22], (SINGLES[:15], [39, 40]))
    play_turn(state, 21)
    assert state.piles[0].junk_units == 16 and state.phase == "go_stop"


def test_case_7_by_play_go_at_7_then_stop_at_8_with_the_bright_doubling() -> None:
    state = state_at(
        [30],
        [31, 46],
        [14],
        ([1, 9, 29, *SINGLES[:13]], [35, 36, 39, 40, 43]),
        gos=(1, 0),
        decided_at=(7, 0),
    )
    assert state.piles[0].total() == 7
    play_turn(state, 30)
    state.apply(Stop(), 0)
    outcome = state.outcome()
    assert outcome is not None and outcome.points[0] == 18.0


@pytest.mark.parametrize(("gos", "paid"), [(3, 20), (4, 40)])
def test_case_8_by_play_from_the_third_go_each_go_doubles(gos: int, paid: int) -> None:
    # Godori 5 + red poems 3 + ten junk units 1 = 9 at the last Go; the June pair adds a unit.
    mine = [5, 13, 30, 2, 6, 10, *SINGLES[:10]]
    state = state_at(
        [22], [24, 46], [14], (mine, [23, 27, 28, 35, 36]), gos=(gos, 0), decided_at=(9, 0)
    )
    assert state.piles[0].total() == 9
    play_turn(state, 22)
    assert state.phase == "go_stop" and state.piles[0].total() == 10
    state.apply(Stop(), 0)
    assert state.outcome().points[0] == paid


def last_turn(hand: int, layout: list[int], stock: int, mine: list[int], **kw):
    named = {hand, stock, *layout, *mine}
    rest = [c for c in range(1, 49) if c not in named]
    return state_at([hand], layout, [stock], (mine, rest), opponent_hand=[], exact=True, **kw)


def test_only_stop_is_offered_on_the_last_turn() -> None:
    state = last_turn(30, [31], 46, [1, 9, 29, 5, 13])
    play_turn(state, 30)
    assert state.phase == "go_stop" and state.legal_actions() == [Stop()]
    with pytest.raises(IllegalAction) as info:
        state.apply(Go(), 0)
    assert "only Stop" in info.value.message("en")
    assert "только" in info.value.message("ru")
    state.apply(Stop(), 0)
    assert state.outcome().winners == (0,)


def test_the_stock_running_out_without_a_stop_is_nagari() -> None:
    state = last_turn(30, [31], 46, [1, 5])
    play_turn(state, 30)
    outcome = state.outcome()
    assert state.is_terminal() and outcome is not None
    assert outcome.winners == () and outcome.points == (0.0, 0.0) and outcome.returns == (0.0, 0.0)
    assert "Nagari" in outcome.reason.render("en")


def test_a_score_that_did_not_grow_after_go_ends_the_last_turn_in_nagari() -> None:
    state = last_turn(28, [27], 46, [1, 9, 29, 5, 13, 30], gos=(1, 0), decided_at=(8, 0))
    play_turn(state, 28)
    assert state.outcome().winners == ()


def test_three_ppuks_win_5_at_once() -> None:
    state = state_at([13], [15, 27], [14], ([], [3, 4]), ppuks=(2, 0))
    events = play_turn(state, 13)
    outcome = state.outcome()
    assert outcome is not None and outcome.points == (5.0, -5.0)
    assert events[-1]["result"]["kind"] == "three_ppuk"


def test_ppuks_captured_since_still_count_toward_three() -> None:
    # Two ppuks made earlier, none of them still on the layout.
    state = state_at([13], [15, 27], [14], ([], [3, 4]), ppuks=(2, 0))
    assert not any(owner == 0 for owner in state.owner)
    play_turn(state, 13)
    assert state.outcome().winners == (0,)


def test_a_ppuk_on_the_last_turn_counts_and_can_be_the_third() -> None:
    state = last_turn(13, [15], 14, [1], ppuks=(2, 0))
    play_turn(state, 13)
    assert state.result.kind == "three_ppuk" and state.result.amount == 5


def test_a_first_turn_ppuk_pays_nothing() -> None:
    hands = [[13, 1, 5, 9, 17, 21, 25, 29, 33, 37], [2, 6, 10, 18, 22, 26, 30, 34, 38, 41]]
    layout = [15, 3, 7, 11, 19, 23, 27, 31]
    rest = [c for c in range(1, 49) if c not in {*hands[0], *hands[1], *layout, 14}]
    from tests.go_stop.helpers import GAME

    state = GAME.state_from_position(
        {"hands": hands, "layout": layout, "stock": [14, *rest], "turn": 0}
    )
    events = play_turn(state, 13)
    assert state.ppuks == [1, 0] and not state.piles[0].cards and not state.piles[1].cards
    assert not [e for e in events if e["kind"] == "transfer"]
    assert state.current_seat() == 1


def test_playing_while_go_or_stop_is_pending_is_refused_with_the_reason() -> None:
    state = brights_and_birds()
    play_turn(state, 30)
    card = state.hands[0][0]
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(card), 0)
    assert "Go" in info.value.message("en") and "Го" in info.value.message("ru")
    assert state.phase == "go_stop"


def test_go_or_stop_out_of_time_is_refused_with_the_reason() -> None:
    state = brights_and_birds()
    with pytest.raises(IllegalAction) as info:
        state.apply(Stop(), 0)
    assert "7 points" in info.value.message("en")
    assert state.phase == "play" and not state.history
