"""`igroteka perft GAME --depth N`: count the leaves of the legal-move tree.

The last line is the leaf count alone, so scripts and tests can read it;
`--divide` first prints each root move with its own count, which is how a
wrong count is narrowed down against another engine.
"""

from __future__ import annotations

import argparse
import time

from igroteka.cli._options import add_option_arguments, resolve_options
from igroteka.engine import OptionError, Text, get_game


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("perft", help="count the leaf positions to a depth")
    parser.add_argument("game", help="a game id")
    add_option_arguments(parser)
    parser.add_argument("--position", help="start from this position (the game's notation)")
    parser.add_argument("--depth", type=int, required=True, help="plies to look ahead")
    parser.add_argument("--divide", action="store_true", help="a count per root move first")
    parser.add_argument("--time", action="store_true", help="also print leaves per second")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.depth < 0:
        raise OptionError(
            Text("Глубина не может быть меньше 0", "The depth cannot be negative"),
            option="depth",
        )
    game = get_game(args.game)
    options = resolve_options(game, args)
    if args.position is not None:
        state = game.state_from_position(args.position, options)
    else:
        state = game.new_state(options)
    start = time.perf_counter()
    if args.divide and args.depth > 0:
        total = 0
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action, checked=False)
            count = child.perft(args.depth - 1)
            total += count
            print(f"{state.action_text(action)}: {count}")
    else:
        total = state.perft(args.depth)
    elapsed = time.perf_counter() - start
    if args.time:
        rate = total / elapsed if elapsed > 0 else float("inf")
        print(f"{elapsed:.3f} s, {rate:,.0f} leaves/s")
    print(total)
    return 0
