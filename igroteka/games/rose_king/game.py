"""Rose King as a registered game: two players, or four in teams (our design)."""

from __future__ import annotations

from typing import Any, ClassVar

from igroteka.engine.game import Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.rose_king.mcts import FastMCTS
from igroteka.games.rose_king.options import SCHEMA
from igroteka.games.rose_king.search import SearchBot
from igroteka.games.rose_king.state import RoseKingState


class RoseKingGame(Game):
    id = "rose_king"
    name = Text("Король роз", "Rose King")
    min_seats = 2
    max_seats = 4
    has_chance = True
    options = SCHEMA
    # Hard is the generic MCTS's search run on the compact position (mcts.py, 1 s a move):
    # the same player as the generic hard, with about 3 times its iterations
    # (docs/benchmarks.md); easy and medium are the generic levels.
    bot_factories: ClassVar[dict[str, Any]] = {"hard": FastMCTS}
    # For measurement only: Rose King's own expectimax search (search.py), which lost to
    # medium, and hard under the name its measurements used (`fast:time=0.3` is `hard:time=0.3`).
    arena_bots: ClassVar[dict[str, Any]] = {"search": SearchBot, "fast": FastMCTS}

    def seat_count(self, options: Options) -> int:
        return int(str(options["players"]))

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        if self.seat_count(options) == 4:
            return ((0, 2), (1, 3))
        return ((0,), (1,))

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> RoseKingState:
        resolved = self.options.resolve() if options is None else self.options.validate(options)
        return RoseKingState(self, resolved, seed)


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = RoseKingGame()
