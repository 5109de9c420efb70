"""Ugolki as a registered game: seats, options and the ways to start a state."""

from __future__ import annotations

from typing import Any, ClassVar

from igroteka.engine.game import Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.ugolki.options import SCHEMA
from igroteka.games.ugolki.players import HARD
from igroteka.games.ugolki.position import read_position
from igroteka.games.ugolki.state import UgolkiState


class UgolkiGame(Game):
    id = "ugolki"
    name = Text("Уголки (халма)", "Ugolki (Halma)")
    min_seats = 2
    # `igroteka bench engine` runs perft to this depth (docs/benchmarks.md quotes it).
    perft_bench_depth = 4
    max_seats = 4
    options = SCHEMA
    # `hard` searches with the compiled kernel where it loads and applies (players.py).
    bot_factories: ClassVar[dict[str, Any]] = {"hard": HARD}

    def seat_count(self, options: Options) -> int:
        return int(options["players"])

    def _options(self, options: Options | None) -> Options:
        return self.options.resolve() if options is None else self.options.validate(options)

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> UgolkiState:
        return UgolkiState(self, self._options(options), seed)

    def state_from_position(self, position: str, options: Options | None = None) -> UgolkiState:
        options = self._options(options)
        setup = read_position(position, options)
        return UgolkiState(
            self, options, board=setup.board, turn=setup.turn, move_number=setup.move_number
        )


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = UgolkiGame()
