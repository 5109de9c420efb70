# ruff: noqa: SIM115, SIM105  (offline scripts: files live as long as the run)
"""Second look at the teacher's flagged positions (seq_teacher.py): fresh worlds, two moves.

A position where the first pass found a move better than hard's by a margin
is replayed from its deal and both moves are scored again in `worlds` new
worlds (common random numbers between the two): the first pass picked the
best of several noisy means, so only this second, independent estimate says
how much hard's choice really loses there.
"""

from __future__ import annotations

import json
import random
import sys
import time

from igroteka.games.sequence.game import GAME
from igroteka.games.sequence.worlds import gains_in_worlds
from tools.seq_teacher import HARD, candidates, keeper_move, rollout


def main():
    src, preset, worlds, margin, out_path, budget = sys.argv[1:7]
    worlds, margin, deadline = int(worlds), float(margin), time.time() + float(budget)
    options = GAME.options.resolve("two_teams" if preset == "teams" else None)
    out = open(out_path, "a")
    rows = [json.loads(line) for line in open(src)]
    done = set()
    try:
        done = {(r["seed"], r["turn"]) for r in map(json.loads, open(out_path))}
    except FileNotFoundError:
        pass
    for r in rows:
        c = r["cands"]
        best = max(range(len(c)), key=lambda i: c[i]["value"])
        if best == 0 or c[best]["value"] - c[0]["value"] < margin or (r["seed"], r["turn"]) in done:
            continue
        if time.time() > deadline:
            break
        seed = r["seed"]
        state = GAME.new_state(options, seed=seed)
        hard_team = seed % 2
        while True:
            top = (
                HARD.action_values(state)[0][1] if state.team_of[state.mover] == hard_team else None
            )
            if state.turn == r["turn"] and top is not None and type(top).__name__ != "Exchange":
                break
            state.advance(top if top is not None else keeper_move(state))
        _, cands = candidates(state, 3)
        names = [str(a) for a, _ in cands]
        assert names[0] == c[0]["move"] and c[best]["move"] in names, (names, c)
        moves = [cands[0][0], cands[names.index(c[best]["move"])][0]]
        seat = state.mover
        wrng = random.Random(seed * 104729 + r["turn"])
        policy = [keeper_move] * state.seats

        def played_out(child, move, seat=seat, policy=policy):
            child.advance(move)
            return rollout(child, seat, policy)

        gains, _ = gains_in_worlds(state, seat, moves, worlds, wrng, played_out)
        rec = dict(
            r,
            best=best,
            d1=c[best]["value"] - c[0]["value"],
            d2=gains[1],
            worlds2=worlds,
        )
        out.write(json.dumps(rec) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
