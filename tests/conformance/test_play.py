"""The contract during random playouts: who acts, clones, JSON and notation, check and refusals.

Every registered game under every preset, and the test-only games, is played
to the end from a few seeds (tests/conformance/playout.py); each test hooks
one family of checks onto every position or move.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from igroteka.engine import IllegalAction, State
from igroteka.engine.game import CONTINUOUS
from tests.conformance.checks import (
    ILLEGAL,
    assert_bilingual,
    refused,
    round_trips,
    seats,
    snapshot,
    viewers,
)
from tests.conformance.games import Case, cases
from tests.conformance.playout import SEEDS, Move, play

CASES = cases()
IDS = [case.id for case in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_nobody_acts_exactly_when_there_is_an_outcome(case: Case) -> None:
    def check(state: State, index: int) -> None:
        acting = state.acting()
        assert list(acting) == sorted(set(acting)), f"acting() {acting} not in seat order"
        assert set(acting) <= set(seats(state))
        assert (not acting) == (state.outcome() is not None) == state.is_terminal()
        assert state.current_seat() == (acting[0] if acting else None)
        for seat in seats(state):
            legal = state.legal_actions(seat)
            if seat in acting:
                assert legal, f"seat {seat} acts with no legal action"
                assert len(set(legal)) == len(legal), f"seat {seat} has a legal action twice"
            else:
                assert legal == [], f"seat {seat} does not act yet has legal actions"

    for seed in SEEDS:
        played = play(case, seed, on_position=check)
        assert played.state.outcome() is not None


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_clone_is_independent_of_its_original(case: Case) -> None:
    """Mutating a clone leaves its original as it was, and the other way round; and a clone
    is a faithful copy: the same move, its luck included, takes both to the same state."""

    def check(state: State, index: int) -> None:
        if not state.acting():
            return
        before = snapshot(state)
        clone = state.clone()
        assert snapshot(clone) == before, "a clone differs from its original"
        rng = random.Random(index)
        for _ in range(3):  # mutate the clone a few moves ahead
            if not clone.acting():
                break
            seat = rng.choice(clone.acting())
            clone.apply(rng.choice(clone.legal_actions(seat)), seat)
        assert snapshot(state) == before, "playing on a clone changed its original"
        original = state.clone()  # the playout goes on from `state` untouched
        twin = original.clone()
        seat = rng.choice(original.acting())
        action = rng.choice(original.legal_actions(seat))
        events = original.apply(action, seat)
        assert snapshot(twin) == before, "playing on the original changed its clone"
        again = twin.apply(action, seat)
        assert [e.revealed() for e in again] == [e.revealed() for e in events], (
            "a clone's move, chance included, differs from its original's"
        )
        assert snapshot(twin) == snapshot(original), "a clone parts ways with its original"

    for seed in SEEDS:
        play(case, seed, on_position=check, spread=30)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_every_legal_action_round_trips_through_json_and_notation(case: Case) -> None:
    def check(state: State, index: int) -> None:
        for seat in state.acting():
            for action in state.legal_actions(seat):
                data = action.to_json()
                round_trips(data, f"the JSON of {action!r}")
                again = state.action_from_json(data)
                assert again == action and hash(again) == hash(action), (
                    f"{data!r} reads back as {again!r}, not {action!r}"
                )
                text = state.action_text(action)
                assert isinstance(text, str) and text.strip()
                parsed = state.parse_action(text, seat)
                assert parsed == action, f"{text!r} reads back as {parsed!r}, not {action!r}"
                assert_bilingual_or_notation(state.action_label(action), text)

    for seed in SEEDS:
        play(case, seed, on_position=check, spread=40)


def assert_bilingual_or_notation(label: Any, text: str) -> None:
    """An action's label is words in both languages, or its notation in both ("c3:d4")."""
    ru, en = label.render("ru"), label.render("en")
    assert ru.strip() and en.strip()
    if ru == en:
        assert ru == text


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_views_events_and_outcomes_round_trip_through_json(case: Case) -> None:
    def check_position(state: State, index: int) -> None:
        for who in viewers(state):
            round_trips(state.view(who), f"view({who})")
        # The views made together (the server's update after a move) are the same, key order
        # included: a game may share their common parts (State.views).
        together = state.views(list(viewers(state)))
        assert list(together) == list(viewers(state))
        for who in viewers(state):
            assert json.dumps(together[who]) == json.dumps(state.view(who)), f"views()[{who}]"
        round_trips(state.full_view(), "full_view()")
        round_trips(state.match_score(), "match_score()")
        for seat in seats(state):
            round_trips(state.controls(seat), f"controls({seat})")
        outcome = state.outcome()
        if outcome is not None:
            round_trips(outcome.to_json(), "the outcome")
            assert len(outcome.returns) == len(seats(state))
            assert_bilingual(outcome.reason, "the outcome's reason")

    def check_move(state: State, move: Move) -> None:
        check_events(state, move.events)

    for seed in SEEDS:
        played = play(case, seed, on_position=check_position, on_move=check_move)
        check_events(played.state, played.opening)


def check_events(state: State, events: list[Any]) -> None:
    for event in events:
        assert isinstance(event.kind, str) and event.kind
        assert set(event.private) <= set(seats(state)), f"{event.kind}: private to no seat"
        for who in viewers(state):
            round_trips(event.for_seat(who), f"event {event.kind} for seat {who}")
        round_trips(event.revealed(), f"event {event.kind} revealed")
        label = state.event_label(event.for_seat(None))
        if label is not None:
            assert_bilingual(label, f"the label of event {event.kind}")


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_check_agrees_with_legal_actions_and_a_refusal_changes_nothing(case: Case) -> None:
    seen: dict[Any, None] = {}  # actions legal somewhere in the game: most are illegal elsewhere
    continuous = case.game.action_space == CONTINUOUS

    def check(state: State, index: int) -> None:
        acting = state.acting()
        if not acting:
            if seen:
                error = refused(state, next(iter(seen)), None, ILLEGAL)
                assert error.code == "game_over"
            return
        rng = random.Random(index)
        for seat in acting:
            legal = state.legal_actions(seat)
            for action in legal:
                state.check(action, seat)
            pool, allowed = list(seen), set(legal)
            drawn = dict.fromkeys(rng.choice(pool) for _ in range(12 if pool else 0))
            for action in [a for a in drawn if a not in allowed][:3]:
                if continuous and state.controls(seat) is not None:
                    continue  # an unlisted value in range may be legal: see test_controls.py
                with pytest.raises(IllegalAction) as info:
                    state.check(action, seat)
                assert_bilingual(info.value.text, f"check({action!r}, {seat})")
                refused(state, action, seat, ILLEGAL)
            seen.update(dict.fromkeys(legal))
        waiting = [s for s in seats(state) if s not in acting]
        if waiting:
            action = state.legal_actions(acting[0])[0]
            error = refused(state, action, rng.choice(waiting), ILLEGAL)
            assert error.code == "not_your_turn"
        if len(acting) > 1:
            action = state.legal_actions(acting[0])[0]
            assert refused(state, action, None, ILLEGAL).code == "seat_required"

    for seed in SEEDS:
        play(case, seed, on_position=check, spread=60)
