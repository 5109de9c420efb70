# ruff: noqa: SIM115  (offline scripts: files live as long as the run)
"""The second look's verdict (seq_teacher_check.py outputs), by class: d2 is unbiased."""

from __future__ import annotations

import json
import math
import sys
from collections import defaultdict

from tools.seq_teacher_table import klass

rows = [json.loads(line) for path in sys.argv[1:] for line in open(path)]
by = defaultdict(list)
for r in rows:
    c = r["cands"]
    by[klass(c[0], c[r["best"]])].append(r["d2"])
allv = [r["d2"] for r in rows]


def line(name, v):
    m = sum(v) / len(v)
    sd = math.sqrt(sum((x - m) ** 2 for x in v) / max(1, len(v) - 1))
    real = sum(1 for x in v if x >= 0.1)
    print(
        f"{name:58s} {len(v):5d} {sum(v):+7.2f} {m:+7.3f} {sd / math.sqrt(len(v)):6.3f} {real:5d}"
    )


print(
    f"{'class (teacher best vs hard, flagged d1 >= 0.125)':58s} {'n':>5s} {'sum d2':>7s} "
    f"{'mean':>7s} {'se':>6s} {'d2>=.1':>5s}"
)
for k in sorted(by, key=lambda k: -sum(by[k])):
    line(k, by[k])
line("ALL flagged", allv)
print("mean d1 of these", sum(r["d1"] for r in rows) / len(rows))
