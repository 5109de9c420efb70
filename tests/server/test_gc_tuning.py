"""A running club freezes its starting heap for the collector and collects less often."""

from __future__ import annotations

import gc

from igroteka.server import gc_tuning
from tests.server.harness import LiveServer


def test_a_running_club_tunes_the_collector_and_gives_it_back(sqlite_url: str) -> None:
    before = gc.get_threshold()
    live = LiveServer(sqlite_url).start()
    try:
        assert gc.get_threshold() == (gc_tuning.YOUNG, *gc_tuning.OLDER)
        assert gc.get_freeze_count() > 0
    finally:
        live.stop()
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_the_tuning_can_be_turned_off(sqlite_url: str) -> None:
    before = gc.get_threshold()
    live = LiveServer(sqlite_url, gc_tuning=False).start()
    try:
        assert gc.get_threshold() == before
        assert gc.get_freeze_count() == 0
    finally:
        live.stop()
