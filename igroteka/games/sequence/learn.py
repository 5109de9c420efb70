"""Sequence's learned player: hard's count corrected by line classes fitted to who won.

The weighed count (weighed.py, the hard level) prices every line of five by
a hand-made curve of its chips, with fixed parts of a chip for held and dead
cells; tuning its weights (SPSA, forks, chances, lookahead) never moved it
off 57-59% against medium. This player fits a position's value to game
results instead: a logistic regression, from the mover's own knowledge,
of its team winning, judged right after its move (before it draws), over

- every line of five in which only the mover's team has chips (corners
  count), in a class by its chips (0-4), its empty cells whose card the
  seat holds (`held`, 0-2+), those whose every copy is spent (`dead`, 0-1+),
  and whether a wild jack in hand could fill one of the rest;
- every line in which only one other team has chips, in a class by their
  chips (1-4), how many of its empty cells they cannot fill (our card, or
  every copy spent: 0-2+) and whether we hold a removing jack;
  (lines both have chips in, or spent by a sequence, count nothing);
- the weighed count itself over all lines (hard's judgement, one feature),
  the wild and removing jacks in hand, the sequences made by us and by the
  others.

It is fitted in two stages (learn_fit.py): the count, the jacks and the
sequences first, then the line classes as a correction on top. Played
alone (one ply on the whole fitted value) the learned value lost badly to
medium in tuning (15-28%): fitted to results of games where hard and medium
almost always block a four, it has no idea what leaving one costs, and its
small differences between ordinary moves are noise. So the player keeps
hard's own value of each move (in logits by the fitted weight of the count)
and adds `trust` (0.1) times the change the move makes to the learned line
classes: hard's judgement with a small learned correction. In tuning
(seeds 20900 and 20901, 400 pairs each, hard on the same deals) a larger
trust lost (0.3: -8 and -6 points against hard), and the correction helped
only when fitted on more varied games (learn_fit's `--mix`): with 1000
games of light randomising it lost 2 points in teams, with 3000 games of
three degrees of randomising it gained 2.8 (two players) and 0.9 (teams),
inside the noise of 400 pairs (about 1.7).

The weights come from learn_fit.py (self-play of hard and medium on seeds
20000-20999, fitted in pure Python, reproducible) and live in
learn_weights.py, one set per table (two players, two teams of two); other
tables use the two-player set. It reads only its own hand and the public
piles (never the deck or another hand), like the weighed count, whose
`Knowledge` it uses. In the arena as `learn`, not a level.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, ClassVar

from igroteka.games.sequence.actions import Action
from igroteka.games.sequence.board import THROUGH, WINDOWS
from igroteka.games.sequence.bots import EMPTY, FREE, WIN, score_actions, spent, window_counts
from igroteka.games.sequence.cards import REMOVE, WILD
from igroteka.games.sequence.learn_weights import WEIGHTS
from igroteka.games.sequence.lines import completed
from igroteka.games.sequence.protocol import SequenceTable
from igroteka.games.sequence.weighed import Knowledge, WeighedBot

# Rare counts share a class with the last common one (each class needs games to fit).
HELD_CAP = 2
DEAD_CAP = 1
DENIED_CAP = 2


def _own_classes() -> dict[tuple[int, int, int, int], int]:
    index: dict[tuple[int, int, int, int], int] = {}
    for chips in range(5):
        empty = 5 - chips
        for held in range(min(empty, HELD_CAP) + 1):
            for dead in range(min(empty - held, DEAD_CAP) + 1):
                for jack in (0, 1):
                    index[(chips, held, dead, jack)] = len(index)
    return index


def _foe_classes(start: int) -> dict[tuple[int, int, int], int]:
    index: dict[tuple[int, int, int], int] = {}
    for chips in range(1, 5):
        for denied in range(min(5 - chips, DENIED_CAP) + 1):
            for remover in (0, 1):
                index[(chips, denied, remover)] = start + len(index)
    return index


OWN = _own_classes()
FOE = _foe_classes(len(OWN))
# The hand and the score, after the line classes.
G_WILD = len(OWN) + len(FOE)
G_REMOVE = G_WILD + 1
G_OURS = G_WILD + 2  # sequences made by the mover's team
G_THEIRS = G_WILD + 3  # the most made by another team
G_BIAS = G_WILD + 4
G_COUNT = G_WILD + 5  # the weighed count (hard's judgement) over all lines, in its units
SIZE = G_WILD + 6
NAMES: tuple[str, ...] = (
    *(f"own c{c} h{h} d{d} j{j}" for c, h, d, j in OWN),
    *(f"foe c{c} n{n} r{r}" for c, n, r in FOE),
    "wild held",
    "remove held",
    "our sequences",
    "their sequences",
    "bias",
    "weighed count",
)


def line_class(
    chips: list[int],
    sequences: list[list[tuple[int, ...]]],
    know: Knowledge,
    cells: tuple[int, ...],
    team: int,
) -> int:
    """The class (an index into the weights) of one line of five for `team`, or -1."""
    own, other, foe = window_counts(chips, cells, team)
    labels = know.labels
    held_of = know.held
    unseen = know.unseen
    if other == 0:
        if own >= 5 or spent(cells, sequences[team]):
            return -1
        held = dead = 0
        for cell in cells:
            if chips[cell] == EMPTY:
                label = labels[cell]
                if held_of[label]:
                    held += 1
                elif unseen[label] == 0:
                    dead += 1
        jack = 1 if know.wild and held < 5 - own else 0
        return OWN[(own, min(held, HELD_CAP), min(dead, DEAD_CAP), jack)]
    if foe < 0:
        return -1
    frees = 0
    denied = 0
    empty = 0
    for cell in cells:
        chip = chips[cell]
        if chip == FREE:
            frees += 1
        elif chip == EMPTY:
            empty += 1
            label = labels[cell]
            if held_of[label] or unseen[label] == 0:
                denied += 1
    if own != frees or spent(cells, sequences[foe]):
        return -1
    return FOE[(5 - empty, min(denied, DENIED_CAP), 1 if know.remove else 0)]


def features(table: SequenceTable, know: Knowledge, team: int) -> dict[int, float]:
    """The position's features for `team` as the mover's seat knows it (class counts, hand,
    score, the weighed count), as index: value."""
    counts: dict[int, float] = {}
    chips = table.chips
    sequences = table.sequences
    for cells in WINDOWS:
        k = line_class(chips, sequences, know, cells, team)
        if k >= 0:
            counts[k] = counts.get(k, 0.0) + 1.0
    for index, value in _globals(table, know, team).items():
        if value:
            counts[index] = value
    return counts


def _globals(table: SequenceTable, know: Knowledge, team: int) -> dict[int, float]:
    theirs = max((len(s) for t, s in enumerate(table.sequences) if t != team), default=0)
    return {
        G_COUNT: sum(COUNT.line_worth(table, know, i, team) for i in range(len(WINDOWS))),
        G_WILD: float(know.wild),
        G_REMOVE: float(know.remove),
        G_OURS: float(len(table.sequences[team])),
        G_THEIRS: float(theirs),
        G_BIAS: 1.0,
    }


# Hard's count without its move-only terms (a sequence's bonus, a jack's cost): a
# position's worth, which learn_fit records as one feature and the player reads as a change.
COUNT = WeighedBot()
COUNT.weights = replace(COUNT.weights, sequence=0.0, wild_cost=0.0, remove_cost=0.0)


def weights_for(table: SequenceTable) -> tuple[float, ...]:
    """The fitted set for this table: two teams of two, else the two-player set."""
    key = "two_teams" if table.seats == 4 and table.team_count == 2 else "two"
    return WEIGHTS[key]


def apply_move(
    table: SequenceTable, know: Knowledge, team: int, cell: int, effect: int
) -> tuple[int, list[tuple[int, ...]]]:
    """Play `effect` on `cell` in place (chip, hand, new sequences); returns what to undo."""
    chips = table.chips
    old = chips[cell]
    made: list[tuple[int, ...]] = []
    if effect == REMOVE:
        chips[cell] = EMPTY
    else:
        chips[cell] = team
        made = completed(chips, team, cell, table.sequences[team])
        table.sequences[team].extend(made)
    know.count(effect, -1)
    return old, made


def undo_move(
    table: SequenceTable,
    know: Knowledge,
    team: int,
    cell: int,
    effect: int,
    undo: tuple[int, list[tuple[int, ...]]],
) -> None:
    old, made = undo
    table.chips[cell] = old
    if made:
        del table.sequences[team][-len(made) :]
    know.count(effect, 1)


class LearnBot(WeighedBot):
    """Hard's judgement of each move plus the learned lines' change, one ply (module doc).

    Settings (arena `learn:trust=0.3`): `trust` scales the learned line classes'
    weights (0: hard's choice alone, 1: as fitted); `core` 1 judges the count,
    the jacks and the sequences by their fitted weights instead of by hard's
    own move value (0, the default); `blend` is the logit a unit of hard's move
    value is worth (by default the fitted weight of the count when `core` is 0).
    """

    TRUST = 0.1
    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "blend": (float, 0.0),
        "trust": (float, 0.0),
        "core": (float, 0.0),
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__({})
        self.options = options or {}
        self.trust = float(self.options.get("trust", self.TRUST))
        self.core = float(self.options.get("core", 0.0))
        given = self.options.get("blend")
        self.blend: float | None = None if given is None else float(given)
        self.theta: tuple[float, ...] = ()

    def _value(self, table: SequenceTable, know: Knowledge, windows: Any, team: int) -> float:
        theta = self.theta
        weigh = theta[G_COUNT]
        chips = table.chips
        sequences = table.sequences
        total = 0.0
        for i in windows:
            k = line_class(chips, sequences, know, WINDOWS[i], team)
            if k >= 0:
                total += theta[k]
            if weigh:
                total += weigh * COUNT.line_worth(table, know, i, team)
        return total

    def learned_values(self, table: SequenceTable) -> list[tuple[float, Action]]:
        """Each legal action with the change it makes to the learned logit, best first."""
        seat = table.mover
        team = table.team_of[seat]
        theta = weights_for(table)
        if self.trust != 1.0 or self.core != 1.0:
            theta = tuple(
                v * (self.trust if k < G_WILD else self.core) for k, v in enumerate(theta)
            )
        self.theta = theta
        know = self.knowledge(table, seat)
        everywhere = range(len(WINDOWS))
        base = [self._value(table, know, (i,), team) for i in everywhere]
        # A jack spent changes the class of lines it does not touch (its flag): per line.
        shift: dict[int, list[float]] = {}
        for effect, kind in ((WILD, "wild"), (REMOVE, "remove")):
            if getattr(know, kind) == 1:
                setattr(know, kind, 0)
                shift[effect] = [self._value(table, know, (i,), team) - base[i] for i in everywhere]
                setattr(know, kind, 1)
        return score_actions(
            table,
            team,
            lambda cell, effect: self._move_value(table, know, team, cell, effect, base, shift),
        )

    def _move_value(
        self,
        table: SequenceTable,
        know: Knowledge,
        team: int,
        cell: int,
        effect: int,
        base: list[float],
        shift: dict[int, list[float]],
    ) -> float:
        theta = self.theta
        touched = set(THROUGH[cell])
        if effect >= 0 and know.held[effect] == 1:
            for other in table.pack.cells_of[effect]:
                if other != cell:
                    touched.update(THROUGH[other])
        ours_before = len(table.sequences[team])
        undo = apply_move(table, know, team, cell, effect)
        made = undo[1]
        if made:
            if ours_before + len(made) >= table.needed:
                undo_move(table, know, team, cell, effect, undo)
                return WIN
            for window in made:
                for each in window:
                    touched.update(THROUGH[each])
        after = self._value(table, know, touched, team)
        undo_move(table, know, team, cell, effect, undo)
        value = after - sum(base[i] for i in touched)
        value += theta[G_OURS] * len(made)
        if effect == WILD:
            value -= theta[G_WILD]
        elif effect == REMOVE:
            value -= theta[G_REMOVE]
        if effect in shift:
            moved = shift[effect]
            value += sum(moved) - sum(moved[i] for i in touched)
        return value

    def choose(self, state: SequenceTable, seat: int, rng: random.Random) -> Action:
        blend = self.blend
        if blend is None:
            blend = weights_for(state)[G_COUNT] if self.core == 0.0 else 0.0
        learned = self.learned_values(state)
        if not blend:
            return learned[0][1]
        counted = {a: v for v, a in self.action_values(state)}
        return max(learned, key=lambda pair: pair[0] + blend * counted[pair[1]])[1]
