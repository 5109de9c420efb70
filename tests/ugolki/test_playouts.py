"""Random games under every preset, checking invariants after every move."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.engine.replay import GameRecord, replay

from .helpers import GAME, start

PRESETS = [p.key for p in GAME.options.presets]


def check_invariants(state, counts):
    rules = state.rules
    geo = rules.geo
    seen = set()
    for seat, pieces in enumerate(state.pieces):
        assert len(pieces) == counts[seat]
        for square in pieces:
            assert 0 <= square < geo.cells
            assert state.board[square] == seat + 1
            assert square not in seen
            seen.add(square)
    assert sum(1 for v in state.board if v) == len(seen)
    for seat in range(rules.players):
        assert state.at_home[seat] == sum(1 for p in state.pieces[seat] if p in geo.homes[seat])
        assert state.in_target[seat] == sum(1 for p in state.pieces[seat] if p in geo.targets[seat])
        assert state.tempo[seat] == sum(geo.distance(p, seat) for p in state.pieces[seat])
    json.dumps(state.view(None))
    if state.is_terminal():
        assert state.legal_actions() == [] and state.outcome() is not None
        return
    legal = state.legal_actions()
    assert legal and len(set(legal)) == len(legal)
    search = state.search_actions()
    assert set(search) <= set(legal)
    ends = {(a.path[0], a.path[-1]) for a in legal if a.path}
    assert {(a.path[0], a.path[-1]) for a in search if a.path} == ends


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(PRESETS),
    choices=st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=120),
)
def test_random_playout_invariants_and_replay(preset, choices):
    state = start(preset)
    counts = [len(p) for p in state.pieces]
    check_invariants(state, counts)
    for i, choice in enumerate(choices):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        if i % 15 == 0:
            for action in legal:
                child = state.clone()
                child.apply(action)
                check_invariants(child, counts)
        state.apply(legal[choice % len(legal)], state.current_seat())
        check_invariants(state, counts)
    record = GameRecord.of(state)
    again = replay(GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert again.view(None) == state.view(None)
    assert again.position() == state.position()
    rebuilt = GAME.state_from_position(state.position(), state.options)
    assert rebuilt.view(None)["pieces"] == state.view(None)["pieces"]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_greedy_games_end_and_steps_rebuild_each_move(seed):
    import random

    rng = random.Random(seed)
    state = start(rng.choice(["online", "diagonal", "gambiter_mini", "kosye"]))
    while not state.is_terminal():
        options = state.search_actions()
        action = options[0] if rng.random() < 0.6 else rng.choice(options)
        prefix: tuple[str, ...] = ()
        for step in action.path:
            assert step in state.legal_steps(prefix)
            prefix = (*prefix, step)
        assert state.action_from_steps(prefix) == action
        state.apply(action)
    assert state.outcome() is not None
