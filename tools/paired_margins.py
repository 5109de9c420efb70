"""The paired difference of two arena players' margins over medium, from ceiling margin files.

    python tools/paired_margins.py PLAYER_A PLAYER_B FILE [FILE ...]

Each FILE is a `python -m igroteka.arena.ceiling ... --margins FILE` file; every run in it
that has both players gives one difference per deal unit (A's margin less B's on the same
deals, so a deal's luck cancels). The units of all runs are pooled: the mean and its 95%
paired bootstrap interval (4000 draws, seed 0, percentiles 2.5 and 97.5) are printed, the
same way the ceiling tool bootstraps a share.
"""

from __future__ import annotations

import json
import random
import sys


def main(a: str, b: str, paths: list[str]) -> None:
    diffs: list[float] = []
    for path in paths:
        with open(path) as file:
            runs = json.load(file)
        for key, kept in runs.items():
            if a in kept and b in kept:
                pairs = zip(kept[a]["margins"], kept[b]["margins"], strict=True)
                run = [x - y for x, y in pairs]
                print(f"{key}: {len(run)} deals, mean {sum(run) / len(run):+.2f}")
                diffs += run
    n = len(diffs)
    rng = random.Random(0)
    means = sorted(sum(rng.choice(diffs) for _ in range(n)) / n for _ in range(4000))
    print(
        f"{a} minus {b}: {n} deals pooled, mean {sum(diffs) / n:+.2f} "
        f"[{means[99]:+.2f}, {means[3899]:+.2f}]"
    )


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
