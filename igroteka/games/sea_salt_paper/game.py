"""Sea Salt & Paper as the engine sees it: id, names, seats, options and new matches."""

from __future__ import annotations

from typing import Any, ClassVar

from igroteka.engine.game import Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.sea_salt_paper.options import PLAYERS, SEA_SALT_PAPER_OPTIONS
from igroteka.games.sea_salt_paper.policy import PolicyPlayer
from igroteka.games.sea_salt_paper.search import HardPlayer
from igroteka.games.sea_salt_paper.state import SeaSaltPaperState


class SeaSaltPaperGame(Game):
    id = "sea_salt_paper"
    name = Text("Море, соль и бумага", "Sea Salt & Paper")
    min_seats = 2
    max_seats = 4
    hidden_information = True
    has_chance = True
    bot_time_budget = 0.5
    # Its games run to hundreds of moves, each valued by playouts of the round to its end
    # (0.55 s of CPU a move at 12 worlds): the review takes 6 (docs/review.md).
    review_worlds = 6
    options = SEA_SALT_PAPER_OPTIONS
    # Bot comparisons weigh what the first round pays, seat against seat.
    scores_by_deal = True
    # Hard is the game's own determinized search (search.py); easy and medium are generic.
    bot_factories: ClassVar[dict[str, Any]] = {"hard": HardPlayer}
    # For measurement only: the rule-of-thumb player hard's rollouts use (policy.py).
    arena_bots: ClassVar[dict[str, Any]] = {"policy": PolicyPlayer}

    def seat_count(self, options: Options) -> int:
        return int(options[PLAYERS])

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> SeaSaltPaperState:
        resolved = self.options.resolve() if options is None else self.options.validate(options)
        state = SeaSaltPaperState(self, resolved, seed)
        state.setup()
        return state

    def deal_returns(self, state: SeaSaltPaperState) -> tuple[float, ...] | None:
        """Each seat's first-round score less the average of the others', once it is scored."""
        scores = state.first_round
        if scores is None:
            if state.outcome() is None:
                return None
            scores = [0] * state.seats  # four mermaids before any round was scored
            scores[state.mermaid_winner or 0] = 1
        n = len(scores)
        return tuple(
            float(scores[s]) - sum(scores[o] for o in range(n) if o != s) / (n - 1)
            for s in range(n)
        )


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = SeaSaltPaperGame()
