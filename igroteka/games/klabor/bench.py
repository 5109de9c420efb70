"""Strength of Klabor's bot levels on duplicate deals.

Each deal is played once per seating from the same shuffle: with two players
(or two pairs) level X takes one side, then the other; with three, X takes
each seat in turn against two of level Y. X's result in one play is what the
deal writes for its side minus the others' mean (a висяк pot counts half for
the maker); X wins the deal when its results over the seatings add up to more
than nothing, so the cards cannot decide.

    python -m igroteka.games.klabor.bench hard medium --deals 100 --players 2

prints wins, losses and ties, X's share of the deals (a tie counts half) with
its 95% Wilson interval, the mean result per play, and the slowest decision.
The hard level's budget counts this process's CPU seconds (`--clock cpu`, the
default here) so that a busy machine gives it the same thinking as an idle one.
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from igroteka.arena.stats import wilson_interval
from igroteka.engine import get_game

LEVELS = ("easy", "medium", "hard")
POT_SHARE = 0.5


def _bot(level: str, settings: dict[str, Any]) -> Any:
    game = get_game("klabor")
    return game.bot_factories[level](settings if level == "hard" else None)


def seatings(players: int, teams: bool) -> list[list[int]]:
    """For each play of a deal, the seats level X holds."""
    if teams:
        return [[0, 2], [1, 3]]
    if players == 2:
        return [[0], [1]]
    return [[seat] for seat in range(players)]


def play_deal(seed: int, x_seats: list[int], levels: tuple[str, str], overrides: dict[str, Any],
              settings: dict[str, Any]) -> tuple[float, float]:
    """The first scored deal of a match from `seed`, X in `x_seats`: (X's result, slowest move)."""
    game = get_game("klabor")
    state = game.new_state(game.resolve_options(None, overrides), seed)
    bots = {level: _bot(level, settings) for level in set(levels)}
    rng = random.Random(seed * 7919 + sum(x_seats))
    slowest = 0.0
    while not state.sheet and not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        bot = bots[levels[0] if seat in x_seats else levels[1]]
        started = time.process_time()
        action = bot.choose(state, seat, rng)
        slowest = max(slowest, time.process_time() - started)
        state.apply(action, seat)
    side = state.side_of(x_seats[0])
    if not state.sheet:
        assert state.winner is not None
        return (162.0 if state.winner == side else -162.0), slowest
    line = state.sheet[0]
    written = list(map(float, line["written"]))
    if line.get("pots_after"):
        written[line["maker_side"]] += POT_SHARE * sum(line["pots_after"])
    others = [w for s, w in enumerate(written) if s != side]
    return written[side] - sum(others) / len(others), slowest


def play_unit(args: tuple[int, str, str, dict[str, Any], dict[str, Any]]) -> tuple[float, float]:
    seed, x, y, overrides, settings = args
    game = get_game("klabor")
    options = game.resolve_options(None, overrides)
    teams = len(game.teams(options)) == 2 and int(options["players"]) == 4
    total, slowest = 0.0, 0.0
    for x_seats in seatings(int(options["players"]), teams):
        result, slow = play_deal(seed, x_seats, (x, y), overrides, settings)
        total += result
        slowest = max(slowest, slow)
    return total, slowest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("x", choices=LEVELS)
    parser.add_argument("y", choices=LEVELS)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--solo", action="store_true", help="four players each for himself")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--time-limit", type=float, default=0.45,
                        help="the hard level's seconds per decision")
    parser.add_argument("--samples", type=int, default=300,
                        help="the hard level's most sampled worlds per decision")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    args = parser.parse_args(argv)
    overrides: dict[str, Any] = {"players": args.players}
    if args.solo:
        overrides["four_player_mode"] = "solo"
    settings = {"time_limit": args.time_limit, "samples": args.samples, "clock": args.clock}
    jobs = [(args.first_seed + i, args.x, args.y, overrides, settings)
            for i in range(args.deals)]
    started = time.perf_counter()
    cpu = time.process_time()
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            results = list(pool.map(play_unit, jobs, chunksize=1))
    else:
        results = [play_unit(job) for job in jobs]
    wins = sum(1 for r, _ in results if r > 0)
    losses = sum(1 for r, _ in results if r < 0)
    ties = len(results) - wins - losses
    share = (wins + ties / 2) / len(results)
    low, high = wilson_interval(share, len(results))
    plays = len(seatings(args.players, args.players == 4 and not args.solo))
    mean = sum(r for r, _ in results) / (plays * len(results))
    slowest = max(s for _, s in results)
    print(f"{args.x} vs {args.y}: {len(results)} duplicate deals x {plays} seatings, "
          f"{args.players} players{' solo' if args.solo else ''} (seeds {args.first_seed}.."
          f"{args.first_seed + args.deals - 1})")
    print(f"  wins {wins}, losses {losses}, ties {ties}; share {share:.3f} "
          f"(95% CI {low:.3f}..{high:.3f})")
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = time.process_time() - cpu + children.ru_utime + children.ru_stime
    print(f"  mean result per play for {args.x}: {mean:+.1f} points; slowest decision "
          f"{slowest:.2f} s CPU; wall {time.perf_counter() - started:.0f} s, CPU {used:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
