"""Kings Bounty's hard player: a determinized search over medium's best plays.

Each candidate play is tried in worlds sampled from what the seat knows
(`determinize`, so the search never reads a hidden card), and the game is
played on by the medium player for a whole round: every other seat once and
then the seat's own next turn, so an attack is judged after the others had
their chance to take the building back, and a building left open after they
had theirs to take it. Counting turns rather than plies matters: a turn of
returned cards is several actions.

The end of a rollout is judged in victory points against the others: a
finished game by its real scores, an unfinished one by `standing` less what
the seat's buildings risk. "The others" is a blend of the leader and the
others' average (`leader`): the arena pays a seat its points less the
others' mean (kings_bounty/game.py), and the leader is the one to stop.

Every candidate is played on in a world with the same generator seed
(common random numbers), so two candidates differ by what they do, not by
the luck of their rollouts. The budget is counted by the bots' clock
(`igroteka.bots.base.Clock`), which the arena's `--clock cpu` switches.
"""

from __future__ import annotations

import math
import random
from typing import Any, ClassVar

from igroteka.bots.base import Clock
from igroteka.games.kings_bounty.actions import Play, Return
from igroteka.games.kings_bounty.bots import HeuristicPlayer, dead_cards, judge, risk, standing
from igroteka.games.kings_bounty.protocol import KingsBountySearch

# Safety net on a rollout's length: a turn is at most six returns and a draw.
PLIES_PER_TURN = 8
# The shortest default horizon in turns (a round is as many turns as there are seats).
MIN_TURNS = 4


def against_others(values: list[float], seat: int, leader: float) -> float:
    """The seat's value less a blend of the best other's (`leader`) and the others' mean."""
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - leader * max(others) - (1.0 - leader) * sum(others) / len(others)


class HardPlayer:
    """Medium's best few plays (and returning dead cards), each played on a round in sampled
    worlds; the best average margin over the others wins."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "time": (float, 0.01),
        "worlds": (int, 1),
        "turns": (int, 0),
        "width": (int, 1),
        "noise": (float, 0.0),
        "leader": (float, 0.0),
    }

    def __init__(self, settings: dict[str, Any] | None = None) -> None:
        given = settings or {}
        # Seconds a move may think: the card games' bar is 0.5 s, and unwinding takes a little.
        self.time = float(given.get("time", 0.4))
        # The most worlds a move samples (it stops sooner when its time is up).
        self.worlds = int(given.get("worlds", 400))
        # Turns played on after the move; 0 means a round (as many as there are seats), and
        # at least four, which two players need to see an attack answered and answered back.
        self.turns = int(given.get("turns", 0))
        self.width = int(given.get("width", 5))
        self.leader = float(given.get("leader", 0.5))
        self.rollout = HeuristicPlayer(noise=float(given.get("noise", 0.3)), threshold=-math.inf)

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        clock = Clock(self.time)
        table: KingsBountySearch = state
        actions = table.legal_actions(seat)
        if len(actions) == 1 or table.phase == "return":
            return self.rollout.choose(table, seat, rng)
        candidates = self.candidates(table, seat, actions)
        if len(candidates) < 2:
            return self.rollout.choose(table, seat, rng)
        totals = dict.fromkeys(candidates, 0.0)
        turns = self.turns or max(table.n, MIN_TURNS)
        stop = self.time * (1 - Clock.RESERVE)
        longest = 0.0
        for _ in range(self.worlds):
            began = clock.elapsed()
            world = self.sample(state, seat, rng)
            luck = rng.getrandbits(32)
            for action in candidates:
                totals[action] += self.play_on(world, action, seat, turns, random.Random(luck))
            # A world late in a 5-player game is slow: start one only if it should end in time.
            longest = max(longest, clock.elapsed() - began)
            if clock.elapsed() + longest >= stop:
                break
        return max(candidates, key=lambda a: totals[a])

    def sample(self, state: Any, seat: int, rng: random.Random) -> Any:
        """A world the seat cannot tell from the real one, from its own knowledge only."""
        return state.determinize(seat, rng)

    def candidates(self, table: KingsBountySearch, seat: int, actions: list[Any]) -> list[Any]:
        """Medium's best `width` plays by `judge`, and returning a dead card if it may."""
        base = judge(table, seat)
        ranked = []
        for action in actions:
            if not isinstance(action, Play):
                continue
            ranked.append((HeuristicPlayer.gain(table, seat, action, base), action))
        ranked.sort(key=lambda pair: -pair[0])
        chosen = [action for _, action in ranked[: self.width]]
        dead = dead_cards(table, seat)
        if dead and Return(dead[0]) in actions:
            chosen.append(Return(dead[0]))
        return chosen

    def play_on(self, world: Any, action: Any, seat: int, turns: int, rng: random.Random) -> float:
        """The seat's margin after `action` and `turns` more turns played by the rollout."""
        sim: KingsBountySearch = world.search_copy()
        sim.advance(action)
        done = 0 if sim.mover != seat or sim.phase != "return" else -1
        for _ in range(PLIES_PER_TURN * (turns + 1)):
            mover = sim.current_seat()
            if mover is None or done >= turns:
                break
            sim.advance(self.rollout.choose(sim, mover, rng))
            if sim.mover != mover or sim.current_seat() is None:
                done += 1
        if sim.points is not None:
            return against_others([float(p) for p in sim.points], seat, self.leader)
        return against_others(standing(sim), seat, self.leader) - 0.5 * risk(sim, seat)


class OraclePlayer(HardPlayer):
    """For measurement only (`igroteka arena kings_bounty oracle medium`): hard's search on
    the true deal, every hidden card seen; the ceiling hard is compared with (NEW-GAME.md)."""

    def sample(self, state: Any, seat: int, rng: random.Random) -> Any:
        return state.search_copy()
