"""The `Game` side every trick game shares: its own bots by level and a state from a given deal.

Kozel and Klabor are declared the same way: hidden hands and chance, the
easy/medium/hard players of the game's `bots` module, a new match from options
and a seed, and a match from a given deal (JSON). `TrickGame` holds that once;
a game names its state class and its deal reader and keeps only what differs
(seats, teams, names).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.engine.game import Game, Options, State
from igroteka.engine.randomness import Seed


class LazyBot:
    """A bot factory that imports the bot's module on first use.

    The bots import the searches, which import the game; importing them
    when a player is wanted keeps the game module free of that cycle. A
    plain object (not a closure) so that it pickles for a bot worker.
    """

    __slots__ = ("module", "name")

    def __init__(self, module: str, name: str) -> None:
        self.module = module
        self.name = name

    def __call__(self, options: Any = None, **settings: Any) -> Any:
        return self.target()(options, **settings)

    def target(self) -> type:
        """The bot class itself (for its declared `SETTINGS`)."""
        cls: type = getattr(importlib.import_module(self.module), self.name)
        return cls

    def __repr__(self) -> str:
        return f"LazyBot({self.module}.{self.name})"


def bot_levels(module: str) -> dict[str, Callable[..., Any]]:
    """The `bot_factories` of a game whose `module` has EasyBot, MediumBot and HardBot.

    Each is called as `factory(options=None, **settings)` and returns an
    object with `choose(state, seat, rng)`; `options` may be a mapping of bot
    settings (the hard level reads `time_limit` and `samples`), unknown keys
    are ignored.
    """
    return {
        "easy": LazyBot(module, "EasyBot"),
        "medium": LazyBot(module, "MediumBot"),
        "hard": LazyBot(module, "HardBot"),
    }


class TrickGame(Game):
    """A match of trick-taking deals: hidden hands, shuffles, a state from a given deal.

    A subclass sets `state_class` (called as `state_class(game, options, seed)`)
    and `deal_reader` (called as `deal_reader(game, options, position)`).
    """

    hidden_information = True
    has_chance = True
    state_class: ClassVar[Callable[..., State]]
    deal_reader: ClassVar[Callable[..., State]]

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> Any:
        return type(self).state_class(self, self._options(options), seed)

    def state_from_position(self, position: str, options: Options | None = None) -> Any:
        """A match starting from a given deal (JSON; see the game's `position` module)."""
        return type(self).deal_reader(self, self._options(options), position)

    def _options(self, options: Options | None) -> Options:
        return self.options.resolve() if options is None else self.options.validate(options)
