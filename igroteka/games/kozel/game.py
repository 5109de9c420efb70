"""Kozel (Козёл) as the engine sees it: four seats in two fixed teams, a match of many deals."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from igroteka.cards.game import TrickGame
from igroteka.engine.game import Options
from igroteka.engine.i18n import Text
from igroteka.games.kozel.bots import EasyBot, HardBot, MediumBot, OracleBot
from igroteka.games.kozel.deal_result import deal_results, first_deal_returns
from igroteka.games.kozel.options import SCHEMA
from igroteka.games.kozel.scoring import stake_multiplier
from igroteka.games.kozel.state import KozelState


class KozelGame(TrickGame):
    id = "kozel"
    name = Text("Козёл", "Kozel")
    min_seats = 4
    max_seats = 4
    options = SCHEMA
    scores_by_deal = True
    state_class = KozelState
    # Kozel's own players by level, for the generic `make_bot` to prefer; each is called as
    # `factory(options=None, **settings)`, `options` a mapping of bot settings.
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = {
        "easy": EasyBot,
        "medium": MediumBot,
        "hard": HardBot,
    }
    # For measurement only: hard's search on the true deal (`igroteka arena kozel oracle medium`).
    arena_bots: ClassVar[dict[str, Callable[..., Any]]] = {"oracle": OracleBot}

    def seat_count(self, options: Options) -> int:
        return 4

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        return ((0, 2), (1, 3))

    def stake_multiplier(self, options: Options, details: Mapping[str, Any] | None = None) -> int:
        """The goats pay the table's stake, times the «dry goats» multiplier when dry."""
        if details is None:
            return stake_multiplier(options, True)
        return stake_multiplier(options, bool(details.get("dry")))

    def deal_returns(self, state: KozelState) -> tuple[float, ...] | None:
        return first_deal_returns(state)

    def deal_results(self, state: KozelState) -> list[tuple[float, ...]]:
        return deal_results(state)


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = KozelGame()
