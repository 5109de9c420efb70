"""`KozelState.views` (the server's update to every seat after a move) shares what does not
depend on the seat between the views it makes (issue 22); each view must still be, byte for
byte, the seat's own `view`, in every phase of the matches the view hashes are taken from."""

from __future__ import annotations

import random

import orjson
import pytest

from tests.kozel.helpers import GAME
from tests.kozel.test_view_equivalence import MAX_STEPS, MIXES, _options

SEATS = (0, 1, 2, 3, None)


@pytest.mark.parametrize("mix", sorted(MIXES))
def test_views_at_once_are_each_seats_view(mix: str) -> None:
    phases = set()
    for seed in range(2):
        state = GAME.new_state(_options(MIXES[mix]), seed)
        rng = random.Random(seed)
        for _ in range(MAX_STEPS):
            phases.add(state.phase)
            together = state.views(list(SEATS))
            assert list(together) == list(SEATS)
            for seat in SEATS:
                assert orjson.dumps(together[seat]) == orjson.dumps(state.view(seat))
            actions = state.legal_actions()
            if state.outcome() is not None or not actions:
                break
            state.apply(rng.choice(actions))
    assert "play" in phases
