"""Sequence's weighed count with the other seats' hands read as chances, and what their moves tell.

The weighed count (weighed.py, the hard level) gives each empty cell a fixed
part of a chip by what the seat knows for sure: its card held, every copy
spent. But most cells are in between, and what matters is a chance: that
another seat holds a card for the cell now. That chance is hypergeometric
in what the seat has not seen: the unseen copies of the card, the other
seat's hand size and the unseen pool (the deck and every hand but ours,
both public sizes). It grows as the deck runs down (a hand of seven is a
tenth of a pool of seventy, half of one of fourteen), which no fixed weight
can follow. So this player weighs, by those chances:

- a held cell whose other copy is unseen: between `held_safe` (nobody else
  can hold it) and `held_open` at the chance `hold_ref` that another team
  holds it now, down to nothing at twice that; the cells at risk are filled
  first, the safe ones left for later;
- a cell of our line we hold no card for: `loose_risk` off per chance that
  another team holds its card (it may take the cell before we draw one);
  in teams, `mate_held` on per chance that a partner holds it;
- a cell of another team's line: `foe_held` on per chance they hold its card
  (and `foe_jack` for a wild jack), so their lines they can fill soon are
  blocked first;
- another team's four: worth `1 + threat_p * chance` that a seat of theirs
  fills it (its card or a wild jack) before our next turn, instead of a fixed
  factor: a block that cannot be needed yet does not cost a jack.

What a seat did not do tells more than the count of cards. A seat whose team
had an open four and which did not complete it held, at that moment, no
card for its cell and no wild jack; a seat that left another team's four
open (and made no sequence of its own instead) held neither that cell's
card, nor a wild jack, nor a removing jack. It has drawn one card since, so
the chance that it holds them now is about the chance of that one card. The
board before a seat's last move is rebuilt from the table's public `last`
(each seat's last action), undoing the moves made after it in turn order,
so the player keeps no memory and may be rebuilt mid-game. It reads only its
own hand, the public piles, the hand sizes and `last` (never the deck or
another hand). In the arena as `infer`, not a level: tuned on seeds 11000-11002
it gained about two points on hard, but on fresh deals (seeds 71 and 72, 1600
games each) it scored 57.7% and 58.5% against medium, where hard scored 57.2%
and 58.5% on the same deals: short of the club's 60%, and no better than hard
beyond the noise (docs/benchmarks.md).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from igroteka.games.sequence.actions import Action
from igroteka.games.sequence.board import WINDOWS
from igroteka.games.sequence.bots import EMPTY, FREE, spent, window_counts
from igroteka.games.sequence.cards import REMOVE, WILD
from igroteka.games.sequence.protocol import SequenceTable
from igroteka.games.sequence.weighed import Knowledge, WeighedBot, Weights, grow


@dataclass(frozen=True)
class InferWeights(Weights):
    threat_p: float = 6.0  # a four's worth grows by this times the chance it is filled next
    later: float = 0.5  # a later opponent (after our partner) counts by this part
    trust: float = 1.0  # how far a move not made rules a card out (1: fully)
    # A held cell whose other copy is unseen: held_open at this chance that another team
    # holds that copy now, held_safe at none, in between by the chance (0: hard's fixed).
    hold_ref: float = 0.15
    # Another team's line: a part of a chip for the chance they hold a cell's card now,
    # and for the chance they hold a wild jack while a cell is still empty.
    foe_held: float = 0.5
    foe_jack: float = 0.0
    # Our line: a part of a chip for the chance a partner holds the card of a cell we lack.
    mate_held: float = 1.0
    # Our line: a part of a chip off for the chance another team holds a card of a cell
    # we lack (it may take the cell first).
    loose_risk: float = 0.5


def none_chance(pool: int, copies: float, size: int) -> float:
    """The chance that `size` cards drawn from `pool` hold none of `copies` given cards."""
    if copies <= 0 or size <= 0:
        return 1.0
    p = 1.0
    for i in range(size):
        left = pool - i
        if left <= 0:
            return p
        p *= max(0.0, (left - copies) / left)
    return p


def fours(chips: list[int], team: int, sequences: list[tuple[int, ...]]) -> set[int]:
    """The empty cells that would give `team` five in a line (a window it can still use)."""
    cells: set[int] = set()
    for window in WINDOWS:
        own, other, _ = window_counts(chips, window, team)
        if other == 0 and own == 4 and not spent(window, sequences):
            for c in window:
                if chips[c] == EMPTY:
                    cells.add(c)
    return cells


class Beliefs:
    """For each other seat, the kinds of card its last move showed it did not hold."""

    def __init__(self, table: SequenceTable, seat: int, know: Knowledge) -> None:
        self.table = table
        self.seat = seat
        pack = table.pack
        self.ruled_out: dict[int, set[int]] = {}
        chips = list(table.chips)
        seats = table.seats
        two_teams = table.team_count == 2
        # Walk back from the seat that moved last to the seat after ours, undoing each move.
        for back in range(1, seats):
            s = (seat - back) % seats
            last = table.last[s]
            team = table.team_of[s]
            if last is None:
                break
            kind = last["kind"]
            cell = last.get("cell", -1)
            # The board as seat s saw it: undo its own move.
            if kind == "place":
                chips[cell] = EMPTY
            elif kind == "remove":
                if not two_teams:
                    chips[cell] = EMPTY  # whose chip it was is not public here
                else:
                    chips[cell] = 1 - team
            if team != table.team_of[seat]:
                self.ruled_out[s] = self._ruled_out(chips, team, kind, cell)
        self.unseen = dict(know.unseen)
        wild = remove = 0
        for effect in pack.effect.values():
            if effect == WILD:
                wild += 1
            elif effect == REMOVE:
                remove += 1
        gone_wild = gone_remove = 0
        for pile in table.discards:
            for card in pile:
                effect = pack.effect[card]
                if effect == WILD:
                    gone_wild += 1
                elif effect == REMOVE:
                    gone_remove += 1
        self.unseen[WILD] = wild - know.wild - gone_wild
        self.unseen[REMOVE] = remove - know.remove - gone_remove
        self.pool = len(table.deck) + sum(len(table.hands[s]) for s in range(seats) if s != seat)

    def _ruled_out(self, chips: list[int], team: int, kind: str, cell: int) -> set[int]:
        """What seat s (of `team`) cannot have held, from the board it saw and its move."""
        table = self.table
        labels = table.pack.labels
        own = fours(chips, team, table.sequences[team])
        out: set[int] = set()
        if kind == "place" and cell in own:
            return out  # it made a sequence: it chose, nothing is ruled out
        if own:
            out.add(WILD)
            out.update(labels[c] for c in own)
        blocked = False
        theirs: set[int] = set()
        for other in range(table.team_count):
            if other != team:
                theirs |= fours(chips, other, table.sequences[other])
        if theirs:
            if kind == "place" and cell in theirs:
                blocked = True
            elif kind == "remove":
                blocked = True  # a removal may have broken one of them
            if not blocked:
                out.add(WILD)
                out.add(REMOVE)
                out.update(labels[c] for c in theirs)
        return out

    def holds(self, s: int, kinds: tuple[int, ...], trust: float) -> float:
        """The chance that seat s holds at least one card of these kinds now."""
        size = len(self.table.hands[s])
        copies = sum(max(0, self.unseen.get(k, 0)) for k in kinds)
        if copies <= 0:
            return 0.0
        pool = max(self.pool, size)
        ruled = self.ruled_out.get(s)
        if not ruled or trust <= 0.0:
            return 1.0 - none_chance(pool, copies, size)
        out = sum(max(0, self.unseen.get(k, 0)) for k in kinds if k in ruled)
        rest = copies - out
        # The cards kept since its last move hold none of the ruled-out kinds; one is new.
        old = none_chance(pool, rest + (1.0 - trust) * out, size - 1)
        new = 1.0 - copies / pool
        return 1.0 - old * new


class InferBot(WeighedBot):
    """The weighed count with each four of another team weighed by the chance it is filled."""

    weights: Weights = InferWeights()
    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        f.name: (float, 0.0) for f in fields(InferWeights)
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        given = {
            f.name: float(self.options[f.name])
            for f in fields(InferWeights)
            if f.name in self.options
        }
        if given:
            self.weights = replace(self.weights, **given)
        self._fill: dict[tuple[int, int], float] = {}
        self._beliefs: Beliefs | None = None

    def action_values(self, table: SequenceTable) -> list[tuple[float, Action]]:
        seat = table.mover
        self._fill = {}
        self._beliefs = Beliefs(table, seat, Knowledge(table, seat))
        self._seat = seat
        self._table = table
        return super().action_values(table)

    def fill_chance(self, cell: int, foe: int) -> float:
        """The chance that team `foe` fills `cell` before our next turn."""
        key = (cell, foe)
        found = self._fill.get(key)
        if found is not None:
            return found
        table = self._table
        beliefs = self._beliefs
        assert beliefs is not None
        w = self.weights
        assert isinstance(w, InferWeights)
        kinds = (table.pack.labels[cell], WILD)
        miss = 1.0
        part = 1.0
        ours = table.team_of[self._seat]
        for step in range(1, table.seats):
            s = (self._seat + step) % table.seats
            team = table.team_of[s]
            if team == ours:
                part *= w.later
            elif team == foe:
                miss *= 1.0 - part * beliefs.holds(s, kinds, w.trust)
        chance = 1.0 - miss
        self._fill[key] = chance
        return chance

    def _window(self, table: SequenceTable, know: Knowledge, index: int, team: int) -> float:
        w = self.weights
        assert isinstance(w, InferWeights)
        chips = table.chips
        cells = WINDOWS[index]
        own, foe_chips, foe = window_counts(chips, cells, team)
        if foe_chips == 0:
            return self._own_line(table, know, cells, own, team)
        if foe < 0:
            return 0.0
        if own - sum(1 for c in cells if chips[c] == FREE) != 0:
            return 0.0
        if spent(cells, table.sequences[foe]):
            return 0.0
        empty = [c for c in cells if chips[c] == EMPTY]
        x = float(5 - len(empty))
        labels = know.labels
        for c in empty:
            label = labels[c]
            if know.held[label] or know.unseen[label] == 0:
                x -= w.denied
            if w.foe_held:
                x += w.foe_held * self.team_holds(label, foe)
        if empty and w.foe_jack:
            x += w.foe_jack * self.team_holds(WILD, foe)
        value = grow(x, self.foe_table)
        if len(empty) == 1:
            if w.threat_p:
                value *= 1.0 + w.threat_p * self.fill_chance(empty[0], foe)
            elif x >= 3.5:
                value *= w.threat
        return -w.block * value

    def _held_part(self, know: Knowledge, label: int) -> float:
        """A held cell weighed by the chance another team holds its twin (`hold_ref`)."""
        w = self.weights
        assert isinstance(w, InferWeights)
        if know.unseen[label] == 0 or w.hold_ref <= 0.0:
            return super()._held_part(know, label)
        risk = min(2.0, self.taken_chance(label) / w.hold_ref)
        return w.held_safe - (w.held_safe - w.held_open) * risk

    def _loose_part(self, know: Knowledge, label: int, team: int) -> float:
        """A cell we lack, up by the chance a partner holds it, down by the chance a foe does."""
        w = self.weights
        assert isinstance(w, InferWeights)
        part = 0.0
        if w.mate_held:
            part += w.mate_held * self.team_holds(label, team)
        if w.loose_risk:
            part -= w.loose_risk * self.taken_chance(label)
        return part + super()._loose_part(know, label, team)

    def taken_chance(self, label: int) -> float:
        """The chance that some other team's seat holds a card of `label` now."""
        table = self._table
        ours = table.team_of[self._seat]
        seats = [s for s in range(table.seats) if table.team_of[s] != ours]
        return self._any_holds((label, -1), label, seats)

    def team_holds(self, kind: int, team: int) -> float:
        """The chance that some seat of `team` other than ours holds a card of `kind` now."""
        table = self._table
        seats = [s for s in range(table.seats) if s != self._seat and table.team_of[s] == team]
        return self._any_holds((kind, -2 - team), kind, seats)

    def _any_holds(self, key: tuple[int, int], kind: int, seats: list[int]) -> float:
        """The chance that at least one of `seats` holds a card of `kind`, kept by `key`."""
        found = self._fill.get(key)
        if found is not None:
            return found
        beliefs = self._beliefs
        assert beliefs is not None
        w = self.weights
        assert isinstance(w, InferWeights)
        miss = 1.0
        for s in seats:
            miss *= 1.0 - beliefs.holds(s, (kind,), w.trust)
        chance = 1.0 - miss
        self._fill[key] = chance
        return chance
