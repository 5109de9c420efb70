"""A game is (game, options, seed, moves): its record replays to every view and every event.

The record goes through JSON, as the database keeps it, and is replayed both
move by move (each view of each seat and each event compared) and through
igroteka/engine/replay.py, which a restarted server and `igroteka replay` use.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from igroteka.engine import Event, GameRecord, State, get_game, replay
from igroteka.engine.replay import replay_events
from tests.conformance.checks import viewers, views
from tests.conformance.games import Case, cases, registered
from tests.conformance.playout import SEEDS, Move, play

CASES = cases()


def seen(state: State, events: list[Event]) -> list[dict[Any, Any]]:
    """The events as each seat and a spectator received them, and in full."""
    return [
        {**{who: e.for_seat(who) for who in viewers(state)}, "all": e.revealed()} for e in events
    ]


def keeper(steps: list[tuple[list[Any], dict[Any, Any]]]) -> Callable[[State, Move], None]:
    """A hook that keeps each move's events and the views after it."""

    def keep(state: State, move: Move) -> None:
        steps.append((seen(state, move.events), views(state)))

    return keep


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_the_record_replays_every_view_and_every_event(case: Case) -> None:
    with registered(case.game):
        for seed in SEEDS:
            steps: list[tuple[list[Any], dict[Any, Any]]] = []
            played = play(case, seed, on_move=keeper(steps))
            state = played.state
            record = GameRecord.from_json(json.loads(json.dumps(GameRecord.of(state).to_json())))
            assert record.seats == [seat for seat, _ in state.history]

            game = get_game(record.game)
            again = game.new_state(game.options.validate(record.options), record.seed)
            assert seen(again, again.opening_events()) == seen(state, played.opening)
            for number, ((seat, data), (events, looked)) in enumerate(
                zip(record.moves(), steps, strict=True)
            ):
                replayed = again.apply(again.action_from_json(data), seat)
                assert seen(again, replayed) == events, f"move {number}: other events"
                assert views(again) == looked, f"move {number}: other views"

            final, events = replay_events(record)
            assert views(final) == views(state)
            assert [seen(final, es) for es in events] == [
                seen(state, played.opening),
                *(step[0] for step in steps),
            ]
            assert replay(record).outcome() == state.outcome()
