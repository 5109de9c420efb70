"""Sequence's own players: line counting with the cards in hand, blocking, jacks spent or kept.

Every empty cell is worth what a chip there does to the lines of five through
it: for the mover's team, the windows it extends (a window counts while no
other team's chip is in it, and while it shares at most one cell with each
of the team's sequences); against the other teams, the windows it spoils.
A removing card is worth what taking the chip off does to its owner's lines
and ours. Where a style gives a wild or removing card a cost (the keeper's),
the card is kept until it wins, makes a four, blocks a four or finishes a
sequence; without one (easy's, medium's) it goes as soon as it does most.

- easy: its own lines only, jacks spent freely, with noise;
- medium: lines and blocking, jacks spent as soon as nothing else does more,
  as a casual player spends them, and a little noise, so that of two close
  moves it sometimes takes the lesser;
- keeper (the medium level until 7 December 2026, now arena-only): lines and
  blocking, jacks kept for need. It played within a few points of the
  all-seeing player (docs/benchmarks.md), too close to the top to be the
  middle level;
- plan (the hard level until the weighed player, arena-only): the keeper's
  ten best moves, each weighed with the best move the rest of its hand would
  allow next. The determinized search in search.py (`search` in the arena)
  did no better. The hard level is weighed.py: the keeper's count with each
  empty cell weighed by who can still fill it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from igroteka.games.sequence.actions import Action, Discard, Exchange, Play
from igroteka.games.sequence.board import THROUGH, WINDOWS
from igroteka.games.sequence.cards import REMOVE, WILD
from igroteka.games.sequence.lines import completed
from igroteka.games.sequence.protocol import SequenceTable

EMPTY = -1
FREE = -2
GROW = (0.0, 1.0, 5.0, 25.0, 150.0, 1000.0)
THREAT = 3.0
WIN = 1.0e6


@dataclass(frozen=True)
class Style:
    block: float
    wild_cost: float
    remove_cost: float
    noise: float


EASY = Style(block=0.0, wild_cost=0.0, remove_cost=0.0, noise=40.0)
MEDIUM = Style(block=1.0, wild_cost=0.0, remove_cost=0.0, noise=10.0)
KEEPER = Style(block=1.0, wild_cost=60.0, remove_cost=60.0, noise=0.0)


def spent(window: tuple[int, ...], sequences: list[tuple[int, ...]]) -> bool:
    """Whether a line of five shares two cells with one of the team's sequences: a new
    sequence may reuse one chip of an old one, so such a line can no longer count."""
    cells = set(window)
    return any(len(cells.intersection(s)) > 1 for s in sequences)


def window_counts(chips: list[int], window: tuple[int, ...], team: int) -> tuple[int, int, int]:
    """(own chips and corners, other chips, the other team if only one other is there)."""
    own = other = 0
    foe = -1
    for cell in window:
        chip = chips[cell]
        if chip in (FREE, team):
            own += 1
        elif chip >= 0:
            other += 1
            foe = chip if foe in (-1, chip) else -2
    return own, other, foe


def place_value(table: SequenceTable, cell: int, team: int, block: float) -> float:
    """What a `team` chip on the empty `cell` is worth: lines grown plus lines spoiled."""
    chips = table.chips
    mine = table.sequences[team]
    value = 0.0
    finishing = False
    for index in THROUGH[cell]:
        window = WINDOWS[index]
        own, other, foe = window_counts(chips, window, team)
        if other == 0:
            if not spent(window, mine):
                value += GROW[own + 1] - GROW[own]
                finishing = finishing or own == 4
        elif own - sum(1 for c in window if chips[c] == FREE) == 0 and foe >= 0:
            theirs = other + sum(1 for c in window if chips[c] == FREE)
            if not spent(window, table.sequences[foe]):
                value += block * GROW[theirs] * (THREAT if theirs == 4 else 1.0)
    if finishing:
        chips[cell] = team
        made = completed(chips, team, cell, mine)
        chips[cell] = EMPTY
        if len(mine) + len(made) >= table.needed:
            return WIN
        value += 2000.0 * len(made)
    return value


def remove_value(table: SequenceTable, cell: int, team: int, block: float) -> float:
    """What taking the opponent's chip off `cell` is worth to `team`."""
    chips = table.chips
    foe = chips[cell]
    value = 0.0
    for index in THROUGH[cell]:
        window = WINDOWS[index]
        theirs, other, _ = window_counts(chips, window, foe)
        if other == 0 and not spent(window, table.sequences[foe]):
            value += block * (GROW[theirs] - GROW[theirs - 1]) * (THREAT if theirs == 4 else 1.0)
        own, other_mine, _ = window_counts(chips, window, team)
        if other_mine == 1 and not spent(window, table.sequences[team]):
            value += 0.5 * GROW[own]
    return value


