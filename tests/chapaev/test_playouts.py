"""Random playouts over option combinations: invariants of discs, rows and rounds, and replay."""

from __future__ import annotations

import random
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.bots import make_bot
from igroteka.games.chapaev import GAME
from igroteka.games.chapaev.physics import BOARD

OPTIONS = st.fixed_dictionaries(
    {
        "match": st.sampled_from(["rows", "one_round"]),
        "pie_rule": st.booleans(),
        "clean_win_bonus": st.booleans(),
        "friction": st.sampled_from([0.2, 0.3, 0.45]),
        "restitution": st.sampled_from([0.7, 0.85, 0.95]),
    }
)


def check_invariants(state) -> None:
    live = [i for i, a in enumerate(state.alive) if a]
    for i in live:
        assert 0.0 <= state.xs[i] <= BOARD and 0.0 <= state.ys[i] <= BOARD
    view = state.view(None)
    assert len(view["pieces"]) == len(live)
    assert view["left"] == [sum(state.alive[:8]), sum(state.alive[8:])]
    assert 1 <= state.rows.w < state.rows.b <= 8
    # Every decisive round so far was won by someone.
    assert sum(state.rounds_won) <= state.round


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTIONS, seed=st.integers(min_value=0, max_value=2**32))
def test_random_playouts_keep_the_invariants_and_replay_bit_for_bit(options, seed) -> None:
    state = GAME.new_state(options, seed)
    rng = random.Random(seed)
    moves = []
    while state.acting():
        assert len(moves) < 3000
        seat = state.acting()[0]
        action = rng.choice(state.legal_actions(seat))
        before = sum(state.alive)
        state.apply(action, seat)
        moves.append((seat, action))
        check_invariants(state)
        assert sum(state.alive) <= before or sum(state.alive) == 16
    outcome = state.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    assert outcome.points[outcome.winners[0]] >= 1
    again = GAME.new_state(options, seed)
    for seat, action in moves:
        again.apply(again.action_from_json(action.to_json()), seat)
    assert [x.hex() for x in again.xs] == [x.hex() for x in state.xs]
    assert again.outcome() == outcome


def test_every_level_flicks_a_legal_piece_and_hard_thinks_under_a_second() -> None:
    state = GAME.new_state(GAME.resolve_options("quick"), 3)
    rng = random.Random(3)
    for level in ("easy", "medium", "hard"):
        bot = make_bot(GAME, level)
        start = time.process_time()
        action = bot.choose(state, state.current_seat(), rng)
        assert time.process_time() - start < 1.0
        state.check(action)


def test_hard_beats_a_random_flick_at_finding_a_hit() -> None:
    """From the start the hard bot's flick knocks a black piece off in most seeds."""
    hits = 0
    for seed in range(4):
        state = GAME.new_state(GAME.resolve_options("quick"), seed)
        action = make_bot(GAME, "hard").choose(state, 0, random.Random(seed))
        events = state.apply(action)
        hits += events[0].public["knocked_opponent"] > 0
    assert hits >= 2
