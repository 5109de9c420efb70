"""Go-Stop bots: easy (greedy capture), medium (combination-aware greedy), hard (sampling search).

First the position knowledge they share: `potential` is the combination
score plus partial credit for combinations under way, built from
per-combination tables so that the value of one more card (`card_gain`) is two
table lookups: bots call it thousands of times per move. The partial credits
are judgment, tuned by play; they only rank choices. `evaluate` (the state's)
is the race of potentials.

Every bot sees only what its seat may see: the easy and medium bots read the
seat's hand and the public table; the hard bot deals the unseen cards anew
(`determinize`) and plays the deal out many times, so its Go or Stop weighs a
certain payment now against the sampled risk that the opponent reaches 7 and
stops first.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from igroteka.bots.base import timer
from igroteka.games.go_stop.actions import (
    CHOOSE_HAND,
    CHOOSE_STOCK,
    CHOOSES,
    DECIDE,
    GO,
    PLAY,
    PLAYS,
    STOP,
    Action,
    Play,
)
from igroteka.games.go_stop.cards import (
    ALL_IDS,
    ANIMAL,
    BIRDS,
    BRIGHT,
    CUP,
    JUNK,
    KIND,
    MONTH,
    RAIN_BRIGHT,
    RIBBON,
    SET_OF,
    UNITS,
)
from igroteka.games.go_stop.knowledge import PlayModel, Reading
from igroteka.games.go_stop.protocol import GoStopDeal
from igroteka.games.go_stop.scoring import GODORI_BONUS, SET_BONUS, SET_INDEX, Pile, bright_points

# Value of holding n brights (without, with the rain bright among them).
BRIGHT_TABLE = (
    tuple([0.0, 0.3, 1.2] + [float(bright_points(n, False)) for n in range(3, 6)]),
    tuple([0.0, 0.25, 1.0] + [float(bright_points(n, True)) for n in range(3, 6)]),
)
ANIMAL_TABLE = tuple(float(n - 4) if n >= 5 else 0.12 * n * n / 5 for n in range(11))
BIRD_TABLE = (0.0, 0.3, 1.6, float(GODORI_BONUS))
RIBBON_TABLE = tuple(float(n - 4) if n >= 5 else 0.1 * n * n / 5 for n in range(11))
SET_TABLE = (0.0, 0.2, 1.0, float(SET_BONUS))
JUNK_TABLE = tuple(float(n - 9) if n >= 10 else 0.05 * n * n / 10 for n in range(31))


def _junk_value(units: int) -> float:
    return JUNK_TABLE[units] if units <= 30 else float(units - 9)


def potential(pile: Pile) -> float:
    """Combination score plus partial credit for combinations under way."""
    value = BRIGHT_TABLE[pile.rain][pile.brights] + BIRD_TABLE[pile.birds]
    value += RIBBON_TABLE[pile.ribbons]
    for n in pile.sets:
        value += SET_TABLE[n]
    animals, units = pile.animals, pile.units
    if pile.cup:
        value += max(
            ANIMAL_TABLE[animals + 1] + _junk_value(units),
            ANIMAL_TABLE[animals] + _junk_value(units + 2),
        )
    else:
        value += ANIMAL_TABLE[animals] + _junk_value(units)
    return value


def card_gain(pile: Pile, card: int) -> float:
    """How much taking `card` raises this pile's potential (a few table lookups)."""
    kind = KIND[card]
    if pile.cup and kind in (JUNK, ANIMAL):
        # The cup counts as an animal or as junk, whichever is worth more: recompute.
        trial = pile.copy()
        trial.add(card)
        return potential(trial) - potential(pile)
    if kind == JUNK:
        units = pile.units
        return _junk_value(units + UNITS[card]) - _junk_value(units)
    if kind == BRIGHT:
        table = BRIGHT_TABLE[pile.rain or card == RAIN_BRIGHT]
        return table[pile.brights + 1] - BRIGHT_TABLE[pile.rain][pile.brights]
    if kind == ANIMAL:
        animals = pile.animals
        gain = ANIMAL_TABLE[animals + 1] - ANIMAL_TABLE[animals]
        if card == CUP:
            units = pile.units
            return max(gain, _junk_value(units + 2) - _junk_value(units))
        if card in BIRDS:
            gain += BIRD_TABLE[pile.birds + 1] - BIRD_TABLE[pile.birds]
        return gain
    gain = RIBBON_TABLE[pile.ribbons + 1] - RIBBON_TABLE[pile.ribbons]
    name = SET_OF.get(card)
    if name is not None:
        n = pile.sets[SET_INDEX[name]]
        gain += SET_TABLE[n + 1] - SET_TABLE[n]
    return gain


