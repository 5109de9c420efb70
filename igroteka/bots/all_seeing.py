"""The hard level made all-seeing, for games that have no all-seeing player of their own.

The review of a finished card game (igroteka/review/open_cards.py) replays it with every
hand open, so that a player sees what the cards allowed. Kozel, Klabor, Go-Stop and
Kings Bounty bring their own all-seeing player (`Game.arena_bots["oracle"]`); for the
other hidden-information games the issue's fallback is "the hard search with the cards
revealed", and that is this wrapper: every bot of the club starts its search from
`state.determinize(seat, rng)` (igroteka/bots/base.py says why), so handing the bot a
state whose `determinize` returns the true state itself makes its every sampled world
the real one.

It sees everything on purpose. It is never a level a table can seat: only the review of
a finished game, whose cards are public by then, uses it.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.bots.base import Player
from igroteka.engine.game import State


class AllSeeing:
    """Wraps a player so that its searches run on the true state instead of sampled worlds."""

    def __init__(self, inner: Player) -> None:
        self.inner = inner

    def choose(self, state: State, seat: int, rng: random.Random) -> Any:
        truth = state.clone()
        shown = state.clone()

        def reveal(_seat: int, _rng: random.Random) -> State:
            return truth.clone()

        # An attribute of this one clone: the game's class, and every other state, keep
        # their own `determinize`.
        shown.determinize = reveal  # type: ignore[method-assign]
        return self.inner.choose(shown, seat, rng)
