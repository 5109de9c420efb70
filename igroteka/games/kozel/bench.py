"""Strength of Kozel's bot levels on duplicate deals.

Each deal is played twice from the same shuffle: once with level X in seats
0 and 2, once with X in seats 1 and 3, so the cards cannot decide the pair.
X wins a pair when its team's game points over the two plays are better
(written against it fewer, or credited more), card points breaking a tie.

    python -m igroteka.games.kozel.bench hard medium --pairs 200 --workers 2

prints wins, losses and ties, X's share of the pairs (a tie counts half) with
its 95% Wilson interval, and the mean game points per deal.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from igroteka.arena.stats import wilson_interval
from igroteka.engine import get_game

LEVELS = ("easy", "medium", "hard")


def _bot(level: str, settings: dict[str, Any]) -> Any:
    game = get_game("kozel")
    return game.bot_factories[level](settings if level == "hard" else None)


def play_deal(seed: int, levels: tuple[str, str], preset: str | None,
              settings: dict[str, Any]) -> tuple[float, int, float]:
    """Play the first deal of a match from `seed`; levels[0] sits at 0/2, levels[1] at 1/3.

    Returns (game points for team 0 minus team 1, card points difference,
    the most seconds one decision took).
    """
    game = get_game("kozel")
    state = game.new_state(game.resolve_options(preset), seed)
    bots = [_bot(levels[0], settings), _bot(levels[1], settings)]
    rng = random.Random(seed * 7919 + 17)
    slowest = 0.0
    while state.deal_number == 1 and not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        started = time.perf_counter()
        action = bots[seat & 1].choose(state, seat, rng)
        slowest = max(slowest, time.perf_counter() - started)
        state.apply(action)
    line = state.sheet[-1]
    sign = 1 if state.rules.credit_scoring else -1
    written = line["written"]
    game_points = sign * (written[0] - written[1])
    cards = line["card_points"][0] - line["card_points"][1]
    return game_points, cards, slowest


def play_pair(args: tuple[int, str, str, str | None, dict[str, Any]]) -> tuple[float, int, float]:
    seed, x, y, preset, settings = args
    g1, c1, t1 = play_deal(seed, (x, y), preset, settings)
    g2, c2, t2 = play_deal(seed, (y, x), preset, settings)
    return g1 - g2, c1 - c2, max(t1, t2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("x", choices=LEVELS)
    parser.add_argument("y", choices=LEVELS)
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--preset", default=None)
    parser.add_argument("--time-limit", type=float, default=0.45,
                        help="the hard level's seconds per card")
    parser.add_argument("--samples", type=int, default=200,
                        help="the hard level's most sampled deals per card")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                        help="what the hard level's time limit measures (cpu: load-independent)")
    args = parser.parse_args(argv)
    settings = {"time_limit": args.time_limit, "samples": args.samples, "clock": args.clock}
    jobs = [(args.first_seed + i, args.x, args.y, args.preset, settings)
            for i in range(args.pairs)]
    started = time.perf_counter()
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            results = list(pool.map(play_pair, jobs, chunksize=1))
    else:
        results = [play_pair(job) for job in jobs]
    wins = sum(1 for g, c, _ in results if g > 0 or (g == 0 and c > 0))
    losses = sum(1 for g, c, _ in results if g < 0 or (g == 0 and c < 0))
    ties = len(results) - wins - losses
    share = (wins + ties / 2) / len(results)
    low, high = wilson_interval(share, len(results))
    mean_game = sum(g for g, _, _ in results) / (2 * len(results))
    slowest = max(t for _, _, t in results)
    print(f"{args.x} vs {args.y}: {len(results)} deal pairs (seeds {args.first_seed}.."
          f"{args.first_seed + args.pairs - 1}, preset {args.preset or 'classic'})")
    print(f"  wins {wins}, losses {losses}, ties {ties}; share {share:.3f} "
          f"(95% CI {low:.3f}..{high:.3f})")
    print(f"  mean game points per deal for {args.x}: {mean_game:+.3f}; "
          f"slowest decision {slowest:.2f} s; wall {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
