"""Reaching varied positions of the test games: a seed and some random plies."""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine import Game, State


def random_position(game: Game, seed: int, plies: int, options: dict[str, Any] | None = None,
                    ) -> State:
    """The position after up to `plies` random actions from the deal of `seed`."""
    state = game.new_state(options or game.resolve_options(), seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def play_out(state: State, players: dict[int, Any], seed: int) -> State:
    """Finish the game with one bot per seat; every action goes through the rules' check."""
    rngs = {seat: random.Random(seed * 31 + seat) for seat in players}
    while (seat := state.current_seat()) is not None:
        state.apply(players[seat].choose(state, seat, rngs[seat]), seat)
    return state
