# ruff: noqa: SIM115  (offline scripts: files live as long as the run)
"""Sum the teacher's positions (seq_teacher.py) into classes: where hard's choice loses."""

from __future__ import annotations

import json
import math
import sys
from collections import defaultdict


def klass(h, a):
    """What distinguishes the alternative `a` from hard's move `h`, first matching rule."""
    hk, ak = h["kind"], a["kind"]
    if hk != ak:
        if ak == "wild":
            return "alt spends a wild jack, hard keeps it"
        if hk == "wild":
            return "hard spends a wild jack, alt keeps it"
        if ak == "remove":
            return "alt removes, hard does not"
        if hk == "remove":
            return "hard removes, alt does not"
        if "Discard" in (hk, ak):
            return "discard choice"
        return f"{hk} vs {ak}"
    if hk == "Discard":
        return "discard: which card"
    if hk == "remove":
        return "removal: which chip"
    hb, ab = h.get("block", 0), a.get("block", 0)
    hbu, abu = h.get("build", 0), a.get("build", 0)
    if max(hb, ab) >= 3 and hb != ab:
        who = "alt" if ab > hb else "hard"
        return f"blocks {who} a foe {max(hb, ab)} (other blocks {min(hb, ab)})"
    if max(hbu, abu) >= 3 and hbu != abu:
        return (
            f"builds {'alt' if abu > hbu else 'hard'} own {max(hbu, abu)} (other {min(hbu, abu)})"
        )
    if hk == "card" and h.get("twin_open") != a.get("twin_open"):
        return f"{'alt' if not a.get('twin_open') else 'hard'} takes a cell whose twin is gone"
    if hk == "card" and h.get("copies_held") != a.get("copies_held"):
        return f"{'alt' if a.get('copies_held', 1) > 1 else 'hard'} plays a card held twice"
    if abs(h.get("edge", 0) - a.get("edge", 0)) >= 2:
        return f"{'alt' if a.get('edge', 0) > h.get('edge', 0) else 'hard'} more central"
    prefix = "wild placement" if hk == "wild" else "similar"
    return f"{prefix} (same block/build class)"


def main():
    rows = [json.loads(line) for path in sys.argv[1:] for line in open(path)]
    pair = defaultdict(list)
    best_loss = defaultdict(list)
    for r in rows:
        c = r["cands"]
        h = c[0]
        for a in c[1:]:
            pair[klass(h, a)].append(a["value"] - h["value"])
        b = max(c, key=lambda x: x["value"])
        if b is not h and b["value"] - h["value"] >= 0.15:
            best_loss[klass(h, b)].append(b["value"] - h["value"])
    print(f"positions {len(rows)}; clear-loss positions {sum(map(len, best_loss.values()))}")
    print(
        f"{'class':58s} {'pairs':>6s} {'mean alt-hard':>13s} {'se':>6s} | "
        f"{'clear':>5s} {'sum loss':>8s}"
    )
    for k in sorted(pair, key=lambda k: -sum(best_loss.get(k, []))):
        v = pair[k]
        m = sum(v) / len(v)
        sd = math.sqrt(sum((x - m) ** 2 for x in v) / max(1, len(v) - 1))
        bl = best_loss.get(k, [])
        print(
            f"{k:58s} {len(v):6d} {m:+13.3f} {sd / math.sqrt(len(v)):6.3f} | "
            f"{len(bl):5d} {sum(bl):8.2f}"
        )


if __name__ == "__main__":
    main()
