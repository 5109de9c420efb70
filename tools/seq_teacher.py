# ruff: noqa: SIM115  (offline scripts: files live as long as the run)
"""Offline teacher for Sequence's hard (issue 19): where does hard's count lose?

Plays hard against medium (the keeper, bots.KEEPER: the medium level when the
teacher's tables in docs/plans/2026-12-07-seq-teach.md were made) on tuning deals;
at sampled decisions of hard's seat it scores hard's few best distinct moves (plus
its best wild / removing jack play and medium's choice) by rollouts to the end of
the game in worlds dealt from the seat's own knowledge (`determinize`), every candidate meeting the
same worlds and the same deck order (common random numbers). Writes one JSON
line per position: each candidate's features and mean result for the seat.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time

from igroteka.games.sequence.actions import Exchange, Play
from igroteka.games.sequence.board import THROUGH, WINDOWS
from igroteka.games.sequence.bots import FREE, KEEPER, WIN, action_values, window_counts
from igroteka.games.sequence.cards import REMOVE, WILD
from igroteka.games.sequence.game import GAME
from igroteka.games.sequence.weighed import WeighedBot

HARD = WeighedBot()
# How many of hard's best distinct moves the teacher scores (env SEQ_TEACH_WIDTH, default 3).
WIDTH = int(os.environ.get("SEQ_TEACH_WIDTH", "3"))


def keeper_move(t):
    """Medium's move when the teacher ran: the keeper (bots.KEEPER), since moved below it."""
    return action_values(t, KEEPER)[0][1]


def hard_move(t):
    return HARD.action_values(t)[0][1]


def features(t, action, team):
    """What a move is: its kind, the foe line it spoils, the own line it makes, the cell's twin."""
    f = {"kind": type(action).__name__}
    if not isinstance(action, Play):
        return f
    eff = t.pack.effect[action.card]
    cell = action.cell
    f["kind"] = "wild" if eff == WILD else "remove" if eff == REMOVE else "card"
    chips = t.chips
    if eff == REMOVE:
        foe = chips[cell]
        lvl = 0
        for i in THROUGH[cell]:
            theirs, other, _ = window_counts(chips, WINDOWS[i], foe)
            if other == 0:
                lvl = max(lvl, theirs)
        f["unblock"] = lvl  # the foe line the removal cuts
        own = 0
        for i in THROUGH[cell]:
            o, other, _ = window_counts(chips, WINDOWS[i], team)
            if other == 1:
                own = max(own, o)
        f["build"] = own + 1
        return f
    block = build = 0
    for i in THROUGH[cell]:
        own, other, foe = window_counts(chips, WINDOWS[i], team)
        frees = sum(1 for c in WINDOWS[i] if chips[c] == FREE)
        if other == 0:
            build = max(build, own + 1)
        elif own == frees and foe >= 0:
            block = max(block, other + frees)
    f["block"] = block
    f["build"] = build
    r, c = divmod(cell, 10)
    f["edge"] = min(r, c, 9 - r, 9 - c)
    if eff >= 0:
        twins = [o for o in t.pack.cells_of[eff] if o != cell and chips[o] == -1]
        f["twin_open"] = bool(twins)
        f["copies_held"] = sum(1 for k in t.hands[t.mover] if t.pack.effect[k] == eff)
    return f


def candidates(t, width):
    scored = HARD.action_values(t)
    out = []
    seen = set()

    def key(a):
        if isinstance(a, Play):
            return ("p", t.pack.effect[a.card], a.cell)
        return (type(a).__name__, t.pack.kind_code(a.card))

    def add(a, why):
        k = key(a)
        if k not in seen:
            seen.add(k)
            out.append((a, why))

    for _, a in scored:
        add(a, "hard")
        if len(out) >= width:
            break
    for eff in (WILD, REMOVE):
        for _, a in scored:
            if isinstance(a, Play) and t.pack.effect[a.card] == eff:
                add(a, "jack")
                break
    add(keeper_move(t), "medium")
    return scored, out


def rollout(t, seat, policy_of, limit=400):
    for _ in range(limit):
        if t.over:
            break
        t.advance(policy_of[t.mover](t))
    res = t.outcome()
    if res is None:
        return 0.5
    mine = res.returns[seat]
    best_other = max(r for s, r in enumerate(res.returns) if t.team_of[s] != t.team_of[seat])
    return 1.0 if mine > best_other else 0.5 if mine == best_other else 0.0


def main():
    preset = sys.argv[1]  # two or teams
    first, last = int(sys.argv[2]), int(sys.argv[3])
    worlds = int(sys.argv[4])
    rate = float(sys.argv[5])
    out = open(sys.argv[6], "a")
    deadline = time.time() + float(sys.argv[7])
    options = GAME.options.resolve("two_teams" if preset == "teams" else None)
    for seed in range(first, last):
        if time.time() > deadline:
            break
        rng = random.Random(seed * 7919)
        state = GAME.new_state(options, seed=seed)
        hard_team = seed % 2  # which team hard plays
        seats_hard = [s for s in range(state.seats) if state.team_of[s] == hard_team]
        while not state.over and time.time() < deadline:
            seat = state.mover
            if seat not in seats_hard:
                state.advance(keeper_move(state))
                continue
            jacks = len(sys.argv) > 9 and sys.argv[9] == "jacks"
            scored, cands = candidates(state, 1 if jacks else WIDTH)
            if jacks and not any(why == "jack" for _, why in cands):
                state.advance(scored[0][1])  # no jack to weigh: hard's move, unscored
                continue
            top = scored[0]
            if (
                top[0] >= WIN / 2
                or len(cands) < 2
                or isinstance(top[1], Exchange)
                or rng.random() > rate
            ):
                state.advance(top[1])
                continue
            team = state.team_of[seat]
            totals = [0.0] * len(cands)
            if len(sys.argv) > 8 and sys.argv[8] == "hard":  # each seat plays on as in the match
                policy = [hard_move if s in seats_hard else keeper_move for s in range(state.seats)]
            else:  # medium plays every seat on: ten times cheaper than hard
                policy = [keeper_move] * state.seats
            wrng = random.Random(rng.getrandbits(64))
            for _ in range(worlds):
                world = state.determinize(seat, wrng)
                salt = wrng.getrandbits(64)
                for i, (a, _) in enumerate(cands):
                    child = world.search_copy()
                    child.rng = random.Random(salt)
                    child.advance(a)
                    totals[i] += rollout(child, seat, policy)
            rec = {
                "seed": seed,
                "turn": state.turn,
                "chips": sum(1 for c in state.chips if c >= 0),
                "hand_wild": sum(1 for k in state.hands[seat] if state.pack.effect[k] == WILD),
                "hand_remove": sum(1 for k in state.hands[seat] if state.pack.effect[k] == REMOVE),
                "seqs": [len(s) for s in state.sequences],
                "cands": [
                    {
                        "move": str(a),
                        "why": why,
                        "hard_value": next(v for v, b in scored if b == a)
                        if any(b == a for _, b in scored)
                        else None,
                        "value": totals[i] / worlds,
                        **features(state, a, team),
                    }
                    for i, (a, why) in enumerate(cands)
                ],
            }
            out.write(json.dumps(rec) + "\n")
            out.flush()
            state.advance(top[1])


if __name__ == "__main__":
    main()
