"""Where Kozel's hard loses the oracle's margin, by kind of decision (issue 23).

    PYTHONPATH=. python tools/kozel_gap.py GAMES SEED [SEED ...] [--hard SPEC] [--json FILE]

plays the first GAMES games of the ceiling's match `hard` vs `medium` for each
SEED (the same deals and seatings as `python -m igroteka.arena.ceiling kozel
GAMES SEED`: one deal a game, CPU clock) and, at every decision of hard's team
with more than one legal choice, scores every legal choice on the true deal:
the choice is applied to a copy of the state and the deal is played out with
the all-seeing `oracle` in hard's two seats and `medium` in the others. That
result (hard's team's margin, as the arena scores it) is the choice's value
Q. Two losses per decision, summed by kind (the declaration of trump, a
redeal choice, giving and giving back a card, a card by trick number):

- `regret`: the best choice's Q minus hard's. What the decision would have
  gained with the best choice, the oracle playing the rest.
- `gap`: Q of the oracle's own choice minus hard's (may be negative: the
  oracle scores cards by medium rollouts, not by its own continuation). The
  gaps of a game add up exactly to the oracle's margin in that game minus
  hard's, because every player here is deterministic on the true deal (the
  oracle draws one deal, the true one; medium draws nothing): replacing
  hard's choices by the oracle's one at a time from the last. The tool prints
  that check (`oracle - hard` against the summed gaps) per run; it is what
  makes the table a decomposition of the ceiling's margin.

The oracle-side values are computed outside hard's `choose`, on the true state,
and never reach hard: hard decides on the arena's state exactly as in a match.
Only the redeal and exchange phases do not arise under the default rules (no
house redeal conditions, giving the last trump off); options can be passed as
`key=value` (JSON values) to measure them. `--hard SPEC` measures a variant
(`hard:samples=400`); `--json FILE` writes every decision for further reading.
Run it with `nice -n 19`: a game costs about twice a ceiling game of hard.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from igroteka.arena.duplicate import derive_seed, placement, side_margin
from igroteka.bots import parse_bot
from igroteka.bots.base import measured_by
from igroteka.engine import get_game
from igroteka.games.kozel.actions import DECLARE, GIVE, PLAY, REDEAL_PHASE, RETURN

KINDS = {DECLARE: "declaration", REDEAL_PHASE: "redeal", GIVE: "give", RETURN: "give back"}


def kind_of(state: Any) -> str:
    """The decision's kind: a phase, or for a card the trick it is played to (1-8)."""
    if state.phase == PLAY:
        return f"card, trick {state.play.tricks_played + 1}"
    return KINDS.get(state.phase, state.phase)


def playout(game: Any, state: Any, players: dict[str, Any], seating: tuple[str, ...]) -> float:
    """Side A's margin in the first deal, played from `state` to its end by `players`."""
    state = state.clone()
    rng = random.Random(0)
    while (returns := game.deal_returns(state)) is None:
        seat = state.current_seat()
        if seat is None:
            raise RuntimeError("the match ended before its first deal was scored")
        state.apply(players[seating[seat]].choose(state, seat, rng), seat, checked=False)
    return side_margin(seating, tuple(returns))


def measure_game(
    game: Any, options: dict[str, Any], hard_spec: str, seed: int, index: int
) -> dict[str, Any]:
    """One game of the match: hard's decisions with every choice's Q, and the two margins."""
    unit, seating, deal_seed = placement(game, options, seed, index)
    state = game.new_state(options, seed=deal_seed)
    hard = parse_bot(hard_spec, game, options)
    medium = parse_bot("medium", game, options)
    oracle = parse_bot("oracle", game, options)
    with_oracle = {"A": oracle, "B": medium}
    rngs = [random.Random(derive_seed(seed, "bot", index, s)) for s in range(len(seating))]
    decisions = []
    oracle_margin = playout(game, state, with_oracle, seating)
    while (returns := game.deal_returns(state)) is None:
        seat = state.current_seat()
        assert seat is not None
        side = seating[seat]
        if side == "B":
            state.apply(medium.choose(state, seat, rngs[seat]), seat)
            continue
        legal = state.legal_actions()
        start = time.process_time()
        action = hard.choose(state, seat, rngs[seat])
        spent = time.process_time() - start
        if len(legal) > 1:
            values = {}
            for choice in legal:
                child = state.clone()
                child.apply(choice, seat, checked=False)
                values[json.dumps(choice.to_json())] = playout(game, child, with_oracle, seating)
            mine = json.dumps(action.to_json())
            best = json.dumps(oracle.choose(state.clone(), seat, random.Random(0)).to_json())
            decisions.append(
                {
                    "kind": kind_of(state),
                    "seat": seat,
                    "position": len(state.play.trick) if state.phase == PLAY else None,
                    "choices": len(legal),
                    "values": values,
                    "hard": mine,
                    "oracle": best,
                    "regret": max(values.values()) - values[mine],
                    "gap": values[best] - values[mine],
                    "cpu": spent,
                }
            )
        state.apply(action, seat)
    return {
        "seed": seed,
        "index": index,
        "unit": unit,
        "hard_margin": side_margin(seating, tuple(returns)),
        "oracle_margin": oracle_margin,
        "decisions": decisions,
    }


