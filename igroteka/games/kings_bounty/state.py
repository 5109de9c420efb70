"""One game of Kings Bounty in progress: hands, deck, each seat's area, the titles in play.

A turn (seed page 6) is one of two things: play a card (a castle or obelisk
into your area, a troop onto a building, yours to guard it or another's to
attack it) and draw the top card; or put cards under the deck one by one
(`Return`) and then draw as many (`Draw`). Once the last card is drawn,
turns go on without drawing until the last player in seat order has had
his turn; then titles and obelisks are counted.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine.events import Event
from igroteka.engine.game import Game, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.kings_bounty import bots, knowledge, notation, texts, views
from igroteka.games.kings_bounty.actions import (
    DRAW,
    PASS,
    Action,
    Draw,
    Pass,
    Play,
    Return,
    action_from_json,
)
from igroteka.games.kings_bounty.cards import (
    ALL_IDS,
    CARD_COUNT,
    CASTLE,
    HUMANS,
    IS_BUILDING,
    KIND,
    MONSTER,
    RACE,
    RACE_NAMES,
    TYPE,
    VALUE,
    WIZARD,
    card_text,
)
from igroteka.games.kings_bounty.options import (
    ATTACK_TIE,
    CHANGE_NEVER,
    GUARD_CHANGE,
    PLAYERS,
    TIE_CAPTURES,
    WIZARD_TOWER,
)
from igroteka.games.kings_bounty.titles import TITLES, TITLES_IN_PLAY, scores, winner

HAND_SIZE = 6
PLAY = "play"
RETURN = "return"
OVER = "over"
NOBODY = -1


class KingsBountyState(State):
    """A game of Kings Bounty. Build through KingsBountyGame.new_state."""

    def __init__(self, game: Game, options: dict[str, Any], seed: Seed = 0) -> None:
        super().__init__(game, options, seed)
        n = int(options[PLAYERS])
        self.n = n
        self.tie_captures = options[ATTACK_TIE] == TIE_CAPTURES
        self.wizard_tower = bool(options[WIZARD_TOWER])
        self.change_never = options[GUARD_CHANGE] == CHANGE_NEVER
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.deck: list[int] = []
        self.buildings: list[list[int]] = [[] for _ in range(n)]
        self.guard = [NOBODY] * CARD_COUNT
        self.owner = [NOBODY] * CARD_COUNT
        self.discard: list[int] = []
        self.titles: list[str] = []
        self.captures = [0] * n
        self.failed = [0] * n
        self.mover = 0
        self.phase = PLAY
        self.returning: list[int] = []
        self.returned_last = [False] * n
        self.empty_at_start = False
        self.known: list[dict[int, int]] = [{} for _ in range(n)]
        self.last: list[dict[str, Any] | None] = [None] * n
        self.points: list[int] | None = None
        self.winner_seat: int | None = None
        self.turn = 1
        self.deal_events: list[Event] = []
        self._events: list[Event] | None = None

    # --- set-up -------------------------------------------------------------
    def setup(self, emperor_always: bool) -> None:
        rng = self.rng
        keys = [title.key for title in TITLES]
        if emperor_always:
            self.titles = ["emperor", *rng.sample(keys[1:], TITLES_IN_PLAY - 1)]
        else:
            self.titles = rng.sample(keys, TITLES_IN_PLAY)
        deck = list(ALL_IDS)
        rng.shuffle(deck)
        for seat in range(self.n):
            self.hands[seat] = sorted(deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE])
        self.deck = deck[self.n * HAND_SIZE :]
        self.deal_events = [
            Event(
                "deal",
                {
                    "titles": list(self.titles),
                    "hand_counts": [len(hand) for hand in self.hands],
                    "deck": len(self.deck),
                },
                {seat: {"hand": list(self.hands[seat])} for seat in range(self.n)},
            )
        ]

    def opening_events(self) -> list[Event]:
        return list(self.deal_events)

    # --- whose turn -----------------------------------------------------------
    def current_seat(self) -> int | None:
        return None if self.phase == OVER else self.mover

    def may_play_troop(self, seat: int, card: int) -> bool:
        race = RACE[card]
        return race == HUMANS or any(
            KIND[b] == CASTLE and RACE[b] == race for b in self.buildings[seat]
        )

    def may_guard(self, card: int, building: int) -> bool:
        held = self.guard[building]
        return held == NOBODY or (not self.change_never and VALUE[held] < VALUE[card])

    def plays(self, seat: int) -> list[Action]:
        actions: list[Action] = []
        for card in self.hands[seat]:
            if IS_BUILDING[card]:
                actions.append(Play(card))
                continue
            if not self.may_play_troop(seat, card):
                continue
            for owner in range(self.n):
                for building in self.buildings[owner]:
                    if owner != seat or self.may_guard(card, building):
                        actions.append(Play(card, building))
        return actions

    def may_return(self, seat: int, plays: list[Action]) -> bool:
        return bool(self.deck) and (not self.returned_last[seat] or not plays)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.not_acting(seat) or self.phase == OVER:
            return []
        hand = self.hands[self.mover]
        if self.phase == RETURN:
            return [*(Return(card) for card in hand), DRAW]
        plays = self.plays(self.mover)
        if self.may_return(self.mover, plays):
            plays.extend(Return(card) for card in hand)
        return plays or [PASS]

    def explain_illegal(self, action: Any) -> Text:
        seat = self.mover
        hand = self.hands[seat]
        if self.phase == RETURN:
            if isinstance(action, Return) and action.card not in hand:
                return texts.NOT_IN_HAND.with_params(card=card_text(action.card))
            return texts.RETURNING
        if isinstance(action, Play):
            card = action.card
            if card not in hand:
                return texts.NOT_IN_HAND.with_params(card=card_text(card))
            if IS_BUILDING[card]:
                return texts.PROPERTY_NO_TARGET
            if not self.may_play_troop(seat, card):
                race = RACE_NAMES[RACE[card]]
                return texts.NEED_CASTLE.with_params(race=Text(race[0], race[1]))
            if action.target is None:
                return texts.TROOP_NEEDS_TARGET
            if not IS_BUILDING[action.target] or self.owner[action.target] == NOBODY:
                return texts.NO_SUCH_BUILDING.with_params(card=card_text(action.target))
            return texts.GUARD_NEVER if self.change_never else texts.GUARD_STRONGER
        if isinstance(action, Return):
            if action.card not in hand:
                return texts.NOT_IN_HAND.with_params(card=card_text(action.card))
            return texts.DECK_EMPTY if not self.deck else texts.RETURN_AGAIN
        if isinstance(action, Draw):
            return texts.DRAW_AFTER_RETURN
        if isinstance(action, Pass):
            return texts.PASS_ONLY_STUCK
        return texts.UNKNOWN_ACTION

    # --- applying ---------------------------------------------------------------
    def _apply(self, action: Any, seat: int) -> list[Event]:
        self._events = []
        self.advance(action)
        events, self._events = self._events, None
        return events

    def _emit(
        self, kind: str, public: dict[str, Any], private: dict[int, Any] | None = None
    ) -> None:
        if self._events is not None:
            self._events.append(Event(kind, public, private or {}))

    def advance(self, action: Action) -> None:
        """Apply a legal action (no check, no history): the search's fast path."""
        seat = self.mover
        if isinstance(action, Play):
            self._play(seat, action.card, action.target)
            self._draw(seat, 1)
            self.returned_last[seat] = False
            self._end_turn()
        elif isinstance(action, Return):
            self._return(seat, action.card)
        elif isinstance(action, Draw):
            count = len(self.returning)
            self.returning = []
            self._draw(seat, count)
            self.returned_last[seat] = True
            self.last[seat] = {"returned": count}
            self._end_turn()
        else:
            self._emit("pass", {"seat": seat})
            self.last[seat] = {"pass": True}
            self._end_turn()

    def attack_power(self, building: int, attacker: int) -> int:
        """What a troop must beat to take a building: its defence and its guard's strength."""
        power = VALUE[building] if KIND[building] == CASTLE else 0
        held = self.guard[building]
        if held != NOBODY:
            strength = VALUE[held]
            if (
                self.wizard_tower
                and TYPE[held] == WIZARD
                and KIND[building] == CASTLE
                and TYPE[attacker] != MONSTER
            ):
                strength *= 2
            power += strength
        return power

    def captures_it(self, card: int, building: int) -> bool:
        power = self.attack_power(building, card)
        return VALUE[card] > power or (self.tie_captures and VALUE[card] == power)

    def _play(self, seat: int, card: int, target: int | None) -> None:
        self.hands[seat].remove(card)
        knowledge.on_reveal(self.known, card)
        if target is None:
            self.buildings[seat].append(card)
            self.owner[card] = seat
            self._emit("build", {"seat": seat, "card": card})
            self.last[seat] = {"card": card}
            return
        defender = self.owner[target]
        held = self.guard[target]
        if defender == seat:
            if held != NOBODY:
                self.discard.append(held)
            self.guard[target] = card
            self._emit("guard", {"seat": seat, "card": card, "on": target, "replaced": held})
            self.last[seat] = {"card": card, "on": target}
            return
        power = self.attack_power(target, card)
        success = self.captures_it(card, target)
        if success:
            self.buildings[defender].remove(target)
            self.buildings[seat].append(target)
            self.owner[target] = seat
            if held != NOBODY:
                self.discard.append(held)
            self.guard[target] = card
            self.captures[seat] += 1
        else:
            self.discard.append(card)
            self.failed[seat] += 1
        self._emit(
            "attack",
            {
                "seat": seat,
                "card": card,
                "on": target,
                "defender": defender,
                "power": power,
                "success": success,
                "guard": held,
            },
        )
        self.last[seat] = {
            "card": card,
            "on": target,
            "from": defender,
            "success": success,
            "power": power,
        }

    def _draw(self, seat: int, count: int) -> None:
        count = min(count, len(self.deck))
        if not count:
            return
        drawn = self.deck[:count]
        del self.deck[:count]
        for card in drawn:
            knowledge.on_draw(self.known, card, seat)
        self.hands[seat].extend(drawn)
        self.hands[seat].sort()
        self._emit(
            "draw",
            {"seat": seat, "count": count, "deck": len(self.deck)},
            {seat: {"cards": drawn}},
        )

    def _return(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.deck.append(card)
        self.returning.append(card)
        knowledge.on_return(self.known, card, seat)
        self.phase = RETURN
        self._emit(
            "return",
            {"seat": seat, "count": len(self.returning), "deck": len(self.deck)},
            {seat: {"card": card}},
        )

    def _end_turn(self) -> None:
        if self.mover == self.n - 1 and self.empty_at_start:
            self._finish()
            return
        self.mover = (self.mover + 1) % self.n
        self.empty_at_start = not self.deck
        self.phase = PLAY
        self.turn += 1
        self._emit("turn", {"seat": self.mover, "deck": len(self.deck)})

    def _finish(self) -> None:
        self.phase = OVER
        self.points = scores(self.titles, self)
        self.winner_seat = winner(self.points)
        self._emit("end", {"points": list(self.points), "winner": self.winner_seat})

    # --- the result ------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.points is None or self.winner_seat is None:
            return None
        best = self.winner_seat
        points = self.points
        returns = tuple(1.0 if seat == best else -1.0 for seat in range(self.n))
        tied = sum(1 for p in points if p == points[best]) > 1
        reason = (texts.WIN_TIE if tied else texts.WIN).with_params(
            seat=best + 1, points=points[best]
        )
        return Outcome(
            returns,
            (best,),
            reason,
            tuple(float(p) for p in points),
            views.result_details(self),
        )

    # --- notation and JSON ---------------------------------------------------------
    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data)

    def parse_action(self, text: str, seat: int | None = None) -> Action:
        return notation.parse_action(text)

    def event_label(self, event: dict[str, Any]) -> Text | None:
        return views.event_label(event)

    # --- cloning and hidden information ----------------------------------------------
    def search_copy(self) -> KingsBountyState:
        other = KingsBountyState.__new__(KingsBountyState)
        other.__dict__.update(self.__dict__)
        other.hands = [hand.copy() for hand in self.hands]
        other.deck = self.deck.copy()
        other.buildings = [area.copy() for area in self.buildings]
        other.guard = self.guard.copy()
        other.owner = self.owner.copy()
        other.discard = self.discard.copy()
        other.titles = self.titles.copy()
        other.captures = self.captures.copy()
        other.failed = self.failed.copy()
        other.returning = self.returning.copy()
        other.returned_last = self.returned_last.copy()
        other.known = [cards.copy() for cards in self.known]
        other.last = [None if move is None else dict(move) for move in self.last]
        other.points = None if self.points is None else self.points.copy()
        other.history = []
        other.deal_events = []
        other._events = None
        return other

    def clone(self) -> KingsBountyState:
        other = self.search_copy()
        other.history = list(self.history)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.deal_events = list(self.deal_events)
        return other

    def determinize(self, seat: int, rng: random.Random) -> KingsBountyState:
        """A world `seat` cannot tell from this one (knowledge.py says what it knows)."""
        other = self.search_copy()
        hands, deck = knowledge.world(self, seat, rng)
        other.hands = hands
        other.deck = deck
        other.known = [
            self.known[p].copy() if p == seat else knowledge.consistent(self.known[p], hands, deck)
            for p in range(self.n)
        ]
        if self.returning and self.mover != seat:
            other.returning = deck[len(deck) - len(self.returning) :]
        other.rng = random.Random(rng.random())
        return other

    # --- views ----------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self, seat)

    def full_view(self) -> dict[str, Any]:
        return views.full_view(self)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, seat, lang)

    def evaluate(self, seat: int) -> float:
        return bots.evaluate(self, seat)
