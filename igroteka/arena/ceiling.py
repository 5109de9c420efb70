"""How close a bot is to the ceiling: its share of the all-seeing player's margin.

Issue 23 asks how much of the possible gain over `medium` the card games' `hard`
level already takes. The ceiling is the game's all-seeing player (`oracle`,
`Game.arena_bots`): hard's search on the true deal. Both play `medium` on the
same duplicate deals (the same match seed), deal by deal; hard's share is
hard's mean margin over medium divided by the oracle's. Its 95% interval comes
from a paired bootstrap over the deals: a deal is resampled with both results,
so the luck of a deal, which both meet, cancels out.

    python -m igroteka.arena.ceiling GAME GAMES SEED [option=value ...]

runs the two matches `igroteka arena GAME oracle medium --games GAMES --seed SEED
--clock cpu` and `... hard medium ...` would play, and prints both summaries and
the share (docs/benchmarks.md, "Card games: how close to the ceiling").
"""

from __future__ import annotations

import json
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
    game_id, games, seed, *pairs = argv
    game = get_game(game_id)
    given: dict[str, Any] = {}
    for pair in pairs:
        key, _, raw = pair.partition("=")
        given[key] = json.loads(raw)
    options = game.resolve_options(None, given)
    margins = {}
    for spec in ("oracle", "hard"):
        match = run_match(
            game, options, spec, "medium", int(games), seed=int(seed), clock="cpu", by_deal=True
        )
        summary = match.summary()
        think, longest = match.think_time("A")
        margins[spec] = unit_margins(match)
        print(
            f"{game_id}: {spec} vs medium, {len(match.games)} games, {summary.units} deals: "
            f"W/D/L {summary.wins}/{summary.draws}/{summary.losses}, "
            f"score {summary.score:.1%} [{summary.low:.1%}, {summary.high:.1%}], "
            f"mean margin {match.mean_margin():+.2f}, "
            f"{think:.3f} s/move cpu (max {longest:.3f})",
            flush=True,
        )
    share, low, high = share_of_margin(margins["hard"], margins["oracle"])
    print(f"{game_id}: hard's share of the oracle's margin: {share:.0%} [{low:.0%}, {high:.0%}]")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
