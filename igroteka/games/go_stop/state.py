"""One Go-Stop deal in progress: hands, layout, stock, captured piles and the turn's phase.

A turn is up to four decisions of the seat to move: play a hand card; if it
found two layout cards of its month, choose one; the stock card is then turned
over (inside `apply`, from the dealt stock order) and, if it found two, choose
one; captures and junk transfers resolve; then, if the combination score
allows it, Go or Stop. Everything needed for search is plain lists and ints,
so copies are cheap, and `advance` plays without building events.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine.events import Event
from igroteka.engine.game import Game, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.go_stop import bots, capture, knowledge, notation, texts, views
from igroteka.games.go_stop.actions import (
    CHOOSE_HAND,
    CHOOSE_STOCK,
    CHOOSES,
    DECIDE,
    GO,
    OVER,
    PLAY,
    PLAYS,
    STOP,
    Action,
    Choose,
    Go,
    Play,
    Stop,
    action_from_json,
)
from igroteka.games.go_stop.cards import MONTH
from igroteka.games.go_stop.deal import BOTH_HANDS_FOUR, Deal
from igroteka.games.go_stop.options import (
    LAST_TURN,
    LAST_TURN_DEAL,
    PPUK_DEBT,
    SSEUL,
    SSEUL_ANY_CLEAR,
    STACK_ANY,
    STACK_JUNK,
    THREE_PPUK,
    THREE_PPUK_AS_STOP,
)
from igroteka.games.go_stop.payout import Payout, Result, doublings, go_payment, stop_payout
from igroteka.games.go_stop.scoring import Pile
from igroteka.games.go_stop.transfers import ONE_CARD, transfer

GO_STOP_THRESHOLD = 7
THREE_PPUKS = 3
INSTANT_WIN = 5

STOPPED = "stop"
DEALT_FOUR = "four"
THREE_PPUK_WIN = "three_ppuk"
NAGARI = "nagari"


class GoStopState(State):
    """A deal of Go-Stop. Build through GoStopGame.new_state / state_from_position."""

    hands: list[list[int]]
    stock: list[int]
    layout: list[list[int]]
    owner: list[int]
    piles: list[Pile]

    def __init__(self, game: Game, options: dict[str, Any], seed: Seed = 0) -> None:
        super().__init__(game, options, seed)
        self.last_turn_of_deal = options[LAST_TURN] == LAST_TURN_DEAL
        self.sseul_any_clear = options[SSEUL] == SSEUL_ANY_CLEAR
        self.stack_junk = options[STACK_JUNK] == STACK_ANY
        self.debt_rule = str(options[PPUK_DEBT])
        self.three_ppuk_as_stop = options[THREE_PPUK] == THREE_PPUK_AS_STOP
        self.hands = [[], []]
        self.stock = []
        self.layout = [[] for _ in range(13)]
        self.owner = [capture.NOBODY] * 13
        self.piles = [Pile(), Pile()]
        self.played: list[list[int]] = [[], []]
        # The stock cards turned so far, in order: public, and what a replay of the deal
        # needs (`knowledge.PlayModel`). A tuple, so search copies share it safely.
        self.flipped: tuple[int, ...] = ()
        self.gone = [0] * 13  # captured cards per month: they never come back into play
        self.ppuks = [0, 0]
        self.gos = [0, 0]
        self.decided_at = [0, 0]
        self.mover = 0
        self.first = 0
        self.turn = 1
        self.phase = PLAY
        self.hand_card = 0
        self.hand_target: int | None = None
        self.stock_card = 0
        self.stock_target: int | None = None
        self.start_count = 0
        self.start_split = False  # the layout held exactly two cards, of different months
        self.last_turn = False
        self.result: Result | None = None
        self.deal_events: list[Event] = []
        self._events: list[Event] | None = None

    # --- set-up ---------------------------------------------------------
    def setup(self, deal: Deal) -> None:
        self.hands = [sorted(deal.hands[0]), sorted(deal.hands[1])]
        self.layout = [[] for _ in range(13)]
        for card in deal.layout:
            self.layout[MONTH[card]].append(card)
        self.stock = list(deal.stock)
        self.first = self.mover = deal.first
        self.turn = 1
        for reason, month in deal.redeals:
            public: dict[str, Any] = {"reason": reason}
            if month is not None and reason != BOTH_HANDS_FOUR:
                public["month"] = month
            self.deal_events.append(Event("redeal", public))
        self.deal_events.append(
            Event(
                "deal",
                {
                    "first": self.first,
                    "layout": sorted(deal.layout),
                    "hand_counts": [len(h) for h in self.hands],
                    "stock_count": len(self.stock),
                },
                {seat: {"hand": list(self.hands[seat])} for seat in (0, 1)},
            )
        )
        if deal.four is not None:
            seat, month = deal.four
            self._finish(Result(DEALT_FOUR, seat, INSTANT_WIN, month=month))
            self.deal_events.append(
                Event(
                    "four",
                    {
                        "seat": seat,
                        "month": month,
                        "cards": [c for c in self.hands[seat] if MONTH[c] == month],
                    },
                )
            )
        else:
            self._start_turn()

    def resume(self, data: dict[str, Any]) -> None:
        """Set up a deal in the middle, from a parsed position (position.py) that is not fresh."""
        mover = data["mover"]
        hands = data["hands"]
        self.hands = [sorted(hands[0]), sorted(hands[1])]
        self.stock = list(data["stock"])
        for card in data["layout"]:
            self.layout[MONTH[card]].append(card)
        for month, seat in data["owners"].items():
            self.owner[month] = seat
        for seat in (0, 1):
            for card in data["captured"][seat]:
                self.piles[seat].add(card)
                self.gone[MONTH[card]] += 1
        self.ppuks = list(data["ppuks"])
        self.gos = list(data["gos"])
        self.decided_at = list(data["decided_at"])
        self.mover = mover
        self.first = mover if len(hands[mover]) == len(hands[1 - mover]) else 1 - mover
        self.turn = 21 - len(self.stock)
        self._start_turn()

    def opening_events(self) -> list[Event]:
        """The deal (and any redeals) as events: each hand only in its own seat's private part."""
        return list(self.deal_events)

    # --- whose turn -------------------------------------------------------
    def current_seat(self) -> int | None:
        return None if self.phase == OVER else self.mover

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.not_acting(seat):
            return []
        phase = self.phase
        if phase == PLAY:
            return [PLAYS[c] for c in self.hands[self.mover]]
        if phase == CHOOSE_HAND:
            return [CHOOSES[c] for c in self.layout[MONTH[self.hand_card]]]
        if phase == CHOOSE_STOCK:
            return [CHOOSES[c] for c in self.layout[MONTH[self.stock_card]]]
        if phase == DECIDE:
            return [STOP] if self.is_last_turn() else [GO, STOP]
        return []

    def is_last_turn(self) -> bool:
        """The turn that gets no ttadak/chok/sseul bonus and offers only Stop.

        Default: the deal's last turn (the one that turns the last stock card);
        option: each player's own last turn (the one that empties their hand).
        Fixed when the turn starts, so it holds through the turn's decisions.
        """
        return self.last_turn

    def explain_illegal(self, action: Any) -> Text:
        phase = self.phase
        if isinstance(action, Play):
            if phase in (CHOOSE_HAND, CHOOSE_STOCK):
                return texts.CHOOSE_FIRST.with_params(cards=self._options_text())
            if phase == DECIDE:
                return texts.DECIDE_FIRST
            return texts.NOT_IN_HAND.with_params(card=action.card)
        if isinstance(action, Choose):
            if phase in (CHOOSE_HAND, CHOOSE_STOCK):
                return texts.CHOOSE_ONE_OF.with_params(cards=self._options_text())
            return texts.NOTHING_TO_CHOOSE
        if isinstance(action, Go | Stop):
            if phase == DECIDE and isinstance(action, Go):
                return texts.ONLY_STOP_LAST_TURN
            return texts.NO_DECISION_NOW
        return texts.UNKNOWN_ACTION

    def _options_text(self) -> str:
        return ", ".join(str(a.card) for a in self.legal_actions() if isinstance(a, Choose))

    # --- applying -----------------------------------------------------------
    def _apply(self, action: Any, seat: int) -> list[Event]:
        self._events = []
        self._step(action)
        events, self._events = self._events, None
        return events

    def advance(self, action: Action) -> None:
        """Apply a legal action without events or history: the search's fast path."""
        self._step(action)

    def _emit(self, kind: str, **public: Any) -> None:
        if self._events is not None:
            self._events.append(Event(kind, public))

    def _step(self, action: Action) -> None:
        if isinstance(action, Play):
            self._play(action.card)
        elif isinstance(action, Choose):
            if self.phase == CHOOSE_HAND:
                self.hand_target = action.card
                self._emit("choose", seat=self.mover, step="hand", card=action.card)
                self._flip()
            else:
                self.stock_target = action.card
                self._emit("choose", seat=self.mover, step="stock", card=action.card)
                self._resolve()
        elif isinstance(action, Go):
            self._go()
        else:
            self._stop()

    def _start_turn(self) -> None:
        self.phase = PLAY
        self.hand_card = self.stock_card = 0
        self.hand_target = self.stock_target = None
        layout = self.layout
        count = 0
        months = 0
        for month in range(1, 13):
            n = len(layout[month])
            if n:
                count += n
                months += 1
        self.start_count = count
        self.start_split = count == 2 and months == 2
        if self.last_turn_of_deal:
            self.last_turn = len(self.stock) == 1
        else:
            self.last_turn = len(self.hands[self.mover]) == 1

    def _play(self, card: int) -> None:
        seat = self.mover
        self.hands[seat].remove(card)
        self.played[seat].append(card)
        self.hand_card = card
        there = self.layout[MONTH[card]]
        self._emit("play", seat=seat, card=card, matches=list(there))
        if len(there) == 2:
            self.phase = CHOOSE_HAND
            return
        self._flip()

    def _flip(self) -> None:
        card = self.stock.pop(0)
        self.stock_card = card
        self.flipped += (card,)
        month = MONTH[card]
        there = self.layout[month]
        self._emit("flip", seat=self.mover, card=card, matches=list(there))
        if month != MONTH[self.hand_card] and len(there) == 2:
            self.phase = CHOOSE_STOCK
            return
        self._resolve()

    def _resolve(self) -> None:
        seat = self.mover
        last = self.is_last_turn()
        result = capture.resolve(
            self.layout,
            self.owner,
            seat,
            (self.hand_card, self.hand_target),
            (self.stock_card, self.stock_target),
            bonuses=not last,
            stack_junk=self.stack_junk,
        )
        cleared = result.captures and not any(self.layout[1:])
        if cleared and (self.start_split or (self.sseul_any_clear and self.start_count > 0)):
            self._emit("sseul", seat=seat)
            if not last:
                result.debts.append((capture.SSEUL, ONE_CARD))
        pile = self.piles[seat]
        gone = self.gone
        for how, cards in result.captures:
            for card in cards:
                pile.add(card)
                gone[MONTH[card]] += 1
            self._emit("capture", seat=seat, how=how, cards=cards)
        if result.ppuk_month:
            self.ppuks[seat] += 1
            self._emit(
                "ppuk",
                seat=seat,
                month=result.ppuk_month,
                cards=list(self.layout[result.ppuk_month]),
                count=self.ppuks[seat],
            )
        other = self.piles[1 - seat]
        for reason, debt in result.debts:
            moved = transfer(other, pile, debt, self.debt_rule)
            self._emit("transfer", seat=1 - seat, to=seat, reason=reason, cards=moved)
        self.hand_card = self.stock_card = 0
        self.hand_target = self.stock_target = None
        if self.ppuks[seat] >= THREE_PPUKS:
            self._three_ppuks(seat)
            return
        score = pile.total()
        if score >= GO_STOP_THRESHOLD if self.gos[seat] == 0 else score > self.decided_at[seat]:
            self.phase = DECIDE
            self._emit("decision", seat=seat, score=score, go_allowed=not last)
            return
        self._next_turn()

    def _next_turn(self) -> None:
        if not self.stock:
            self._finish(Result(NAGARI, None, 0))
            return
        self.mover = 1 - self.mover
        self.turn += 1
        self._start_turn()
        self._emit("turn", seat=self.mover, turn=self.turn)

    def _go(self) -> None:
        seat = self.mover
        self.gos[seat] += 1
        self.decided_at[seat] = self.piles[seat].total()
        self._emit("go", seat=seat, gos=self.gos[seat], score=self.decided_at[seat])
        self._next_turn()

    def _stop(self) -> None:
        seat = self.mover
        payout = stop_payout(self.piles[seat], self.piles[1 - seat], self.gos[seat])
        self._emit("stop", seat=seat, **payout.to_json())
        self._finish(Result(STOPPED, seat, payout.amount, payout))

    def _three_ppuks(self, seat: int) -> None:
        """Three ppuks win 5 at once; as an option, 5 paid as a Stop would pay it."""
        payout: Payout | None = None
        amount = INSTANT_WIN
        if self.three_ppuk_as_stop:
            found = doublings(self.piles[seat].score(), self.piles[1 - seat])
            amount = go_payment(INSTANT_WIN, self.gos[seat]) * 2 ** len(found)
            payout = Payout(INSTANT_WIN, self.gos[seat], tuple(found), amount)
        self._finish(Result(THREE_PPUK_WIN, seat, amount, payout))

    def _finish(self, result: Result) -> None:
        self.result = result
        self.phase = OVER
        self._emit("end", result=result.to_json())

    # --- the result -----------------------------------------------------------
    def outcome(self) -> Outcome | None:
        result = self.result
        if result is None:
            return None
        if result.winner is None:
            return Outcome((0.0, 0.0), (), texts.NAGARI, (0.0, 0.0), result.to_json())
        winner = result.winner
        points = [0.0, 0.0]
        points[winner] = float(result.amount)
        points[1 - winner] = -float(result.amount)
        returns = tuple(1.0 if s == winner else -1.0 for s in (0, 1))
        reason = texts.RESULT_REASONS[result.kind].with_params(amount=result.amount)
        return Outcome(returns, (winner,), reason, (points[0], points[1]), result.to_json())

    # --- notation and JSON ---------------------------------------------------
    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data)

    def parse_action(self, text: str, seat: int | None = None) -> Action:
        return notation.parse_action(text, self.phase)

    def action_text(self, action: Any) -> str:
        """The notation `parse_action` reads back ("play 13"); the words are `action_label`."""
        return str(action)

    # --- cloning and hidden information ---------------------------------------
    def clone(self) -> GoStopState:
        other = self.search_copy()
        other.history = list(self.history)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.deal_events = list(self.deal_events)
        return other

    def search_copy(self) -> GoStopState:
        """A copy for search: no history, shared (unused after the deal) generator."""
        other = GoStopState.__new__(GoStopState)
        other.__dict__.update(self.__dict__)
        other.hands = [self.hands[0].copy(), self.hands[1].copy()]
        other.stock = self.stock.copy()
        other.layout = [cards.copy() for cards in self.layout]
        other.owner = self.owner.copy()
        other.piles = [self.piles[0].copy(), self.piles[1].copy()]
        other.played = [self.played[0].copy(), self.played[1].copy()]
        other.ppuks = self.ppuks.copy()
        other.gone = self.gone.copy()
        other.gos = self.gos.copy()
        other.decided_at = self.decided_at.copy()
        other.history = []
        other.deal_events = []
        other._events = None
        return other

    def determinize(self, seat: int, rng: random.Random) -> GoStopState:
        """Deal the unseen cards anew between the opponent's hand and the stock.

        What `seat` knows and how the deal is drawn: `knowledge.deal_hidden`.
        """
        other = self.search_copy()
        opponent = 1 - seat
        other.hands[opponent], other.stock = knowledge.deal_hidden(
            self.hands[opponent] + self.stock,
            len(self.hands[opponent]),
            self.played[opponent],
            rng,
        )
        return other

    # --- views -------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self, seat)

    def full_view(self) -> dict[str, Any]:
        return views.full_view(self)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, seat, color, lang)

    def evaluate(self, seat: int) -> float:
        return bots.evaluate(self, seat)

    def cards_in_play(self) -> list[int]:
        """The hand and stock cards of a turn not yet resolved (during a choice)."""
        return [c for c in (self.hand_card, self.stock_card) if c]