def table(games: list[dict[str, Any]]) -> str:
    """The markdown table of decisions, regret and gap by kind, per game and as shares."""
    rows: dict[str, list[float]] = {}
    for g in games:
        for d in g["decisions"]:
            row = rows.setdefault(d["kind"], [0, 0, 0.0, 0.0])
            row[0] += 1
            row[1] += d["regret"] > 1e-9
            row[2] += d["regret"]
            row[3] += d["gap"]
    n = len(games)
    total_regret = sum(r[2] for r in rows.values()) or 1.0
    lines = [
        f"{n} games; regret (its share of all regret) and gap, in game points a game",
        "",
        "| decision | decisions | with regret > 0 | regret a game | gap a game |",
        "|---|---|---|---|---|",
    ]

    def order(kind: str) -> tuple[int, str]:
        return (1, f"{int(kind.rsplit(' ', 1)[1]):02d}") if kind.startswith("card") else (0, kind)

    for kind in sorted(rows, key=order):
        count, wrong, regret, gap = rows[kind]
        lines.append(
            f"| {kind} | {count} | {wrong} | {regret / n:.3f} ({regret / total_regret:.0%}) "
            f"| {gap / n:+.3f} |"
        )
    regret = sum(r[2] for r in rows.values())
    gap = sum(r[3] for r in rows.values())
    lines.append(
        f"| all | {sum(r[0] for r in rows.values())} | | {regret / n:.3f} | {gap / n:+.3f} |"
    )
    oracle = sum(g["oracle_margin"] for g in games) / n
    hard = sum(g["hard_margin"] for g in games) / n
    lines += [
        "",
        f"margin a game: oracle {oracle:+.3f}, hard {hard:+.3f}, "
        f"oracle - hard {oracle - hard:+.3f} (the gaps add up to {gap / n:+.3f})",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="tools/kozel_gap.py", description=__doc__.split("\n")[0])
    parser.add_argument("games", type=int, help="the first GAMES games of each seed's match")
    parser.add_argument("seeds", type=int, nargs="+", help="match seeds (tuning: 700-799)")
    parser.add_argument("--hard", default="hard", help="the hard player measured (arena spec)")
    parser.add_argument("--json", help="write every game's decisions here (JSON lines)")
    parser.add_argument("--option", action="append", default=[], help="key=value (JSON value)")
    args = parser.parse_args(argv)
    game = get_game("kozel")
    given = {k: json.loads(v) for k, _, v in (o.partition("=") for o in args.option)}
    options = game.resolve_options(None, given)
    games = []
    out = open(args.json, "a") if args.json else None  # noqa: SIM115 (open for the whole run)
    with measured_by("cpu"):
        for seed in args.seeds:
            for index in range(args.games):
                result = measure_game(game, options, args.hard, seed, index)
                games.append(result)
                if out is not None:
                    out.write(json.dumps(result) + "\n")
                    out.flush()
                print(
                    f"seed {seed} game {index}: oracle {result['oracle_margin']:+.3f}, "
                    f"hard {result['hard_margin']:+.3f}, "
                    f"gaps {sum(d['gap'] for d in result['decisions']):+.3f}",
                    flush=True,
                )
    if out is not None:
        out.close()
    print(table(games))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
