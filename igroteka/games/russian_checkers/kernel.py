"""The compiled kernel of Russian draughts (kernel.c) seen from Python.

`AVAILABLE` says whether it loaded; where it did not (Pyodide, no `make`), every
caller keeps to the Python engine (movegen.py), which is also the reference the
kernel is tested against. Moves come back in the generator's own form,
`(path, captured, crowned)`, so the two can be compared move for move.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from igroteka.engine import native
from igroteka.games.russian_checkers.movegen import Generated

CDEF = """
typedef struct {
    uint64_t captured;
    uint64_t wm, wk, bm, bk;
    int8_t path[24];
    int8_t len;
    int8_t crowned;
} ck_move;
typedef struct {
    int from, to;
    uint64_t captured;
    int depth, score;
    uint64_t nodes;
} ck_result;
int ck_generate(uint64_t wm, uint64_t wk, uint64_t bm, uint64_t bk, int side,
                ck_move *out, int max);
uint64_t ck_perft(uint64_t wm, uint64_t wk, uint64_t bm, uint64_t bk, int side, int depth);
int ck_search(uint64_t wm, uint64_t wk, uint64_t bm, uint64_t bk, int side,
              const uint64_t *history, int nhistory, double budget, int use_cpu,
              int max_depth, ck_result *result);
"""
MAX_MOVES = 1024

_loaded = native.load(Path(__file__).resolve().parent, CDEF)
AVAILABLE = _loaded is not None
_ffi: Any = _loaded[0] if _loaded else None
_lib: Any = _loaded[1] if _loaded else None


def generate_with_results(
    wm: int, wk: int, bm: int, bk: int, side: int
) -> list[tuple[Generated, tuple[int, int, int, int]]]:
    """Each legal move as the Python generator writes it, with the four masks after it."""
    out = _ffi.new("ck_move[]", MAX_MOVES)
    n = _lib.ck_generate(wm, wk, bm, bk, side, out, MAX_MOVES)
    if n < 0:
        raise OverflowError("more legal moves than the kernel's buffer holds")
    moves = []
    for i in range(n):
        m = out[i]
        path = tuple(m.path[j] for j in range(m.len))
        moves.append(((path, int(m.captured), bool(m.crowned)), (m.wm, m.wk, m.bm, m.bk)))
    return moves


def generate(wm: int, wk: int, bm: int, bk: int, side: int) -> list[Generated]:
    return [move for move, _ in generate_with_results(wm, wk, bm, bk, side)]


def perft(wm: int, wk: int, bm: int, bk: int, side: int, depth: int) -> int:
    return int(_lib.ck_perft(wm, wk, bm, bk, side, depth))


def search(
    position: tuple[int, int, int, int, int],
    history: list[tuple[int, int, int, int, int]],
    budget: float,
    cpu: bool,
    max_depth: int = 64,
) -> dict[str, int]:
    """The kernel's best move for the side to move: its start, end and captured mask,
    with the depth it completed, its value (hundredths of a man) and the nodes searched.

    `history` is the game's positions before this one since the last irreversible move.
    """
    flat = [word for key in history for word in key]
    keys = _ffi.new("uint64_t[]", flat or 1)
    result = _ffi.new("ck_result *")
    wm, wk, bm, bk, side = position
    found = _lib.ck_search(
        wm, wk, bm, bk, side, keys, len(history), budget, int(cpu), max_depth, result
    )
    if found < 0:
        raise MemoryError("the kernel could not allocate its tables")
    return {
        "found": found,
        "from": getattr(result, "from"),  # a C field named as a Python keyword
        "to": result.to,
        "captured": int(result.captured),
        "depth": result.depth,
        "score": result.score,
        "nodes": int(result.nodes),
    }
