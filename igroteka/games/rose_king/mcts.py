"""Rose King's hard player: the generic MCTS's search, run on the compact position.

The generic MCTS (`igroteka.bots.mcts`) plays Rose King well for its iterations,
but each iteration clones a full `RoseKingState` (history, events, cached
moves) and replays the tree's actions through the engine's checks, so a
second of CPU holds only a few hundred of them. This player is the same
search, shape for shape:

- open-loop UCT: a node is a sequence of actions, each iteration starts from
  a fresh copy of the root and every draw takes a card of the face-down pile at
  random with the bot's own generator (never the state's), so a draw node
  averages over the cards it may bring, and UCB1 counts a child's chances
  only when it was legal (ISMCTS's availability rule, as the generic search);
- `rollout` random plies after the tree, then the evaluation of
  `igroteka.games.rose_king.bots` (tanh of the n² score lead plus 6 points a
  hero in hand, over 40), or the result at the end of the game;
- each node keeps the reward of the colour that chose it, so Red maximises
  and White minimises, and partners of the four-player game play as one side;

but it plays on `search.Position` (a board, a crown, hands, heroes, a pile),
which moves in microseconds, so many times more iterations fit in the budget.

Two settings for the arena's experiments, off in hard (screened against hard's own
search at equal CPU time, no gain shown: docs/benchmarks.md): `policy=1` plays the
playout plies greedily (`playout`: the plain play beside most of the mover's stones,
a draw when there is none) instead of at random, and `open=S` adds S times
`search.survey`'s open gains to the score lead before the tanh.
"""

from __future__ import annotations

import math
import random
from typing import Any, ClassVar

from igroteka.bots.base import Clock
from igroteka.games.rose_king.actions import Draw, Play, RoseKingAction
from igroteka.games.rose_king.bots import HERO, SCALE
from igroteka.games.rose_king.cards import CELLS, TARGETS
from igroteka.games.rose_king.scoring import NEIGHBOURS, areas, winner
from igroteka.games.rose_king.search import Position, survey


class Node:
    """One action sequence: visits, times available, and its chooser's colour's total reward.

    Children are keyed by the action's identity: the copy's moves are the few action
    values `search` makes once, and identity hashes far faster than a dataclass.
    """

    __slots__ = ("action", "available", "children", "colour", "reward", "visits")

    def __init__(self, action: RoseKingAction | None, colour: int) -> None:
        self.action = action
        self.colour = colour
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.children: dict[int, Node] = {}


def scores(board: bytearray) -> tuple[int, int]:
    """Red's and White's n² scores, both colours' territories in one pass over the board."""
    seen = bytearray(CELLS)
    totals = [0, 0, 0]
    for start in range(CELLS):
        colour = board[start]
        if not colour or seen[start]:
            continue
        seen[start] = 1
        stack = [start]
        size = 0
        while stack:
            square = stack.pop()
            size += 1
            for other in NEIGHBOURS[square]:
                if board[other] == colour and not seen[other]:
                    seen[other] = 1
                    stack.append(other)
        totals[colour] += size * size
    return totals[1], totals[2]


def red_value(p: Position, open_share: float = 0.0) -> float:
    """Red's value in [-1, 1]: the result when over, else `bots.evaluate`'s on this copy."""
    if p.over:
        won = winner(areas(p.board, 1), areas(p.board, 2))  # the rules' tie-breaks too
        return 0.0 if won is None else (1.0 if won == 0 else -1.0)
    if open_share:
        red, white, gains = survey(p.board)
        red += open_share * gains
    else:
        red, white = scores(p.board)
    heroes = [0, 0]
    for holder, count in enumerate(p.heroes):
        heroes[holder % 2] += count  # holders alternate colours in every form of the game
    return math.tanh((red - white + HERO * (heroes[0] - heroes[1])) / SCALE)


