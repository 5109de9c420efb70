"""One game of Sequence (or Sequence Numbers): board chips, hands, deck, discard piles, turn.

A turn: optionally exchange one dead card (both of its cells taken) for a
new one; then play one card: a chip on an empty cell showing it, a wild card
anywhere empty but a corner, or a removing card taking an opponent's chip
that is not in a sequence off the board. The sequences the chip completes
are counted; reaching the number needed wins at once; otherwise the player
draws and the turn passes on. A player who can play nothing discards a card
and draws; a whole round of that is a draw.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine.errors import IllegalAction
from igroteka.engine.events import Event
from igroteka.engine.game import Game, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.sequence import bots, notation, texts, views
from igroteka.games.sequence.actions import (
    Action,
    Discard,
    Exchange,
    Play,
    from_json,
    label,
)
from igroteka.games.sequence.board import CELLS, CORNERS, cell_name
from igroteka.games.sequence.cards import REMOVE, WILD, pack
from igroteka.games.sequence.lines import completed
from igroteka.games.sequence.options import (
    NUMBERS,
    NUMBERS_TOP,
    PLAYERS,
    RANDOM_SUMS,
    VARIANT,
    hand_size,
    sequences_needed,
    team_count,
)

EMPTY = -1
FREE = -2  # a corner: counts for everyone, never holds a chip
DRAW = -1


class SequenceState(State):
    """A game of Sequence. Build through SequenceGame.new_state."""

    def __init__(self, game: Game, options: dict[str, Any], seed: Seed = 0) -> None:
        super().__init__(game, options, seed)
        numbers = options[VARIANT] == NUMBERS
        # Random sums are drawn from the table's seed, before the shuffle.
        salt = self.rng.getrandbits(48) if numbers and options[RANDOM_SUMS] else None
        self.pack = pack(numbers, int(options[NUMBERS_TOP]) if numbers else 48, salt)
        self.seats = int(options[PLAYERS])
        self.team_count = team_count(options)
        self.team_of = tuple(seat % self.team_count for seat in range(self.seats))
        self.needed = sequences_needed(options)
        self.chips = [FREE if cell in CORNERS else EMPTY for cell in range(CELLS)]
        self.locked = [0] * CELLS
        self.sequences: list[list[tuple[int, ...]]] = [[] for _ in range(self.team_count)]
        self.hands: list[list[int]] = [[] for _ in range(self.seats)]
        self.deck: list[int] = []
        self.discards: list[list[int]] = [[] for _ in range(self.seats)]
        self.dealer = 0
        self.mover = 0
        self.exchanged = False
        self.stuck = 0
        self.turn = 1
        self.last: list[dict[str, Any] | None] = [None] * self.seats
        self.winner: int | None = None
        self.over = False
        self.deal_events: list[Event] = []
        self._events: list[Event] | None = None

    # --- set-up -------------------------------------------------------------
    def deal(self) -> None:
        """Shuffle, pick the dealer at random, deal; play starts left of the dealer."""
        self.deck = self.pack.deck.shuffled(self.rng)
        self.dealer = self.rng.randrange(self.seats)
        size = hand_size(self.options)
        for _ in range(size):
            for seat in range(self.seats):
                self.hands[seat].append(self.deck.pop())
        for hand in self.hands:
            hand.sort()
        self.mover = (self.dealer + 1) % self.seats
        self.deal_events.append(
            Event(
                "deal",
                {
                    "dealer": self.dealer,
                    "first": self.mover,
                    "hand_size": size,
                    "deck": len(self.deck),
                },
                {
                    seat: {"hand": [self.pack.to_json(c) for c in self.hands[seat]]}
                    for seat in range(self.seats)
                },
            )
        )

    def opening_events(self) -> list[Event]:
        return list(self.deal_events)

    # --- rules queries ----------------------------------------------------------
    def dead(self, card: int) -> bool:
        """A card whose every cell is taken (jacks and special cards never are)."""
        cells = self.pack.targets(card)
        return bool(cells) and all(self.chips[cell] != EMPTY for cell in cells)

    def removable(self, cell: int, team: int) -> bool:
        chip = self.chips[cell]
        return chip >= 0 and chip != team and not self.locked[cell]

    # --- whose turn -----------------------------------------------------------------
    def current_seat(self) -> int | None:
        return None if self.over else self.mover

    def legal_actions(self, seat: int | None = None) -> list[Any]:
        if self.over or self.not_acting(seat):
            return []
        team = self.team_of[self.mover]
        chips = self.chips
        plays: list[Action] = []
        exchanges: list[Action] = []
        empty: list[int] | None = None
        rivals: list[int] | None = None
        effect = self.pack.effect
        names = self.pack.names
        for card in self.hands[self.mover]:
            name = names[card]
            kind = effect[card]
            if kind == WILD:
                if empty is None:
                    empty = [c for c in range(CELLS) if chips[c] == EMPTY]
                plays.extend(Play(card, cell, name) for cell in empty)
            elif kind == REMOVE:
                if rivals is None:
                    rivals = [c for c in range(CELLS) if self.removable(c, team)]
                plays.extend(Play(card, cell, name) for cell in rivals)
            else:
                free = [c for c in self.pack.cells_of[kind] if chips[c] == EMPTY]
                if free:
                    plays.extend(Play(card, cell, name) for cell in free)
                elif not self.exchanged:
                    exchanges.append(Exchange(card, name))
        if plays:
            return plays + exchanges
        return exchanges + [Discard(card, names[card]) for card in self.hands[self.mover]]

    def check(self, action: Any, seat: int | None = None) -> None:
        if action in self.legal_actions(seat):
            return
        raise IllegalAction(self.explain_illegal(action))

    def explain_illegal(self, action: Any) -> Text:
        if not isinstance(action, Play | Exchange | Discard):
            return texts.UNKNOWN
        name = self.pack.name(action.card)
        if action.card not in self.hands[self.mover]:
            return texts.NOT_IN_HAND.with_params(card=name)
        kind = self.pack.effect[action.card]
        if isinstance(action, Exchange):
            if kind < 0:
                return texts.JACK_NOT_DEAD
            if self.exchanged:
                return texts.ONE_EXCHANGE
            return texts.NOT_DEAD.with_params(card=name)
        if isinstance(action, Discard):
            return texts.CAN_PLAY
        cell = action.cell
        where = cell_name(cell)
        if kind == REMOVE:
            chip = self.chips[cell]
            if chip < 0:
                return texts.NOTHING_TO_REMOVE.with_params(cell=where)
            if chip == self.team_of[self.mover]:
                return texts.OWN_CHIP.with_params(cell=where)
            return texts.LOCKED.with_params(cell=where)
        if cell in CORNERS:
            return texts.CORNER
        if self.chips[cell] != EMPTY:
            return texts.TAKEN.with_params(cell=where)
        cells = ", ".join(cell_name(c) for c in self.pack.targets(action.card))
        return texts.WRONG_CELL.with_params(card=name, cells=cells)

    # --- applying ---------------------------------------------------------------------
    def _apply(self, action: Any, seat: int) -> list[Event]:
        self._events = []
        self._step(action)
        events, self._events = self._events, None
        return events

    def advance(self, action: Action) -> None:
        """Apply a legal action without events or history: the bots' fast path."""
        self._step(action)

    def _emit(
        self, kind: str, public: dict[str, Any], private: dict[int, Any] | None = None
    ) -> None:
        if self._events is not None:
            self._events.append(Event(kind, public, private or {}))

    def _step(self, action: Action) -> None:
        seat = self.mover
        card = action.card
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        name = self.pack.to_json(card)
        if isinstance(action, Exchange):
            self.exchanged = True
            self._emit("exchange", {"seat": seat, "card": name})
            self._draw(seat)
            return
        if isinstance(action, Discard):
            self._emit("discard", {"seat": seat, "card": name})
            self.last[seat] = {"kind": "discard", "card": name}
            self.stuck += 1
            self._draw(seat)
            if self.stuck >= self.seats:
                self._finish(DRAW)
                return
            self._next()
            return
        self.stuck = 0
        cell = action.cell
        team = self.team_of[seat]
        if self.pack.effect[card] == REMOVE:
            removed = self.chips[cell]
            self.chips[cell] = EMPTY
            self.last[seat] = {"kind": "remove", "card": name, "cell": cell}
            self._emit("remove", {"seat": seat, "card": name, "cell": cell, "team": removed})
        else:
            self.chips[cell] = team
            self.last[seat] = {"kind": "place", "card": name, "cell": cell}
            self._emit("place", {"seat": seat, "card": name, "cell": cell, "team": team})
            made = completed(self.chips, team, cell, self.sequences[team])
            for window in made:
                self.sequences[team].append(window)
                for each in window:
                    self.locked[each] += 1
                self._emit(
                    "sequence",
                    {"team": team, "cells": list(window), "count": len(self.sequences[team])},
                )
            if len(self.sequences[team]) >= self.needed:
                self._finish(team)
                return
        self._draw(seat)
        self._next()

    def _draw(self, seat: int) -> None:
        if not self.deck:
            pile = [card for cards in self.discards for card in cards]
            if not pile:
                return
            self.discards = [[] for _ in range(self.seats)]
            pile.sort()
            self.rng.shuffle(pile)
            self.deck = pile
            self._emit("reshuffle", {"deck": len(pile)})
        card = self.deck.pop()
        self.hands[seat].append(card)
        self.hands[seat].sort()
        self._emit(
            "draw",
            {"seat": seat, "deck": len(self.deck)},
            {seat: {"card": self.pack.to_json(card)}},
        )

    def _next(self) -> None:
        self.mover = (self.mover + 1) % self.seats
        self.exchanged = False
        self.turn += 1

    def _finish(self, winner: int) -> None:
        self.over = True
        self.winner = winner
        self._emit("end", {"winner": winner, "sequences": [len(s) for s in self.sequences]})

    # --- the result -----------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        counts = [len(self.sequences[self.team_of[s]]) for s in range(self.seats)]
        points = tuple(float(n) for n in counts)
        details = {"winner_team": self.winner, "sequences": [len(s) for s in self.sequences]}
        if self.winner == DRAW:
            return Outcome(tuple(0.0 for _ in range(self.seats)), (), texts.DRAWN, points, details)
        winners = tuple(s for s in range(self.seats) if self.team_of[s] == self.winner)
        returns = tuple(1.0 if s in winners else -1.0 for s in range(self.seats))
        reason = texts.WON.with_params(team=texts.TEAM_NAMES[self.winner or 0], count=self.needed)
        return Outcome(returns, winners, reason, points, details)

    # --- notation and JSON ---------------------------------------------------------------
    def action_from_json(self, data: Any) -> Action:
        return from_json(data, self.pack)

    def parse_action(self, text: str, seat: int | None = None) -> Action:
        return notation.parse_action(text, self.pack, self.legal_actions(seat))

    def action_text(self, action: Any) -> str:
        return str(action)

    def action_label(self, action: Any) -> Text:
        removing = isinstance(action, Play) and self.pack.effect[action.card] == REMOVE
        return label(action, self.pack, removing)

    def event_label(self, event: dict[str, Any]) -> Text | None:
        if event.get("kind") == "reshuffle":
            return texts.EVENT_RESHUFFLE
        if event.get("kind") == "sequence":
            return texts.EVENT_SEQUENCE.with_params(
                team=texts.TEAM_NAMES[event["team"]], count=event["count"]
            )
        return None

    # --- cloning and hidden information ------------------------------------------------
    def clone(self) -> SequenceState:
        other = self.search_copy()
        other.history = list(self.history)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.deal_events = []
        return other

    def search_copy(self) -> SequenceState:
        other = SequenceState.__new__(SequenceState)
        other.__dict__.update(self.__dict__)
        other.chips = self.chips.copy()
        other.locked = self.locked.copy()
        other.sequences = [list(s) for s in self.sequences]
        other.hands = [h.copy() for h in self.hands]
        other.deck = self.deck.copy()
        other.discards = [d.copy() for d in self.discards]
        other.last = self.last.copy()
        other.history = []
        other.deal_events = []
        other._events = None
        return other

    def determinize(self, seat: int, rng: random.Random) -> SequenceState:
        """Deal the cards `seat` cannot see (other hands and the deck) anew, sizes kept."""
        other = self.search_copy()
        other.rng = random.Random(rng.getrandbits(64))
        pool = sorted(card for s in range(self.seats) if s != seat for card in self.hands[s])
        pool.extend(self.deck)
        pool.sort()
        rng.shuffle(pool)
        for s in range(self.seats):
            if s != seat:
                size = len(self.hands[s])
                other.hands[s] = sorted(pool[:size])
                pool = pool[size:]
        other.deck = pool
        return other

    # --- views ---------------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self, seat)

    def full_view(self) -> dict[str, Any]:
        return views.full_view(self)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, seat, color, lang)

    def evaluate(self, seat: int) -> float:
        return bots.evaluate(self, seat)

    def search_actions(self) -> list[Any]:
        return bots.distinct(self, self.legal_actions())