def score_actions(
    table: SequenceTable, team: int, play_value: Callable[[int, int], float]
) -> list[tuple[float, Action]]:
    """Each legal action with its value for the mover, best first.

    Every player of Sequence values the same three kinds alike: an exchange of a
    dead card is always worth taking, a discard costs what the card could still
    do; a play of a card (its effect: a cell's label, a wild or a removing jack)
    on a cell is what `play_value(cell, effect)` says, asked once per cell and
    effect however many copies of the card the hand holds.
    """
    scored: list[tuple[float, Action]] = []
    cache: dict[tuple[int, int], float] = {}
    effects = table.pack.effect
    for action in table.legal_actions():
        if isinstance(action, Exchange):
            scored.append((WIN / 2, action))
            continue
        if isinstance(action, Discard):
            scored.append((-discard_cost(table, action.card, team), action))
            continue
        key = (action.cell, effects[action.card])
        if key not in cache:
            cache[key] = play_value(*key)
        scored.append((cache[key], action))
    scored.sort(key=lambda pair: -pair[0])
    return scored


def action_values(table: SequenceTable, style: Style) -> list[tuple[float, Action]]:
    """Each legal action with its value for the mover, best first (medium's and easy's count)."""
    team = table.team_of[table.mover]

    def play_value(cell: int, effect: int) -> float:
        if effect == REMOVE:
            return remove_value(table, cell, team, style.block) - style.remove_cost
        value = place_value(table, cell, team, style.block)
        return value - style.wild_cost if effect == WILD else value

    return score_actions(table, team, play_value)


def discard_cost(table: SequenceTable, card: int, team: int) -> float:
    """How much a card is worth keeping: dead cards nothing, jacks most."""
    effect = table.pack.effect[card]
    if effect < 0:
        return 500.0
    if table.dead(card):
        return 0.0
    return max(
        place_value(table, c, team, 1.0)
        for c in table.pack.targets(card)
        if table.chips[c] == EMPTY
    )


class SequenceBot:
    """A heuristic player; `style` sets how it blocks, spends jacks and looks ahead."""

    style = MEDIUM

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = options or {}

    def choose(self, state: SequenceTable, seat: int, rng: random.Random) -> Action:
        style = self.style
        scored = action_values(state, style)
        if style.noise:
            scored = [(v + rng.gauss(0.0, style.noise), a) for v, a in scored]
            scored.sort(key=lambda pair: -pair[0])
        return scored[0][1]


class PlanBot(SequenceBot):
    """The keeper's best moves, each weighed with the best follow-up the rest of the hand allows."""

    style = KEEPER
    candidates = 10
    follow = 1.0

    def choose(self, state: SequenceTable, seat: int, rng: random.Random) -> Action:
        scored = action_values(state, self.style)
        best = scored[0]
        if best[0] >= WIN / 2 or not isinstance(best[1], Play):
            return best[1]
        team = state.team_of[seat]
        hand = state.hands[seat]
        chips = state.chips
        rescored: list[tuple[float, Action]] = []
        for value, action in scored[: self.candidates]:
            if not isinstance(action, Play):
                continue
            removing = state.pack.effect[action.card] == REMOVE
            before = chips[action.cell]
            chips[action.cell] = EMPTY if removing else team
            at = hand.index(action.card)
            hand.pop(at)
            after = [v for v, a in action_values(state, self.style) if isinstance(a, Play)]
            hand.insert(at, action.card)
            chips[action.cell] = before
            nxt = min(after[0], 3000.0) if after else 0.0
            rescored.append((value + self.follow * nxt, action))
        rescored.sort(key=lambda pair: -pair[0])
        return rescored[0][1]


class EasyBot(SequenceBot):
    style = EASY


class MediumBot(SequenceBot):
    style = MEDIUM


class KeeperBot(SequenceBot):
    style = KEEPER


BOTS = {"easy": EasyBot, "medium": MediumBot}


def evaluate(table: SequenceTable, seat: int) -> float:
    """A value in [-1, 1]: the seat's team's line potential against the others'."""
    result = table.outcome()
    if result is not None:
        return result.returns[seat]
    team = table.team_of[seat]
    score = [0.0] * table.team_count
    chips = table.chips
    for window in WINDOWS:
        owners = {chips[c] for c in window if chips[c] >= 0}
        if len(owners) == 1:
            owner = owners.pop()
            own = sum(1 for c in window if chips[c] in (owner, FREE))
            score[owner] += GROW[min(own, 4)]
    for t in range(table.team_count):
        score[t] += 3000.0 * len(table.sequences[t])
    mine = score[team]
    theirs = max(score[t] for t in range(table.team_count) if t != team)
    total = mine + theirs
    return 0.0 if total <= 0 else (mine - theirs) / total


def distinct(table: SequenceTable, actions: list[Any]) -> list[Any]:
    """One action per distinct result: two copies of a card on one cell do the same."""
    seen: set[tuple[Any, ...]] = set()
    out: list[Any] = []
    for action in actions:
        code = table.pack.kind_code(action.card)
        key = (type(action).__name__, code, getattr(action, "cell", -1))
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out
