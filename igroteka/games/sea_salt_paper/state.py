"""A match of Sea Salt & Paper in progress: rounds until someone reaches the target.

A turn is: draw (two from the deck keeping one, or the top of a discard
pile), then any duos with their effects, then end the turn or announce STOP
or LAST CHANCE. Each choice inside a turn is one action of the seat to move
(keep which card onto which pile, which pile the crabs search, which card
they take, whom the swimmer and shark rob); effects with no choice resolve at
once. A round ends by STOP, after the final turns of LAST CHANCE, or with an
empty deck; the next one is dealt inside the same action, from `self.rng`.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine.events import Event
from igroteka.engine.game import Game, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.sea_salt_paper import bots, knowledge, notation, texts, views
from igroteka.games.sea_salt_paper.actions import (
    ANNOUNCE_LAST,
    ANNOUNCE_STOP,
    CRAB_PICK,
    CRAB_PILE,
    DRAW,
    DRAW_DECK,
    DUOS,
    END_TURN,
    KEEP,
    OVER,
    STEAL,
    Action,
    Announce,
    CrabPile,
    Discard,
    DrawDeck,
    Duo,
    EndTurn,
    Pick,
    Steal,
    TakePile,
    action_from_json,
)
from igroteka.games.sea_salt_paper.cards import (
    ALL_IDS,
    BOAT,
    COLOUR,
    CRAB,
    FISH,
    MERMAIDS,
    SHARK,
    SWIMMER,
    TYPE,
)
from igroteka.games.sea_salt_paper.options import (
    PLAYERS,
    TIE_ROUND_POINTS,
    TIEBREAK,
    target,
)
from igroteka.games.sea_salt_paper.scoring import (
    ANNOUNCE_AT,
    EMPTY_DECK,
    LAST_CHANCE,
    STOP,
    card_points,
    colour_bonus,
    settle,
)

SAME_DUOS = (CRAB, BOAT, FISH)
MERMAID_SET = frozenset(MERMAIDS)


def duo_kind(first: int, second: int) -> str | None:
    """The duo two cards form (crab, boat, fish, or swimmer for swimmer + shark), or None."""
    a, b = TYPE[first], TYPE[second]
    if a == b and a in SAME_DUOS:
        return a
    if {a, b} == {SWIMMER, SHARK}:
        return SWIMMER
    return None


class SeaSaltPaperState(State):
    """A match. Build through SeaSaltPaperGame.new_state."""

    def __init__(self, game: Game, options: dict[str, Any], seed: Seed = 0) -> None:
        super().__init__(game, options, seed)
        self.seats = int(options[PLAYERS])
        self.target = target(options)
        self.by_round_points = options[TIEBREAK] == TIE_ROUND_POINTS
        self.totals = [0] * self.seats
        self.round_no = 0
        self.first = 0
        self.deck: list[int] = []
        self.piles: list[list[int]] = [[], []]
        self.hands: list[list[int]] = [[] for _ in range(self.seats)]
        self.played: list[list[int]] = [[] for _ in range(self.seats)]
        self.mover = 0
        self.phase = DRAW
        self.pair: list[int] = []
        self.announced: str | None = None
        self.caller: int | None = None
        self.final_turns: list[int] = []
        self.revealed = [False] * self.seats
        self.crab_pile: int | None = None
        # known[viewer]: cards in another seat's hand that `viewer` has seen go there.
        self.known: list[dict[int, int]] = [{} for _ in range(self.seats)]
        # The order in which this round's turns ended (a boat's extra turn is the same turn).
        self.turn_ends: list[int] = []
        # Each seat's moves in its latest turn, as everyone saw them (the table marks them).
        self.last_moves: list[list[dict[str, Any]]] = [[] for _ in range(self.seats)]
        self.last_round: dict[str, Any] | None = None
        self.round_scores: list[int] = [0] * self.seats
        self.first_round: list[int] | None = None
        self.final_order: list[int] = []
        self.mermaid_winner: int | None = None
        self.over = False
        self.opening: list[Event] = []
        self._events: list[Event] | None = None

    # --- set-up ---------------------------------------------------------
    def setup(self) -> None:
        self.first = self.rng.randrange(self.seats)
        self._events = []
        self._start_round()
        self.opening, self._events = self._events, None

    def opening_events(self) -> list[Event]:
        return list(self.opening)

    def _start_round(self) -> None:
        self.round_no += 1
        deck = list(ALL_IDS)
        self.rng.shuffle(deck)
        self.piles = [[deck.pop()], [deck.pop()]]
        self.deck = deck
        self.hands = [[] for _ in range(self.seats)]
        self.played = [[] for _ in range(self.seats)]
        self.revealed = [False] * self.seats
        self.known = [{} for _ in range(self.seats)]
        self.announced = None
        self.caller = None
        self.final_turns = []
        self.turn_ends = []
        self.last_moves = [[] for _ in range(self.seats)]
        self.mover = self.first
        self._emit(
            "round",
            round=self.round_no,
            first=self.first,
            piles=[self.piles[0][-1], self.piles[1][-1]],
            deck=len(self.deck),
        )
        self._start_turn()

    def _start_turn(self, fresh: bool = True) -> None:
        if fresh:
            self.last_moves[self.mover] = []
        self.pair = []
        self.crab_pile = None
        self.phase = DRAW if self.deck or self.piles[0] or self.piles[1] else DUOS

    # --- whose turn -------------------------------------------------------
    def current_seat(self) -> int | None:
        return None if self.over else self.mover

    def may_announce(self) -> bool:
        """Whether the mover may end the round now: nobody announced and 7 card points."""
        seat = self.mover
        return (
            self.announced is None
            and card_points(self.hands[seat], self.played[seat]) >= ANNOUNCE_AT
        )

    def discard_piles(self) -> list[int]:
        """The piles the second drawn card may go onto: an empty one if there is one."""
        empty = [p for p in (0, 1) if not self.piles[p]]
        return empty or [0, 1]

    def steal_targets(self) -> list[int]:
        return [
            s
            for s in range(self.seats)
            if s != self.mover and self.hands[s] and not self.revealed[s]
        ]

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.over or self.not_acting(seat):
            return []
        phase = self.phase
        if phase == DRAW:
            found: list[Action] = [DRAW_DECK] if self.deck else []
            return found + [TakePile(p) for p in (0, 1) if self.piles[p]]
        if phase == KEEP:
            return [Discard(card, pile) for card in self.pair for pile in self.discard_piles()]
        if phase == DUOS:
            hand = self.hands[self.mover]
            actions: list[Action] = []
            for i, first in enumerate(hand):
                for second in hand[i + 1 :]:
                    if duo_kind(first, second) is not None:
                        actions.append(Duo(first, second))
            actions.append(END_TURN)
            if self.may_announce():
                actions += [ANNOUNCE_STOP, ANNOUNCE_LAST]
            return actions
        if phase == CRAB_PILE:
            return [CrabPile(p) for p in (0, 1) if self.piles[p]]
        if phase == CRAB_PICK:
            assert self.crab_pile is not None
            return [Pick(card) for card in sorted(set(self.piles[self.crab_pile]))]
        if phase == STEAL:
            return [Steal(s) for s in self.steal_targets()]
        return []

    def search_actions(self) -> list[Action]:
        """Legal actions with one duo per pair of (type, colour): copies play alike."""
        actions = self.legal_actions()
        if self.phase != DUOS:
            return actions
        seen: set[tuple[str, str, str, str]] = set()
        kept: list[Action] = []
        for action in actions:
            if isinstance(action, Duo):
                key = (
                    TYPE[action.first],
                    COLOUR[action.first],
                    TYPE[action.second],
                    COLOUR[action.second],
                )
                if key in seen:
                    continue
                seen.add(key)
            kept.append(action)
        return kept

    def explain_illegal(self, action: Any) -> Text:
        phase = self.phase
        if phase == KEEP:
            if isinstance(action, Discard) and action.card in self.pair:
                return texts.EMPTY_PILE_FIRST
            return texts.KEEP_ONE_OF if isinstance(action, Discard) else texts.KEEP_FIRST
        if phase == CRAB_PILE:
            return texts.PILE_EMPTY if isinstance(action, CrabPile) else texts.CHOOSE_PILE_FIRST
        if phase == CRAB_PICK:
            return texts.NOT_IN_PILE if isinstance(action, Pick) else texts.PICK_FIRST
        if phase == STEAL:
            return texts.CANNOT_STEAL if isinstance(action, Steal) else texts.STEAL_FIRST
        if phase == DRAW:
            if isinstance(action, DrawDeck):
                return texts.DECK_EMPTY
            if isinstance(action, TakePile):
                return texts.PILE_EMPTY
            return texts.DRAW_FIRST
        if phase == DUOS:
            if isinstance(action, DrawDeck | TakePile):
                return texts.ALREADY_DREW
            if isinstance(action, Duo):
                return texts.NOT_A_DUO
            if isinstance(action, Announce):
                if self.announced is not None:
                    return texts.ANNOUNCE_ONCE
                return texts.ANNOUNCE_NEEDS_SEVEN
            return texts.NOTHING_NOW
        return texts.UNKNOWN_ACTION

    # --- applying -----------------------------------------------------------
    def _apply(self, action: Any, seat: int) -> list[Event]:
        self._events = []
        self._step(action)
        events, self._events = self._events, None
        return events

    def search_step(self, action: Action) -> None:
        """Play a legal action without events or history: the game's own search plays millions."""
        self._step(action)

    def _emit(
        self, kind: str, private: dict[int, dict[str, Any]] | None = None, **public: Any
    ) -> None:
        if self._events is not None:
            self._events.append(Event(kind, public, private or {}))

    def _mark(self, **public: Any) -> None:
        """One more move of the mover's turn as everyone saw it (the table marks it)."""
        self.last_moves[self.mover].append(public)

    def _step(self, action: Action) -> None:
        if isinstance(action, DrawDeck):
            self._draw_deck()
        elif isinstance(action, TakePile):
            self._take_pile(action.pile)
        elif isinstance(action, Discard):
            self._discard(action.card, action.pile)
        elif isinstance(action, Duo):
            self._duo(action.first, action.second)
        elif isinstance(action, CrabPile):
            self.crab_pile = action.pile
            self.phase = CRAB_PICK
            self._emit("crab_pile", seat=self.mover, pile=action.pile)
        elif isinstance(action, Pick):
            self._pick(action.card)
        elif isinstance(action, Steal):
            self._steal(action.seat)
        elif isinstance(action, EndTurn):
            self._end_turn()
        else:
            self._announce(action.kind)

    def _gain(self, card: int) -> None:
        hand = self.hands[self.mover]
        hand.append(card)
        hand.sort()
        if card in MERMAID_SET and sum(1 for c in hand if c in MERMAID_SET) == len(MERMAIDS):
            self.mermaid_winner = self.mover
            self.over = True
            self.phase = OVER
            self._emit("mermaids", seat=self.mover, hand=list(hand))

    def _forget(self, card: int) -> None:
        for known in self.known:
            known.pop(card, None)

    def _draw_deck(self) -> None:
        seat = self.mover
        if len(self.deck) == 1:
            card = self.deck.pop()
            self._emit("draw", {seat: {"cards": [card], "kept": card}}, seat=seat, count=1)
            self._mark(kind="draw", count=1)
            self.phase = DUOS
            self._gain(card)
            return
        self.pair = [self.deck.pop(), self.deck.pop()]
        self.phase = KEEP
        self._emit("draw", {seat: {"cards": list(self.pair)}}, seat=seat, count=2)

    def _discard(self, other: int, pile: int) -> None:
        seat = self.mover
        card = self.pair[1] if self.pair[0] == other else self.pair[0]
        self.pair = []
        self.piles[pile].append(other)
        self.phase = DUOS
        self._emit("keep", {seat: {"kept": card}}, seat=seat, discard=other, pile=pile)
        self._mark(kind="keep", discard=other, pile=pile)
        self._gain(card)

    def _take_pile(self, pile: int) -> None:
        seat = self.mover
        card = self.piles[pile].pop()
        for viewer, known in enumerate(self.known):
            if viewer != seat:
                known[card] = seat
        self.phase = DUOS
        self._emit("take", seat=seat, pile=pile, card=card)
        self._mark(kind="take", pile=pile, card=card)
        self._gain(card)

    def _duo(self, first: int, second: int) -> None:
        seat = self.mover
        kind = duo_kind(first, second)
        hand = self.hands[seat]
        hand.remove(first)
        hand.remove(second)
        self.played[seat] += [first, second]
        self._forget(first)
        self._forget(second)
        self._emit("duo", seat=seat, cards=[first, second], duo=kind)
        self._mark(kind="duo", cards=[first, second])
        if kind == CRAB:
            piles = [p for p in (0, 1) if self.piles[p]]
            if len(piles) == 1:
                self.crab_pile = piles[0]
                self.phase = CRAB_PICK
                self._emit("crab_pile", seat=seat, pile=piles[0])
            elif piles:
                self.phase = CRAB_PILE
            else:
                self._emit("effect_lost", seat=seat, duo=kind)
        elif kind == BOAT:
            if self.deck or self.piles[0] or self.piles[1]:
                self._emit("extra_turn", seat=seat)
                self._start_turn(fresh=False)
            else:
                self._emit("effect_lost", seat=seat, duo=kind)
        elif kind == FISH:
            if self.deck:
                card = self.deck.pop()
                self._emit("fish", {seat: {"card": card}}, seat=seat)
                self._gain(card)
            else:
                self._emit("effect_lost", seat=seat, duo=kind)
        else:
            targets = self.steal_targets()
            if len(targets) == 1:
                self._steal(targets[0])
            elif targets:
                self.phase = STEAL
            else:
                self._emit("effect_lost", seat=seat, duo=kind)

    def _pick(self, card: int) -> None:
        seat = self.mover
        assert self.crab_pile is not None
        pile = self.crab_pile
        self.piles[pile].remove(card)
        self.crab_pile = None
        self.phase = DUOS
        self._emit("crab_take", {seat: {"card": card}}, seat=seat, pile=pile)
        self._gain(card)

    def _steal(self, victim: int) -> None:
        thief = self.mover
        hand = self.hands[victim]
        card = hand[self.rng.randrange(len(hand))]
        hand.remove(card)
        # A third player knows a card left the hand, not which: what it knew of it is void.
        for viewer, known in enumerate(self.known):
            if viewer not in (thief, victim):
                for seen in [c for c, holder in known.items() if holder == victim]:
                    del known[seen]
        self.known[thief].pop(card, None)
        self.known[victim][card] = thief
        self.phase = DUOS
        self._emit(
            "steal",
            {thief: {"card": card}, victim: {"card": card}},
            seat=thief,
            victim=victim,
        )
        self._mark(kind="steal", victim=victim)
        self._gain(card)

    def _announce(self, kind: str) -> None:
        seat = self.mover
        self.announced = kind
        self.caller = seat
        self.turn_ends.append(seat)
        self._mark(kind="announce", call=kind)
        if kind == STOP:
            self._emit("announce", seat=seat, call=kind)
            self._score_round(STOP)
            return
        self.revealed[seat] = True
        self._forget_hand(seat)
        self._emit("announce", seat=seat, call=kind, hand=list(self.hands[seat]))
        self.final_turns = [(seat + k) % self.seats for k in range(1, self.seats)]
        self._next_final_turn()

    def _forget_hand(self, seat: int) -> None:
        for card in self.hands[seat]:
            self._forget(card)

    def _next_final_turn(self) -> None:
        if not self.final_turns:
            self._score_round(LAST_CHANCE)
            return
        self.mover = self.final_turns.pop(0)
        self._emit("turn", seat=self.mover, final=True)
        self._start_turn()

    def _end_turn(self) -> None:
        seat = self.mover
        self.turn_ends.append(seat)
        if self.announced == LAST_CHANCE:
            self.revealed[seat] = True
            self._forget_hand(seat)
            self._emit("reveal", seat=seat, hand=list(self.hands[seat]))
            self._next_final_turn()
            return
        if not self.deck:
            self._emit("deck_empty", seat=seat)
            self._score_round(EMPTY_DECK, next_first=(seat + 1) % self.seats)
            return
        self.mover = (seat + 1) % self.seats
        self._emit("turn", seat=self.mover, final=False)
        self._start_turn()

    def _score_round(self, kind: str, next_first: int | None = None) -> None:
        caller = self.caller if self.caller is not None else -1
        points = [card_points(self.hands[s], self.played[s]) for s in range(self.seats)]
        bonuses = [colour_bonus(self.hands[s], self.played[s]) for s in range(self.seats)]
        scores, won = settle(kind, caller, points, bonuses)
        for s in range(self.seats):
            self.totals[s] += scores[s]
        self.round_scores = scores
        if self.first_round is None:
            self.first_round = list(scores)
        self.last_round = {
            "round": self.round_no,
            "ending": kind,
            "caller": self.caller,
            "won": won,
            "points": points,
            "bonuses": bonuses,
            "scores": scores,
            "totals": list(self.totals),
            "hands": [list(h) for h in self.hands],
            "played": [list(p) for p in self.played],
        }
        self._emit("round_end", **self.last_round)
        self.final_order = list(self.turn_ends)
        if max(self.totals) >= self.target:
            self.over = True
            self.phase = OVER
            self._emit("end", totals=list(self.totals))
            return
        if next_first is None:
            next_first = (caller + 1) % self.seats
        self.first = next_first
        self._start_round()

    # --- the result -----------------------------------------------------------
    def ranking_key(self, seat: int) -> tuple[int, int]:
        """Total first, then the tie-break: the later last turn, or the larger last round."""
        if self.by_round_points:
            return (self.totals[seat], self.round_scores[seat])
        order = self.final_order
        last = max((i for i, s in enumerate(order) if s == seat), default=-1)
        return (self.totals[seat], last)

    def winners(self) -> tuple[int, ...]:
        if self.mermaid_winner is not None:
            return (self.mermaid_winner,)
        best = max(self.ranking_key(s) for s in range(self.seats))
        return tuple(s for s in range(self.seats) if self.ranking_key(s) == best)

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        winners = self.winners()
        returns = tuple(1.0 if s in winners else -1.0 for s in range(self.seats))
        points = tuple(float(t) for t in self.totals)
        top = max(self.totals)
        tied = [s for s in range(self.seats) if self.totals[s] == top]
        if self.mermaid_winner is not None:
            reason = texts.MERMAIDS.with_params(seat=self.mermaid_winner + 1)
        elif len(winners) > 1:
            reason = texts.SHARED.with_params(
                points=top, seats=", ".join(str(s + 1) for s in winners)
            )
        elif len(tied) > 1:
            tie = texts.WIN_TIE_ROUND if self.by_round_points else texts.WIN_TIE_LAST
            reason = tie.with_params(points=top, seat=winners[0] + 1)
        else:
            reason = texts.WIN_POINTS.with_params(seat=winners[0] + 1, points=top)
        if self.mermaid_winner is None and self.last_round is not None:
            # What ended the last round comes first; rendered flat, like every other reason.
            how = self._round_ending()
            reason = Text(f"{how('ru')}. {reason('ru')}", f"{how('en')}. {reason('en')}")
        details = {
            "rounds": self.round_no,
            "mermaids": self.mermaid_winner,
            "last_round": self.last_round,
            # Which tie-break decided equal totals, so a client can say it in its own words.
            "tiebreak": "round_points" if self.by_round_points else "last_turn",
        }
        return Outcome(returns, winners, reason, points, details)

    def _round_ending(self) -> Text:
        """What ended the match's last round: STOP or LAST CHANCE (won or lost) and by whom."""
        sheet = self.last_round
        assert sheet is not None
        if sheet["ending"] == "empty_deck" or sheet["caller"] is None:
            return texts.ENDED_EMPTY.with_params(round=sheet["round"])
        if sheet["ending"] == "stop":
            how = texts.ENDED_STOP
        else:
            how = texts.ENDED_LAST_WON if sheet["won"] else texts.ENDED_LAST_LOST
        return how.with_params(seat=sheet["caller"] + 1, round=sheet["round"])

    def match_score(self) -> dict[str, Any] | None:
        return {"totals": list(self.totals), "target": self.target, "round": self.round_no}

    # --- notation and JSON ---------------------------------------------------
    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data)

    def parse_action(self, text: str, seat: int | None = None) -> Action:
        return notation.parse_action(text)

    def action_text(self, action: Any) -> str:
        return str(action)

    def event_label(self, event: dict[str, Any]) -> Text | None:
        return views.event_label(event)

    # --- cloning and hidden information ---------------------------------------
    def clone(self) -> SeaSaltPaperState:
        other = self.search_copy()
        other.history = list(self.history)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.opening = []
        return other

    def search_copy(self) -> SeaSaltPaperState:
        other = SeaSaltPaperState.__new__(SeaSaltPaperState)
        other.__dict__.update(self.__dict__)
        other.totals = self.totals.copy()
        other.deck = self.deck.copy()
        other.piles = [self.piles[0].copy(), self.piles[1].copy()]
        other.hands = [h.copy() for h in self.hands]
        other.played = [p.copy() for p in self.played]
        other.pair = self.pair.copy()
        other.final_turns = self.final_turns.copy()
        other.revealed = self.revealed.copy()
        other.known = [k.copy() for k in self.known]
        other.turn_ends = self.turn_ends.copy()
        other.last_moves = [list(moves) for moves in self.last_moves]
        other.round_scores = self.round_scores.copy()
        other.final_order = self.final_order.copy()
        other.history = []
        other.opening = []
        other._events = None
        return other

    def determinize(self, seat: int, rng: random.Random) -> SeaSaltPaperState:
        """The unseen cards dealt anew among the other hands, the deck and a drawn pair."""
        other = self.search_copy()
        other.rng = random.Random(rng.getrandbits(64))
        knowledge.redeal(other, seat, rng)
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
