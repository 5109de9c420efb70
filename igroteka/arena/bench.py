"""Engine and bot speed: perft leaves per second, random playouts per second, bot time per move.

Each measure runs on one core in this process and returns plain rows, so
`igroteka bench` prints them as a table and docs/benchmarks.md can quote it.
Engine figures count this process's CPU seconds, so a machine shared with
other work still gives one core's speed; bot times count wall or CPU seconds
as asked (a bot's budget counts the same).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from igroteka.bots import make_bot
from igroteka.bots.base import describe_bot, measured_by
from igroteka.engine import Game, State


@dataclass(frozen=True)
class PerftRow:
    game: str
    depth: int
    leaves: int
    seconds: float

    @property
    def rate(self) -> float:
        return self.leaves / self.seconds if self.seconds > 0 else float("inf")


@dataclass(frozen=True)
class PlayoutRow:
    game: str
    playouts: int
    plies: int
    seconds: float


@dataclass(frozen=True)
class BotRow:
    game: str
    level: str
    bot: str
    moves: int
    mean: float
    longest: float
    # The depth each search completed, for a bot that says (`think`: the checkers kernel).
    depths: tuple[int, ...] = ()


def has_fast_perft(game: Game) -> bool:
    """Whether the game overrides the engine's generic (clone-per-move) perft."""
    return type(game.new_state()).perft is not State.perft


def perft_bench(game: Game, depth: int | None = None, seconds: float = 1.0) -> PerftRow:
    """Perft from the start to `depth`, else to `Game.perft_bench_depth`, else deeper
    until one depth takes `seconds`."""
    state = game.new_state()
    depth = depth if depth is not None else game.perft_bench_depth
    if depth is not None:
        start = time.process_time()
        leaves = state.perft(depth)
        return PerftRow(game.id, depth, leaves, time.process_time() - start)
    row = PerftRow(game.id, 0, 1, 0.0)
    for d in range(1, 40):
        start = time.process_time()
        leaves = state.perft(d)
        if leaves == 0:
            break  # every line ended before this depth
        row = PerftRow(game.id, d, leaves, time.process_time() - start)
        if row.seconds >= seconds:
            break
    return row


def random_playout(state: State, rng: random.Random, max_plies: int) -> int:
    """Play uniformly random legal actions to the end (or `max_plies`); the plies played."""
    plies = 0
    while plies < max_plies and (seat := state.current_seat()) is not None:
        state.apply(rng.choice(state.legal_actions()), seat, checked=False)
        plies += 1
    return plies


def playout_bench(game: Game, seconds: float = 2.0, max_plies: int = 1000) -> PlayoutRow:
    """Random games from fresh deals for about `seconds` (at least one game)."""
    rng = random.Random(0)
    start = time.process_time()
    playouts = plies = 0
    while playouts == 0 or time.process_time() - start < seconds:
        plies += random_playout(game.new_state(seed=playouts), rng, max_plies)
        playouts += 1
    return PlayoutRow(game.id, playouts, plies, time.process_time() - start)


def sample_positions(game: Game, count: int, options: dict[str, Any] | None = None) -> list[State]:
    """`count` positions a few random plies into a game, where bots have real choices."""
    positions = []
    rng = random.Random(1)
    seed = 0
    while len(positions) < count and seed < 100 * count:
        state = game.new_state(options, seed=seed)
        random_playout(state, rng, 4 + 2 * (seed % 5))
        seed += 1
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            positions.append(state)
    return positions


def bot_bench(game: Game, level: str, moves: int = 3, clock: str = "wall") -> BotRow:
    """The level's bot thinking on `moves` positions: mean and longest seconds per move,
    in `wall` or `cpu` seconds (the bot's budget counts the same)."""
    options = game.resolve_options()
    bot = make_bot(game, level, options)
    times = []
    depths = []
    think = getattr(bot, "think", None)
    with measured_by(clock) as timer:
        for state in sample_positions(game, moves, options):
            seat = state.current_seat()
            assert seat is not None
            start = timer()
            rng = random.Random(len(times))
            if think is not None:
                reached = think(state, seat, rng)[1].get("depth")
                if reached is not None:
                    depths.append(reached)
            else:
                bot.choose(state, seat, rng)
            times.append(timer() - start)
    mean = sum(times) / len(times) if times else 0.0
    return BotRow(
        game.id, level, describe_bot(bot), len(times), mean, max(times, default=0.0), tuple(depths)
    )