def static_value(card: int) -> float:
    """A pile-free guess of a card's worth (brights, birds, set ribbons first)."""
    kind = KIND[card]
    if kind == BRIGHT:
        return 2.5
    if card == CUP:
        return 1.6
    if kind == ANIMAL:
        return 1.6 if card in BIRDS else 0.9
    if kind == RIBBON:
        return 1.0 if card in SET_OF else 0.6
    return 0.35 * UNITS[card]


def evaluate(state: GoStopDeal, seat: int) -> float:
    """In [-1, 1]: the payout if the deal ended now, or the race of potentials while it runs."""
    outcome = state.outcome()
    if outcome is not None:
        points = outcome.points[seat] if outcome.points else 0.0
        return math.tanh(points / 10.0)
    mine = potential(state.piles[seat])
    theirs = potential(state.piles[1 - seat])
    return math.tanh((mine - theirs) / 7.0)


# === the players =============================================================

VALUE = (0.0, *(static_value(card) for card in ALL_IDS))


class EasyBot:
    """Plays a card that captures the most, else a random one; always stops."""

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = options

    def choose(self, state: GoStopDeal, seat: int, rng: random.Random) -> Action:
        actions = state.legal_actions()
        if state.phase == DECIDE:
            return STOP
        if state.phase in (CHOOSE_HAND, CHOOSE_STOCK):
            return CHOOSES[max(state.layout[MONTH[pending_card(state)]], key=VALUE.__getitem__)]
        best: list[Action] = []
        most = -1
        for action in actions:
            assert isinstance(action, Play)
            found = len(state.layout[MONTH[action.card]])
            taken = 0 if found == 0 else (4 if found == 3 else 2)
            if taken > most:
                best, most = [action], taken
            elif taken == most:
                best.append(action)
        return rng.choice(best)


def pending_card(state: GoStopDeal) -> int:
    """The card waiting for a pair: the hand card, or the stock card once it is turned."""
    return state.hand_card if state.phase == CHOOSE_HAND else state.stock_card


@dataclass(frozen=True)
class Style:
    """How a greedy player weighs its choices; MEDIUM is the medium bot, SHARP the hard bot's.

    A capture is worth the combination gain of the cards taken (`card_gain`)
    plus `deny` times what they were worth to the opponent; a card left on the
    layout costs `risk` times the opponent's gain, unless we hold another card
    of its month; pairing with a lone layout card whose fourth card is unseen
    (a ppuk may follow) adds `lone_pair`; taking a stack adds `stack`. Go while
    fewer than `go_limit` Gos were called, the opponent's potential is under
    `go_potential` and at least `go_cards` cards remain in hand.
    """

    risk: float = 0.6
    static: float = 0.05
    lone_pair: float = -0.15
    stack: float = 0.6
    deny: float = 0.0
    go_potential: float = 3.5
    go_limit: int = 2
    go_cards: int = 3


MEDIUM = Style()
# Tuned by coordinate search against MEDIUM: each change was kept only if it won clearly more
# points (+0.4 or more per pair) over 2,000 duplicate deal pairs (seeds from 100000), about
# +3 points per pair in all. Its Go rule only steers the hard bot's rollouts.
SHARP = Style(deny=0.6, lone_pair=0.3, go_cards=2, go_potential=5.0)


