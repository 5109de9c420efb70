"""A small test-only game for the paths of contract v2 that no real game had yet.

"Sealed throw", for three seats, a round at a time:
- all three name a bid (1, 2 or 3) at the same time; the bids stay sealed
  (out of the other seats' views, events and determinized worlds) until the
  last one is in, then all are revealed together and stay in the view
  (`last_bids`) until the next round's are;
- the highest bidder (the lowest seat among equals) throws: a continuous
  action, an angle in [0, 90] degrees and a power in [0, 1], described by
  `controls`; the distance is `10 * power * sin(2 * angle)` plus a little luck
  drawn from the state's generator, and the event carries the trajectory as
  keyframes, as Chapaev's flick will;
- each seat was dealt a secret token (1..9) when the game began: the opening
  events tell it to its own seat only, and it counts at the end.

After `rounds` rounds the highest score plus token wins. Small, but it runs
sealed choices, continuous actions, opening events and hidden information
through the real engine, bots and server.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

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
)
from igroteka.engine.controls import Controls, Number
from igroteka.engine.game import CONTINUOUS, SIMULTANEOUS
from igroteka.engine.simultaneous import SealedChoices, sealed_event

SEATS = 3
BID, THROW, OVER = "bid", "throw", "over"
CONTROLS = Controls(
    "throw",
    (
        Number("angle", Text("Угол", "Angle"), 0.0, 90.0, "°", samples=4),
        Number("power", Text("Сила", "Power"), 0.0, 1.0, samples=3),
    ),
)
NOT_NOW = Text("Сейчас не время для этого", "This is not the time for that")


@dataclass(frozen=True)
class Bid:
    amount: int

    def to_json(self) -> dict[str, int]:
        return {"bid": self.amount}

    def __str__(self) -> str:
        return f"bid {self.amount}"


@dataclass(frozen=True)
class Throw:
    angle: float
    power: float

    def to_json(self) -> dict[str, Any]:
        return {"throw": {"angle": self.angle, "power": self.power}}

    def __str__(self) -> str:
        return f"throw {self.angle:g} {self.power:g}"


BIDS = (Bid(1), Bid(2), Bid(3))


class SealedThrowState(State):
    def __init__(self, game: Game, options: dict[str, Any], seed: int = 0) -> None:
        super().__init__(game, options, seed)
        self.rounds = int(options["rounds"])
        self.round = 1
        self.scores = [0.0] * SEATS
        self.tokens = [self.rng.randint(1, 9) for _ in range(SEATS)]
        self.phase = BID
        self.sealed = SealedChoices.ask(range(SEATS))
        self.thrower: int | None = None
        # The bids of the round last revealed: public from then on.
        self.last_bids: list[int] | None = None
        self._opening = [
            Event(
                "tokens",
                {"rounds": self.rounds},
                {seat: {"token": self.tokens[seat]} for seat in range(SEATS)},
            )
        ]

    # --- who acts ---------------------------------------------------------
    def acting(self) -> tuple[int, ...]:
        if self.phase == BID:
            return self.sealed.pending()
        if self.phase == THROW:
            assert self.thrower is not None
            return (self.thrower,)
        return ()

    def current_seat(self) -> int | None:
        acting = self.acting()
        return acting[0] if acting else None

    def legal_actions(self, seat: int | None = None) -> list[Any]:
        if self.not_acting(seat):
            return []
        if self.phase == BID:
            return list(BIDS)
        if self.phase == THROW:
            return [Throw(v["angle"], v["power"]) for v in CONTROLS.grid()]
        return []

    def controls(self, seat: int) -> dict[str, Any] | None:
        return CONTROLS.to_json() if self.phase == THROW and seat == self.thrower else None

    def check(self, action: Any, seat: int | None = None) -> None:
        if self.phase == THROW and isinstance(action, Throw):
            CONTROLS.read({"angle": action.angle, "power": action.power})
            return
        if self.phase == BID and isinstance(action, Bid) and action in BIDS:
            return
        raise IllegalAction(NOT_NOW, code="wrong_phase")

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    # --- applying ---------------------------------------------------------
    def _apply(self, action: Any, seat: int) -> list[Event]:
        if isinstance(action, Bid):
            self.sealed.put(seat, action)
            events = [sealed_event(seat, action.to_json())]
            if self.sealed.complete():
                bids = {s: b.amount for s, b in self.sealed.revealed().items()}
                self.thrower = max(range(SEATS), key=lambda s: (bids[s], -s))
                self.phase = THROW
                self.last_bids = [bids[s] for s in range(SEATS)]
                shown = {"bids": list(self.last_bids), "thrower": self.thrower}
                events.append(Event("bids", shown))
            return events
        assert isinstance(action, Throw)
        luck = self.rng.uniform(-0.5, 0.5)
        angle = math.radians(action.angle)
        distance = round(10 * action.power * math.sin(2 * angle) + luck, 6)
        self.scores[seat] = round(self.scores[seat] + distance, 6)
        frames = [
            {"t": t, "x": round(distance * t, 4), "y": round(distance * t * (1 - t), 4)}
            for t in (i / 4 for i in range(5))
        ]
        events = [Event("throw", {"seat": seat, "distance": distance, "trajectory": frames})]
        self.thrower = None
        if self.round >= self.rounds:
            self.phase = OVER
            events.append(Event("end", {"tokens": list(self.tokens)}))
        else:
            self.round += 1
            self.phase = BID
            self.sealed = SealedChoices.ask(range(SEATS))
        return events

    # --- the result ---------------------------------------------------------
    def totals(self) -> list[float]:
        return [round(self.scores[s] + self.tokens[s], 6) for s in range(SEATS)]

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        totals = self.totals()
        best = max(totals)
        winners = tuple(s for s in range(SEATS) if totals[s] == best)
        returns = tuple(1.0 if s in winners else -1.0 for s in range(SEATS))
        return Outcome(returns, winners, Text("Больше очков", "Most points"), tuple(totals))

    # --- notation and JSON ----------------------------------------------------
    def action_from_json(self, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("bid"), int) and len(data) == 1:
            return Bid(data["bid"])
        if isinstance(data, dict) and len(data) == 1 and "throw" in data:
            values = CONTROLS.read(data["throw"])
            return Throw(values["angle"], values["power"])
        raise MalformedAction(
            Text("Ожидалось {bid: n} или {throw: {angle, power}}",
                 "Expected {bid: n} or {throw: {angle, power}}")
        )

    def parse_action(self, text: str, seat: int | None = None) -> Any:
        words = text.split()
        try:
            if words[0] == "bid" and len(words) == 2:
                return self.action_from_json({"bid": int(words[1])})
            if words[0] == "throw" and len(words) == 3:
                angle, power = float(words[1]), float(words[2])
                return self.action_from_json({"throw": {"angle": angle, "power": power}})
        except (IndexError, ValueError):
            pass
        raise MalformedAction(Text("Не понимаю ход «{text}»", "Cannot read '{text}'").with_params(
            text=text))

    # --- views ------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "phase": self.phase,
            "round": self.round,
            "rounds": self.rounds,
            "scores": list(self.scores),
            "thrower": self.thrower,
            "last_bids": self.last_bids,
            "acting": list(self.acting()),
        }
        if self.phase == BID:
            data["bids"] = self.sealed.view(seat, lambda b: b.amount)
        if self.phase == OVER:
            data["tokens"] = list(self.tokens)
        elif seat is not None:
            data["token"] = self.tokens[seat]
        return data

    def full_view(self) -> dict[str, Any]:
        data = self.view(None)
        data["tokens"] = list(self.tokens)
        if self.phase == BID:
            data["bids"]["all"] = {str(s): b.amount for s, b in self.sealed.choices.items()}
        return data

    # --- for bots -------------------------------------------------------------
    def evaluate(self, seat: int) -> float:
        result = self.outcome()
        if result is not None:
            return result.returns[seat]
        lead = self.scores[seat] - max(self.scores[s] for s in range(SEATS) if s != seat)
        return max(-1.0, min(1.0, lead / 20))

    def determinize(self, seat: int, rng: random.Random) -> SealedThrowState:
        world = self.clone()
        world.rng = random.Random(rng.getrandbits(64))
        world.history = []
        world._opening = []
        if self.phase != OVER:
            for other in range(SEATS):
                if other != seat:
                    world.tokens[other] = rng.randint(1, 9)
            world.sealed = self.sealed.resampled(seat, lambda _: rng.choice(BIDS))
        return world

    def clone(self) -> SealedThrowState:
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.scores = list(self.scores)
        other.tokens = list(self.tokens)
        other.last_bids = None if self.last_bids is None else list(self.last_bids)
        other.sealed = self.sealed.copy()
        other.history = list(self.history)
        other._opening = []
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other


class SealedThrowGame(Game):
    id = "test_sealed_throw"
    name = Text("Тайная ставка и бросок", "Sealed bid and throw")
    min_seats = max_seats = SEATS
    hidden_information = True
    has_chance = True
    dynamics = SIMULTANEOUS
    action_space = CONTINUOUS
    options = OptionSchema(
        options=(Option("rounds", "int", 2, Text("Раунды", "Rounds"), minimum=1, maximum=6),),
        presets=(Preset("short", Text("Короткая", "Short"), {}),),
        default_preset="short",
    )

    def seat_count(self, options: dict[str, Any]) -> int:
        return SEATS

    def new_state(self, options: dict[str, Any] | None = None, seed: int = 0) -> SealedThrowState:
        return SealedThrowState(self, self.options.validate(options or {}), seed)


GAME = SealedThrowGame()
