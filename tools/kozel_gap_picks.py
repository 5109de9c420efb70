"""Kozel's hard variants scored by the oracle's values of their choices (issue 23).

A cheap screen for a change to one kind of decision, on positions whose every
choice already has its value Q (the true deal played on by the oracle for the
seat's team and medium for the others, as in tools/kozel_gap.py):

    PYTHONPATH=. python tools/kozel_gap_picks.py declare LOW-HIGH OUT PLAYER ...
    PYTHONPATH=. python tools/kozel_gap_picks.py cards GAPS.jsonl OUT PLAYER ...
    PYTHONPATH=. python tools/kozel_gap_picks.py leads GAPS.jsonl OUT K
    PYTHONPATH=. python tools/kozel_gap_picks.py early GAPS.jsonl OUT PLAYER ... [namer=WHO ...]
    PYTHONPATH=. python tools/kozel_gap_picks.py report OUT [FIELD=VALUE ...]

`declare` takes the first two deals of each match seed LOW..HIGH (games 0-3 of
the ceiling's match, the seating in which side A names the trump), values the
four suits and asks each PLAYER (an arena spec: `hard`, `medium`, `oracle`,
`hard:samples=600`) which suit it names. `cards` replays the games written by
`tools/kozel_gap.py --json` (hard's choices as stored, medium's and forced
cards as they come) and, at each card decision of tricks 1-5 after the
partner has had a card to play and whose choices differ by more than half a
point, asks each PLAYER afresh. Every player at a position gets a generator
with the same seed, so hard and its variants meet the same first draws.
`leads` is a diagnostic, not a player: at hard's leads of tricks 1-5 (the
same replay, choices differing by more than half a point) it picks the lead
whose mean result is best over K deals sampled from the seat's knowledge
(hard's play model) with the oracle playing on in each sampled deal: an
honest choice of deals with a far stronger (and far slower) evaluation than
hard's medium rollouts. If it lost much less than hard, hard's evaluation
would be what costs the leads; if not, it is what the seat cannot see. The
oracle's own lead (medium rollouts on the true deal) is listed beside it.
`early` is `cards` at every card decision of tricks 1-5 whose choices differ
by more than half a point, the first trick's leads included (a change to what
the sampler reads before any card shows, such as the named trump, acts there
most), each row tagged with hard's `team` (trumping, defending), who named the
trump (`namer`: self, partner, opponent) and the card's `place` in the trick
(1 is the lead); `namer=partner namer=opponent` keeps only the positions where
another seat named the trump (at the others the named trump tells the seat
nothing) and each player's CPU seconds, and hard's stored choice (drawn with
another generator: a variant that differs from hard by less than it does is
noise). `report` keeps only the rows whose fields have the values given
(`report OUT team=defending place=1`). It prints each player's mean regret
(the best Q less the Q of its choice), and each one's paired difference from
the first player with a 95% bootstrap interval over the positions. The first
player should be `hard` itself: hard asked twice does not always choose the
same card (its sampling), and the count of agreements with it says how much of
a variant's difference is that alone.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from igroteka.arena.duplicate import derive_seed, placement
from igroteka.bots import parse_bot
from igroteka.bots.base import measured_by
from igroteka.engine import get_game
from igroteka.games.kozel.actions import DECLARE, PLAY
from igroteka.games.kozel.knowledge import PlayModel, SeatKnowledge

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from kozel_gap import playout  # a sibling script, not a package


def _key(action: Any) -> str:
    return json.dumps(action.to_json())


@dataclass
class Decision:
    """One of hard's stored decisions, with the state it was made in."""

    game: dict[str, Any]
    seating: tuple[str, ...]
    state: Any
    seat: int
    legal: list[Any]
    stored: dict[str, Any]