def greedy_values(
    state: GoStopDeal, style: Style = MEDIUM, held: list[int] | None = None
) -> list[tuple[float, int]]:
    """The value of each hand card of the seat to move, as (value, card).

    Written flat because rollouts call it on every turn. `held` (cards of each
    month in hand) is counted from the hand unless given: the play model
    (`knowledge.PlayModel`) values every card a hand might hold at once, as if
    the hand held `held[m]` cards of month m.
    """
    seat = state.mover
    hand = state.hands[seat]
    layout = state.layout
    pile = state.piles[seat]
    rival = state.piles[1 - seat]
    gone = state.gone
    deny = style.deny
    if held is None:
        held = [0] * 13
        for card in hand:
            held[MONTH[card]] += 1
    values: list[tuple[float, int]] = []
    for card in hand:
        month = MONTH[card]
        there = layout[month]
        n = len(there)
        if n == 0:
            value = -style.static * VALUE[card]
            if held[month] == 1:
                value -= style.risk * card_gain(rival, card)
        elif n == 1:
            other = there[0]
            value = card_gain(pile, card) + card_gain(pile, other)
            if deny:
                value += deny * card_gain(rival, other)
            if state.stock and 4 - gone[month] - 1 - held[month] > 0:
                value += style.lone_pair
        elif n == 2:
            first, second = card_gain(pile, there[0]), card_gain(pile, there[1])
            other = there[0] if first >= second else there[1]
            value = card_gain(pile, card) + max(first, second)
            if deny:
                value += deny * card_gain(rival, other)
        else:
            value = card_gain(pile, card) + style.stack
            for other in there:
                value += card_gain(pile, other)
                if deny:
                    value += deny * card_gain(rival, other)
        values.append((value, card))
    return values


def greedy_play(state: GoStopDeal, style: Style = MEDIUM) -> Action:
    best = 0
    best_value = -1e9
    for value, card in greedy_values(state, style):
        if value > best_value:
            best, best_value = card, value
    return PLAYS[best]


def medium_values(state: GoStopDeal, held: list[int]) -> list[tuple[float, int]]:
    """Medium's card values as the play model reads them (`knowledge.PlayModel`)."""
    return greedy_values(state, MEDIUM, held)


def greedy_pair(state: GoStopDeal) -> Action:
    """Pair with the card worth more to our combinations (the lower ID on a tie)."""
    pile = state.piles[state.mover]
    options = state.layout[MONTH[pending_card(state)]]
    return CHOOSES[max(options, key=lambda c: (card_gain(pile, c), -c))]


def greedy_goes(state: GoStopDeal, seat: int, style: Style = MEDIUM) -> bool:
    """The threshold rule: Go while the opponent is far from 7 and cards remain, else Stop."""
    if state.last_turn:
        return False
    return (
        state.gos[seat] < style.go_limit
        and potential(state.piles[1 - seat]) < style.go_potential
        and len(state.hands[seat]) >= style.go_cards
    )


class MediumBot:
    """Greedy on combination gains, wary of leaving cards to the opponent; a threshold Go rule."""

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = options

    def choose(self, state: GoStopDeal, seat: int, rng: random.Random) -> Action:
        phase = state.phase
        if phase == DECIDE:
            return GO if GO in state.legal_actions() and greedy_goes(state, seat) else STOP
        if phase == PLAY:
            return greedy_play(state)
        return greedy_pair(state)


def rollout(state: GoStopDeal, seat: int, mine: Style = MEDIUM, theirs: Style = MEDIUM) -> float:
    """Play the deal out greedily (`seat` in style `mine`, the opponent in `theirs`).

    Returns the points `seat` ends with.
    """
    styles = (mine, theirs) if seat == 0 else (theirs, mine)
    while state.result is None:
        phase = state.phase
        style = styles[state.mover]
        if phase == PLAY:
            state.advance(greedy_play(state, style))
        elif phase == DECIDE:
            state.advance(GO if greedy_goes(state, state.mover, style) else STOP)
        else:
            state.advance(greedy_pair(state))
    result = state.result
    if result.winner is None:
        return 0.0
    return float(result.amount if result.winner == seat else -result.amount)


