"""Chapaev bots: they aim by simulating candidate flicks with the game's own physics.

A candidate is one of the bot's discs flicked straight at an opponent's disc
(or a few degrees to either side of it, for a cut) at one of a few powers.
Each is simulated exactly as the server will (physics.py) and scored: the
opponent's discs off, its own discs kept, the extra shot, and how exposed its
discs are left near the edges. The levels differ in how many candidates they
try, whether they look at the opponent's best reply, and in the aiming noise
of the hand that finally flicks (physics is exact; a hand is not):

- easy: no simulation, the nearest target aimed at with a shaky hand (σ 5°);
- medium: the two nearest targets of every disc at two powers (about 30
  simulations), σ 2°;
- hard: four targets, three aim points and four powers (about 400
  simulations), the best few re-tried under its own aiming noise and against
  the opponent's best reply (two-ply), σ 0.7°, within `TIME_BUDGET`.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from igroteka.games.chapaev.actions import KEEP, SWAP, Action, Flick
from igroteka.games.chapaev.physics import BOARD, P_MIN, Shot, simulate
from igroteka.games.chapaev.protocol import ChapaevPosition

PIECES = 8
TIME_BUDGET = 0.8
WIN = 1000.0


def evaluate(state: ChapaevPosition, seat: int) -> float:
    """Material on the board and the rows' progress, for `seat`, in [-1, 1]."""
    if state.result is not None:
        return state.result.returns[seat]
    colour = state.seat_colour[seat]
    left = [sum(state.alive[c * PIECES:(c + 1) * PIECES]) for c in (0, 1)]
    material = (left[colour] - left[1 - colour]) / PIECES
    progress = ((state.rows.w - 1) - (8 - state.rows.b)) / 7
    if colour == 1:
        progress = -progress
    return max(-1.0, min(1.0, 0.6 * material + 0.4 * progress))


def exposure(x: float, y: float) -> float:
    """How close a disc stands to the edge: 1 on it, 0 a square and a half in or more."""
    edge = min(x, y, BOARD - x, BOARD - y)
    return max(0.0, 1.0 - edge / 0.06)


