"""The Go-Stop game as the engine sees it: id, names, options, new deals and given positions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.engine.game import Game
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.go_stop.cards import MONTH, deck_json
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
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = {}  # filled in __init__.py

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
        mover = data["mover"]
        hands = data["hands"]
        state.hands = [sorted(hands[0]), sorted(hands[1])]
        state.stock = list(data["stock"])
        for card in data["layout"]:
            state.layout[MONTH[card]].append(card)
        for month, seat in data["owners"].items():
            state.owner[month] = seat
        for seat in (0, 1):
            for card in data["captured"][seat]:
                state.piles[seat].add(card)
                state.gone[MONTH[card]] += 1
        state.ppuks = list(data["ppuks"])
        state.gos = list(data["gos"])
        state.decided_at = list(data["decided_at"])
        state.mover = mover
        state.first = mover if len(hands[mover]) == len(hands[1 - mover]) else 1 - mover
        state.turn = 21 - len(state.stock)
        state._start_turn()
        return state

    def describe(self) -> dict[str, Any]:
        """The lobby card, with the deck so a client can draw any card from its ID."""
        return {**super().describe(), "deck": deck_json()}
