"""One Chapaev position: the discs, whose flick it is, the rows, and the match.

Discs 0..7 are White's (files a..h at the start of a round), 8..15 Black's.
Seat 0 plays White until a pie-rule swap. A flick is simulated by
physics.py from the exact floats kept here, so a replay of the same moves
reproduces every position to the last bit.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine.controls import Controls, Number, OneOf
from igroteka.engine.errors import IllegalAction, MalformedAction
from igroteka.engine.events import Event
from igroteka.engine.game import GAME_OVER, Game, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.chapaev import actions, bots, notation, texts, views
from igroteka.games.chapaev.actions import KEEP, SWAP, Action, Flick, PieAnswer
from igroteka.games.chapaev.options import ONE_ROUND
from igroteka.games.chapaev.physics import P_MIN, SQUARE, Physics, simulate, square_of
from igroteka.games.chapaev.rounds import BLACK, WHITE, Rows, after_round, next_shooter

PIECES = 8
SHOOT, PIE, OVER = "shoot", "pie", "over"
FILES = "abcdefgh"
# The finite sample of flicks `legal_actions` offers (bots and random play): 8 directions x 3.
SAMPLE_ANGLES = tuple(45.0 * k for k in range(8))
SAMPLE_POWERS = (0.2, 0.5, 0.9)
# μc when the table's «Friction between pieces» is on (rules §5: "0.0, option 0.1").
CONTACT_FRICTION = 0.1


def square_name(x: float, y: float) -> str:
    f, r = square_of(x, y)
    return f"{FILES[f]}{r + 1}"


class ChapaevState(State):
    def __init__(self, game: Game, options: dict[str, Any], seed: Seed = 0) -> None:
        super().__init__(game, options, seed)
        self.physics = Physics(
            float(options["friction"]),
            float(options["restitution"]),
            contact_friction=CONTACT_FRICTION if options["contact_friction"] else 0.0,
        )
        self.rows = Rows(1, 8)
        self.round = 1
        self.rounds_won = [0, 0]
        self.seat_colour = [WHITE, BLACK]
        self.xs: list[float] = []
        self.ys: list[float] = []
        self.alive: list[bool] = []
        self._set_up()
        self.to_shoot: int | None = WHITE
        self.phase = SHOOT
        self.shots = 0
        self.pie_offered = False
        self.last_shot: dict[str, Any] | None = None
        # Whether the last flick earned its shooter another one (the table announces it).
        self.extra_shot = False
        self.result: Outcome | None = None
        self._names: dict[int, dict[str, int]] = {}

    def _set_up(self) -> None:
        """Every disc centred on its square of its side's row (rules §1)."""
        w, b = self.rows.w, self.rows.b
        self.xs = [(f + 0.5) * SQUARE for f in range(PIECES)] * 2
        self.ys = [(w - 0.5) * SQUARE] * PIECES + [(b - 0.5) * SQUARE] * PIECES
        self.alive = [True] * (2 * PIECES)
        self._names = {}

    def arrange(self, discs: dict[int, tuple[float, float]]) -> None:
        """Put exactly these discs (id: (x, y) in metres) on the board: a set position."""
        self.alive = [i in discs for i in range(2 * PIECES)]
        for i, (x, y) in discs.items():
            self.xs[i], self.ys[i] = float(x), float(y)
        self._names = {}

    def clone(self) -> ChapaevState:
        other = object.__new__(ChapaevState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.rounds_won = list(self.rounds_won)
        other.seat_colour = list(self.seat_colour)
        other.xs = list(self.xs)
        other.ys = list(self.ys)
        other.alive = list(self.alive)
        other._names = {}
        return other

    # --- who acts ------------------------------------------------------------
    def colour_seat(self, colour: int) -> int:
        return self.seat_colour.index(colour)

    def current_seat(self) -> int | None:
        if self.phase == PIE:
            return self.colour_seat(BLACK)
        if self.phase == SHOOT and self.to_shoot is not None:
            return self.colour_seat(self.to_shoot)
        return None

    def outcome(self) -> Outcome | None:
        return self.result

    def piece_names(self, colour: int) -> dict[str, int]:
        """Each disc of `colour` on the board by name: its square, "/2" for a second one there."""
        cached = self._names.get(colour)
        if cached is not None:
            return cached
        names: dict[str, int] = {}
        for i in range(colour * PIECES, (colour + 1) * PIECES):
            if not self.alive[i]:
                continue
            base = square_name(self.xs[i], self.ys[i])
            name, k = base, 1
            while name in names:
                k += 1
                name = f"{base}/{k}"
            names[name] = i
        self._names[colour] = names
        return names

    def _controls(self) -> Controls:
        assert self.to_shoot is not None
        return Controls(
            "flick",
            (
                OneOf("piece", texts.PIECE, tuple(self.piece_names(self.to_shoot))),
                Number("angle", texts.ANGLE, 0.0, 360.0, "°", samples=len(SAMPLE_ANGLES)),
                Number("power", texts.POWER, P_MIN, 1.0, samples=len(SAMPLE_POWERS)),
            ),
        )

    def controls(self, seat: int) -> dict[str, Any] | None:
        if self.phase == SHOOT and seat == self.current_seat():
            return self._controls().to_json()
        return None

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.not_acting(seat) or self.phase == OVER:
            return []
        if self.phase == PIE:
            return [SWAP, KEEP]
        assert self.to_shoot is not None
        return [
            Flick(name, angle, power)
            for name in self.piece_names(self.to_shoot)
            for angle in SAMPLE_ANGLES
            for power in SAMPLE_POWERS
        ]

    def check(self, action: Any, seat: int | None = None) -> None:
        if self.phase == OVER:
            raise IllegalAction(GAME_OVER, code="game_over")
        if isinstance(action, PieAnswer):
            if self.phase != PIE:
                raise IllegalAction(texts.NO_PIE_NOW, code="no_pie_now")
            return
        if not isinstance(action, Flick):
            raise MalformedAction(texts.WRONG_KIND)
        if self.phase == PIE:
            raise IllegalAction(texts.PIE_NOW, code="pie_pending")
        assert self.to_shoot is not None
        mine = self.piece_names(self.to_shoot)
        if action.piece not in mine:
            theirs = self.piece_names(1 - self.to_shoot)
            if action.piece in theirs:
                raise IllegalAction(
                    texts.NOT_YOURS.with_params(square=action.piece), code="not_yours",
                    field="piece",
                )
            raise IllegalAction(
                texts.NO_PIECE.with_params(square=action.piece, mine=", ".join(mine)),
                code="no_piece", field="piece",
            )
        self._controls().read(
            {"piece": action.piece, "angle": action.angle, "power": action.power}
        )

    # --- applying ----------------------------------------------------------------
    def _apply(self, action: Action, seat: int) -> list[Event]:
        if isinstance(action, PieAnswer):
            return self._answer_pie(action, seat)
        return self._flick(action, seat)

    def _answer_pie(self, action: PieAnswer, seat: int) -> list[Event]:
        if action.swap:
            self.seat_colour = [1 - c for c in self.seat_colour]
        self.phase = SHOOT
        return [Event("pie", {"seat": seat, "swap": action.swap,
                              "seat_colours": list(self.seat_colour)})]

    def _flick(self, action: Flick, seat: int) -> list[Event]:
        colour = self.to_shoot
        assert colour is not None
        piece = self.piece_names(colour)[action.piece]
        start = [self.xs[piece], self.ys[piece]]
        before = {str(i): [self.xs[i], self.ys[i]] for i in range(2 * PIECES) if self.alive[i]}
        shot = simulate(self.xs, self.ys, self.alive, piece, action.angle, action.power,
                        self.physics)
        self.xs, self.ys, self.alive = shot.xs, shot.ys, shot.alive
        self._names = {}
        self.shots += 1
        own = sum(1 for i in shot.out if i // PIECES == colour)
        opp = len(shot.out) - own
        self.last_shot = {
            "seat": seat,
            "colour": colour,
            "piece": piece,
            "name": action.piece,
            "from": start,
            "angle": action.angle,
            "power": action.power,
            "out": list(shot.out),
            "number": self.shots,
            # Where every disc stood, and the keyframes: the table animates the flick from these.
            "before": before,
            "trajectory": shot.frames,
        }
        events = [
            Event(
                "flick",
                {
                    "seat": seat,
                    "colour": colour,
                    "piece": piece,
                    "name": action.piece,
                    "angle": action.angle,
                    "power": action.power,
                    "out": list(shot.out),
                    "knocked_own": own,
                    "knocked_opponent": opp,
                    "duration": round(shot.duration, 6),
                    "trajectory": shot.frames,
                },
            )
        ]
        left = [sum(self.alive[c * PIECES:(c + 1) * PIECES]) for c in (WHITE, BLACK)]
        self.extra_shot = False
        if left[WHITE] and left[BLACK]:
            self.to_shoot = next_shooter(colour, opp, own)
            self.extra_shot = self.to_shoot == colour
            events.append(
                Event("turn", {"colour": self.to_shoot, "extra": self.to_shoot == colour})
            )
            if self.options["pie_rule"] and not self.pie_offered and self.shots == 1:
                self.pie_offered = True
                self.phase = PIE
                events.append(Event("pie_offered", {"seat": self.colour_seat(BLACK)}))
            return events
        if not left[WHITE] and not left[BLACK]:
            events.append(Event("round_drawn", {"round": self.round, "rows": self._rows_json()}))
            self.round += 1
            self._set_up()
            self.to_shoot = 1 - colour
            return events
        winner = WHITE if left[WHITE] else BLACK
        clean = left[winner] == PIECES
        self.rounds_won[self.colour_seat(winner)] += 1
        if self.options["match"] == ONE_ROUND:
            rows = Rows(self.rows.w, self.rows.b, winner)
        else:
            rows = after_round(self.rows, winner, clean, bool(self.options["clean_win_bonus"]))
        events.append(
            Event(
                "round_over",
                {
                    "round": self.round,
                    "winner": winner,
                    "seat": self.colour_seat(winner),
                    "clean": clean,
                    "rows": {"w": rows.w, "b": rows.b},
                },
            )
        )
        self.rows = Rows(rows.w, rows.b)
        if rows.match_winner is not None:
            self._finish(rows.match_winner)
            events.append(Event("game_over", {"outcome": self.result_json()}))
            return events
        self.round += 1
        self._set_up()
        self.to_shoot = winner
        return events

    def _finish(self, colour: int) -> None:
        seat = self.colour_seat(colour)
        returns = tuple(1.0 if s == seat else -1.0 for s in range(2))
        reason = texts.ROUND_WON if self.options["match"] == ONE_ROUND else texts.MATCH_WON
        self.result = Outcome(
            returns, (seat,), reason, tuple(float(n) for n in self.rounds_won),
            {"rounds": self.round, "rows": self._rows_json()},
        )
        self.phase = OVER
        self.to_shoot = None

    def result_json(self) -> dict[str, Any] | None:
        return None if self.result is None else self.result.to_json()

    def _rows_json(self) -> dict[str, int]:
        return {"w": self.rows.w, "b": self.rows.b}

    # --- notation, JSON, views ------------------------------------------------------
    def action_from_json(self, data: Any) -> Action:
        action = actions.action_from_json(data)
        if isinstance(action, Flick) and self.phase == SHOOT:
            self.check(action)
        return action

    def parse_action(self, text: str, seat: int | None = None) -> Action:
        action = notation.parse_action(text)
        if isinstance(action, Flick) and self.phase == SHOOT:
            self.check(action)
        return action

    def event_label(self, event: dict[str, Any]) -> Text | None:
        return views.event_label(event)

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, color, lang)

    def match_score(self) -> dict[str, Any] | None:
        return {
            "round": self.round,
            "rounds_won": list(self.rounds_won),
            "rows": self._rows_json(),
        }

    # --- for bots ----------------------------------------------------------------------
    def evaluate(self, seat: int) -> float:
        return bots.evaluate(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> ChapaevState:
        return self.clone()
