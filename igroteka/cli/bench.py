"""`igroteka bench [TARGET]`: how fast the engines and bots are, as a table.

Targets: `engine` (perft leaves per second for games with a fast perft,
random playouts per second for every game), `bots` (seconds per move for
each level of each game), `all` (both, the default). Other targets are
listed in `PLUGINS`: `igroteka bench server` runs igroteka/bench/server_load.py.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from igroteka.arena.bench import bot_bench, has_fast_perft, perft_bench, playout_bench
from igroteka.bots import LEVELS
from igroteka.engine import Game, IgrotekaError, Text, all_games, get_game

BUILT_IN = ("all", "engine", "bots")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("bench", help="measure engine and bot speed")
    parser.add_argument("target", nargs="?", default="all", help="all, engine, bots, or server")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--depth", type=int, help="perft depth (default: the game's, or adaptive)")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds of random playouts")
    parser.add_argument("--moves", type=int, default=3, help="positions per bot level")
    parser.add_argument(
        "--level", action="append", choices=LEVELS, help="only this level (repeatable)"
    )
    parser.add_argument(
        "--clock", choices=("wall", "cpu"), default="wall", help="what bot times count"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.target not in BUILT_IN:
        return run_plugin(args)
    games = [get_game(g) for g in args.game] if args.game else all_games()
    if args.target in ("all", "engine"):
        engine_tables(games, args)
    if args.target in ("all", "bots"):
        bot_table(games, args.level or list(LEVELS), args.moves, args.clock)
    return 0


def server_bench(args: argparse.Namespace) -> int:
    # Imported when asked for: the server's benchmark brings the whole web stack.
    from igroteka.bench import server_load

    return int(server_load.run(args) or 0)


# Benchmarks that live beside what they measure: the target's name -> its `run(args)`.
PLUGINS: dict[str, Callable[[argparse.Namespace], int]] = {"server": server_bench}


def run_plugin(args: argparse.Namespace) -> int:
    plugin = PLUGINS.get(args.target)
    if plugin is None:
        raise IgrotekaError(
            Text(
                "Нет такого замера: «{target}» (есть: {known})",
                "No such benchmark: '{target}' (known: {known})",
            ).with_params(target=args.target, known=", ".join(BUILT_IN)),
            code="unknown_benchmark",
        )
    return plugin(args)


def engine_tables(games: Sequence[Game], args: argparse.Namespace) -> None:
    rows = []
    for game in games:
        if args.game or has_fast_perft(game):
            row = perft_bench(game, args.depth)
            rows.append(
                [
                    game.id,
                    str(row.depth),
                    f"{row.leaves:,}",
                    f"{row.seconds:.2f}",
                    f"{row.rate:,.0f}",
                ]
            )
    if rows:
        print_table(["perft", "depth", "leaves", "cpu s", "leaves/s"], rows)
        print()
    rows = []
    for game in games:
        row = playout_bench(game, args.seconds)
        rows.append(
            [
                game.id,
                str(row.playouts),
                f"{row.playouts / row.seconds:,.1f}",
                f"{row.plies / row.playouts:.0f}",
                f"{row.plies / row.seconds:,.0f}",
            ]
        )
    print_table(["random playouts", "games", "cpu games/s", "plies/game", "plies/s"], rows)
    print()


def bot_table(games: Sequence[Game], levels: Sequence[str], moves: int, clock: str) -> None:
    rows = []
    for game in games:
        for level in levels:
            row = bot_bench(game, level, moves, clock)
            depth = ""
            if row.depths:
                ranked = sorted(row.depths)
                depth = f"{ranked[0]}-{ranked[-1]} (median {ranked[len(ranked) // 2]})"
            rows.append(
                [
                    game.id,
                    level,
                    row.bot,
                    str(row.moves),
                    f"{row.mean:.3f}",
                    f"{row.longest:.3f}",
                    depth,
                ]
            )
    print_table(["bot", "level", "algorithm", "moves", f"{clock} s/move", "max s", "depth"], rows)


def print_table(header: list[str], rows: list[list[str]]) -> None:
    """A Markdown table, so the output can be pasted into docs/benchmarks.md as it is."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print("| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |")
