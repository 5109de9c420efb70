"""King of Tokyo as a registered game: two to six monsters, dice and power cards."""

from __future__ import annotations

from typing import Any, ClassVar

from igroteka.engine.game import SIMULTANEOUS, Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.king_of_tokyo.options import SCHEMA
from igroteka.games.king_of_tokyo.search import HardPlayer
from igroteka.games.king_of_tokyo.state import KingState


class KingOfTokyoGame(Game):
    id = "king_of_tokyo"
    name = Text("Король Токио", "King of Tokyo")
    min_seats = 2
    max_seats = 6
    has_chance = True
    # Seconds a move the searches are paced by (medium thinks a tenth): a dice turn has many
    # small decisions.
    bot_time_budget = 0.5
    # Hard is the generic MCTS judged by `evaluate` where its tree ends (no random plies),
    # 0.3 s a move, at two monsters; from three on the same search settles the dice at its
    # leaves and weighs Tokyo by the whole field's blows; from five on (the points race of
    # Tokyo Bay) it plans its own rerolls exactly (rolls.py) and thinks 0.4 s (search.py;
    # docs/benchmarks.md, King of Tokyo). Medium and easy are the club's generic levels.
    bot_factories: ClassVar[dict[str, Any]] = {"hard": HardPlayer}
    dynamics = SIMULTANEOUS
    options = SCHEMA

    def seat_count(self, options: Options) -> int:
        return int(options["players"])

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> KingState:
        options = self.options.resolve() if options is None else self.options.validate(options)
        return KingState(self, options, seed)


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = KingOfTokyoGame()
