"""A small hidden-information card game with chance, registered only by the server's tests.

Each seat holds a hand nobody else may see and draws from a shuffled pile, so
whole games over WebSockets show whether a secret ever leaks. Card names are
unique tokens ("crd07x") that can't appear in a message by accident: finding
one in another seat's message is a leak.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from igroteka.engine import (
    Event,
    Game,
    IllegalAction,
    MalformedAction,
    Option,
    OptionSchema,
    Outcome,
    Preset,
    State,
    Text,
    register,
)

DECK = tuple(f"crd{n:02d}x" for n in range(1, 17))


def value(card: str) -> int:
    return int(card[3:5])


@dataclass(frozen=True)
class Play:
    card: str

    def to_json(self) -> Any:
        return {"card": self.card}

    def __str__(self) -> str:
        return self.card


class CardState(State):
    def __init__(self, game: Game, options: dict[str, Any], seed: int | str | bytes = 0):
        super().__init__(game, options, seed)
        players = int(options["players"])
        deck = list(DECK)
        self.rng.shuffle(deck)
        size = int(options["hand"])
        self.hands = [sorted(deck[i * size : (i + 1) * size]) for i in range(players)]
        self.pile = deck[players * size :][: players * 2]
        self.played: list[tuple[int, str]] = []
        self.scores = [0] * players
        self.turn: int | None = 0

    def current_seat(self) -> int | None:
        return self.turn

    def legal_actions(self, seat: int | None = None) -> list[Play]:
        if self.not_acting(seat):
            return []
        if self.turn is None:
            return []
        return [Play(card) for card in self.hands[self.turn]]

    def explain_illegal(self, action: Any) -> Text:
        return Text("Этой карты нет у вас на руке", "You do not hold that card")

    def action_from_json(self, data: Any) -> Play:
        if not isinstance(data, dict) or not isinstance(data.get("card"), str):
            raise MalformedAction(Text('Ход — это {"card": …}', 'A move is {"card": …}'))
        if data["card"] not in DECK:
            raise MalformedAction(Text("Нет такой карты", "No such card"))
        return Play(data["card"])

    def _apply(self, action: Play, seat: int) -> list[Event]:
        seat = self.turn
        if seat is None or action.card not in self.hands[seat]:
            raise IllegalAction(self.explain_illegal(action))
        self.hands[seat].remove(action.card)
        self.played.append((seat, action.card))
        self.scores[seat] += value(action.card)
        events = [Event("played", {"seat": seat, "card": action.card})]
        if self.pile:
            card = self.pile.pop()
            self.hands[seat].append(card)
            self.hands[seat].sort()
            events.append(Event("drew", {"seat": seat}, {seat: {"card": card}}))
        players = len(self.hands)
        if not any(self.hands):
            self.turn = None
        else:
            nxt = (seat + 1) % players
            while not self.hands[nxt]:
                nxt = (nxt + 1) % players
            self.turn = nxt
        return events

    def outcome(self) -> Outcome | None:
        if self.turn is not None:
            return None
        best = max(self.scores)
        winners = tuple(i for i, s in enumerate(self.scores) if s == best)
        returns = tuple(1.0 if i in winners else -1.0 for i in range(len(self.scores)))
        return Outcome(
            returns=returns,
            winners=winners,
            reason=Text("Карты кончились", "No cards left"),
            points=tuple(float(s) for s in self.scores),
        )

    def view(self, seat: int | None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": "test_cards",
            "counts": [len(h) for h in self.hands],
            "played": [{"seat": s, "card": c} for s, c in self.played],
            "pile": len(self.pile),
            "turn": self.turn,
            "scores": list(self.scores),
        }
        if seat is not None:
            data["hand"] = list(self.hands[seat])
        return data

    def full_view(self) -> dict[str, Any]:
        return {**self.view(None), "hands": [list(h) for h in self.hands], "rest": list(self.pile)}

    def determinize(self, seat: int, rng: random.Random) -> State:
        clone = self.clone()
        assert isinstance(clone, CardState)
        # Sorted first: shuffled in the order the truth holds them, two worlds the seat
        # cannot tell apart would give different draws (the conformance suite checks this).
        hidden = sorted([c for i, h in enumerate(clone.hands) if i != seat for c in h] + clone.pile)
        rng.shuffle(hidden)
        for i, hand in enumerate(clone.hands):
            if i != seat:
                clone.hands[i] = sorted(hidden.pop() for _ in hand)
        clone.pile = hidden
        return clone


class CardGame(Game):
    id = "test_cards"
    name = Text("Тестовые карты", "Test cards")
    min_seats = 2
    max_seats = 4
    hidden_information = True
    has_chance = True
    options = OptionSchema(
        options=(
            Option("players", "int", 2, Text("Игроков", "Players"), minimum=2, maximum=4),
            Option("hand", "int", 3, Text("Карт на руке", "Cards in hand"), minimum=1, maximum=4),
            Option("fast", "bool", False, Text("Быстрая", "Fast")),
        ),
        presets=(
            Preset("classic", Text("Классика", "Classic"), {}),
            Preset("four", Text("Вчетвером", "Four players"), {"players": 4}),
        ),
        default_preset="classic",
    )

    def seat_count(self, options: dict[str, Any]) -> int:
        return int(options["players"])

    def new_state(self, options: dict[str, Any] | None = None, seed: int | str | bytes = 0):
        return CardState(self, options or self.options.resolve(), seed)


GAME = register(CardGame())


def _broken_bot(*args: Any, **kwargs: Any) -> Any:
    raise RuntimeError("this bot always fails")


class BrokenBotCardGame(CardGame):
    """The same game whose own bots always fail: a table must not stall on them."""

    id = "test_cards_broken_bot"
    name = Text("Тестовые карты (сломанный бот)", "Test cards (broken bot)")
    bot_factories: ClassVar[dict[str, Any]] = {
        "easy": _broken_bot,
        "medium": _broken_bot,
        "hard": _broken_bot,
    }


BROKEN = register(BrokenBotCardGame())
