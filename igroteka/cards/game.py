"""The `Game` side every trick game shares: hidden hands, chance, a state from a given deal.

Kozel and Klabor are declared the same way: hidden hands and chance, a new
match from options and a seed, and a match from a given deal (JSON).
`TrickGame` holds that once; a game names its state class and its players
(`bot_factories`, from its `bots` module) and keeps only what differs (seats,
teams, names).
"""

from __future__ import annotations

from typing import Any, ClassVar

from igroteka.cards.state import TrickState
from igroteka.engine.game import Game, Options
from igroteka.engine.randomness import Seed


class TrickGame(Game):
    """A match of trick-taking deals: hidden hands, shuffles, a state from a given deal.

    A subclass sets `state_class`, called as `state_class(game, options, seed)`
    for a new match and `state_class.from_position(game, options, position)`
    for a given deal.
    """

    hidden_information = True
    has_chance = True
    state_class: ClassVar[type[TrickState]]

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> Any:
        return type(self).state_class(self, self._options(options), seed)

    def state_from_position(self, position: str, options: Options | None = None) -> Any:
        """A match starting from a given deal (JSON; see the game's `position` module)."""
        return type(self).state_class.from_position(self, self._options(options), position)

    def _options(self, options: Options | None) -> Options:
        return self.options.resolve() if options is None else self.options.validate(options)