WorldDraw = Callable[[random.Random], GoStopDeal]


class HardBot:
    """A sharper greedy policy, improved by search where the search is sure; Go or Stop by EV.

    A play: the greedy choice (style SHARP) and its best few alternatives are
    each played to the end of the deal from the same sampled deals (the unseen
    cards dealt anew each time; then this seat plays SHARP and the opponent is
    modelled as MEDIUM). An alternative replaces the greedy choice only when it
    wins more points on average by a clear margin (`margin_z` standard errors
    of the paired differences), so the noise of the samples cannot talk the
    bot out of a sound play. This is rollout policy improvement (Tesauro and
    Galperin, 1996) over sampled deals. It samples until its sample count
    (120 deals; 800 for a Go) or its time budget (`time_limit`, 0.4 s on the
    clock `igroteka.bots.base.measured_by` set) runs out; a rollout costs about
    0.3 ms, so the count ends it first (about 0.06 s a move). Four times the
    old 30 deals won +2.3 points a deal more against medium on screening
    seeds, within the noise; a whole 0.4 s of samples (ten candidates) did
    not do better (docs/benchmarks.md, "Card games: how close to the ceiling").

    Go or Stop: a Stop pays a known amount now; a Go is played out from many
    sampled deals, and the bot goes on only if that pays more on average, so
    the risk that the opponent reaches 7 and stops first is priced in.

    Reading the play (issue 23): the sampled deals are weighted by how likely
    the opponent's plays were in them, medium's policy as his model
    (`knowledge.PlayModel`: `miss` 0.2 a card medium would not have played, at
    most `draws`, 16, deals for one sample); `hard:miss=1` switches it off.
    Against medium on fresh seeds 43 and 47 it won +2.63 points a deal more
    than the uniform sampler [+0.78, +4.92] (docs/plans/2026-12-07-gostop-read.md).
    """

    # What `igroteka arena` may set (`hard:samples=60,time_limit=0.2`): type, smallest value.
    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "candidates": (int, 1),
        "samples": (int, 0),
        "go_samples": (int, 1),
        "margin_z": (float, 0.0),
        "time_limit": (float, 0.001),
        "miss": (float, 0.0),
        "draws": (int, 1),
    }

    def __init__(
        self,
        options: dict[str, Any] | None = None,
        *,
        candidates: int = 4,
        samples: int = 120,
        go_samples: int = 800,
        margin_z: float = 2.0,
        budget_s: float = 0.4,
        style: Style = SHARP,
        model: Style = MEDIUM,
        miss: float = 0.2,
        draws: int = 16,
    ) -> None:
        self.options = options
        settings = options or {}
        self.candidates = int(settings.get("candidates", candidates))
        self.samples = int(settings.get("samples", samples))
        self.go_samples = int(settings.get("go_samples", go_samples))
        self.margin_z = float(settings.get("margin_z", margin_z))
        self.budget_s = float(settings.get("time_limit", budget_s))
        self.style = style
        self.model = model
        self.play_model = PlayModel(
            medium_values,
            min(1.0, float(settings.get("miss", miss))),
            int(settings.get("draws", draws)),
        )

    def choose(self, state: GoStopDeal, seat: int, rng: random.Random) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        draw = self.worlds(state, seat)
        if state.phase == DECIDE:
            return self.go_or_stop(state, seat, rng, draw)
        if state.phase == PLAY:
            ranked = [PLAYS[c] for _, c in sorted(greedy_values(state, self.style), reverse=True)]
            base = greedy_play(state, self.style)
        else:
            ranked = list(actions)
            base = greedy_pair(state)
        others = [action for action in ranked if action != base][: self.candidates - 1]
        return self.improve(state, seat, base, others, rng, draw)

    def world(self, state: GoStopDeal, seat: int, rng: random.Random) -> GoStopDeal:
        """A deal to search: the unseen cards dealt anew from what `seat` knows."""
        return state.determinize(seat, rng)

    def reading(self, state: GoStopDeal, seat: int) -> Reading | None:
        """This decision's play model, or None for worlds drawn by `world` alone."""
        return self.play_model.reading(state, seat)

    def worlds(self, state: GoStopDeal, seat: int) -> WorldDraw:
        """How this decision draws its deals: `world`, weighted by the play model if on."""
        reading = self.reading(state, seat)
        if reading is None:
            return lambda rng: self.world(state, seat, rng)
        return reading.world

    def improve(
        self,
        state: GoStopDeal,
        seat: int,
        base: Action,
        others: list[Action],
        rng: random.Random,
        draw: WorldDraw | None = None,
    ) -> Action:
        if draw is None:
            draw = self.worlds(state, seat)
        now = timer()
        deadline = now() + self.budget_s
        differences: list[list[float]] = [[] for _ in others]
        for _ in range(self.samples):
            world = draw(rng)
            trial = world.search_copy()
            trial.advance(base)
            base_points = rollout(trial, seat, self.style, self.model)
            for i, action in enumerate(others):
                trial = world.search_copy()
                trial.advance(action)
                differences[i].append(rollout(trial, seat, self.style, self.model) - base_points)
            if now() > deadline:
                break
        best, best_gain = base, 0.0
        for action, diffs in zip(others, differences, strict=True):
            gain = clear_gain(diffs, self.margin_z)
            if gain > best_gain:
                best, best_gain = action, gain
        return best

    def go_or_stop(
        self, state: GoStopDeal, seat: int, rng: random.Random, draw: WorldDraw | None = None
    ) -> Action:
        if draw is None:
            draw = self.worlds(state, seat)
        trial = state.search_copy()
        trial.advance(STOP)
        assert trial.result is not None
        stop_value = float(trial.result.amount)
        now = timer()
        deadline = now() + self.budget_s
        total = 0.0
        runs = 0
        for _ in range(self.go_samples):
            world = draw(rng)
            world.advance(GO)
            total += rollout(world, seat, self.style, self.model)
            runs += 1
            if now() > deadline:
                break
        return GO if total / runs > stop_value else STOP


