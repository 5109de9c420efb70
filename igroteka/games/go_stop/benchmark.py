"""Bot strength on duplicate deals: `python -m igroteka.games.go_stop.benchmark`.

Each deal is played twice from the same seed with the seats swapped, so the
cards cannot decide: a pair is won by the bot whose two payouts add up to
more. Prints wins, ties and losses over the pairs, the win rate with its 95%
Wilson interval (over all pairs, and over the pairs that were not tied) and
the slowest move. Until the generic `igroteka arena` lands, this is the
bounded script behind the Go-Stop figures in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from igroteka.arena.stats import wilson_interval
from igroteka.games.go_stop.bots import BOTS
from igroteka.games.go_stop.game import GoStopGame


@dataclass(frozen=True)
class Game:
    points: tuple[float, float]
    slowest: tuple[float, float]  # the slowest move of each seat, CPU seconds
    thinking: tuple[float, float]  # CPU seconds
    moves: tuple[int, int]


def play(seed: int, levels: tuple[str, str], options: dict[str, object]) -> Game:
    game = GoStopGame()
    bots = [BOTS[level](options) for level in levels]
    state = game.new_state(options, seed)
    rng = random.Random(seed * 7919 + 1)
    slowest = [0.0, 0.0]
    thinking = [0.0, 0.0]
    moves = [0, 0]
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        start = time.process_time()
        action = bots[seat].choose(state, seat, rng)
        spent = time.process_time() - start
        slowest[seat] = max(slowest[seat], spent)
        thinking[seat] += spent
        moves[seat] += 1
        state.apply(action, seat)
    outcome = state.outcome()
    assert outcome is not None
    return Game(
        (outcome.points[0], outcome.points[1]),
        (slowest[0], slowest[1]),
        (thinking[0], thinking[1]),
        (moves[0], moves[1]),
    )


def play_pair(job: tuple[str, str, int]) -> tuple[float, float, float, int]:
    """Bot A's points over the pair, its slowest move, its thinking time and its move count."""
    a, b, seed = job
    options = GoStopGame.options.resolve()
    first = play(seed, (a, b), options)
    second = play(seed, (b, a), options)
    return (
        first.points[0] + second.points[1],
        max(first.slowest[0], second.slowest[1]),
        first.thinking[0] + second.thinking[1],
        first.moves[0] + second.moves[1],
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", nargs="?", default="hard", choices=sorted(BOTS))
    parser.add_argument("b", nargs="?", default="medium", choices=sorted(BOTS))
    parser.add_argument("--pairs", type=int, default=400, help="deal pairs (two games each)")
    parser.add_argument("--start", type=int, default=0, help="seed of the first deal")
    parser.add_argument("--workers", type=int, default=2, help="processes")
    args = parser.parse_args(argv)
    jobs = [(args.a, args.b, seed) for seed in range(args.start, args.start + args.pairs)]
    began = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play_pair, jobs, chunksize=4))
    wall = time.perf_counter() - began
    wins = sum(1 for r in results if r[0] > 0)
    ties = sum(1 for r in results if r[0] == 0)
    losses = len(results) - wins - ties
    n = len(results)
    low, high = wilson_interval(wins / n if n else 0.0, n)
    decided = wins + losses
    d_low, d_high = wilson_interval(wins / decided if decided else 0.0, decided)
    moves = sum(r[3] for r in results)
    print(f"{args.a} vs {args.b}: {n} deal pairs (seeds {args.start}..{args.start + n - 1})")
    print(f"  pairs won {wins}, tied {ties}, lost {losses}")
    print(f"  won {wins / n:.1%} of all pairs, 95% interval {low:.1%}..{high:.1%}")
    if decided:
        print(
            f"  won {wins / decided:.1%} of the {decided} untied pairs, "
            f"95% interval {d_low:.1%}..{d_high:.1%}"
        )
    print(f"  mean points per pair for {args.a}: {sum(r[0] for r in results) / n:+.2f}")
    print(
        f"  {args.a}: {sum(r[2] for r in results) / max(moves, 1) * 1000:.2f} ms CPU per move, "
        f"slowest {max(r[1] for r in results) * 1000:.0f} ms; wall {wall:.0f} s "
        f"on {args.workers} processes"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
