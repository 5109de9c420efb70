"""Kings Bounty as the engine sees it: id, names, seats, options and new games."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.engine.game import Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.kings_bounty.bots import EasyPlayer, MediumPlayer
from igroteka.games.kings_bounty.cards import deck_json
from igroteka.games.kings_bounty.options import EMPEROR_ALWAYS, PLAYERS, SCHEMA
from igroteka.games.kings_bounty.search import HardPlayer, OraclePlayer
from igroteka.games.kings_bounty.state import KingsBountyState


class KingsBountyGame(Game):
    id = "kings_bounty"
    name = Text(
        "Kings Bounty (правила частично восстановлены)",
        "Kings Bounty (rules partly reconstructed)",
    )
    min_seats = 2
    max_seats = 5
    hidden_information = True
    has_chance = True
    bot_time_budget = 0.5
    # A playout of its deal is the whole game with the easy player weighing every card
    # (1.5 s of CPU a position at 12 worlds): the review takes 6 (docs/review.md).
    review_worlds = 6
    options = SCHEMA
    # The arena weighs what a game scores, not only who won it: a seat's victory points less
    # the others' average, so a big win with poor cards outweighs a small loss with good ones.
    scores_by_deal = True
    # Heuristic players for easy and medium (bots.py); hard searches sampled worlds (search.py).
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = {
        "easy": EasyPlayer,
        "medium": MediumPlayer,
        "hard": HardPlayer,
    }
    # For measurement only: hard's search on the true deal (`igroteka arena kings_bounty oracle
    # medium`), the ceiling of what seeing the hidden cards is worth.
    arena_bots: ClassVar[dict[str, Callable[..., Any]]] = {"oracle": OraclePlayer}

    def seat_count(self, options: Options) -> int:
        return int(options[PLAYERS])

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> KingsBountyState:
        values = self.options.resolve() if options is None else self.options.validate(options)
        state = KingsBountyState(self, values, seed)
        state.setup(bool(values[EMPEROR_ALWAYS]))
        return state

    def deal_returns(self, state: KingsBountyState) -> tuple[float, ...] | None:
        """Each seat's victory points less the average of the others', once the game is over."""
        outcome = state.outcome()
        if outcome is None:
            return None
        points = outcome.points
        n = len(points)
        total = sum(points)
        return tuple(p - (total - p) / (n - 1) for p in points)

    def describe(self) -> dict[str, Any]:
        """The lobby card, with the deck so a client can draw any card from its id."""
        return {
            **super().describe(),
            "deck": deck_json(),
            "description": Text(
                "Карточная игра Мира Хобби. Правила частично восстановлены: страница 6 "
                "правил точная, остальное — наша реконструкция (см. правила)",
                "Hobby World's card game. Rules partly reconstructed: page 6 of the "
                "rulebook is exact, the rest is our reconstruction (see the rules)",
            ).to_json(),
        }


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = KingsBountyGame()
