"""Sequence's all-seeing player: hard's count, told where every card is (a ceiling, issue 23).

Issue 23 measures each hidden-information game's `hard` against a player that
plays the same way but sees every hidden card; `hard`'s share of that
player's margin over `medium` says how much of the possible gain the
inference from what a seat has seen already takes
(`python -m igroteka.arena.ceiling sequence GAMES SEED`).

Hard (weighed.py) cannot tell a copy in another hand from one in the deck, so
it weighs an empty cell by the copies it has not seen. This player counts
with the truth instead (`AllSeeing`):

- `held`: the copies its team holds or will draw within `horizon` rounds
  (its own hand, its partners' hands, the deck's next cards by whose turn
  draws them);
- `unseen`: the copies the other teams hold or will draw in that time, so a
  cell of ours is safe exactly when no opponent can take it soon, and an
  opponents' cell is denied to them exactly when none of them can fill it;
- a cell nobody will get soon is not taken off our count (`dead` 0): with
  the truth known, the other teams' holdings are what matters.

Its own jacks are its own hand's, as hard's. It is an arena player only
(`igroteka arena sequence oracle medium`), never a table's bot: it reads
every hand and the deck.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from igroteka.games.sequence.protocol import SequenceTable
from igroteka.games.sequence.weighed import Knowledge, WeighedBot


class AllSeeing(Knowledge):
    """Where each label's copies are, as the whole table and the deck's order say."""

    def __init__(self, table: SequenceTable, seat: int, horizon: int) -> None:
        super().__init__(table, seat)
        pack = table.pack
        team = table.team_of[seat]
        ours = dict.fromkeys(self.unseen, 0)
        theirs = dict.fromkeys(self.unseen, 0)
        for other in range(table.seats):
            if other == seat:
                continue
            counts = ours if table.team_of[other] == team else theirs
            for card in table.hands[other]:
                effect = pack.effect[card]
                if effect >= 0:
                    counts[effect] += 1
        # The mover draws right after this move, then each seat in turn; deck.pop() draws.
        draws = min(len(table.deck), horizon * table.seats)
        for i in range(draws):
            effect = pack.effect[table.deck[-1 - i]]
            if effect >= 0:
                drawer = (seat + i) % table.seats
                (ours if table.team_of[drawer] == team else theirs)[effect] += 1
        for label, count in ours.items():
            self.held[label] += count
        self.unseen = theirs


class OracleBot(WeighedBot):
    """Hard's count over the true holdings (module doc); arena only."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        **WeighedBot.SETTINGS,
        "horizon": (int, 0),
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        if "dead" not in self.options:
            self.weights = replace(self.weights, dead=0.0)
        self.horizon = int(self.options.get("horizon", 1))

    def knowledge(self, table: SequenceTable, seat: int) -> Knowledge:
        return AllSeeing(table, seat, self.horizon)
