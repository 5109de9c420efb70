"""The Go-Stop game as the engine sees it: id, names, options, new deals and given positions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.engine.game import Game
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.go_stop.bots import ARENA_BOTS, BOTS
from igroteka.games.go_stop.cards import deck_json
from igroteka.games.go_stop.deal import Deal, deal
from igroteka.games.go_stop.options import GO_STOP_OPTIONS
from igroteka.games.go_stop.position import fresh_deal, is_fresh_deal, parse
from igroteka.games.go_stop.state import GoStopState


class GoStopGame(Game):
    id = "go_stop"
    name = Text("Го-Стоп (хвату)", "Go-Stop (hwatu)")
    min_seats = 2
    max_seats = 2
    hidden_information = True
    has_chance = True
    options = GO_STOP_OPTIONS
    # Bot comparisons weigh what a deal pays, not only who won it (igroteka/arena/duplicate.py).
    scores_by_deal = True
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = dict(BOTS)
    arena_bots: ClassVar[dict[str, Callable[..., Any]]] = dict(ARENA_BOTS)

    def new_state(self, options: dict[str, Any] | None = None, seed: Seed = 0) -> GoStopState:
        state = GoStopState(self, options or self.options.resolve(), seed)
        state.setup(deal(state.rng))
        return state

    def state_from_deal(self, given: Deal, options: dict[str, Any] | None = None) -> GoStopState:
        state = GoStopState(self, options or self.options.resolve(), 0)
        state.setup(given)
        return state

    def state_from_position(
        self, position: str | dict[str, Any], options: dict[str, Any] | None = None
    ) -> GoStopState:
        """A state from a position (see position.py); a fresh deal is judged as a deal."""
        data = parse(position)
        state = GoStopState(self, options or self.options.resolve(), 0)
        if is_fresh_deal(data):
            state.setup(fresh_deal(data))
            return state
        state.resume(data)
        return state

    def deal_returns(self, state: GoStopState) -> tuple[float, ...] | None:
        """What the deal paid each seat (the winner +amount, the other -amount), once over."""
        outcome = state.outcome()
        return None if outcome is None else tuple(outcome.points)

    def describe(self) -> dict[str, Any]:
        """The lobby card, with the deck so a client can draw any card from its ID."""
        return {**super().describe(), "deck": deck_json()}


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = GoStopGame()
