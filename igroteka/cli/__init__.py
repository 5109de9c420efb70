"""The `igroteka` command. Each subcommand lives in its own module of this package.

A module here joins the command by defining `register(subparsers)`, which adds
its parser and sets `func` to a callable taking the parsed args and returning
an exit status, and by being listed in `COMMANDS`.
"""

from __future__ import annotations

import argparse
import sys

from igroteka.cli import analyse, arena, bench, games, perft, play, replay, serve, verify
from igroteka.engine.errors import IgrotekaError

COMMANDS = (analyse, arena, bench, games, perft, play, replay, serve, verify)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="igroteka", description="Igroteka games club")
    parser.add_argument("--lang", choices=("ru", "en"), default="ru", help="language of messages")
    subparsers = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        command.register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except IgrotekaError as error:
        print(f"igroteka: {error.message(args.lang)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