class FastMCTS:
    """UCT with determinized piles and short random playouts (the module docstring)."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "time": (float, 0.01),
        "iterations": (int, 1),
        "c": (float, 0.0),
        "rollout": (int, 0),
        "policy": (int, 0),
        "open": (float, 0.0),
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        given = options or {}
        # Hard's budget, the club's second: about 3 times the generic MCTS's iterations in
        # it. At 0.3 s (as many iterations as the generic hard) it was measured against
        # medium (docs/benchmarks.md).
        self.time = float(given.get("time", 1.0))
        # A fixed count instead of the clock (tests, reproducible measurements).
        self.iterations = int(given["iterations"]) if "iterations" in given else None
        self.c = float(given.get("c", 1.0))
        self.rollout = int(given.get("rollout", 8))
        self.policy = int(given.get("policy", 0))
        self.open = float(given.get("open", 0.0))

    def choose(self, state: Any, seat: int, rng: random.Random) -> RoseKingAction:
        legal: list[RoseKingAction] = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        root = self.search(state, rng)
        return max(legal, key=lambda action: rank(root, action))

    def search(self, state: Any, rng: random.Random) -> Node:
        """Iterations until the budget (the clock, or `iterations`) is spent; at least one."""
        clock = Clock(None if self.iterations is not None else self.time)
        start = Position.of(state, rng)
        root = Node(None, -1)
        done = 0
        while done == 0 or not (
            clock.expired() if self.iterations is None else done >= self.iterations
        ):
            self.iterate(root, start.copy(), rng)
            done += 1
        self.done = done
        return root

    def iterate(self, root: Node, p: Position, rng: random.Random) -> None:
        path: list[Node] = []
        node = root
        c = self.c
        random = rng.random
        log = math.log
        sqrt = math.sqrt
        while not p.over:
            legal = p.legal
            children = node.children
            untried = []
            for other in legal:
                child = children.get(id(other))
                if child is None:
                    untried.append(other)
                else:
                    child.available += 1
            if untried:
                action = untried[int(random() * len(untried))]
                child = children[id(action)] = Node(action, p.turn % 2)
                child.available = 1
                p.apply(action, None, rng)
                path.append(child)
                break
            best: Node | None = None
            best_score = -math.inf
            for other in legal:
                child = children[id(other)]
                visits = child.visits
                score = child.reward / visits + c * sqrt(log(child.available) / visits)
                if score > best_score:
                    best, best_score = child, score
            assert best is not None and best.action is not None
            p.apply(best.action, None, rng)
            node = best
            path.append(node)
        if self.policy:
            playout(p, self.rollout, rng)
        else:
            for _ in range(self.rollout):
                if p.over:
                    break
                legal = p.legal
                p.apply(legal[int(random() * len(legal))], None, rng)
        red = red_value(p, self.open)
        for visited in path:
            visited.visits += 1
            visited.reward += red if visited.colour == 0 else -red


def playout(p: Position, plies: int, rng: random.Random) -> None:
    """`plies` plies of a greedy policy: a plain play beside most of one's own stones."""
    random = rng.random
    for _ in range(plies):
        if p.over:
            return
        legal = p.legal
        board = p.board
        targets = TARGETS[p.crown]
        mine = p.turn % 2 + 1
        best = None
        best_score = -1.0
        for action in legal:
            if not isinstance(action, Play) or action.hero:
                break
            square = targets[action.card]
            s = random()
            for other in NEIGHBOURS[square]:
                if board[other] == mine:
                    s += 1.0
            if s > best_score:
                best, best_score = action, s
        if best is None:
            best = legal[-1] if isinstance(legal[-1], Draw) else legal[int(random() * len(legal))]
        p.apply(best, None, rng)


def rank(root: Node, action: RoseKingAction) -> tuple[int, float]:
    """The most visited root action is chosen; its mean reward breaks ties."""
    for child in root.children.values():
        if child.action == action and child.visits:
            return (child.visits, child.reward / child.visits)
    return (0, -math.inf)
