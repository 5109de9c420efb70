"""Monte Carlo tree search (UCT) for games of any number of seats, with chance.

The tree is open-loop: a node is a sequence of actions, not a position, and
every iteration replays the actions from a fresh sample of the root
(`sample_state`: a clone with re-seeded chance). The same tree therefore
serves dice games, where one action leads to many positions, and (in
`ismcts`) hidden cards, where the sample is a determinization.

Each node keeps the reward of the seat that chose the action leading to it,
so every seat maximises its own (team-shared) reward: max^n, which for two
sides is minimax. Selection uses UCB1 over the actions legal in this
iteration's sample, counting a child's chances only when it was available
(Cowling, Powley and Whitehouse's ISMCTS selection rule). A playout runs
`rollout_depth` random plies, then asks the game's heuristic: long random
playouts say little in board games, and the heuristic says a lot.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, ClassVar

from igroteka.bots.base import Bot, Clock, sample_state, seat_values, team_map, team_rewards
from igroteka.engine.game import State


class Node:
    """Statistics of one action sequence: visits, availability and the chooser's total reward."""

    __slots__ = ("available", "children", "reward", "seat", "visits")

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.children: dict[Any, Node] = {}


@dataclass(frozen=True)
class MCTSBot(Bot):
    kind: ClassVar[str] = "mcts"
    time_budget: float | None = 1.0
    iterations: int | None = None
    exploration: float = 1.0
    rollout_depth: int = 8

    def choose(self, state: State, seat: int, rng: random.Random) -> Any:
        actions = state.search_actions()
        if len(actions) == 1:
            return actions[0]
        root = self.search(state, seat, rng, Clock(self.time_budget))
        return self.best_child(root, actions)

    def search(self, state: State, seat: int, rng: random.Random, clock: Clock) -> Node:
        """Run iterations until the budget (time or count) is spent; at least one runs."""
        seats = state.game.seat_count(state.options)
        teams = team_map(state.game, state.options, seats)
        root = Node(None)
        done = 0
        while done == 0 or not (
            clock.expired() or (self.iterations is not None and done >= self.iterations)
        ):
            self.iterate(root, sample_state(state, seat, rng), rng, seats, teams)
            done += 1
        return root

    def iterate(
        self,
        root: Node,
        sample: State,
        rng: random.Random,
        seats: int,
        teams: list[tuple[int, ...]],
    ) -> None:
        path = [root]
        node = root
        while (mover := sample.current_seat()) is not None:
            legal = sample.search_actions()
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = rng.choice(untried)
                for other in legal:
                    if other in node.children:
                        node.children[other].available += 1
                child = node.children[action] = Node(mover)
                child.available = 1
                sample.apply(action, checked=False)
                path.append(child)
                break
            for other in legal:
                node.children[other].available += 1
            best, best_score = None, float("-inf")
            for other in legal:
                child = node.children[other]
                log_n = math.log(child.available)
                score = child.reward / child.visits + self.exploration * math.sqrt(
                    log_n / child.visits
                )
                if score > best_score:
                    best, best_score = other, score
            sample.apply(best, checked=False)
            node = node.children[best]
            path.append(node)
        rewards = team_rewards(self.playout(sample, rng, seats), teams)
        for visited in path[1:]:
            visited.visits += 1
            assert visited.seat is not None
            visited.reward += rewards[visited.seat]

    def playout(self, sample: State, rng: random.Random, seats: int) -> list[float]:
        for _ in range(self.rollout_depth):
            if sample.current_seat() is None:
                break
            sample.apply(rng.choice(sample.legal_actions()), checked=False)
        return seat_values(sample, seats)

    @staticmethod
    def best_child(root: Node, actions: list[Any]) -> Any:
        """The most visited legal root action (its mean reward breaks ties)."""

        def rank(action: Any) -> tuple[int, float]:
            child = root.children.get(action)
            if child is None or child.visits == 0:
                return (0, float("-inf"))
            return (child.visits, child.reward / child.visits)

        return max(actions, key=rank)

    def describe(self) -> str:
        return (
            f"{self.kind}:time={self.time_budget},iterations={self.iterations},"
            f"c={self.exploration},rollout={self.rollout_depth}"
        )
