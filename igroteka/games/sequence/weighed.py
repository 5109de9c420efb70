"""Sequence's hard player: medium's line counting, weighed with who can still fill each cell.

Medium counts the chips in every line of five and treats an empty cell as
open to anyone. But each card has two copies, so from what the seat has
seen (its hand, the discard piles, the board) an empty cell is one of:

- held: the seat holds a card for it, and (`safe`) no other copy is
  unaccounted for, so nobody else can take it but with a wild jack;
- open: a copy is still unseen (in the deck or another hand);
- dead: every copy is spent, so only a wild jack fills it.

A line of five is then worth its chips plus a part of a chip for each held
cell, less a part for each dead one (`held_safe`, `held_open`, `dead`); the
other teams' lines are discounted for the cells they cannot fill (their
cards are in our hand or spent: `denied`). A wild jack in hand counts as
one more chip for each of our lines that still needs a card we lack
(`jack_held`): spending it takes that from every line, so hard keeps it to
finish a line rather than to make a four, which is what gained most against
medium in tuning. A move is worth the change it
makes to this count over the lines it touches, less a cost for spending a
jack (higher than medium's). So hard plays first the cells others could take, leaves a
cell only it can fill for later, does not spend a turn blocking a line that
nobody can finish, and keeps the cards its lines need. It reads only its
own hand and the public piles (never the deck or another hand).

The weights are data (`Weights`), tuned against medium on duplicate deals
(docs/benchmarks.md); the arena may pass any of them as settings
(`hard:held_safe=0.9`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from igroteka.games.sequence.actions import Action
from igroteka.games.sequence.board import THROUGH, WINDOWS
from igroteka.games.sequence.bots import (
    EMPTY,
    FREE,
    GROW,
    WIN,
    SequenceBot,
    score_actions,
    spent,
    window_counts,
)
from igroteka.games.sequence.cards import REMOVE, WILD
from igroteka.games.sequence.lines import completed
from igroteka.games.sequence.protocol import SequenceTable

LOG_GROW = tuple(math.log(g) for g in GROW[1:])  # chips 1..5


@dataclass(frozen=True)
class Weights:
    held_safe: float = 0.8  # a held cell nobody else can fill, as a part of a chip
    held_open: float = 0.4  # a held cell a copy of whose card is still unseen
    dead: float = 0.5  # a cell whose every copy is spent, taken off the count
    denied: float = 0.5  # a cell of another team's line that they cannot fill
    block: float = 0.8  # the other teams' lines against ours
    threat: float = 3.0  # their fours, once more
    wild_cost: float = 150.0
    remove_cost: float = 150.0
    sequence: float = 2000.0  # a sequence made that does not yet win
    jack_held: float = 0.7  # a wild jack in hand fills one more cell of each of our lines
    jack_second: float = 0.0  # a second wild jack, for a line with two cells to fill
    thin: float = 0.0  # a cell with one copy of its card unseen and none in hand, off the count
    remover_held: float = 0.0  # a removing jack in hand takes a chip off each of their lines
    fork: float = 0.0  # two cells that each finish a line of ours: one block cannot stop both
    jack_block: float = 0.0  # a wild jack that blocks their four: this part of its cost waived
    jack_last: float = 0.0  # the same for a four that would win them the game
    jack_first: float = 0.0  # a wild jack that blocks a four that would not win: this more
    # A line's worth by its count of 1..5 chips, ours and theirs (medium: 1, 5, 25, 150, 1000).
    own2: float = 5.0
    own3: float = 25.0
    own4: float = 150.0
    foe2: float = 5.0
    foe3: float = 25.0
    foe4: float = 150.0


def grow(x: float, table: tuple[float, ...] = LOG_GROW) -> float:
    """A growth table (logs of the worth of 1..5 chips) read between whole chips."""
    if x <= 0.0:
        return 0.0
    if x < 1.0:
        return x
    if x >= 4.9:
        x = 4.9
    low = int(x)
    frac = x - low
    return math.exp(table[low - 1] * (1.0 - frac) + table[low] * frac)


class Knowledge:
    """What the mover's seat knows of each label's copies: held by it, and still unseen."""

    def __init__(self, table: SequenceTable, seat: int) -> None:
        pack = table.pack
        copies: dict[int, int] = {}
        for effect in pack.effect.values():
            if effect >= 0:
                copies[effect] = copies.get(effect, 0) + 1
        self.held = dict.fromkeys(copies, 0)
        self.wild = 0
        self.remove = 0
        for card in table.hands[seat]:
            effect = pack.effect[card]
            if effect >= 0:
                self.held[effect] += 1
            elif effect == WILD:
                self.wild += 1
            elif effect == REMOVE:
                self.remove += 1
        gone = dict.fromkeys(copies, 0)
        for pile in table.discards:
            for card in pile:
                effect = pack.effect[card]
                if effect >= 0:
                    gone[effect] += 1
        self.unseen = {k: copies[k] - self.held[k] - gone[k] for k in copies}
        self.labels = pack.labels

    def count(self, effect: int, by: int) -> None:
        """One card of this effect more in hand (`by` 1) or less (-1): a play tried, taken back."""
        if effect >= 0:
            self.held[effect] += by
        elif effect == WILD:
            self.wild += by
        else:
            self.remove += by


class WeighedBot(SequenceBot):
    """Medium's line counting with each empty cell weighed by who can fill it (module doc)."""

    weights = Weights()
    # Every weight may be set in the arena (`hard:held_safe=0.9`); none is negative.
    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        f.name: (float, 0.0) for f in fields(Weights)
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        given = {
            f.name: float(self.options[f.name]) for f in fields(Weights) if f.name in self.options
        }
        if given:
            self.weights = replace(self.weights, **given)
        w = self.weights
        self._loss: dict[int, list[float]] = {}
        self._finish: list[tuple[int, int]] = []
        self._fork_before = 0.0
        self.own_table = tuple(
            math.log(max(v, 1e-3)) for v in (1.0, w.own2, w.own3, w.own4, 1000.0)
        )
        self.foe_table = tuple(
            math.log(max(v, 1e-3)) for v in (1.0, w.foe2, w.foe3, w.foe4, 1000.0)
        )

    def knowledge(self, table: SequenceTable, seat: int) -> Knowledge:
        """What the mover's seat knows of the cards (oracle.py's all-seeing player knows more)."""
        return Knowledge(table, seat)

    # --- the count over lines -------------------------------------------------------------
    def _window(self, table: SequenceTable, know: Knowledge, index: int, team: int) -> float:
        """The window's worth to `team`: its line if only ours, minus it if only one foe's."""
        w = self.weights
        chips = table.chips
        labels = know.labels
        cells = WINDOWS[index]
        own, foe_chips, foe = window_counts(chips, cells, team)
        if foe_chips == 0:
            return self._own_line(table, know, cells, own, team)
        if own - sum(1 for c in cells if chips[c] == FREE) == 0 and foe >= 0:
            if spent(cells, table.sequences[foe]):
                return 0.0
            theirs = 5 - sum(1 for c in cells if chips[c] == EMPTY)
            x = float(theirs)
            for cell in cells:
                if chips[cell] == EMPTY:
                    label = labels[cell]
                    if know.held[label] or know.unseen[label] == 0:
                        x -= w.denied
            if know.remove:
                x -= w.remover_held
            value = grow(x, self.foe_table)
            if theirs >= 4 and x >= 3.5:
                value *= w.threat
            return -w.block * value
        return 0.0

    def line_worth(self, table: SequenceTable, know: Knowledge, index: int, team: int) -> float:
        """One window's worth to `team` by this count (the learned player reads it, learn.py)."""
        return self._window(table, know, index, team)

    def _own_line(
        self, table: SequenceTable, know: Knowledge, cells: tuple[int, ...], own: int, team: int
    ) -> float:
        """A line of ours: its chips, plus or minus a part for each empty cell, and a wild jack."""
        if own >= 5 or spent(cells, table.sequences[team]):
            return 0.0
        w = self.weights
        chips = table.chips
        labels = know.labels
        x = float(own)
        loose = 0
        for cell in cells:
            if chips[cell] == EMPTY:
                label = labels[cell]
                if know.held[label]:
                    x += self._held_part(know, label)
                else:
                    loose += 1
                    x += self._loose_part(know, label, team)
        if loose and know.wild:
            x += w.jack_held
            if loose > 1 and know.wild > 1:
                x += w.jack_second
        return grow(x, self.own_table)

    def _held_part(self, know: Knowledge, label: int) -> float:
        """An empty cell of our line whose card we hold: safe or open (module doc)."""
        w = self.weights
        return w.held_safe if know.unseen[label] == 0 else w.held_open

    def _loose_part(self, know: Knowledge, label: int, team: int) -> float:
        """An empty cell of our line whose card we lack: less if few or no copies are left."""
        unseen = know.unseen[label]
        if unseen == 0:
            return -self.weights.dead
        if unseen == 1:
            return -self.weights.thin
        return 0.0

    def _sum(
        self, table: SequenceTable, know: Knowledge, windows: Iterable[int], team: int
    ) -> float:
        return sum(self._window(table, know, i, team) for i in windows)

    def board_value(self, table: SequenceTable, seat: int) -> float:
        """The whole board by this count from `seat`'s side (what `seat` has seen): every
        line, the sequences made, a finished game as a win or a loss. The searching players
        (look.py, jack.py) judge a sampled world's position with it."""
        team = table.team_of[seat]
        if table.over:
            if table.winner is None or table.winner < 0:
                return 0.0
            return WIN if table.winner == team else -WIN
        value = self._sum(table, Knowledge(table, seat), range(len(WINDOWS)), team)
        made = self.weights.sequence
        for other, sequences in enumerate(table.sequences):
            value += made * len(sequences) * (1 if other == team else -1)
        return value

    def count_player(self) -> WeighedBot:
        """A plain weighed count with this player's count settings, for every seat of a
        sampled world; its own instance, so its per-move caches stay apart from this one's."""
        return WeighedBot({k: v for k, v in self.options.items() if k in WeighedBot.SETTINGS})

    def _jack_loss(
        self, table: SequenceTable, know: Knowledge, team: int, kind: str
    ) -> list[float]:
        """Per window, what our last jack of `kind` adds to it now (lost when it is spent)."""
        with_jack = [self._window(table, know, i, team) for i in range(len(WINDOWS))]
        setattr(know, kind, getattr(know, kind) - 1)
        without = [self._window(table, know, i, team) for i in range(len(WINDOWS))]
        setattr(know, kind, getattr(know, kind) + 1)
        return [a - b for a, b in zip(with_jack, without, strict=True)]

    def action_values(self, table: SequenceTable) -> list[tuple[float, Action]]:
        """Each legal action with its worth to the mover, best first."""
        seat = table.mover
        team = table.team_of[seat]
        w = self.weights
        know = self.knowledge(table, seat)
        self._finish = _finishing(table, team, range(len(WINDOWS))) if w.fork else []
        # What spending a jack takes from each line it does not touch (jack_held, remover_held).
        self._loss = {}
        if know.wild and (w.jack_held or w.jack_second):
            self._loss[WILD] = self._jack_loss(table, know, team, "wild")
        if know.remove and w.remover_held:
            self._loss[REMOVE] = self._jack_loss(table, know, team, "remove")

        def play_value(cell: int, effect: int) -> float:
            value = self._play_value(table, know, team, cell, effect)
            if value < WIN / 2:
                if effect == WILD:
                    value -= w.wild_cost
                elif effect == REMOVE:
                    value -= w.remove_cost
            return value

        return score_actions(table, team, play_value)

    def _play_value(
        self, table: SequenceTable, know: Knowledge, team: int, cell: int, effect: int
    ) -> float:
        chips = table.chips
        touched = set(THROUGH[cell])
        if effect >= 0 and know.held[effect] == 1:
            for other in table.pack.cells_of[effect]:
                if other != cell and chips[other] == EMPTY:
                    touched.update(THROUGH[other])
        before = self._sum(table, know, touched, team)
        w = self.weights
        # A wild jack that blocks a four: part of its cost waived (`waive`), or more charged.
        waive = charge = 0.0
        if effect == WILD and (w.jack_block or w.jack_last or w.jack_first):
            foe = _blocks_four(table, cell, team)
            if foe >= 0:
                waive = w.jack_block
                if len(table.sequences[foe]) + 1 >= table.needed:
                    waive += w.jack_last
                else:
                    charge = w.jack_first
                waive = min(waive, 1.0)
        old = chips[cell]
        bonus = 0.0
        if effect == REMOVE:
            chips[cell] = EMPTY
        else:
            chips[cell] = team
            mine = table.sequences[team]
            made = completed(chips, team, cell, mine)
            if made:
                if len(mine) + len(made) >= table.needed:
                    chips[cell] = old
                    return WIN
                bonus = self.weights.sequence * len(made)
        if self.weights.fork:
            self._fork_before = self._fork_score(know, [c for _, c in self._finish])
        know.count(effect, -1)
        if effect in self._loss:
            # A jack spent: the lines this move does not touch lose its help too.
            loss = self._loss[effect]
            lost = sum(loss) - sum(loss[i] for i in touched)
            bonus -= lost
            bonus += waive * lost
        bonus += waive * w.wild_cost - charge
        after = self._sum(table, know, touched, team)
        if self.weights.fork:
            bonus += self._fork_gain(table, know, team, cell)
        know.count(effect, 1)
        chips[cell] = old
        return after - before + bonus

    def _fork_score(self, know: Knowledge, cells: list[int]) -> float:
        """How far past one the finishing cells go: one block stops one of them."""
        labels = know.labels
        score = 0.0
        for c in set(cells):
            label = labels[c]
            if know.held[label] or know.wild:
                score += 1.0
        return max(0.0, min(score, 2.0) - 1.0)

    def _fork_gain(self, table: SequenceTable, know: Knowledge, team: int, cell: int) -> float:
        """The fork's worth after the move (chip placed or taken at `cell`) less before."""
        through = set(THROUGH[cell])
        cells = [c for i, c in self._finish if i not in through]
        cells.extend(c for _, c in _finishing(table, team, through))
        return self.weights.fork * (self._fork_score(know, cells) - self._fork_before)

    def choose(self, state: SequenceTable, seat: int, rng: random.Random) -> Action:
        return self.action_values(state)[0][1]


