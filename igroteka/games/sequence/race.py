"""Sequence's `race` player (issue 19): lines judged by how many rounds they need, not by chips.

The weighed count (weighed.py, the hard level) values a line by its chips
and a part of a chip per empty cell. A game of Sequence is a race, though:
who finishes the sequences it still needs first. So from what the mover's
seat has seen (its hand, the discard piles, the board, how many cards each
other hand and the deck hold; never the cards in them) this player
estimates, for every live line of five and every team, how many rounds it
needs to be finished (`Race.line_rounds`):

- an empty cell whose card we hold is ready: it costs one play;
- a cell whose card is still unseen waits: a team draws one card a seat a
  round, so it comes after about `unseen pool / (seats x copies unseen)`
  rounds, less by the chance another seat of that team already holds a
  copy; an unseen wild jack helps every such cell a little (`jack_share`);
- a cell whose every copy is spent (or, for the other side, held by us)
  waits for a wild jack; our own wild jacks in hand fill the slowest cells;
- the line needs the larger of its plays (a team plays once a seat a round)
  and one round after its slowest card comes;
- (`harmonic`) a line is read by its expected speed: with the chance that
  the hands we cannot see hold every card it needs it takes only its plays.
  Their four whose card (or a wild jack) they hold with a chance of one in
  three is a threat for next round, not the mean wait of twenty rounds.

A team's race to the game is its best line (softened over all lines by
`soft`, so several near lines count for more than one) plus, while it needs
two sequences, the best line that may still count beside it (sharing at
most one cell). The position is worth our chance to win that race: a
logistic of their rounds less ours, the other side `tempo` ahead since it
moves next, wider the more rounds both still need (`scale`, `spread`). A
move is worth what the weighed count says plus `race` times the change it
makes to that chance; the race looks only at the count's best plays
(`width`) and leaves plays of jacks at the count's value (`jacks` = 0):
judged by the race they were spent too freely in tuning, and the count's
reason to keep them (a jack's help to every line) is what makes hard win.
So the player blocks a four that would win them the game where the count
would rather make its own four, and otherwise plays mostly as hard does.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from igroteka.games.sequence.actions import Action, Play
from igroteka.games.sequence.board import THROUGH, WINDOWS
from igroteka.games.sequence.bots import EMPTY, FREE, WIN, spent
from igroteka.games.sequence.cards import REMOVE, WILD
from igroteka.games.sequence.protocol import SequenceTable
from igroteka.games.sequence.weighed import Knowledge, WeighedBot

# A line nobody can finish (another team's chip in it, or used up by a sequence).
NEVER = 60.0


@dataclass(frozen=True)
class RaceWeights:
    race: float = 400.0  # the count's points for the whole chance to win the race
    scale: float = 1.0  # rounds of difference that move the chance from 1/2 to about 3/4
    spread: float = 0.5  # more scale with the square root of the rounds both races still need
    soft: float = 1.0  # rounds: how much a second line as near as the best adds to it
    second: float = 1.0  # the second sequence's rounds, as a part of the best line's
    jack_share: float = 0.5  # an unseen wild jack's help to each cell that waits
    tempo: float = 0.5  # rounds the other side is ahead by moving next
    width: float = 12.0  # the count's best plays the race looks at
    jacks: float = 0.0  # 1: plays of jacks rescored by the race too (0: the count's value)
    harmonic: float = 1.0  # 1: a line read by its expected speed (its cards held now, or drawn)


class Race:
    """Rounds each team needs for each line of five, from what one seat has seen."""

    def __init__(
        self,
        table: SequenceTable,
        seat: int,
        know: Knowledge,
        jack_share: float,
        harmonic: bool = False,
    ):
        self.harmonic = harmonic
        self.table = table
        self.seat = seat
        self.know = know
        self.jack_share = jack_share
        self.team = table.team_of[seat]
        pack = table.pack
        wild_total = sum(1 for e in pack.effect.values() if e == WILD)
        gone_wild = sum(1 for pile in table.discards for card in pile if pack.effect[card] == WILD)
        self.wild_unseen = max(0, wild_total - know.wild - gone_wild)
        hands = [len(h) for h in table.hands]
        self.pool = max(1, len(table.deck) + sum(hands) - hands[seat])
        # Per team: its seats, and the cards in its hands we cannot see.
        self.seats = [0] * table.team_count
        self.hidden = [0] * table.team_count
        for s in range(table.seats):
            t = table.team_of[s]
            self.seats[t] += 1
            if s != seat:
                self.hidden[t] += hands[s]

    def _held_chance(self, team: int, copies: float) -> float:
        """The chance the team's hands we cannot see hold at least one of `copies` unseen."""
        if copies <= 0 or self.hidden[team] == 0:
            return 0.0
        miss = max(0.0, 1.0 - self.hidden[team] / self.pool)
        return 1.0 - miss**copies

    def wait(self, team: int, label: int) -> tuple[float, float]:
        """Rounds until `team` can fill a cell showing `label` (0: a seat holds it now),
        and the chance that one of the team's hands we cannot see holds its card now."""
        know = self.know
        if team == self.team and know.held[label]:
            return 0.0, 1.0
        unseen = know.unseen[label]
        jacks = self.jack_share * self.wild_unseen
        rate = (unseen + jacks) * self.seats[team] / self.pool
        if rate <= 0.0:
            return NEVER, 0.0
        held = self._held_chance(team, unseen + jacks)
        return (1.0 - held) / min(1.0, rate), self._held_chance(team, unseen)

    def line_rounds(self, team: int, cells: tuple[int, ...]) -> float:
        """Rounds `team` needs to finish this line (NEVER if it cannot count)."""
        table = self.table
        chips = table.chips
        labels = self.know.labels
        waits: list[float] = []
        all_held = 1.0
        for cell in cells:
            chip = chips[cell]
            if chip == EMPTY:
                wait, held = self.wait(team, labels[cell])
                waits.append(wait)
                all_held *= held
            elif chip != team and chip != FREE:
                return NEVER
        if not waits or spent(cells, table.sequences[team]):
            return NEVER
        plays = len(waits)
        waits.sort(reverse=True)
        if team == self.team and self.know.wild:
            # Our wild jacks fill the slowest cells.
            waits = [w if i >= self.know.wild else 0.0 for i, w in enumerate(waits)]
            waits.sort(reverse=True)
        # The slowest of several waits: the longest plus a shrinking part of the others.
        slowest = sum(w / (i + 1) for i, w in enumerate(waits) if w > 0.0)
        least = plays / self.seats[team]
        rounds = min(NEVER, max(least, (1.0 + slowest) if slowest else 0.0))
        if self.harmonic and rounds > least:
            # The hands we cannot see may hold every card the line needs: then it takes
            # only its plays. Read as the line's expected speed, since a threat that comes
            # next round with some chance is nearer than the mean wait says.
            if plays == 1 and team != self.team:
                all_held = 1.0 - (1.0 - all_held) * (
                    1.0 - self._held_chance(team, self.wild_unseen)
                )
            rounds = 1.0 / (all_held / least + (1.0 - all_held) / rounds)
        return rounds

    def team_rounds(self, team: int, times: list[float], soft: float, second: float) -> float:
        """Rounds to the team's win: its best line (softened) and, if two are needed, the
        best other line that may count beside it."""
        best = min(range(len(times)), key=times.__getitem__)
        first = times[best]
        if first >= NEVER:
            return 2 * NEVER
        if soft > 0:
            total = sum(math.exp((first - t) / soft) for t in times if t < NEVER)
            # Never below half the best line: many lines near do not make one finished.
            first = max(0.5 * first, first - soft * math.log(total))
        table = self.table
        needed = table.needed - len(table.sequences[team])
        if needed <= 1:
            return first
        cells = set(WINDOWS[best])
        rest = min(
            (
                t
                for i, t in enumerate(times)
                if i != best and len(cells.intersection(WINDOWS[i])) <= 1
            ),
            default=NEVER,
        )
        return first + second * rest


