"""Sequence's lookahead player: the weighed count's best few moves, each met by a reply.

The weighed count (weighed.py) judges a move by the lines it touches, as if
nobody moved after it. The commonest way that misjudges is the reply: a
four the opponent blocks at once, a cell it takes first, a line of ours it
breaks with a jack. So this player takes the weighed count's best few moves
(`width`), and in a few worlds sampled from what its seat has seen
(`determinize`: the other hands and the deck dealt anew from the unseen
cards, its own hand and the public piles kept) plays each move, lets the
next seat reply as the keeper would (bots.KEEPER, the medium level when
this player was measured; or as the weighed player, `weighed_reply=1`),
and judges the position after that reply with the weighed count over the
whole board, from its own side.
All moves meet the same worlds (and the same draws), so their difference is
the move's, not the deal's; and a move other than the count's first must
beat it by a `margin`, world by world, since the best of a few noisy
averages looks better than it is. A win is played at once; a position the
reply wins is scored as lost.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from igroteka.games.sequence.actions import Action, Exchange, Play
from igroteka.games.sequence.bots import WIN
from igroteka.games.sequence.protocol import SequenceTable
from igroteka.games.sequence.search import keeper_move
from igroteka.games.sequence.weighed import WeighedBot
from igroteka.games.sequence.worlds import clear_best, gains_in_worlds


class LookBot(WeighedBot):
    """The weighed count with one reply looked at in sampled worlds (module docstring)."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        **WeighedBot.SETTINGS,
        "worlds": (int, 1),
        "width": (int, 1),
        "margin": (float, 0.0),
        "weighed_reply": (int, 0),
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        given = self.options
        self.worlds = int(given.get("worlds", 4))
        self.width = int(given.get("width", 5))
        self.margin = float(given.get("margin", 20.0))
        # The replying seat's player: the keeper by default (cheap, and the medium level when
        # this player was measured), or the weighed count (`weighed_reply=1`), kept apart
        # from this one's caches.
        self.weighed_reply = self.count_player() if int(given.get("weighed_reply", 0)) else None

    def candidates(self, scored: list[tuple[float, Action]], table: SequenceTable) -> list[Action]:
        """The count's best plays of ordinary cards, one per card kind and cell, best first.

        Jacks are left to the count, which prices them (`wild_cost`, `jack_held`):
        the judged position sees a jack only through the lines it could finish.
        """
        seen: set[tuple[str, int]] = set()
        chosen: list[Action] = []
        for _, action in scored:
            if not isinstance(action, Play) or table.pack.effect[action.card] < 0:
                continue
            key = (table.pack.kind_code(action.card), action.cell)
            if key in seen:
                continue
            seen.add(key)
            chosen.append(action)
            if len(chosen) == self.width:
                break
        return chosen

    def reply(self, table: SequenceTable) -> Action:
        """The next seat's move in a sampled world: the keeper's first choice, or the count's."""
        if self.weighed_reply is not None:
            return self.weighed_reply.action_values(table)[0][1]
        return keeper_move(table)

    def choose(self, state: SequenceTable, seat: int, rng: random.Random) -> Action:
        scored = self.action_values(state)
        value, best = scored[0]
        if (
            value >= WIN / 2
            or isinstance(best, Exchange)
            or not isinstance(best, Play)
            or state.pack.effect[best.card] < 0
        ):
            return best  # a win, a dead card exchanged, a jack, or nothing but discards
        moves = self.candidates(scored, state)
        if len(moves) < 2 or moves[0] != best:
            return best

        def value(child: SequenceTable, move: Action) -> float:
            child.advance(move)
            if not child.over:
                child.advance(self.reply(child))
            return self.board_value(child, seat)

        gains, _ = gains_in_worlds(state, seat, moves, self.worlds, rng, value)
        return clear_best(moves, gains, self.margin)