class FeatBot(WeighedBot):
    """Hard with three strategic terms on (arena `feat`, issue 19): forks and jacks kept.

    `fork`: a move that leaves two different cells each finishing a line of
    ours (a cell we hold the card for, or any cell while we hold a wild jack)
    gains this much, since one block cannot stop both. `jack_first`: a wild
    jack that blocks a four which would not win its owners the game costs
    this much more, since in the two-sequence game the jack is worth more
    finishing a line of ours. `jack_second`: a second wild jack counts one
    more chip for lines with two cells we cannot fill. Games lost to medium
    showed hard keeping its wild jack while the opponents finished a four,
    yet spending it more freely lost in tuning (`jack_block`, `jack_last`),
    so these push the other way. Not a level: on tuning deals it moved
    hard's share by about a point, inside the noise (docs/benchmarks.md).
    """

    weights = Weights(fork=300.0, jack_first=100.0, jack_second=0.4)


def _blocks_four(table: SequenceTable, cell: int, team: int) -> int:
    """The team whose line of four a chip of `team` on the empty `cell` spoils, or -1."""
    chips = table.chips
    for index in THROUGH[cell]:
        cells = WINDOWS[index]
        own, other, foe = window_counts(chips, cells, team)
        frees = sum(1 for c in cells if chips[c] == FREE)
        if (
            own == frees
            and foe >= 0
            and other + frees == 4
            and not spent(cells, table.sequences[foe])
        ):
            return foe
    return -1


def _finishing(table: SequenceTable, team: int, indices: Iterable[int]) -> list[tuple[int, int]]:
    """(window, cell) for each of `team`'s open lines of four and the one cell that finishes it."""
    chips = table.chips
    mine = table.sequences[team]
    found: list[tuple[int, int]] = []
    for index in indices:
        cells = WINDOWS[index]
        own, other, _ = window_counts(chips, cells, team)
        if own == 4 and other == 0 and not spent(cells, mine):
            found.extend((index, c) for c in cells if chips[c] == EMPTY)
    return found