def declare(game: Any, options: dict[str, Any], seeds: range, out: Any, specs: list[str]) -> None:
    medium = parse_bot("medium", game, options)
    with_oracle = {"A": parse_bot("oracle", game, options), "B": medium}
    players = {spec: parse_bot(spec, game, options) for spec in specs}
    for seed in seeds:
        for index in range(4):
            _, seating, deal_seed = placement(game, options, seed, index)
            state = game.new_state(options, seed=deal_seed)
            seat = state.current_seat()
            if state.phase != DECLARE or seating[seat] != "A":
                continue
            values = {}
            for action in state.legal_actions():
                child = state.clone()
                child.apply(action, seat)
                values[_key(action)] = playout(game, child, with_oracle, seating)
            picks = {
                spec: _key(
                    player.choose(
                        state.clone(), seat, random.Random(derive_seed(seed, "bot", index, seat))
                    )
                )
                for spec, player in players.items()
            }
            out.write(json.dumps({"seed": seed, "index": index, "values": values, "picks": picks}))
            out.write("\n")
            out.flush()


def stored_decisions(game: Any, options: dict[str, Any], source: str) -> Iterator[Decision]:
    """Replay every game of a `kozel_gap.py --json` file, yielding each of hard's stored
    decisions with the state before it; hard's stored choice is applied after the caller
    has looked (medium's seats replay medium, forced moves are played)."""
    medium = parse_bot("medium", game, options)
    with open(source) as lines:
        for line in lines:
            g = json.loads(line)
            _, seating, deal_seed = placement(game, options, g["seed"], g["index"])
            state = game.new_state(options, seed=deal_seed)
            stored = iter(g["decisions"])
            while game.deal_returns(state) is None:
                seat = state.current_seat()
                legal = state.legal_actions()
                if seating[seat] == "B":
                    state.apply(medium.choose(state, seat, random.Random(0)), seat)
                    continue
                if len(legal) == 1:
                    state.apply(legal[0], seat)
                    continue
                d = next(stored)
                if {_key(a) for a in legal} != set(d["values"]):
                    raise RuntimeError(f"seed {g['seed']} game {g['index']} does not replay")
                yield Decision(g, seating, state, seat, legal, d)
                state.apply(next(a for a in legal if _key(a) == d["hard"]), seat)


def write_row(out: Any, at: Decision, picks: dict[str, str], **tags: Any) -> None:
    row = {"seed": at.game["seed"], "index": at.game["index"], "kind": at.stored["kind"]}
    row.update(tags, values=at.stored["values"], picks=picks)
    out.write(json.dumps(row) + "\n")
    out.flush()


def spread(values: dict[str, float]) -> float:
    return max(values.values()) - min(values.values())


def cards(game: Any, options: dict[str, Any], source: str, out: Any, specs: list[str]) -> None:
    players = {spec: parse_bot(spec, game, options) for spec in specs}
    for at in stored_decisions(game, options, source):
        state, g = at.state, at.game
        dp = state.play
        early = state.phase == PLAY and dp.tricks_played < 5
        if (
            early
            and (dp.tricks_played > 0 or len(dp.trick) >= 2)
            and spread(at.stored["values"]) > 0.5
        ):
            seed = derive_seed(g["seed"], "variant", g["index"], len(state.history))
            picks = {
                spec: _key(player.choose(state.clone(), at.seat, random.Random(seed)))
                for spec, player in players.items()
            }
            write_row(out, at, picks)


NAMERS = ("self", "partner", "opponent")


def early(
    game: Any,
    options: dict[str, Any],
    source: str,
    out: Any,
    specs: list[str],
    namers: Sequence[str] = NAMERS,
) -> None:
    players = {spec: parse_bot(spec, game, options) for spec in specs}
    for at in stored_decisions(game, options, source):
        state, g, seat = at.state, at.game, at.seat
        dp = state.play
        if state.phase != PLAY or dp.tricks_played >= 5 or spread(at.stored["values"]) <= 0.5:
            continue
        namer = NAMERS[0 if state.trumper == seat else 1 if state.trumper == seat ^ 2 else 2]
        if namer not in namers:
            continue
        seed = derive_seed(g["seed"], "variant", g["index"], len(state.history))
        picks, cpu = {}, {}
        for spec, player in players.items():
            start = time.process_time()
            picks[spec] = _key(player.choose(state.clone(), seat, random.Random(seed)))
            cpu[spec] = round(time.process_time() - start, 3)
        picks["hard as stored (another generator)"] = at.stored["hard"]
        team = "trumping" if (state.trumper & 1) == (seat & 1) else "defending"
        write_row(out, at, picks, team=team, namer=namer, place=len(dp.trick) + 1, cpu=cpu)


