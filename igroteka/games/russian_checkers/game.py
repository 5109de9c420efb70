"""The Russian draughts game as the engine sees it: id, names, options, states from FEN."""

from __future__ import annotations

from typing import Any, ClassVar

from igroteka.engine.game import Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.russian_checkers.fen import parse_fen
from igroteka.games.russian_checkers.options import OPTIONS
from igroteka.games.russian_checkers.players import HARD
from igroteka.games.russian_checkers.state import CheckersState


class RussianCheckers(Game):
    id = "russian_checkers"
    name = Text("Русские шашки", "Russian draughts")
    min_seats = 2
    # `igroteka bench engine` runs perft to this depth (docs/benchmarks.md quotes it).
    perft_bench_depth = 8
    max_seats = 2
    options = OPTIONS
    # `hard` searches with the compiled kernel where it loads (players.py).
    bot_factories: ClassVar[dict[str, Any]] = {"hard": HARD}

    def _options(self, options: Options | None) -> Options:
        return self.options.resolve() if options is None else self.options.validate(options)

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> CheckersState:
        return CheckersState(self, self._options(options), seed)

    def state_from_position(self, position: str, options: Options | None = None) -> CheckersState:
        """A state from a FEN such as `W:Wc3,g3:Bd4` (or "startpos"); draw counts start at zero."""
        if isinstance(position, str) and position.strip().lower() == "startpos":
            return self.new_state(options)
        return CheckersState(self, self._options(options), 0, parse_fen(position))


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = RussianCheckers()
