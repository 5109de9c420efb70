"""A small card game with chance, registered only by the economy tests: "high sum".

Each deal shuffles a 36-card deck with the state's generator and gives every
seat `hand` cards (hidden from the others). Seats take turns playing one card
face up; when every hand is empty, the seat(s) with the highest sum of card
values take a point and the next deal is shuffled inside `apply`, so chance
is drawn both at the start and in the middle of the game. After `deals` deals
the most points win. It exists so the fairness proof can be checked end to end
through the real engine contract before any real card game lands.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any

from igroteka.engine import (
    Event,
    Game,
    MalformedAction,
    Option,
    OptionSchema,
    Outcome,
    Preset,
    State,
    Text,
    register,
)

RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("♠", "♣", "♦", "♥")
VALUES = {rank: value for value, rank in enumerate(RANKS, start=6)}


@dataclass(frozen=True, order=True)
class Card:
    rank: str
    suit: str

    @property
    def value(self) -> int:
        return VALUES[self.rank]

    def to_json(self) -> dict[str, str]:
        return {"card": str(self)}

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"


DECK = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)


class HighSumState(State):
    def __init__(self, game: Game, options: dict[str, Any], seed: int = 0) -> None:
        super().__init__(game, options, seed)
        self.seats = int(options["seats"])
        self.points = [0] * self.seats
        self.deal_number = 0
        self.turn = 0
        self.hands: list[list[Card]] = []
        self.played: list[list[Card]] = []
        self._deal()

    def _deal(self) -> Event:
        deck = list(DECK)
        self.rng.shuffle(deck)
        size = int(self.options["hand"])
        self.hands = [sorted(deck[i * size : (i + 1) * size]) for i in range(self.seats)]
        self.played = [[] for _ in range(self.seats)]
        self.deal_number += 1
        self.turn = (self.deal_number - 1) % self.seats
        private = {seat: {"hand": [str(c) for c in hand]} for seat, hand in enumerate(self.hands)}
        return Event("deal", {"deal": self.deal_number}, private)

    def current_seat(self) -> int | None:
        return None if self.deal_number > int(self.options["deals"]) else self.turn

    def legal_actions(self, seat: int | None = None) -> list[Card]:
        if self.not_acting(seat):
            return []
        return [] if self.is_terminal() else list(self.hands[self.turn])

    def explain_illegal(self, action: Any) -> Text:
        return Text("Этой карты нет у вас на руке", "That card is not in your hand")

    def _apply(self, action: Card, seat: int) -> list[Event]:
        seat = self.turn
        self.hands[seat].remove(action)
        self.played[seat].append(action)
        events = [Event("play", {"seat": seat, "card": str(action)})]
        if any(self.hands):
            self.turn = (seat + 1) % self.seats
            return events
        sums = [sum(card.value for card in cards) for cards in self.played]
        best = max(sums)
        for other, total in enumerate(sums):
            if total == best:
                self.points[other] += 1
        events.append(Event("scored", {"sums": sums, "points": list(self.points)}))
        if self.deal_number < int(self.options["deals"]):
            events.append(self._deal())
        else:
            self.deal_number += 1
        return events

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        best = max(self.points)
        winners = tuple(s for s, p in enumerate(self.points) if p == best)
        if len(winners) == self.seats:
            returns = tuple(0.0 for _ in range(self.seats))
        else:
            returns = tuple(1.0 if s in winners else -1.0 for s in range(self.seats))
        return Outcome(
            returns,
            winners,
            Text("Все раздачи сыграны", "All deals played"),
            tuple(float(p) for p in self.points),
        )

    def action_from_json(self, data: Any) -> Card:
        text = data.get("card") if isinstance(data, dict) else None
        for card in DECK:
            if str(card) == text:
                return card
        raise MalformedAction(
            Text('Ожидалась карта вида {"card": "Q♣"}', 'Expected a card like {"card": "Q♣"}')
        )

    def view(self, seat: int | None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "deal": self.deal_number,
            "turn": self.current_seat(),
            "points": list(self.points),
            "played": [[str(c) for c in cards] for cards in self.played],
            "hand_sizes": [len(hand) for hand in self.hands],
        }
        if seat is not None:
            data["hand"] = [str(c) for c in self.hands[seat]]
        return data

    def full_view(self) -> dict[str, Any]:
        return {**self.view(None), "hands": [[str(c) for c in hand] for hand in self.hands]}

    def determinize(self, seat: int, rng: random.Random) -> State:
        clone = copy.deepcopy(self)
        unseen = [card for other, hand in enumerate(clone.hands) if other != seat for card in hand]
        rng.shuffle(unseen)
        for other, hand in enumerate(clone.hands):
            if other != seat:
                size = len(hand)
                clone.hands[other], unseen = sorted(unseen[:size]), unseen[size:]
        return clone


class HighSumGame(Game):
    id = "test_high_sum"
    name = Text("Старшая сумма", "High sum")
    min_seats = 2
    max_seats = 4
    hidden_information = True
    has_chance = True
    options = OptionSchema(
        options=(
            Option("seats", "int", 2, Text("Игроков", "Players"), minimum=2, maximum=4),
            Option("hand", "int", 3, Text("Карт на руке", "Cards in hand"), minimum=1, maximum=9),
            Option("deals", "int", 2, Text("Раздач", "Deals"), minimum=1, maximum=10),
        ),
        presets=(Preset("short", Text("Короткая", "Short"), {}),),
        default_preset="short",
    )

    def seat_count(self, options: dict[str, Any]) -> int:
        return int(options["seats"])

    def new_state(self, options: dict[str, Any] | None = None, seed: Any = 0) -> HighSumState:
        return HighSumState(self, options or self.options.resolve(), seed)


GAME = register(HighSumGame())
