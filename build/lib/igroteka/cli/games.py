"""`igroteka games`: the registered games, their presets and options."""

from __future__ import annotations

import argparse
import json

from igroteka.engine import all_games, get_game


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("games", help="list the games, or show one game's options")
    parser.add_argument("game", nargs="?", help="a game id")
    parser.add_argument("--json", action="store_true", help="print the option schema as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.game is None:
        for game in all_games():
            presets = ", ".join(p.key for p in game.options.presets)
            print(f"{game.id:20} {game.name(args.lang):30} {presets}")
        return 0
    game = get_game(args.game)
    if args.json:
        print(json.dumps(game.describe(), ensure_ascii=False, indent=2))
        return 0
    print(game.name(args.lang))
    for preset in game.options.presets:
        print(f"  preset {preset.key}: {preset.name(args.lang)}")
    for option in game.options.options:
        print(f"  --option {option.key}={option.default}  ({option.label(args.lang)})")
    return 0
