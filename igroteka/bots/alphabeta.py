"""Alpha-beta (negamax) for two-sided games of perfect information without chance.

Iterative deepening under a time budget: each finished depth leaves a best
move, so the bot can stop at any moment and still answer well. The game
supplies everything game-specific: `search_actions` (move ordering, best
first), `evaluate` (the leaf heuristic, for the seat to move), `outcome`
(exact results, preferred the sooner a win comes) and, if it has one,
`key` (a transposition table, which also carries the best move found
there into the next, deeper iteration).

Sides are teams: the value flips sign only when the turn passes to the other
team, so a game where one seat moves twice in a row needs nothing special.
Two things keep the horizon from falling in the middle of an exchange: a
position with a single legal action does not use up depth (a forced
capture), and a leaf the game calls not `quiet` is searched on (up to
`extensions` extra plies on a line) before `evaluate` is trusted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from igroteka.bots.base import Bot, Clock, team_map
from igroteka.engine.game import State

MATE = 1000.0  # a won game is worth MATE minus its distance in plies
WIN_ZONE = MATE / 2
EXACT, LOWER, UPPER = 0, 1, 2
# A new depth starts only before this share of the budget is spent: an unfinished
# depth still counts once its first (the previous best) move is searched.
START_BEFORE = 0.6


class _OutOfTime(Exception):
    """Raised deep in the search when the clock runs out; the last finished depth answers.

    `best` is the best root action of the unfinished depth, when it may be trusted.
    """

    best: Any = None


class _Search:
    """One call's search: its clock, transposition table and killer moves."""

    def __init__(
        self,
        clock: Clock,
        sides: list[int],
        extensions: int,
        use_table: bool = True,
        quiescence: bool = True,
    ) -> None:
        self.clock = clock
        self.use_table = use_table
        self.quiescence = quiescence
        self.sides = sides
        self.extensions = extensions
        self.table: dict[Any, tuple[int, float, int, Any, bool]] = {}
        self.killers: dict[int, list[Any]] = {}
        self.nodes = 0
        # Set when a line was cut at the horizon; an iteration without it saw every end.
        self.horizon = False

    def child_value(
        self, child: State, mover: int, depth: int, alpha: float, beta: float, ply: int, ext: int
    ) -> float:
        """The value for `mover` of the position after its action."""
        nxt = child.current_seat()
        if nxt is None:
            result = child.outcome()
            assert result is not None
            return result.returns[mover] * (MATE - ply - 1)
        if self.sides[nxt] == self.sides[mover]:
            return self.negamax(child, depth, alpha, beta, ply + 1, ext)
        return -self.negamax(child, depth, -beta, -alpha, ply + 1, ext)

    def order(self, actions: list[Any], first: Any, ply: int) -> list[Any]:
        lead = [a for a in (first, *self.killers.get(ply, ())) if a is not None and a in actions]
        if not lead:
            return actions
        lead = list(dict.fromkeys(lead))
        return lead + [a for a in actions if a not in lead]

    def negamax(
        self, state: State, depth: int, alpha: float, beta: float, ply: int, ext: int
    ) -> float:
        self.nodes += 1
        if self.clock.expired():
            raise _OutOfTime
        mover = state.current_seat()
        assert mover is not None
        key = state.key() if self.use_table else None
        hint = None
        if key is not None and (entry := self.table.get(key)) is not None:
            stored_depth, stored, flag, hint, complete = entry
            value = _from_table(stored, ply)
            if (stored_depth >= depth or complete) and (
                flag == EXACT
                or (flag == LOWER and value >= beta)
                or (flag == UPPER and value <= alpha)
            ):
                self.horizon = self.horizon or not complete
                return value
        if depth <= 0:
            if ext <= 0 or not self.quiescence or state.quiet():
                self.horizon = True
                return state.evaluate(mover)
            depth, ext = 1, ext - 1  # an exchange is under way: play it out
        actions = state.search_actions()
        if len(actions) == 1 and ext > 0:
            depth, ext = depth + 1, ext - 1
        outer_horizon, self.horizon = self.horizon, False
        alpha0 = alpha
        best, best_action = float("-inf"), None
        for action in self.order(actions, hint, ply):
            child = state.clone()
            child.apply(action, checked=False)
            value = self.child_value(child, mover, depth - 1, alpha, beta, ply, ext)
            if value > best:
                best, best_action = value, action
            if value > alpha:
                alpha = value
            if alpha >= beta:
                killers = self.killers.setdefault(ply, [])
                if action not in killers:
                    killers.insert(0, action)
                    del killers[2:]
                break
        if key is not None:
            flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
            complete = not self.horizon
            self.table[key] = (depth, _to_table(best, ply), flag, best_action, complete)
        self.horizon = outer_horizon or self.horizon
        return best


