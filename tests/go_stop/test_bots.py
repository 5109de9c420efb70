"""The Go-Stop bots: legal moves from their seat's knowledge, and each level's decisions."""

from __future__ import annotations

import random

import pytest

from igroteka.games.go_stop.actions import Go, Play, Stop
from igroteka.games.go_stop.bots import EasyBot, HardBot, MediumBot, greedy_goes
from tests.go_stop.helpers import GAME, endgame, play_turn, state_at

QUICK_HARD = {"samples": 6, "go_samples": 12, "budget_s": 30.0}


def make(level: str):
    factory = GAME.bot_factories[level]
    return factory(None, **QUICK_HARD) if level == "hard" else factory(None)


def test_every_level_is_offered_to_the_generic_bots() -> None:
    assert set(GAME.bot_factories) == {"easy", "medium", "hard"}
    for level in ("easy", "medium", "hard"):
        assert callable(GAME.bot_factories[level]().choose)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_play_whole_deals_with_legal_actions(level: str) -> None:
    rng = random.Random(1)
    for seed in (3, 4):
        state = GAME.new_state(seed=seed)
        bots = [make(level), make("medium")]
        while not state.is_terminal():
            seat = state.current_seat()
            action = bots[seat].choose(state, seat, rng)
            assert action in state.legal_actions()
            state.apply(action, seat)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_decide_from_their_seats_knowledge_only(level: str) -> None:
    # Two states the seat cannot tell apart (the hidden cards dealt anew) get the same move.
    state = GAME.new_state(seed=8)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    seat = state.current_seat()
    other = state.determinize(seat, random.Random(5))
    assert other.hands[1 - seat] != state.hands[1 - seat] or other.stock != state.stock
    first = make(level).choose(state, seat, random.Random(9))
    second = make(level).choose(other, seat, random.Random(9))
    assert first == second


def test_easy_captures_when_it_can() -> None:
    state = endgame([46, 25, 3], [27, 31], [14, 15, 16, 17, 18, 19], [], opponent_hand=[5, 6, 7])
    assert EasyBot().choose(state, 0, random.Random(0)) == Play(25)


def test_easy_always_stops() -> None:
    state = state_at([30], [31, 27], [46], ([1, 9, 29, 5, 13], [3, 4]))
    play_turn(state, 30)
    assert EasyBot().choose(state, 0, random.Random(0)) == Stop()


def test_medium_takes_the_bright_before_a_junk_pair() -> None:
    named = {29, 28, 31, 27, 14, 15, 16, 17, 5, 6}
    rest = [c for c in range(1, 49) if c not in named]
    state = state_at(
        [29, 28], [31, 27], [14, 15, 16, 17], ([], rest), opponent_hand=[5, 6], exact=True
    )
    assert MediumBot().choose(state, 0, random.Random(0)) == Play(29)


def test_greedy_goes_only_while_the_opponent_is_far_from_seven() -> None:
    weak = state_at([30], [31, 27], [46], ([1, 9, 29, 5, 13], [3, 4]))
    play_turn(weak, 30)
    assert greedy_goes(weak, 0) and MediumBot().choose(weak, 0, random.Random(0)) == Go()
    strong = state_at([30], [31, 27], [46], ([1, 9, 29, 5, 13], [41, 45, 6, 10, 2]))
    play_turn(strong, 30)
    assert not greedy_goes(strong, 0)
    assert MediumBot().choose(strong, 0, random.Random(0)) == Stop()


def test_hard_stops_when_a_go_can_only_end_in_nagari_or_a_loss() -> None:
    # The first player's last card with a Go allowed: after it the opponent plays the
    # deal's last turn, and a Go can never be paid more than a Stop now.
    state = endgame([30], [31, 27], [46, 14], [3, 4, 41], opponent_hand=[42])
    play_turn(state, 30)
    assert state.legal_actions() == [Go(), Stop()]
    assert HardBot(**QUICK_HARD).choose(state, 0, random.Random(0)) == Stop()


def test_hard_picks_the_only_action_without_searching() -> None:
    state = endgame([30], [31, 27], [46], [3, 4])
    play_turn(state, 30)
    assert HardBot(samples=0).choose(state, 0, random.Random(0)) == Stop()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_thinking_leaves_the_table_untouched(level: str) -> None:
    state = GAME.new_state(seed=14)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    before = (state.full_view(), list(state.history))
    make(level).choose(state, state.current_seat(), random.Random(2))
    assert (state.full_view(), list(state.history)) == before
