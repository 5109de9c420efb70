"""Klabor / Deberts (Клабор, Деберц) as the engine sees it: 2, 3 or 4 seats, a match of deals."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.cards.game import TrickGame
from igroteka.engine.game import Options
from igroteka.engine.i18n import Text
from igroteka.games.klabor.bots import EasyBot, HardBot, MediumBot, OracleBot
from igroteka.games.klabor.deal_result import deal_results, first_deal_returns
from igroteka.games.klabor.options import SCHEMA
from igroteka.games.klabor.state import KlaborState


class KlaborGame(TrickGame):
    id = "klabor"
    name = Text("Клабор (Деберц)", "Klabor (Deberts)")
    min_seats = 2
    max_seats = 4
    options = SCHEMA
    scores_by_deal = True
    state_class = KlaborState
    bot_time_budget: ClassVar[float] = 0.45
    # Klabor's own players by level, for the generic `make_bot` to prefer; each is called as
    # `factory(options=None, **settings)`, `options` a mapping of bot settings.
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = {
        "easy": EasyBot,
        "medium": MediumBot,
        "hard": HardBot,
    }
    # For measurement only: hard's search on the true deal (`igroteka arena klabor oracle medium`).
    arena_bots: ClassVar[dict[str, Callable[..., Any]]] = {"oracle": OracleBot}

    def seat_count(self, options: Options) -> int:
        return int(options["players"])

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        seats = self.seat_count(options)
        if seats == 4 and options["four_player_mode"] == "teams":
            return ((0, 2), (1, 3))
        return tuple((seat,) for seat in range(seats))

    def deal_returns(self, state: KlaborState) -> tuple[float, ...] | None:
        return first_deal_returns(state)

    def deal_results(self, state: KlaborState) -> list[tuple[float, ...]]:
        return deal_results(state)


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = KlaborGame()
