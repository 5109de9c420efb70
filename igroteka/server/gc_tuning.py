"""The garbage collector's settings for a running club.

A club holds a large, long-lived heap (every table's state, every socket's
buffers), and CPython's cyclic collector walks all of it on each full
collection: with 1000 tables and 2000 sockets those pauses stopped the event
loop for hundreds of milliseconds, which was the whole of the p99 latency
(450 ms against a p50 of 1 ms; docs/benchmarks.md). So once the club has
started, what exists is frozen (never scanned again) and the young generation
is collected ten times less often. Moves allocate short-lived objects that
reference counting frees at once, so little waits for the collector anyway.
"""

from __future__ import annotations

import gc

# The collector's first threshold: allocations before a young collection (CPython: 700).
YOUNG = 10_000
OLDER = (20, 50)


def tune() -> tuple[int, int, int]:
    """Freeze the heap the club started with and collect less often; the old thresholds."""
    previous = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG, *OLDER)
    return previous


def restore(previous: tuple[int, int, int]) -> None:
    """Undo `tune` (a club stopped inside a longer process: the tests)."""
    gc.unfreeze()
    gc.set_threshold(*previous)
