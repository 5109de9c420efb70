"""Kings Corner as a registered game: seats, options and a new match."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.engine.game import Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.kings_corner.bots import EasyBot, MediumBot
from igroteka.games.kings_corner.hard import HardBot
from igroteka.games.kings_corner.options import SCHEMA
from igroteka.games.kings_corner.state import KingsCornerState


class KingsCornerGame(Game):
    id = "kings_corner"
    name = Text("Короли в углу", "Kings Corner")
    min_seats = 2
    max_seats = 6
    hidden_information = True
    has_chance = True
    bot_time_budget = 0.5
    scores_by_deal = True
    options = SCHEMA
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = {
        "easy": EasyBot,
        "medium": MediumBot,
        "hard": HardBot,
    }

    def seat_count(self, options: Options) -> int:
        return int(options["players"])

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> KingsCornerState:
        values = self.options.resolve() if options is None else self.options.validate(options)
        state = KingsCornerState(self, values, seed)
        state.setup()
        return state

    def deal_returns(self, state: Any) -> tuple[float, ...] | None:
        """The first hand's result: each seat's penalty against the table's mean (zero-sum)."""
        log = state.hand_log
        if not log:
            return None
        values = [0 if s == log[0]["winner"] else v for s, v in enumerate(log[0]["values"])]
        mean = sum(values) / len(values)
        return tuple(mean - v for v in values)


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = KingsCornerGame()