def score(shot: Shot, colour: int) -> float:
    """The value of a shot's result for the shooter's `colour`."""
    own = sum(1 for i in shot.out if i // PIECES == colour)
    opp = len(shot.out) - own
    left_own = sum(shot.alive[colour * PIECES:(colour + 1) * PIECES])
    left_opp = sum(shot.alive[(1 - colour) * PIECES:(2 - colour) * PIECES])
    if left_opp == 0:
        return WIN + left_own if left_own else -5.0
    if left_own == 0:
        return -WIN
    value = 10.0 * opp - 12.0 * own
    if opp and not own:
        value += 4.0
    for i in range(colour * PIECES, (colour + 1) * PIECES):
        if shot.alive[i]:
            value -= 1.5 * exposure(shot.xs[i], shot.ys[i])
    for i in range((1 - colour) * PIECES, (2 - colour) * PIECES):
        if shot.alive[i]:
            value += 0.5 * exposure(shot.xs[i], shot.ys[i])
    return value


@dataclass(frozen=True)
class Candidate:
    piece: int
    angle: float
    power: float


def candidates(
    xs: list[float], ys: list[float], alive: list[bool], colour: int,
    targets: int, offsets: tuple[float, ...], powers: tuple[float, ...],
) -> list[Candidate]:
    """Each own disc aimed at its `targets` nearest opponent discs, with offsets and powers."""
    found = []
    mine = [i for i in range(colour * PIECES, (colour + 1) * PIECES) if alive[i]]
    theirs = [i for i in range((1 - colour) * PIECES, (2 - colour) * PIECES) if alive[i]]
    for i in mine:
        near = sorted(theirs, key=lambda j: (xs[j] - xs[i]) ** 2 + (ys[j] - ys[i]) ** 2)
        for j in near[:targets]:
            aim = math.degrees(math.atan2(ys[j] - ys[i], xs[j] - xs[i]))
            for offset in offsets:
                for power in powers:
                    found.append(Candidate(i, (aim + offset) % 360.0, power))
    return found


def run(state: ChapaevPosition, c: Candidate, xs: list[float] | None = None,
        ys: list[float] | None = None, alive: list[bool] | None = None) -> Shot:
    return simulate(
        state.xs if xs is None else xs, state.ys if ys is None else ys,
        state.alive if alive is None else alive, c.piece, c.angle, c.power, state.physics,
        frames=False,
    )


def as_flick(state: ChapaevPosition, c: Candidate, rng: random.Random, sigma: float,
             power_sigma: float) -> Flick:
    """The candidate as the hand plays it: the aim and the force a little off."""
    colour = c.piece // PIECES
    name = next(n for n, i in state.piece_names(colour).items() if i == c.piece)
    angle = round((c.angle + rng.gauss(0.0, sigma)) % 360.0, 2) % 360.0
    power = round(min(1.0, max(P_MIN, c.power + rng.gauss(0.0, power_sigma))), 3)
    return Flick(name, angle, power)


def pie_answer(state: ChapaevPosition) -> Action:
    """Swap when White's first flick left White ahead on the board."""
    left = [sum(state.alive[c * PIECES:(c + 1) * PIECES]) for c in (0, 1)]
    return SWAP if left[0] > left[1] else KEEP


def best_reply(physics_state: ChapaevPosition, shot: Shot, colour: int) -> float:
    """The opponent's best score over a small sample of replies after `shot`."""
    reply = candidates(shot.xs, shot.ys, shot.alive, colour, 2, (0.0,), (0.6, 0.9))
    best = -WIN
    for c in reply[:24]:
        result = run(physics_state, c, shot.xs, shot.ys, shot.alive)
        best = max(best, score(result, colour))
    return best


class EasyBot:
    """Aims at the nearest opponent disc with a shaky hand; simulates nothing."""

    def choose(self, state: ChapaevPosition, seat: int, rng: random.Random) -> Action:
        if state.phase == "pie":
            return pie_answer(state)
        colour = state.to_shoot
        assert colour is not None
        options = candidates(state.xs, state.ys, state.alive, colour, 1, (0.0,), (0.75,))
        pairs = sorted(
            options,
            key=lambda c: min(
                (state.xs[j] - state.xs[c.piece]) ** 2 + (state.ys[j] - state.ys[c.piece]) ** 2
                for j in range((1 - colour) * PIECES, (2 - colour) * PIECES) if state.alive[j]
            ),
        )
        pick = pairs[rng.randrange(min(3, len(pairs)))]
        return as_flick(state, pick, rng, 5.0, 0.12)


class SearchBot:
    """Simulates candidates and plays the best, with its level's aim and look-ahead."""

    def __init__(self, targets: int, offsets: tuple[float, ...], powers: tuple[float, ...],
                 sigma: float, power_sigma: float, robust: int = 0, reply: int = 0) -> None:
        self.targets = targets
        self.offsets = offsets
        self.powers = powers
        self.sigma = sigma
        self.power_sigma = power_sigma
        self.robust = robust
        self.reply = reply

    def choose(self, state: ChapaevPosition, seat: int, rng: random.Random) -> Action:
        if state.phase == "pie":
            return pie_answer(state)
        deadline = time.perf_counter() + TIME_BUDGET
        colour = state.to_shoot
        assert colour is not None
        scored: list[tuple[float, int, Candidate, Shot]] = []
        found = candidates(state.xs, state.ys, state.alive, colour, self.targets,
                           self.offsets, self.powers)
        for n, c in enumerate(found):
            if n and time.perf_counter() > deadline - 0.3:
                break
            shot = run(state, c)
            scored.append((score(shot, colour), n, c, shot))
        scored.sort(key=lambda item: (-item[0], item[1]))
        if self.robust:
            scored = self._refine(state, scored[: self.robust], colour, deadline)
        best = scored[0][2]
        return as_flick(state, best, rng, self.sigma, self.power_sigma)

    def _refine(self, state: ChapaevPosition, top: list[tuple[float, int, Candidate, Shot]],
                colour: int, deadline: float) -> list[tuple[float, int, Candidate, Shot]]:
        """Re-score the best few by their average under the hand's noise and the reply."""
        refined = []
        for value, n, c, shot in top:
            if time.perf_counter() > deadline:
                refined.append((value, n, c, shot))
                continue
            total = value
            for d in (-2 * self.sigma, 2 * self.sigma):
                total += score(run(state, Candidate(c.piece, (c.angle + d) % 360.0, c.power)),
                               colour)
            mean = total / 3
            own = sum(1 for i in shot.out if i // PIECES == colour)
            keeps_turn = len(shot.out) > own and own == 0
            if self.reply and not keeps_turn and value < WIN / 2:
                mean -= 0.5 * max(0.0, best_reply(state, shot, 1 - colour))
            refined.append((mean, n, c, shot))
        refined.sort(key=lambda item: (-item[0], item[1]))
        return refined


def medium() -> SearchBot:
    return SearchBot(2, (0.0,), (0.55, 0.85), 2.0, 0.05)


def hard() -> SearchBot:
    return SearchBot(4, (-3.0, 0.0, 3.0), (0.45, 0.65, 0.85, 1.0), 0.7, 0.015,
                     robust=8, reply=1)


BOTS = {"easy": EasyBot, "medium": medium, "hard": hard}
