"""One Kings Corner match in progress: hands, stock, the eight piles, the turn and the scores.

A turn is a run of actions by the same seat (plays, pile moves) closed by
`End`; the draws, the four-card refill, a hand's end and the next deal happen
inside `apply`, drawn from the state's generator. Everything is plain lists
and ints, so a copy for search is cheap.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine.events import Event
from igroteka.engine.game import Game, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.kings_corner import bots, knowledge, notation, texts, views
from igroteka.games.kings_corner.actions import (
    CORNERS,
    END,
    SIDES,
    Action,
    End,
    Move,
    action_from_json,
)
from igroteka.games.kings_corner.cards import ACE, KING, RANK, deck, is_joker, name
from igroteka.games.kings_corner.layout import Builds, corner_identities, hand_moves, pile_moves
from igroteka.games.kings_corner.scoring import chips_owed, hand_value

PLAY = "play"
REFILL = "refill"
OVER = "over"
POINTS = "points"
CHIPS = "chips_pot"
POOL = "pool"
KING_PENALTY = 3


class KingsCornerState(State):
    """A Kings Corner match. Build through KingsCornerGame.new_state."""

    def __init__(self, game: Game, options: dict[str, Any], seed: Seed = 0) -> None:
        super().__init__(game, options, seed)
        self.n = int(options["players"])
        self.builds = Builds(
            str(options["build_side"]),
            str(options["build_corner"]),
            options["king_pile_to_corner"] == "dealt_only",
        )
        self.stakes = str(options["stakes"])
        self.table = str(options["card_values"])
        hands = int(options["hands"]) or 2 * self.n
        self.hands_to_play = hands
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.stock: list[int] = []
        self.piles: list[list[int]] = [[] for _ in range(8)]
        self.reps: dict[int, int] = {}
        self.dealt_base = [False] * 4
        self.phase = PLAY
        self.pending: int | None = None
        self.dealer = 0
        self.mover = 0
        self.moved = False
        self.played_card = False
        self.drew = False
        self.idle = 0
        self.turns_taken = [0] * self.n
        self.scores = [0] * self.n
        self.pot = 0
        self.hands_played = 0
        self.hand_log: list[dict[str, Any]] = []
        self.turn_moves: list[list[dict[str, Any]]] = [[] for _ in range(self.n)]
        self.opening: list[Event] = []
        self._events: list[Event] | None = None
        # The legal actions of the position, kept until the next action changes it.
        self._legal: list[Action] | None = None

    # --- set-up -----------------------------------------------------------------
    def setup(self) -> None:
        self._events = []
        self.dealer = self.rng.randrange(self.n)
        self._start_hand()
        self.opening, self._events = self._events, None

    def _start_hand(self) -> None:
        rng = self.rng
        cards = list(deck(int(self.options["jokers"])))
        rng.shuffle(cards)
        n = self.n
        size = int(self.options["deal_size"])
        self.hands = [[] for _ in range(n)]
        for _ in range(size):
            for k in range(1, n + 1):
                self.hands[(self.dealer + k) % n].append(cards.pop())
        for hand in self.hands:
            hand.sort()
        self.piles = [[] for _ in range(8)]
        self.reps = {}
        self.dealt_base = [False] * 4
        immediate = bool(self.options["immediate_corner_kings"])
        to_corner: list[int] = []
        for spot in SIDES:
            while True:
                card = cards.pop()
                if is_joker(card):
                    cards.insert(0, card)
                    continue
                if immediate and RANK[card] == KING:
                    corner = next(c for c in CORNERS if not self.piles[c])
                    self.piles[corner].append(card)
                    to_corner.append(card)
                    continue
                self.piles[spot].append(card)
                self.dealt_base[spot] = True
                break
        self.stock = cards
        self.phase = PLAY
        self.pending = None
        self.idle = 0
        self.turns_taken = [0] * n
        self.turn_moves = [[] for _ in range(n)]
        if self.stakes == CHIPS:
            for seat in range(n):
                self.scores[seat] -= 1
            self.pot += n
        self._emit(
            Event(
                "deal",
                {
                    "hand_number": self.hands_played + 1,
                    "dealer": self.dealer,
                    "piles": [[name(c) for c in pile] for pile in self.piles],
                    "kings_to_corners": [name(c) for c in to_corner],
                    "hand_counts": [len(h) for h in self.hands],
                    "stock_count": len(self.stock),
                    "pot": self.pot,
                },
                {seat: {"hand": [name(c) for c in self.hands[seat]]} for seat in range(n)},
            )
        )
        self.mover = (self.dealer + 1) % n
        self._begin_turn()

    # --- turns -------------------------------------------------------------------
    def _begin_turn(self) -> None:
        while True:
            self.moved = self.played_card = self.drew = False
            self.turns_taken[self.mover] += 1
            self.turn_moves[self.mover] = []
            if self.options["draw_until_play"]:
                while not self._moves() and self.stock:
                    self._draw(1)
                if not self._moves():
                    # A turn that passes with the stock empty is a turn without a move.
                    self.drew = False
                    self._emit(Event("pass", {"seat": self.mover}))
                    if self._close_turn():
                        return
                    continue
            elif self.options["draw_timing"] == "start":
                self._draw(int(self.options["draw_count"]))
            self.phase = PLAY
            return

    def _moves(self) -> list[Action]:
        return [
            *hand_moves(self.piles, self.reps, self.hands[self.mover], self.builds),
            *pile_moves(self.piles, self.reps, self.dealt_base, self.builds),
        ]

    def _draw(self, count: int) -> list[int]:
        drawn = [self.stock.pop() for _ in range(min(count, len(self.stock)))]
        if drawn:
            self.drew = True
            hand = self.hands[self.mover]
            hand.extend(drawn)
            hand.sort()
            self._emit(
                Event(
                    "draw",
                    {"seat": self.mover, "count": len(drawn), "stock_count": len(self.stock)},
                    {self.mover: {"cards": [name(c) for c in drawn]}},
                )
            )
        return drawn

    def _close_turn(self) -> bool:
        """Count a turn without a move; end the hand on a stalemate, else pass the turn.

        True when the game or the hand is decided (the caller stops), False when
        the next seat's turn must begin.
        """
        if self.moved or self.drew or self.stock:
            self.idle = 0
        else:
            self.idle += 1
        if self.idle >= self.n:
            self._end_hand(None)
            return True
        self.mover = (self.mover + 1) % self.n
        return False

    def _finish_turn(self, draw: bool) -> None:
        seat = self.mover
        mode = self.options["mandatory_kings"]
        if mode == "penalty":
            kings = sum(1 for c in self.hands[seat] if RANK[c] == KING)
            empty = sum(1 for c in CORNERS if not self.piles[c])
            fine = KING_PENALTY * min(kings, empty)
            if fine:
                self._charge(seat, fine)
                self._emit(Event("king_penalty", {"seat": seat, "amount": fine}))
        if self.stakes != POINTS and not self.played_card:
            self.scores[seat] -= 1
            self.pot += 1
            self._emit(Event("chip", {"seat": seat, "pot": self.pot}))
        if draw and not self.options["draw_until_play"] and self.options["draw_timing"] == "end":
            self._draw(int(self.options["draw_count"]))
        self._emit(Event("end_turn", {"seat": seat}))
        if not self._close_turn():
            self._begin_turn()

    def _charge(self, seat: int, amount: int) -> None:
        if self.stakes == POINTS:
            self.scores[seat] += amount
        else:
            self.scores[seat] -= amount
            self.pot += amount

    def _empty_hand(self) -> None:
        seat = self.mover
        if self.options["four_card_refill"] and self.stock:
            card = self._draw(1)[0]
            if knowledge.placeable(self.piles, self.reps, card):
                self.phase = REFILL
                self.pending = card
                return
            self._finish_turn(draw=False)
            return
        if (
            int(self.options["empty_hand_draw"])
            and self.stock
            and any(not self.piles[s] for s in SIDES)
        ):
            self._draw(int(self.options["empty_hand_draw"]))
            return
        self._end_hand(seat)

    # --- the end of a hand and of the match ------------------------------------------
    def _end_hand(self, winner: int | None) -> None:
        values = [hand_value(h, self.table) for h in self.hands]
        before = list(self.scores)
        if self.stakes == POINTS:
            for seat in range(self.n):
                if seat != winner:
                    self.scores[seat] += values[seat]
            bonus = int(self.options["first_turn_out_bonus"])
            if winner is not None and bonus and self.turns_taken[winner] == 1:
                self.scores[winner] -= bonus
        elif self.stakes == CHIPS:
            if winner is not None:
                for seat in range(self.n):
                    if seat != winner:
                        owed = chips_owed(self.hands[seat])
                        self.scores[seat] -= owed
                        self.scores[winner] += owed
                self.scores[winner] += self.pot
                self.pot = 0
        else:
            for seat in range(self.n):
                count = len(self.hands[seat])
                self.scores[seat] -= count
                self.pot += count
            if winner is not None:
                self.scores[winner] += self.pot
                self.pot = 0
        self.hands_played += 1
        record = {
            "hand_number": self.hands_played,
            "winner": winner,
            "hands": [[name(c) for c in h] for h in self.hands],
            "values": values,
            "change": [self.scores[s] - before[s] for s in range(self.n)],
            "scores": list(self.scores),
            "piles": [[name(c) for c in pile] for pile in self.piles],
            "jokers": {name(j): name(c) for j, c in sorted(self.reps.items())},
            "last_turn": list(self.turn_moves[self.mover]),
        }
        self.hand_log.append(record)
        self._emit(Event("hand_end", dict(record)))
        if self._match_over():
            self.phase = OVER
            self.pending = None
            outcome = self.outcome()
            if outcome is not None:
                self._emit(Event("match_end", {"winners": list(outcome.winners)}))
            return
        self.dealer = (self.dealer + 1) % self.n
        self._start_hand()

    def _match_over(self) -> bool:
        match = self.options["match"]
        if match == "off":
            return True
        if match == "fixed_hands":
            return self.hands_played >= self.hands_to_play
        return max(self.scores) >= int(self.options["target"])

    # --- whose turn, what may be done ------------------------------------------------
    def current_seat(self) -> int | None:
        return None if self.phase == OVER else self.mover

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.phase == OVER or self.not_acting(seat):
            return []
        if self._legal is None:
            if self.phase == REFILL:
                self._legal = self._refill_plays()
            else:
                self._legal = self._moves()
                if self._end_refusal() is None:
                    self._legal.append(END)
        return list(self._legal)

    def _refill_plays(self) -> list[Action]:
        held = [] if self.pending is None else [self.pending]
        plays = hand_moves(self.piles, self.reps, held, self.builds)
        return [play for play in plays if not self.piles[play.spot]]

    def _end_refusal(self) -> Text | None:
        if self.phase == REFILL:
            return texts.MUST_PLACE
        if self.options["draw_until_play"] and not self.moved:
            return texts.MOVE_FIRST
        if self.options["mandatory_kings"] == "forced" and any(not self.piles[c] for c in CORNERS):
            in_corners = corner_identities(self.piles, self.reps)
            if any(RANK[c] == KING and c not in in_corners for c in self.hands[self.mover]):
                return texts.KINGS_FIRST
        return None

    def explain_illegal(self, action: Any) -> Text:
        return texts.explain(self, action)

    # --- applying ---------------------------------------------------------------------
    def _emit(self, event: Event) -> None:
        if self._events is not None:
            self._events.append(event)

    def _apply(self, action: Any, seat: int) -> list[Event]:
        self._events = []
        self.advance(action)
        events, self._events = self._events, None
        return events

    def advance(self, action: Action) -> None:
        """Apply a legal action (events only when `_apply` collects them)."""
        self._legal = None
        seat = self.mover
        if isinstance(action, End):
            self.turn_moves[seat].append(action.to_json())
            self._finish_turn(draw=True)
            return
        self.moved = True
        self.turn_moves[seat].append(action.to_json())
        if isinstance(action, Move):
            source = self.piles[action.source]
            self.piles[action.target].extend(source)
            self.piles[action.source] = []
            self.dealt_base[action.source] = False
            self._emit(Event("move", {"seat": seat, "from": action.source, "to": action.target}))
            return
        card = action.card
        self.hands[seat].remove(card)
        if action.as_card is not None:
            self.reps[card] = action.as_card
        pile = self.piles[action.spot]
        if not pile and action.spot < 4:
            self.dealt_base[action.spot] = False
        pile.append(card)
        self.played_card = True
        public: dict[str, Any] = {"seat": seat, "card": name(card), "spot": action.spot}
        if action.as_card is not None:
            public["as"] = name(action.as_card)
        self._emit(Event("play", public))
        bonus = int(self.options["corner_ace_bonus"])
        effective = self.reps.get(card, card)
        if bonus and action.spot >= 4 and RANK[effective] == ACE and self.stakes == POINTS:
            self.scores[seat] -= bonus
            self._emit(Event("corner_ace", {"seat": seat, "bonus": bonus}))
        if self.phase == REFILL:
            self.phase = PLAY
            self.pending = None
        if not self.hands[seat]:
            self._empty_hand()

    # --- the result -----------------------------------------------------------------
    def ranking_scores(self) -> list[int]:
        """Scores where higher is better: chip balances, or penalty totals negated."""
        return list(self.scores) if self.stakes != POINTS else [-s for s in self.scores]

    def shown_scores(self) -> list[int]:
        if self.stakes == POINTS and self.options["negative_display"]:
            return [-s for s in self.scores]
        return list(self.scores)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        ranked = self.ranking_scores()
        best = max(ranked)
        winners = tuple(s for s in range(self.n) if ranked[s] == best)
        returns = tuple(
            (sum(1 for o in ranked if o < mine) - sum(1 for o in ranked if o > mine)) / (self.n - 1)
            for mine in ranked
        )
        shown = self.shown_scores()
        last = self.hand_log[-1] if self.hand_log else {}
        reason = texts.match_reason(self.options, winners, last.get("winner"), self.hands_played)
        return Outcome(
            returns,
            winners,
            reason,
            tuple(float(x) for x in shown),
            {"hands": self.hands_played, "stakes": self.stakes, "scores": shown},
        )

    def match_score(self) -> dict[str, Any] | None:
        return {
            "hand_number": self.hands_played + (0 if self.phase == OVER else 1),
            "scores": self.shown_scores(),
            "pot": self.pot,
            "stakes": self.stakes,
        }

    # --- notation and JSON -------------------------------------------------------------
    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data)

    def parse_action(self, text: str, seat: int | None = None) -> Action:
        return notation.parse_action(text)

    # --- cloning and hidden information ---------------------------------------------------
    def clone(self) -> KingsCornerState:
        other = self.search_copy()
        other.history = list(self.history)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.opening = list(self.opening)
        other.hand_log = [dict(r) for r in self.hand_log]
        return other

    def search_copy(self) -> KingsCornerState:
        other = KingsCornerState.__new__(KingsCornerState)
        other.__dict__.update(self.__dict__)
        other.hands = [h.copy() for h in self.hands]
        other.stock = self.stock.copy()
        other.piles = [p.copy() for p in self.piles]
        other.reps = dict(self.reps)
        other.dealt_base = self.dealt_base.copy()
        other.turns_taken = self.turns_taken.copy()
        other.scores = self.scores.copy()
        other.hand_log = list(self.hand_log)
        other.turn_moves = [list(m) for m in self.turn_moves]
        other.history = []
        other.opening = []
        other._events = None
        other._legal = None
        return other

    def forget_legal(self) -> None:
        """Drop the kept legal actions: for a position whose fields were set by hand."""
        self._legal = None

    def determinize(self, seat: int, rng: random.Random) -> KingsCornerState:
        """Deal the cards `seat` cannot see anew among the other hands and the stock."""
        other = self.search_copy()
        other.history = list(self.history)
        knowledge.redeal(other, seat, rng)
        other.rng = random.Random(rng.getrandbits(64))
        return other

    # --- views and bots -------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self, seat)

    def full_view(self) -> dict[str, Any]:
        return views.full_view(self)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, seat, lang)

    def event_label(self, event: dict[str, Any]) -> Text | None:
        return texts.event_label(event)

    def evaluate(self, seat: int) -> float:
        return bots.evaluate(self, seat)