class RaceBot(WeighedBot):
    """The weighed count with the race to the next sequences added (module doc)."""

    race_weights = RaceWeights()
    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        **WeighedBot.SETTINGS,
        **{f.name: (float, 0.0) for f in fields(RaceWeights)},
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        given = {
            f.name: float(self.options[f.name])
            for f in fields(RaceWeights)
            if f.name in self.options
        }
        if given:
            self.race_weights = replace(self.race_weights, **given)

    def race_chance(self, table: SequenceTable, seat: int, know: Knowledge) -> float:
        """Our chance to win the race from this position, from `seat`'s knowledge."""
        rw = self.race_weights
        race = Race(table, seat, know, rw.jack_share, rw.harmonic > 0)
        return self._chance(race, self._times(race))

    def _times(self, race: Race) -> list[list[float]]:
        return [
            [race.line_rounds(team, cells) for cells in WINDOWS]
            for team in range(race.table.team_count)
        ]

    def _chance(self, race: Race, times: list[list[float]]) -> float:
        rw = self.race_weights
        ours = race.team_rounds(race.team, times[race.team], rw.soft, rw.second)
        theirs = min(
            race.team_rounds(t, times[t], rw.soft, rw.second)
            for t in range(race.table.team_count)
            if t != race.team
        )
        scale = rw.scale + rw.spread * math.sqrt(ours + theirs)
        x = (theirs - rw.tempo - ours) / scale
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))

    def choose(self, state: SequenceTable, seat: int, rng: random.Random) -> Action:
        scored = self.action_values(state)
        best_value, best = scored[0]
        rw = self.race_weights
        if best_value >= WIN / 2 or not rw.race:
            return best
        plays = [(v, a) for v, a in scored if isinstance(a, Play)][: int(rw.width)]
        if len(plays) < 2:
            return best
        table = state
        know = self.knowledge(table, seat)
        race = Race(table, seat, know, rw.jack_share, rw.harmonic > 0)
        times = self._times(race)
        before = self._chance(race, times)
        team = race.team
        chips = table.chips
        pack = table.pack
        rescored: list[tuple[float, int, Action]] = []
        for rank, (value, action) in enumerate(plays):
            effect = pack.effect[action.card]
            if effect < 0 and not rw.jacks:
                rescored.append((value, -rank, action))
                continue
            cell = action.cell
            old = chips[cell]
            chips[cell] = EMPTY if effect == REMOVE else team
            know.count(effect, -1)
            touched = set(THROUGH[cell])
            if effect >= 0 and know.held[effect] == 0:
                for other in pack.cells_of[effect]:
                    touched.update(THROUGH[other])
            after_times = [list(row) for row in times]
            for t in range(table.team_count):
                row = after_times[t]
                for index in touched:
                    row[index] = race.line_rounds(t, WINDOWS[index])
            if effect == WILD:
                # Our other lines lose the jack too.
                for index in range(len(WINDOWS)):
                    if index not in touched:
                        after_times[team][index] = race.line_rounds(team, WINDOWS[index])
            after = self._chance(race, after_times)
            know.count(effect, 1)
            chips[cell] = old
            rescored.append((value + rw.race * (after - before), -rank, action))
        top = max(rescored, key=lambda triple: (triple[0], triple[1]))
        if top[0] < best_value and not isinstance(best, Play):
            return best
        return top[2]
