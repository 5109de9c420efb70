"""Sequence's `jack` player: the weighed count, searched only where the count is unsure.

Hard's count (weighed.py) prices a wild jack by fixed weights (`wild_cost`,
`jack_held`), and when its best moves are close their order is a coin toss
of those weights. Earlier searches (search.py, look.py) rolled out medium
from every position and judged the board a dozen plies on, where a jack
kept is worth nothing: they spent jacks early and lost. This player trusts
the count everywhere but in the positions where it is unsure:

- the seat holds a wild jack and the count's best jack play and best play
  of another card are within `jack_gap` of each other (spend it now, to
  block or complete, or keep it);
- the count's two best plays are within `close` of each other.

There it samples `worlds` worlds from what its seat has seen (`determinize`:
the other hands and the deck dealt anew from the unseen cards, its own hand
and the public piles kept), plays each of the few candidates, lets hard's
count play every seat for `plies` plies (or `rounds` rounds), and
judges the board by the same count from its side: its lines and sequences,
the wild jacks it still holds (`jack_held` in the count), and `spent` times
the count's price for each jack its team spent on the way, less the same for
the other teams' (a jack spent is gone; one kept may still finish a line).
All candidates meet the same worlds and the same draws (common random
numbers), so their difference is the move's, not the deal's; a candidate
other than the count's first must beat it by `margin`, world by world.
A win is played at once, an exchange or a discard is left to the count.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from igroteka.games.sequence.actions import Action, Play
from igroteka.games.sequence.bots import WIN
from igroteka.games.sequence.cards import REMOVE, WILD
from igroteka.games.sequence.protocol import SequenceTable
from igroteka.games.sequence.weighed import WeighedBot
from igroteka.games.sequence.worlds import clear_best, gains_in_worlds


class JackBot(WeighedBot):
    """Hard's count with a short determinized search where it is unsure (module docstring)."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        **WeighedBot.SETTINGS,
        "worlds": (int, 1),
        "width": (int, 1),
        "rounds": (int, 1),
        "plies": (int, 0),
        "close": (float, 0.0),
        "jack_gap": (float, 0.0),
        "margin": (float, 0.0),
        "spent": (float, 0.0),
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        given = self.options
        # The defaults are the version frozen after tuning (docs/plans/2026-12-07-seq-jack.md):
        # the wild-jack question alone, 8 worlds, 4 plies (two rounds with two players, one
        # in teams); close moves searched too (`close`, `width`) cost more and gained nothing.
        self.worlds = int(given.get("worlds", 8))
        self.width = int(given.get("width", 1))
        self.rounds = int(given.get("rounds", 1))
        # Plies played in a world, the candidate's included (0: `rounds` rounds of the table).
        self.plies = int(given.get("plies", 4))
        self.close = float(given.get("close", 0.0))
        self.jack_gap = float(given.get("jack_gap", 150.0))
        self.margin = float(given.get("margin", 5.0))
        self.spent = float(given.get("spent", 1.0))
        # Every seat's player in the sampled worlds: hard's count, with this one's weights.
        self.policy = self.count_player()

    # --- where the count is unsure -----------------------------------------------------------
    def candidates(self, scored: list[tuple[float, Action]], table: SequenceTable) -> list[Action]:
        """The count's first play and, where it is unsure, the few plays that rival it.

        One play per card kind (wild jacks as one kind) and cell. Rivals: the
        next best plays within `close` of the first, and, while the seat holds
        a wild jack, the best play of a wild jack and the best of another card
        if the two are within `jack_gap` (the jack kept or spent).
        """
        effect = table.pack.effect
        plays: list[tuple[float, Play]] = []
        seen: set[tuple[Any, int]] = set()
        for value, action in scored:
            if not isinstance(action, Play):
                continue
            kind = effect[action.card]
            key = (kind if kind < 0 else table.pack.kind_code(action.card), action.cell)
            if key in seen:
                continue
            seen.add(key)
            plays.append((value, action))
        if not plays:
            return []
        top, first = plays[0]
        chosen = [first]
        for value, action in plays[1:]:
            if len(chosen) >= self.width or top - value > self.close:
                break
            chosen.append(action)
        jack = next((p for p in plays if effect[p[1].card] == WILD), None)
        other = next((p for p in plays if effect[p[1].card] >= 0), None)
        if jack is not None and other is not None and abs(jack[0] - other[0]) <= self.jack_gap:
            for _, action in (jack, other):
                if action not in chosen:
                    chosen.append(action)
        return chosen

    # --- a sampled world played on ----------------------------------------------------------
    def play_on(self, table: SequenceTable, seat: int, move: Action) -> float:
        """The move, then hard's count for every seat to `seat`'s turn `rounds` later; judged."""
        team = table.team_of[seat]
        w = self.weights
        jacks = 0.0
        plies = self.plies or self.rounds * table.seats
        action = move
        for ply in range(plies):
            if isinstance(action, Play):
                kind = table.pack.effect[action.card]
                if kind in (WILD, REMOVE):
                    price = w.wild_cost if kind == WILD else w.remove_cost
                    sign = 1.0 if table.team_of[table.mover] == team else -1.0
                    jacks -= sign * self.spent * price
            table.advance(action)
            if table.over or ply == plies - 1:
                break
            action = self.policy.action_values(table)[0][1]
        return self.board_value(table, seat) + jacks

    def choose(self, state: SequenceTable, seat: int, rng: random.Random) -> Action:
        scored = self.action_values(state)
        value, best = scored[0]
        if value >= WIN / 2 or not isinstance(best, Play):
            return best  # a win, a dead card exchanged, or nothing but discards
        moves = self.candidates(scored, state)
        if len(moves) < 2:
            return best
        gains, _ = gains_in_worlds(
            state,
            seat,
            moves,
            self.worlds,
            rng,
            lambda child, move: self.play_on(child, seat, move),
        )
        return clear_best(moves, gains, self.margin)
