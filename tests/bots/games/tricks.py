"""Tricks: a small trick-taking card game with hidden hands, a hidden stock and teams.

16 cards (four suits, J Q K A). Two seats get four cards each (eight stay
unseen in the stock), or four seats in teams 0+2 against 1+3. Follow suit if
you can; the highest card of the led suit takes the trick and leads the next.
The side with more tricks wins. A seat that fails to follow suit shows it has
none left, so `determinize` keeps that void when it re-deals unseen cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from igroteka.engine import (
    Game,
    MalformedAction,
    Option,
    OptionSchema,
    Outcome,
    State,
    Text,
)
from igroteka.engine.events import Event

SUITS = "♠♥♦♣"
RANKS = "JQKA"
HAND = 4
SOLVE_TRICKS = 2  # the exact solver answers once this few tricks are left


@dataclass(frozen=True, order=True)
class Card:
    suit: int
    rank: int

    def to_json(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return RANKS[self.rank] + SUITS[self.suit]


DECK = tuple(Card(s, r) for s in range(4) for r in range(4))


class TricksState(State):
    def __init__(self, game: Game, options: dict[str, Any], seed: int = 0) -> None:
        super().__init__(game, options, seed)
        self.players = int(options["players"])
        cards = list(DECK)
        self.rng.shuffle(cards)
        self.hands = [sorted(cards[i * HAND : (i + 1) * HAND]) for i in range(self.players)]
        self.stock = sorted(cards[self.players * HAND :])
        self.trick: list[tuple[int, Card]] = []
        self.played: list[Card] = []
        self.tricks = [0] * self.players
        self.voids: set[tuple[int, int]] = set()
        self.to_move = 0

    def team_of(self, seat: int) -> tuple[int, ...]:
        return next(team for team in self.game.teams(self.options) if seat in team)

    def current_seat(self) -> int | None:
        return None if not any(self.hands) and not self.trick else self.to_move

    def legal_actions(self, seat: int | None = None) -> list[Card]:
        if self.not_acting(seat):
            return []
        if self.current_seat() is None:
            return []
        hand = self.hands[self.to_move]
        if self.trick:
            led = self.trick[0][1].suit
            following = [c for c in hand if c.suit == led]
            if following:
                return following
        return list(hand)

    def outcome(self) -> Outcome | None:
        if self.current_seat() is not None:
            return None
        score = [sum(self.tricks[s] for s in self.team_of(seat)) for seat in range(self.players)]
        best = max(score)
        leaders = [s for s in range(self.players) if score[s] == best]
        if len(leaders) == self.players:
            return Outcome((0.0,) * self.players, (), Text("Поровну", "Even"), tuple(score))
        returns = tuple(1.0 if s in leaders else -1.0 for s in range(self.players))
        return Outcome(returns, tuple(leaders), Text("Больше взяток", "More tricks"), tuple(score))

    def _apply(self, card: Card, seat: int) -> list[Event]:
        seat = self.to_move
        if self.trick and card.suit != self.trick[0][1].suit:
            self.voids.add((seat, self.trick[0][1].suit))
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        self.played.append(card)
        if len(self.trick) < self.players:
            self.to_move = (seat + 1) % self.players
            return [Event("play", {"seat": seat, "card": str(card)})]
        led = self.trick[0][1].suit
        winner = max((c.rank, s) for s, c in self.trick if c.suit == led)[1]
        self.tricks[winner] += 1
        self.trick = []
        self.to_move = winner
        return [Event("play", {"seat": seat, "card": str(card)}), Event("trick", {"to": winner})]

    def action_from_json(self, data: Any) -> Card:
        for card in DECK:
            if str(card) == data:
                return card
        raise MalformedAction(Text("Нет такой карты", "No such card"))

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "hand": [str(c) for c in self.hands[seat]] if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": len(self.stock),
            "trick": [[s, str(c)] for s, c in self.trick],
            "played": [str(c) for c in self.played],
            "tricks": list(self.tricks),
            "to_move": self.current_seat(),
        }

    def full_view(self) -> dict[str, Any]:
        return {**self.view(None), "hands": [[str(c) for c in h] for h in self.hands]}

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        view = self.view(seat)
        return (
            f"hand: {' '.join(view['hand'] or [])}\n"
            f"trick: {' '.join(c for _, c in view['trick'])}\ntricks: {view['tricks']}"
        )

    def evaluate(self, seat: int) -> float:
        mine = sum(self.tricks[s] for s in self.team_of(seat))
        return (2 * mine - sum(self.tricks)) / HAND

    def determinize(self, seat: int, rng: random.Random) -> TricksState:
        """Re-deal every card `seat` has not seen, keeping hand sizes and known voids."""
        seen = set(self.hands[seat]) | set(self.played)
        unseen = [c for c in DECK if c not in seen]
        rng.shuffle(unseen)
        holes = [s for s in range(self.players) if s != seat]
        room = {s: len(self.hands[s]) for s in holes}
        room[-1] = len(self.stock)
        dealt: dict[int, list[Card]] = {s: [] for s in room}

        def place(i: int) -> bool:
            if i == len(unseen):
                return True
            card = unseen[i]
            options = [s for s in room if room[s] and (s, card.suit) not in self.voids]
            rng.shuffle(options)
            for s in options:
                room[s] -= 1
                dealt[s].append(card)
                if place(i + 1):
                    return True
                dealt[s].pop()
                room[s] += 1
            return False

        if not place(0):
            raise ValueError("no deal is consistent with the seat's view")
        other = self.clone()
        for s in holes:
            other.hands[s] = sorted(dealt[s])
        other.stock = sorted(dealt[-1])
        return other

    def solve(self, seat: int) -> dict[Any, float] | None:
        if sum(len(h) for h in self.hands) + len(self.trick) > SOLVE_TRICKS * self.players:
            return None
        team = self.team_of(seat)

        def value(state: TricksState) -> float:
            result = state.outcome()
            if result is not None:
                return result.returns[seat]
            mover = state.current_seat()
            values = []
            for card in state.legal_actions():
                child = state.clone()
                child.apply(card, checked=False)
                values.append(value(child))
            return max(values) if mover in team else min(values)

        answers = {}
        for card in self.legal_actions():
            child = self.clone()
            child.apply(card, checked=False)
            answers[card] = value(child)
        return answers

    def clone(self) -> TricksState:
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.trick = list(self.trick)
        other.played = list(self.played)
        other.tricks = list(self.tricks)
        other.voids = set(self.voids)
        other.history = list(self.history)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other


class Tricks(Game):
    id = "test_tricks"
    name = Text("Взятки", "Tricks")
    max_seats = 4
    hidden_information = True
    has_chance = True
    bot_time_budget = 0.5
    options = OptionSchema(
        (Option("players", "int", 2, Text("Игроки", "Players"), minimum=2, maximum=4),)
    )

    def seat_count(self, options: dict[str, Any]) -> int:
        return int(options["players"])

    def teams(self, options: dict[str, Any]) -> tuple[tuple[int, ...], ...]:
        if int(options["players"]) == 4:
            return ((0, 2), (1, 3))
        return tuple((s,) for s in range(int(options["players"])))

    def new_state(self, options: dict[str, Any] | None = None, seed: Any = 0) -> TricksState:
        return TricksState(self, options or self.resolve_options(), seed)


TRICKS = Tricks()