def _to_table(value: float, ply: int) -> float:
    """Store a win as its distance from this node, so a transposition at another ply reads true."""
    if value > WIN_ZONE:
        return value + ply
    if value < -WIN_ZONE:
        return value - ply
    return value


def _from_table(value: float, ply: int) -> float:
    if value > WIN_ZONE:
        return value - ply
    if value < -WIN_ZONE:
        return value + ply
    return value


@dataclass(frozen=True)
class AlphaBetaBot(Bot):
    kind: ClassVar[str] = "alphabeta"
    max_depth: int = 64
    time_budget: float | None = 1.0
    extensions: int = 4
    table: int = 1  # 0: no transposition table, to measure what the game's `key` brings
    quiescence: int = 1  # 0: trust `evaluate` at every leaf, to measure what `quiet` brings

    def choose(self, state: State, seat: int, rng: random.Random) -> Any:
        actions = state.search_actions()
        if len(actions) == 1:
            return actions[0]
        clock = Clock(self.time_budget)
        seats = state.game.seat_count(state.options)
        teams = team_map(state.game, state.options, seats)
        search = _Search(
            clock,
            [min(team) for team in teams],
            self.extensions,
            bool(self.table),
            bool(self.quiescence),
        )
        best = actions[0]
        for depth in range(1, self.max_depth + 1):
            search.horizon = False
            try:
                value, best = self._root(search, state, seat, actions, best, depth)
            except _OutOfTime as stop:
                if stop.best is not None:
                    best = stop.best
                break
            if abs(value) > WIN_ZONE or not search.horizon:
                break  # a forced result, or every line seen to its end: deeper changes nothing
            if self.time_budget is not None and clock.elapsed() > START_BEFORE * self.time_budget:
                break  # too little time left to finish even the next depth's first move
        return best

    def _root(
        self,
        search: _Search,
        state: State,
        seat: int,
        actions: list[Any],
        previous: Any,
        depth: int,
    ) -> tuple[float, Any]:
        """Search every root action to `depth`, the previous best first.

        If time runs out midway, the best action among those fully searched is
        kept as long as the previous best was among them (it is searched first),
        so a deeper look that already refuted it is not thrown away.
        """
        alpha, best = float("-inf"), previous
        for index, action in enumerate([previous, *(a for a in actions if a != previous)]):
            child = state.clone()
            child.apply(action, checked=False)
            try:
                value = search.child_value(
                    child, seat, depth - 1, alpha, float("inf"), 0, self.extensions
                )
            except _OutOfTime as stop:
                stop.best = best if index > 0 else None
                raise
            if value > alpha:
                alpha, best = value, action
        return alpha, best

    def values(self, state: State, seat: int, actions: list[Any], depth: int) -> list[float]:
        """Each action's exact value for `seat` (a full window, no bound), searched `depth`
        plies deep with no clock, so the same position always gets the same figures: a won
        line is 1, a lost one -1, else the game's evaluation at the horizon. The review of a
        game (igroteka/review) values the player's move and the judge's with it."""
        seats = state.game.seat_count(state.options)
        teams = team_map(state.game, state.options, seats)
        search = _Search(
            Clock(None),
            [min(team) for team in teams],
            self.extensions,
            bool(self.table),
            bool(self.quiescence),
        )
        out = []
        for action in actions:
            child = state.clone()
            child.apply(action, seat)
            value = search.child_value(
                child, seat, depth - 1, float("-inf"), float("inf"), 0, self.extensions
            )
            out.append(
                max(-1.0, min(1.0, value))
                if abs(value) <= WIN_ZONE
                else (1.0 if value > 0 else -1.0)
            )
        return out

    def describe(self) -> str:
        spec = f"alphabeta:depth={self.max_depth},time={self.time_budget}"
        # The measuring knobs only when turned, so two bots a match tells apart read apart.
        for knob in fields(self):
            if knob.name in ("extensions", "table", "quiescence"):
                value = getattr(self, knob.name)
                if value != knob.default:
                    spec += f",{knob.name}={value}"
        return spec
