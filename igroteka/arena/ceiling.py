"""How close a bot is to the ceiling: its share of the all-seeing player's margin.

Issue 23 asks how much of the possible gain over `medium` the card games' `hard`
level already takes. The ceiling is the game's all-seeing player (`oracle`,
`Game.arena_bots`): hard's search on the true deal. Both play `medium` on the
same duplicate deals (the same match seed), deal by deal; hard's share is
hard's mean margin over medium divided by the oracle's. Its 95% interval comes
from a paired bootstrap over the deals: a deal is resampled with both results,
so the luck of a deal, which both meet, cancels out.

    python -m igroteka.arena.ceiling GAME GAMES SEED [option=value ...] [--also PLAYER]

runs the two matches `igroteka arena GAME oracle medium --games GAMES --seed SEED
--clock cpu` and `... hard medium ...` would play, and prints both summaries and
the share (docs/benchmarks.md, "Card games: how close to the ceiling"). `--also`
measures another arena player the same way (Go-Stop's `oracle_hand`, which sees
the opponent's hand but not the stock); `--margins FILE` keeps each player's
margins so that a long run can be played in parts (`--only PLAYER` each time)
and the shares printed at the end. A game scored by who wins (Sequence) has
a game's margin as A's result less B's (a win against a loss), so the share
is hard's wins over medium beyond even as a part of the oracle's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Sequence
from typing import Any

from igroteka.arena.match import MatchResult, run_match
from igroteka.engine import get_game

DRAWS = 4000


def unit_margins(match: MatchResult) -> list[float]:
    """A's mean margin in each deal unit (one deal in each seating), by unit number."""
    units: dict[int, list[float]] = {}
    for result in match.games:
        units.setdefault(result.unit, []).append(result.margin)
    return [sum(m) / len(m) for _, m in sorted(units.items())]


def share_of_margin(
    bot: Sequence[float], ceiling: Sequence[float], draws: int = DRAWS, seed: int = 0
) -> tuple[float, float, float]:
    """`bot`'s mean margin over the ceiling's, and its 95% paired-bootstrap interval.

    Both lists hold one margin per deal unit, the same deals in the same order.
    """
    if len(bot) != len(ceiling) or not bot:
        raise ValueError("the margins must be paired deal by deal")
    n = len(bot)
    share = sum(bot) / sum(ceiling)
    rng = random.Random(seed)
    shares = []
    for _ in range(draws):
        picks = [rng.randrange(n) for _ in range(n)]
        top = sum(ceiling[i] for i in picks)
        if top > 0:
            shares.append(sum(bot[i] for i in picks) / top)
    shares.sort()
    return share, shares[int(0.025 * len(shares))], shares[int(0.975 * len(shares)) - 1]


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m igroteka.arena.ceiling")
    parser.add_argument("game")
    parser.add_argument("games", type=int)
    parser.add_argument("seed", type=int)
    parser.add_argument("options", nargs="*", help="option=value (JSON values)")
    parser.add_argument(
        "--also",
        action="append",
        default=[],
        help="another player measured against the oracle too (e.g. oracle_hand); repeatable",
    )
    parser.add_argument(
        "--margins",
        help="a JSON file keeping each player's margins deal by deal: a player already in it "
        "for this game, size and seed is not played again, so a long run can be done in parts",
    )
    parser.add_argument(
        "--only", action="append", default=[], help="play only these players this time"
    )
    args = parser.parse_args(argv)
    game_id = args.game
    game = get_game(game_id)
    given: dict[str, Any] = {}
    for pair in args.options:
        key, _, raw = pair.partition("=")
        given[key] = json.loads(raw)
    options = game.resolve_options(None, given)
    key = json.dumps([game_id, args.games, args.seed, given], sort_keys=True)
    saved: dict[str, Any] = {}
    if args.margins and os.path.exists(args.margins):
        with open(args.margins) as file:
            saved = json.load(file)
    kept: dict[str, Any] = saved.setdefault(key, {})
    specs = ["oracle", *args.also, "hard"]
    margins: dict[str, list[float]] = {}
    for spec in specs:
        if spec in kept:
            margins[spec] = kept[spec]["margins"]
            print(kept[spec]["line"], "(kept)", flush=True)
            continue
        if args.only and spec not in args.only:
            continue
        match = run_match(game, options, spec, "medium", args.games, seed=args.seed, clock="cpu")
        summary = match.summary()
        think, longest = match.think_time("A")
        margins[spec] = unit_margins(match)
        line = (
            f"{game_id}: {spec} vs medium, {len(match.games)} games, {summary.units} deals: "
            f"W/D/L {summary.wins}/{summary.draws}/{summary.losses}, "
            f"score {summary.score:.1%} [{summary.low:.1%}, {summary.high:.1%}], "
            f"mean margin {match.mean_margin():+.2f}, "
            f"{think:.3f} s/move cpu (max {longest:.3f})"
        )
        print(line, flush=True)
        if args.margins:
            kept[spec] = {"line": line, "margins": margins[spec]}
            with open(args.margins, "w") as file:
                json.dump(saved, file)
    if "oracle" not in margins:
        return 0
    for spec in specs[1:]:
        if spec in margins:
            share, low, high = share_of_margin(margins[spec], margins["oracle"])
            print(
                f"{game_id}: {spec}'s share of the oracle's margin: "
                f"{share:.0%} [{low:.0%}, {high:.0%}]"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
