"""The all-seeing wrapper behind the review's open-cards line (igroteka/bots/all_seeing.py):
its inner search must start from the true deal, never from a sampled one, and the state
the table holds must be left as it was."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from igroteka.bots.all_seeing import AllSeeing
from igroteka.engine.game import State
from igroteka.games import GAMES

HIDDEN = [g for g in GAMES if g.hidden_information]


class Witness:
    """A player that samples three worlds, as every search does, and keeps what it saw."""

    def __init__(self) -> None:
        self.worlds: list[dict[str, Any]] = []

    def choose(self, state: State, seat: int, rng: random.Random) -> Any:
        for _ in range(3):
            self.worlds.append(state.determinize(seat, rng).full_view())
        return state.legal_actions(seat)[0]


@pytest.mark.parametrize("game", HIDDEN, ids=[g.id for g in HIDDEN])
def test_every_world_the_wrapped_search_samples_is_the_true_deal(game: Any) -> None:
    state = game.new_state(game.resolve_options(), 11)
    seat = state.acting()[0]
    truth = json.dumps(state.full_view(), sort_keys=True)
    honest = [
        json.dumps(state.determinize(seat, random.Random(n)).full_view(), sort_keys=True)
        for n in range(6)
    ]
    # The game hides something: an honest sample differs from the deal (else the test
    # could not tell the wrapper from no wrapper).
    assert any(world != truth for world in honest)
    witness = Witness()
    action = AllSeeing(witness).choose(state, seat, random.Random(1))
    assert action in state.legal_actions(seat)
    assert [json.dumps(w, sort_keys=True) for w in witness.worlds] == [truth] * 3
    # The state passed in keeps the game's own sampling.
    assert "determinize" not in vars(state)
    assert json.dumps(state.full_view(), sort_keys=True) == truth
