"""Klabor / Deberts (Клабор, Деберц) as the engine sees it: 2, 3 or 4 seats, a match of deals."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.engine.game import Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.klabor.deal_result import first_deal_returns
from igroteka.games.klabor.options import SCHEMA
from igroteka.games.klabor.position import state_from_deal
from igroteka.games.klabor.state import KlaborState


def _easy(options: Any = None, **settings: Any) -> Any:
    from igroteka.games.klabor.bots import EasyBot

    return EasyBot(options, **settings)


def _medium(options: Any = None, **settings: Any) -> Any:
    from igroteka.games.klabor.bots import MediumBot

    return MediumBot(options, **settings)


def _hard(options: Any = None, **settings: Any) -> Any:
    from igroteka.games.klabor.bots import HardBot

    return HardBot(options, **settings)


class KlaborGame(Game):
    id = "klabor"
    name = Text("Клабор (Деберц)", "Klabor (Deberts)")
    min_seats = 2
    max_seats = 4
    hidden_information = True
    has_chance = True
    options = SCHEMA
    scores_by_deal = True
    bot_time_budget: ClassVar[float] = 0.45
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = {
        "easy": _easy,
        "medium": _medium,
        "hard": _hard,
    }
    """Klabor's own players by level, for the generic `make_bot` to prefer.

    Each is called as `factory(options=None, **settings)` and returns an
    object with `choose(state, seat, rng)`; `options` may be a mapping of bot
    settings (the hard level reads `time_limit` and `samples`), unknown keys
    are ignored.
    """

    def seat_count(self, options: Options) -> int:
        return int(options["players"])

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        seats = self.seat_count(options)
        if seats == 4 and options["four_player_mode"] == "teams":
            return ((0, 2), (1, 3))
        return tuple((seat,) for seat in range(seats))

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> KlaborState:
        return KlaborState(self, self._options(options), seed)

    def state_from_position(self, position: str, options: Options | None = None) -> KlaborState:
        """A match starting from a given deal (JSON; see `igroteka.games.klabor.position`)."""
        return state_from_deal(self, self._options(options), position)

    def deal_returns(self, state: KlaborState) -> tuple[float, ...] | None:
        return first_deal_returns(state)

    def _options(self, options: Options | None) -> Options:
        return self.options.resolve() if options is None else self.options.validate(options)
