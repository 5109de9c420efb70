"""Kozel (Козёл) as the engine sees it: four seats in two fixed teams, a match of many deals."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.cards.game import TrickGame, bot_levels
from igroteka.engine.game import Options
from igroteka.engine.i18n import Text
from igroteka.games.kozel.deal_result import first_deal_returns
from igroteka.games.kozel.options import SCHEMA
from igroteka.games.kozel.position import state_from_deal
from igroteka.games.kozel.state import KozelState


class KozelGame(TrickGame):
    id = "kozel"
    name = Text("Козёл", "Kozel")
    min_seats = 4
    max_seats = 4
    options = SCHEMA
    scores_by_deal = True
    state_class = KozelState
    deal_reader = state_from_deal
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = bot_levels(
        "igroteka.games.kozel.bots")
    """Kozel's own players by level, for the generic `make_bot` to prefer (see `bot_levels`)."""

    def seat_count(self, options: Options) -> int:
        return 4

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        return ((0, 2), (1, 3))

    def deal_returns(self, state: KozelState) -> tuple[float, ...] | None:
        return first_deal_returns(state)
