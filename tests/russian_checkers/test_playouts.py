"""Random playouts (hypothesis): invariants after every move, replay and views.

Clone independence is checked for every game in tests/conformance.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.engine import GameRecord, replay
from igroteka.games.russian_checkers.board import VALID

from .helpers import GAME

PRESETS = st.sampled_from(["official", "classical", "pydraughts"])


def _check_invariants(s, before: tuple[int, int]) -> tuple[int, int]:
    white = s.wm | s.wk
    black = s.bm | s.bk
    assert not (s.wm & s.wk) and not (s.bm & s.bk) and not (white & black)
    assert not ((white | black) & ~VALID)
    counts = (white.bit_count(), black.bit_count())
    assert counts[0] <= before[0] and counts[1] <= before[1]
    for piece in s.view(None)["pieces"]:
        file, rank = "abcdefgh".index(piece["square"][0]), int(piece["square"][1])
        assert (file + rank) % 2 == 1
    return counts


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=PRESETS,
    seed=st.integers(0, 2**32),
    choices=st.lists(st.integers(0, 10**6), max_size=250),
)
def test_random_playouts_keep_the_rules(preset: str, seed: int, choices: list[int]) -> None:
    s = GAME.new_state(GAME.options.resolve(preset), seed)
    counts = (12, 12)
    for choice in choices:
        if s.outcome() is not None:
            assert s.legal_actions() == [] and s.current_seat() is None
            break
        legal = s.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        if any(a.capture for a in legal):
            assert all(a.capture for a in legal)
        action = legal[choice % len(legal)]
        twin = s.clone()
        events = s.apply(action, seat=s.turn)
        assert s.ply == twin.ply + 1 and s.history[-1][1] == action
        assert s.turn == 1 - twin.turn
        assert json.loads(json.dumps([e.for_seat(None) for e in events]))
        counts = _check_invariants(s, counts)
        for seat in (0, 1, None):
            assert json.loads(json.dumps(s.view(seat))) == s.view(seat)
        assert -1.0 <= s.evaluate(0) <= 1.0 and abs(s.evaluate(0) + s.evaluate(1)) < 1e-9
    again = replay(GameRecord.from_json(json.loads(json.dumps(GameRecord.of(s).to_json()))))
    assert again.view(None) == s.view(None)
    assert again.position() == s.position()


@settings(max_examples=30, deadline=None)
@given(choices=st.lists(st.integers(0, 10**6), max_size=80))
def test_search_actions_cover_every_result_best_first(choices: list[int]) -> None:
    s = GAME.new_state()
    for choice in choices:
        if s.outcome() is not None:
            break
        legal = s.legal_actions()
        ordered = s.search_actions()
        results = {(a.path[0], a.path[-1], a.code[1]) for a in legal}
        assert {(a.path[0], a.path[-1], a.code[1]) for a in ordered} == results
        assert len(ordered) == len(results)
        taken = [a.code[1].bit_count() for a in ordered]
        assert taken == sorted(taken, reverse=True)
        s.apply(legal[choice % len(legal)])
