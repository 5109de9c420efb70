"""One Rose King position and the rules of acting in it.

The draw pile is kept as the set of cards not in a hand or the discard, and a
draw takes one of them at random from the state's generator: the same as a
face-down shuffled pile, and no search (a bot's included) can know the order.
When the last card is drawn, the discard becomes the new pile at once.

A player who can do nothing is skipped (the seed's «цугцванг»): the turn goes
on to the next seat in order, and the game ends once every seat in a row could
not act, or at once when the 52nd stone is placed.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from igroteka.engine.errors import IllegalAction, MalformedAction
from igroteka.engine.events import Event
from igroteka.engine.game import GAME_OVER, Game, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.rose_king import actions, bots, notation, texts, views
from igroteka.games.rose_king.actions import DRAW, PASS, Draw, Pass, Play, RoseKingAction
from igroteka.games.rose_king.cards import (
    CELLS,
    CENTRE,
    DECK,
    HAND_LIMIT,
    STONES,
    TARGETS,
    TEAM_HAND_LIMIT,
    square_name,
)
from igroteka.games.rose_king.scoring import areas, score, winner

ORDER = {card: i for i, card in enumerate(DECK)}
# One action value per card and way of playing it, made once (search builds many move lists).
PLAIN = {card: Play(card) for card in DECK}
HERO = {card: Play(card, True) for card in DECK}


class RoseKingState(State):
    players: int
    shared: bool
    board: bytearray
    crown: int
    supply: int
    hands: list[list[str]]
    heroes: list[int]
    pile: list[str]
    discard: list[str]
    hero_discard: int
    turn: int | None
    passes: int
    last: list[str | None]
    last_square: int | None
    skipped: list[int]
    result: Outcome | None

    def __init__(self, game: Game, options: dict[str, Any], seed: Seed = 0) -> None:
        super().__init__(game, options, seed)
        self.players = int(str(options["players"]))
        self.shared = self.players == 4 and bool(options["team_shared_hand"])
        self.hero_optional = bool(options["hero_optional_when_only_move"])
        holders = 2 if self.players == 2 or self.shared else 4
        per_hand = self.limit
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.hands = [
            sorted(deck[i * per_hand : (i + 1) * per_hand], key=ORDER.__getitem__)
            for i in range(holders)
        ]
        self.pile = sorted(deck[holders * per_hand :], key=ORDER.__getitem__)
        self.discard = []
        self.heroes = [4 if holders == 2 else 2] * holders
        self.hero_discard = 0
        self.board = bytearray(CELLS)
        self.crown = CENTRE
        self.supply = STONES
        self.passes = 0
        self.last = [None] * self.players
        self.last_square = None
        self.skipped = []
        self.result = None
        self.turn = None
        self._legal: list[RoseKingAction] | None = None
        self._scores: tuple[int, int] | None = None
        first = 0
        if options["first_player"] == "random":
            first = self.rng.randrange(self.players)
        self._advance((first - 1) % self.players)

    # --- seats, hands and colours -------------------------------------------
    @property
    def limit(self) -> int:
        return TEAM_HAND_LIMIT if self.players == 4 and not self.shared else HAND_LIMIT

    def holder(self, seat: int) -> int:
        """The hand `seat` plays from: its own, or its team's with a shared hand."""
        return seat % 2 if self.shared else seat

    def holder_seats(self, holder: int) -> list[int]:
        if self.shared:
            return [s for s in range(self.players) if s % 2 == holder]
        return [holder]

    def colour(self, seat: int) -> int:
        """0 Red, 1 White: seats 0 and 2 are Red, 1 and 3 White."""
        return seat % 2

    def clone(self) -> RoseKingState:
        other = object.__new__(RoseKingState)
        other.game = self.game
        other.options = self.options
        other.seed = self.seed
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.history = list(self.history)
        other.players = self.players
        other.shared = self.shared
        other.hero_optional = self.hero_optional
        other.board = bytearray(self.board)
        other.crown = self.crown
        other.supply = self.supply
        other.hands = [list(h) for h in self.hands]
        other.heroes = list(self.heroes)
        other.pile = list(self.pile)
        other.discard = list(self.discard)
        other.hero_discard = self.hero_discard
        other.turn = self.turn
        other.passes = self.passes
        other.last = list(self.last)
        other.last_square = self.last_square
        other.skipped = list(self.skipped)
        other.result = self.result
        other._legal = self._legal
        other._scores = self._scores
        return other

    # --- what may be done ------------------------------------------------------
    def current_seat(self) -> int | None:
        return self.turn

    def outcome(self) -> Outcome | None:
        return self.result

    def _moves(self, seat: int) -> list[RoseKingAction]:
        """Every action `seat` could take now, were it its turn."""
        holder = self.holder(seat)
        hand = self.hands[holder]
        mine = self.colour(seat) + 1
        has_hero = self.heroes[holder] > 0
        board = self.board
        targets = TARGETS[self.crown]
        moves: list[RoseKingAction] = []
        plain = False
        for card in hand:
            square = targets[card]
            if square is None:
                continue
            stone = board[square]
            if not stone:
                moves.append(PLAIN[card])
                plain = True
            elif stone != mine and has_hero:
                moves.append(HERO[card])
        if len(hand) < self.limit:
            moves.append(DRAW)
            plain = True
        if moves and not plain and self.hero_optional:
            moves.append(PASS)
        return moves

    def legal_actions(self, seat: int | None = None) -> list[RoseKingAction]:
        if self.turn is None or (seat is not None and seat != self.turn):
            return []
        if self._legal is None:
            self._legal = self._moves(self.turn)
        return list(self._legal)

    def check(self, action: Any, seat: int | None = None) -> None:
        """Say exactly why a move is refused: the card, the board edge, the square, the heroes."""
        if not isinstance(action, (Play, Draw, Pass)):
            raise MalformedAction(texts.WRONG_KIND)
        if self.turn is None:
            raise IllegalAction(GAME_OVER, code="game_over")
        seat = self.turn if seat is None else seat
        holder = self.holder(seat)
        if isinstance(action, Draw):
            if len(self.hands[holder]) >= self.limit:
                raise IllegalAction(texts.HAND_FULL.with_params(limit=self.limit), code="hand_full")
            return
        if isinstance(action, Pass):
            if PASS not in self._moves(seat):
                raise IllegalAction(texts.CANNOT_PASS, code="cannot_pass")
            return
        card = action.card
        if card not in self.hands[holder]:
            raise IllegalAction(texts.NOT_IN_HAND.with_params(card=card), code="not_in_hand")
        square = TARGETS[self.crown][card]
        if square is None:
            raise IllegalAction(texts.OFF_BOARD.with_params(card=card), code="off_board")
        stone = self.board[square]
        name = square_name(square)
        if stone == self.colour(seat) + 1:
            raise IllegalAction(texts.OWN_STONE.with_params(square=name), code="own_stone")
        if not action.hero:
            if stone:
                raise IllegalAction(texts.OCCUPIED.with_params(square=name), code="occupied")
            return
        if not stone:
            raise IllegalAction(
                texts.HERO_NEEDS_STONE.with_params(square=name, card=card), code="hero_on_empty"
            )
        if self.heroes[holder] == 0:
            raise IllegalAction(texts.NO_HEROES, code="no_heroes")

    # --- applying ---------------------------------------------------------------
    def _apply(self, action: RoseKingAction, seat: int) -> list[Event]:
        holder = self.holder(seat)
        events: list[Event] = []
        self.skipped = []
        self._legal = None
        self._scores = None
        if isinstance(action, Draw):
            hand = self.hands[holder]
            card = self.pile.pop(self.rng.randrange(len(self.pile)))
            hand.append(card)
            hand.sort(key=ORDER.__getitem__)
            events.append(Event("draw", {"seat": seat, "card": card}))
            if not self.pile:
                self.pile = sorted(self.discard, key=ORDER.__getitem__)
                self.discard = []
                events.append(Event("reshuffle", {"cards": len(self.pile)}))
            self.passes = 0
            self.last[seat] = "draw"
        elif isinstance(action, Pass):
            self.passes += 1
            self.last[seat] = "pass"
            events.append(Event("pass", {"seat": seat}))
        else:
            card = action.card
            square = TARGETS[self.crown][card]
            assert square is not None
            self.hands[holder].remove(card)
            self.discard.append(card)
            if action.hero:
                self.heroes[holder] -= 1
                self.hero_discard += 1
            else:
                self.supply -= 1
            self.board[square] = self.colour(seat) + 1
            frm = self.crown
            self.crown = square
            self.last_square = square
            self.passes = 0
            self.last[seat] = str(action)
            events.append(
                Event(
                    "play",
                    {
                        "seat": seat,
                        "card": card,
                        "hero": action.hero,
                        "from": [frm % 9, frm // 9],
                        "to": [square % 9, square // 9],
                        "text": str(action),
                    },
                )
            )
            if self.supply == 0:
                self._finish(texts.LAST_STONE, "last_stone")
                events.append(Event("game_over", {"outcome": self._outcome_json()}))
                return events
        self._advance(seat)
        for skipped in self.skipped:
            events.append(Event("pass", {"seat": skipped, "forced": True}))
        if self.result is not None:
            events.append(Event("game_over", {"outcome": self._outcome_json()}))
        return events

    def _outcome_json(self) -> dict[str, Any]:
        assert self.result is not None
        return self.result.to_json()

    def _advance(self, seat: int) -> None:
        """Give the turn to the next seat that can act; skip (and count) those that cannot."""
        n = self.players
        self.turn = None
        following = seat
        while self.passes < n:
            following = (following + 1) % n
            moves = self._moves(following)
            if moves:
                self.turn = following
                self._legal = moves
                return
            self.passes += 1
            self.skipped.append(following)
            self.last[following] = "pass"
        self._finish(texts.NOBODY_MOVES, "no_moves")

    def _finish(self, reason: Text, code: str) -> None:
        self.turn = None
        red, white = areas(self.board, 1), areas(self.board, 2)
        scores = (score(red), score(white))
        won = winner(red, white)
        returns = tuple(
            0.0 if won is None else (1.0 if self.colour(s) == won else -1.0)
            for s in range(self.players)
        )
        if won is None:
            said = texts.DRAW_RESULT.with_params(reason=reason, red=scores[0], white=scores[1])
        else:
            said = texts.WIN.with_params(
                reason=reason, colour=texts.COLOURS[won], red=scores[0], white=scores[1]
            )
        self.result = Outcome(
            returns=returns,
            winners=tuple(s for s in range(self.players) if won is not None and s % 2 == won),
            reason=said,
            points=tuple(float(scores[self.colour(s)]) for s in range(self.players)),
            details={
                "end": code,
                "scores": list(scores),
                "areas": [red, white],
                "stones": [sum(red), sum(white)],
            },
        )

    def forget_cached(self) -> None:
        """Drop the move list and scores kept for this position (after setting fields by hand)."""
        self._legal = None
        self._scores = None

    def scores(self) -> tuple[int, int]:
        """Red's and White's running n² scores (kept until the next move)."""
        if self._scores is None:
            self._scores = (score(areas(self.board, 1)), score(areas(self.board, 2)))
        return self._scores

    # --- notation, views, bots ----------------------------------------------------
    def action_from_json(self, data: Any) -> RoseKingAction:
        return actions.action_from_json(data)

    def parse_action(self, text: str, seat: int | None = None) -> RoseKingAction:
        return notation.parse_action(text)

    def event_label(self, event: dict[str, Any]) -> Text | None:
        return views.event_label(self, event)

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, color, lang)

    def evaluate(self, seat: int) -> float:
        return bots.evaluate(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> RoseKingState:
        return self.clone()

    def key(self) -> Hashable:
        return (
            bytes(self.board),
            self.crown,
            tuple(tuple(h) for h in self.hands),
            tuple(self.heroes),
            tuple(sorted(self.discard)),
            self.turn,
            self.passes,
        )
