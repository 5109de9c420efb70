"""Shared by the game commands: `--preset` and `--option key=value` into a game's options."""

from __future__ import annotations

import argparse
from typing import Any

from igroteka.engine import Game, OptionError, Text


def add_option_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", help="a named rule set (see `igroteka games GAME`)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="set one option (repeatable)",
    )


def resolve_options(game: Game, args: argparse.Namespace) -> dict[str, Any]:
    """The options from `--preset` and `--option`; OptionError names a malformed pair."""
    overrides: dict[str, str] = {}
    for pair in args.option:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise OptionError(
                Text(
                    "Настройка пишется как ключ=значение, а не «{pair}»",
                    "An option is written key=value, not '{pair}'",
                ).with_params(pair=pair),
                option=pair,
            )
        overrides[key.strip()] = value.strip()
    return game.resolve_options(args.preset, overrides)
