"""The King of Tokyo state: a `Match` behind the engine's contract.

Whose turn it is, the legal decisions, refusals that say why, the events of
each decision (a yield answer stays sealed until every monster asked has
answered), views, the result and the bots' hooks.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine.errors import IllegalAction
from igroteka.engine.events import Event
from igroteka.engine.game import Game, Outcome, State
from igroteka.engine.i18n import DEFAULT_LANGUAGE, Text
from igroteka.engine.randomness import Seed
from igroteka.engine.simultaneous import sealed_event
from igroteka.games.king_of_tokyo import bots, texts, views
from igroteka.games.king_of_tokyo.actions import Act, act_from_json
from igroteka.games.king_of_tokyo.match import BUY, OVER, ROLL, YIELD, Match
from igroteka.games.king_of_tokyo.notation import act_from_text


class KingState(State):
    # A search's sample (king_of_tokyo/search.py) sets `quiet`: the same rules without the
    # events' texts nobody reads, and the reroll choices built without listing every
    # subset of the dice first.
    quiet = False

    def __init__(self, game: Game, options: dict[str, Any], seed: Seed = 0) -> None:
        super().__init__(game, options, seed)
        self.match = Match(game.seat_count(options), options, self.rng)
        self.match.start()
        self._opening = [views.with_text(e) for e in self.match.events]
        self.match.events = []

    # --- who acts -----------------------------------------------------------
    def acting(self) -> tuple[int, ...]:
        return self.match.acting()

    def current_seat(self) -> int | None:
        acting = self.acting()
        return acting[0] if acting else None

    def legal_actions(self, seat: int | None = None) -> list[Any]:
        if seat is None:
            seat = self.current_seat()
        if seat is None:
            return []
        return list(self.match.legal(seat))

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    def check(self, action: Any, seat: int | None = None) -> None:
        if seat is None:
            seat = self.current_seat()
        legal = self.legal_actions(seat)
        if action in legal:
            return
        raise IllegalAction(self.why(action, seat), code="illegal_action")

    def why(self, action: Any, seat: int | None) -> Text:
        match = self.match
        if not isinstance(action, Act) or seat is None:
            return texts.NOT_NOW
        kind = action.kind
        kinds = {a.kind for a in self.legal_actions(seat)}
        if kind not in kinds:
            if kind == "reroll" and match.phase == ROLL:
                return texts.NO_ROLLS
            if kind == "sweep" and match.phase == BUY:
                return texts.SWEEP_DEAR
            if kind in ("cull", "twist", "stretch", "lab", "steal", "heal", "dweller"):
                return texts.NO_POWER
            return texts.PHASE_HINT.get(match.phase, texts.NOT_NOW)
        if kind == "buy" and action.args and isinstance(action.args[0], int):
            slot = action.args[0]
            if slot < 3 and match.market[slot] is not None:
                return texts.TOO_DEAR.with_params(cost=match.cost(seat, str(match.market[slot])))
            return texts.NO_CARD
        if kind == "dweller":
            return texts.DWELLER_THREE
        if kind in ("reroll", "probe", "cull", "twist", "stretch"):
            return texts.NO_DIE
        return texts.PHASE_HINT.get(match.phase, texts.NOT_NOW)

    def explain_illegal(self, action: Any) -> Text:
        return self.why(action, self.current_seat())

    # --- applying ---------------------------------------------------------------
    def _apply(self, action: Any, seat: int) -> list[Event]:
        events = self.play(action, seat)
        return [] if self.quiet else [views.with_text(e) for e in events]

    def play(self, action: Any, seat: int) -> list[Event]:
        match = self.match
        match.rng = self.rng
        if match.phase == YIELD:
            before = len(match.yield_choices) + 1 < len(match.yield_seats)
            events = match.play(seat, action)
            if before:
                return [sealed_event(seat, action.to_json(), "yield_sealed")]
            return [sealed_event(seat, action.to_json(), "yield_sealed"), *events]
        return match.play(seat, action)

    def outcome(self) -> Outcome | None:
        match = self.match
        if match.phase != OVER:
            return None
        winners = match.winners
        n = match.n
        if not winners:
            reason = texts.REASONS["over_none"]
            returns = tuple(0.0 for _ in range(n))
        else:
            one = len(match.living()) <= 1
            reason = texts.REASONS["over_last" if one else "over_vp"]
            returns = tuple(1.0 if s in winners else -1.0 for s in range(n))
        points = tuple(float(match.vp[s]) if match.alive[s] else 0.0 for s in range(n))
        return Outcome(returns, tuple(winners), reason, points)

    # --- notation and JSON ------------------------------------------------------
    def action_from_json(self, data: Any) -> Any:
        return act_from_json(data)

    def parse_action(self, text: str, seat: int | None = None) -> Any:
        return act_from_text(text)

    def action_label(self, action: Any) -> Text:
        return views.action_label(self, action)

    def event_label(self, event: dict[str, Any]) -> Text | None:
        return views.event_label(event)

    # --- views ------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return views.view(self, seat)

    def render_text(
        self, seat: int | None = None, color: bool = False, lang: str = DEFAULT_LANGUAGE
    ) -> str:
        return views.render_text(self, seat, lang)

    # --- bots -------------------------------------------------------------------
    def evaluate(self, seat: int) -> float:
        result = self.outcome()
        if result is not None:
            return result.returns[seat]
        return bots.evaluate(self, seat)

    def search_actions(self) -> list[Any]:
        match = self.match
        if self.quiet and match.phase == ROLL and match.acting() and match.can_reroll():
            rest = [Act("dweller", (i,)) for i in match.dweller_dice()]
            return [*bots.keep_rerolls(match.dice), *rest, Act("stop")]
        return bots.search_actions(self, self.legal_actions())

    def determinize(self, seat: int, rng: random.Random) -> KingState:
        world = self.clone()
        match = world.match
        if match.phase == YIELD:
            match.yield_choices = {
                s: (c if s == seat else rng.random() < 0.5)
                for s, c in sorted(match.yield_choices.items())
            }
        return world

    def clone(self) -> KingState:
        other = KingState.__new__(KingState)
        other.__dict__.update(self.__dict__)
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        other.match = self.match.copy(rng)
        other.rng = rng
        other.history = list(self.history)
        other._opening = []
        return other
