"""A table's move log keeps events packed (igroteka/server/table/log_entry.py).

Every game's events must come back exactly as they were made (the catch-up and the
snapshots are built from them), private parts included, and the entry must hold nothing
the garbage collector walks: that was the point of packing them (docs/benchmarks.md).
"""

from __future__ import annotations

import gc
import random

import pytest

from igroteka.engine.events import Event
from igroteka.engine.registry import all_games
from igroteka.server.table.log_entry import LogEntry, pack, unpack

GAMES = [game.id for game in all_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_events_come_back_equal(game_id: str) -> None:
    game = next(g for g in all_games() if g.id == game_id)
    rng = random.Random(7)
    state = game.new_state(game.options.validate({}), f"log-{game_id}")
    seen = 0
    for version in range(1, 121):
        if state.is_terminal():
            break
        seat = rng.choice(state.acting())
        events = state.apply(rng.choice(state.legal_actions(seat)), seat)
        entry = LogEntry(version, seat, events, by_bot=False)
        assert entry.events == events
        assert [type(ev) for ev in entry.events] == [Event] * len(events)
        # Each seat's view of them is the same, so a catch-up says what the move said.
        for s in (None, *range(12)):
            assert [ev.for_seat(s) for ev in entry.events] == [ev.for_seat(s) for ev in events]
        seen += len(events)
    assert seen > 0


def test_an_entry_holds_nothing_the_collector_walks() -> None:
    events = [
        Event("trick", {"cards": [{"seat": 1, "card": "Js"}], "points": 7}, {2: {"hand": ["Qc"]}})
    ]
    entry = LogEntry(3, 1, events, by_bot=True)
    parts = [part for part in gc.get_referents(entry) if part is not LogEntry]
    assert parts and all(not gc.is_tracked(part) for part in parts)
    assert (entry.version, entry.seat, entry.by_bot) == (3, 1, True)


def test_types_survive_exactly() -> None:
    events = [Event("x", {"pair": (1, 2), "keys": {3: "three"}, "big": 2**80}, {0: {"n": None}})]
    back = unpack(pack(events))
    assert back == events
    assert isinstance(back[0].public["pair"], tuple) and 3 in back[0].public["keys"]


def test_what_marshal_cannot_write_is_pickled() -> None:
    events = [Event("odd", {"when": frozenset({1})}), Event("odd", {"what": range(3)})]
    packed = pack(events)
    assert packed[:1] == b"p"
    assert unpack(packed) == events
    assert pack(events[:1])[:1] == b"m"
