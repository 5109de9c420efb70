"""Chapaev as a registered game: two seats, continuous flicks, its own aiming bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.engine.game import CONTINUOUS, Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.chapaev.bots import BOTS
from igroteka.games.chapaev.options import SCHEMA
from igroteka.games.chapaev.state import ChapaevState


class ChapaevGame(Game):
    id = "chapaev"
    name = Text("Чапаев (щелбанчики)", "Chapaev (flick checkers)")
    min_seats = max_seats = 2
    # `igroteka bench engine` runs perft this deep: each leaf is a simulated flick, so keep it 2.
    perft_bench_depth = 2
    action_space = CONTINUOUS
    options = SCHEMA
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = dict(BOTS)

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> ChapaevState:
        options = self.options.resolve() if options is None else self.options.validate(options)
        return ChapaevState(self, options, seed)


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = ChapaevGame()