def leads(game: Any, options: dict[str, Any], source: str, out: Any, k: int) -> None:
    with_oracle = {"A": parse_bot("oracle", game, options), "B": parse_bot("medium", game, options)}
    for at in stored_decisions(game, options, source):
        state, g, seat, legal = at.state, at.game, at.seat, at.legal
        dp = state.play
        if (
            state.phase == PLAY
            and dp.tricks_played < 5
            and not dp.trick
            and spread(at.stored["values"]) > 0.5
        ):
            seed = derive_seed(g["seed"], "lead", g["index"], len(state.history))
            rng = random.Random(seed)
            knowledge = SeatKnowledge(state, seat, PlayModel())
            totals = dict.fromkeys(map(_key, legal), 0.0)
            for _ in range(k):
                world = knowledge.world(rng)
                for action in legal:
                    child = world.clone()
                    child.apply(action, seat, checked=False)
                    totals[_key(action)] += playout(game, child, with_oracle, at.seating)
            best = max(totals, key=totals.__getitem__)
            picks = {
                "hard": at.stored["hard"],
                f"oracle playing on, {k} sampled deals": best,
                "oracle (medium rollouts, true deal)": at.stored["oracle"],
            }
            write_row(out, at, picks)


def report(path: str, where: Sequence[str] = ()) -> None:
    wanted = dict(w.partition("=")[::2] for w in where)
    with open(path) as lines:
        rows = [json.loads(line) for line in lines]
    rows = [r for r in rows if all(str(r.get(k)) == v for k, v in wanted.items())]
    n = len(rows)
    if not n:
        print("no positions")
        return
    specs = list(rows[0]["picks"])
    regret = {
        s: [max(r["values"].values()) - r["values"][r["picks"][s]] for r in rows] for s in specs
    }
    first = specs[0]
    print(f"{n} positions; regret a decision (best Q less the Q of the choice)")
    print(f"| player | regret | same choice as {first} | minus {first}, 95% |")
    print("|---|---|---|---|")
    rng = random.Random(0)
    for s in specs:
        same = sum(r["picks"][s] == r["picks"][first] for r in rows)
        diff = [regret[s][i] - regret[first][i] for i in range(n)]
        boot = sorted(sum(diff[rng.randrange(n)] for _ in range(n)) / n for _ in range(2000))
        low, high = boot[50], boot[1949]
        change = "" if s == first else f"{sum(diff) / n:+.3f} [{low:+.3f}, {high:+.3f}]"
        print(f"| {s} | {sum(regret[s]) / n:.3f} | {same} | {change} |")


def main(argv: Sequence[str]) -> int:
    if not argv or argv[0] not in ("declare", "cards", "early", "leads", "report"):
        print(__doc__)
        return 2
    if argv[0] == "report":
        report(argv[1], argv[2:])
        return 0
    game = get_game("kozel")
    options = game.resolve_options(None, {})
    with open(argv[2], "w") as out, measured_by("cpu"):
        if argv[0] == "declare":
            low, _, high = argv[1].partition("-")
            declare(game, options, range(int(low), int(high) + 1), out, list(argv[3:]))
        elif argv[0] == "leads":
            leads(game, options, argv[1], out, int(argv[3]))
        elif argv[0] == "early":
            specs = [a for a in argv[3:] if not a.startswith("namer=")]
            namers = [a[6:] for a in argv[3:] if a.startswith("namer=")] or NAMERS
            early(game, options, argv[1], out, specs, namers)
        else:
            cards(game, options, argv[1], out, list(argv[3:]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
