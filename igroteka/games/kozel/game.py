"""Kozel (Козёл) as the engine sees it: four seats in two fixed teams, a match of many deals."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.engine.game import Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.kozel.deal_result import first_deal_returns
from igroteka.games.kozel.options import SCHEMA
from igroteka.games.kozel.position import state_from_deal
from igroteka.games.kozel.state import KozelState


def _easy(options: Any = None, **settings: Any) -> Any:
    from igroteka.games.kozel.bots import EasyBot

    return EasyBot(options, **settings)


def _medium(options: Any = None, **settings: Any) -> Any:
    from igroteka.games.kozel.bots import MediumBot

    return MediumBot(options, **settings)


def _hard(options: Any = None, **settings: Any) -> Any:
    from igroteka.games.kozel.bots import HardBot

    return HardBot(options, **settings)


class KozelGame(Game):
    id = "kozel"
    name = Text("Козёл", "Kozel")
    min_seats = 4
    max_seats = 4
    hidden_information = True
    has_chance = True
    options = SCHEMA
    scores_by_deal = True
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = {
        "easy": _easy,
        "medium": _medium,
        "hard": _hard,
    }
    """Kozel's own players by level, for the generic `make_bot` to prefer.

    Each is called as `factory(options=None, **settings)` and returns an
    object with `choose(state, seat, rng)`; `options` may be a mapping of bot
    settings (the hard level reads `time_limit` and `samples`), unknown keys
    are ignored.
    """

    def seat_count(self, options: Options) -> int:
        return 4

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        return ((0, 2), (1, 3))

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> KozelState:
        return KozelState(self, self._options(options), seed)

    def state_from_position(self, position: str, options: Options | None = None) -> KozelState:
        """A match starting from a given deal (JSON; see `igroteka.games.kozel.position`)."""
        return state_from_deal(self, self._options(options), position)

    def deal_returns(self, state: KozelState) -> tuple[float, ...] | None:
        return first_deal_returns(state)

    def _options(self, options: Options | None) -> Options:
        return self.options.resolve() if options is None else self.options.validate(options)