def clear_gain(differences: list[float], z: float) -> float:
    """The mean of paired differences if it exceeds z standard errors, else 0."""
    n = len(differences)
    if n < 2:
        return 0.0
    mean = sum(differences) / n
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    if mean <= 0 or mean * mean * n <= z * z * variance:
        return 0.0
    return mean


class OracleBot(HardBot):
    """Hard's search on the true deal (double dummy): for `igroteka arena` only.

    It sees the opponent's hand and the stock's order, so it is the ceiling hard
    is measured against (docs/benchmarks.md, "Card games: how close to the
    ceiling"). The rollouts are greedy, so on the true deal each one repeats the
    last: two samples (the fewest `clear_gain` takes) and one Go rollout say all.
    It lives in `ARENA_BOTS`, never in `BOTS`: no table can seat it.
    """

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options, samples=2, go_samples=1)

    def world(self, state: GoStopDeal, seat: int, rng: random.Random) -> GoStopDeal:
        return state.search_copy()

    def reading(self, state: GoStopDeal, seat: int) -> Reading | None:
        return None  # nothing to read: the deal is in sight


class HandOracleBot(HardBot):
    """Hard's search with the opponent's hand in sight but the stock unknown: arena only.

    It measures how much of the oracle's margin is knowing the hand (what better
    inference could approach) and how much is knowing the stock's order (what
    no player can know): its worlds keep the true hand and shuffle the stock.
    """

    def world(self, state: GoStopDeal, seat: int, rng: random.Random) -> GoStopDeal:
        other = state.search_copy()
        rng.shuffle(other.stock)
        return other

    def reading(self, state: GoStopDeal, seat: int) -> Reading | None:
        return None  # nothing to read: the hand is in sight


BOTS: dict[str, type[EasyBot] | type[MediumBot] | type[HardBot]] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
# For measurement only (`igroteka arena go_stop oracle medium`), never a table's level.
ARENA_BOTS: dict[str, type[HardBot]] = {"oracle": OracleBot, "oracle_hand": HandOracleBot}
