"""The compiled kernel of Ugolki (kernel.c) seen from Python.

`AVAILABLE` says whether it loaded; `applies(state)` whether it takes a state (two
players, at most 64 pieces a side). Where it does not (Pyodide, no `make`, four
players) every caller keeps to the Python engine (moves.py, state.py, endings.py,
bots.py), which is also the reference the kernel is tested against. The kernel gets
the board's geometry and the rule options from Python (`ug_rules`, built once per
rule set), so it serves every two-player option set.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from igroteka.engine import native
from igroteka.games.ugolki import bots
from igroteka.games.ugolki.options import MIRROR_WINDOW
from igroteka.games.ugolki.protocol import UgolkiPosition
from igroteka.games.ugolki.settings import Rules

CDEF = """
typedef struct {
    int32_t size, cells, ndirs;
    int16_t adj[256][8];
    int16_t beyond[256][8];
    uint8_t home[2][256];
    uint8_t target[2][256];
    uint8_t tempo_dist[2][256];
    uint8_t dist[2][256];
    uint8_t exit_steps[2][256];
    int32_t king;
    int32_t stay_in_target, no_lock, home_first, mirror, repetition, immediate;
    int32_t deadline, late_pieces, no_return, cutoff, judge_tempo;
} ug_rules;
typedef struct {
    uint8_t board[256];
    int32_t turn, ply, passes, copies, repeats;
    int16_t white[13][2];
} ug_state;
typedef struct {
    int16_t from, to;
    int32_t paths;
    int32_t result;
    int32_t at_home[2], in_target[2], tempo[2];
    int32_t repeats, copies, passes;
} ug_move;
typedef struct {
    int32_t from, to, depth, score;
    uint64_t nodes;
} ug_result;
int ug_generate(const ug_rules *r, const ug_state *s, const uint8_t *seen, const int32_t *counts,
                int nseen, ug_move *out, int max);
uint64_t ug_perft(const ug_rules *r, const ug_state *s, const uint8_t *seen,
                  const int32_t *counts, int nseen, int depth);
double ug_lead(const ug_rules *r, const ug_state *s, int seat);
int ug_search(const ug_rules *r, const ug_state *s, const uint8_t *seen, const int32_t *counts,
              int nseen, double budget, int use_cpu, int max_depth, ug_result *result);
"""
MAX_MOVES = 4096
MAX_PIECES = 64

_loaded = native.load(Path(__file__).resolve().parent, CDEF)
AVAILABLE = _loaded is not None
_ffi: Any = _loaded[0] if _loaded else None
_lib: Any = _loaded[1] if _loaded else None
_RULES: dict[Rules, Any] = {}


def applies(state: UgolkiPosition) -> bool:
    """Whether the kernel takes this state: it loaded, two players, a game not over."""
    if not AVAILABLE or state.rules.players != 2 or state.turn is None:
        return False
    return all(len(pieces) <= MAX_PIECES for pieces in state.pieces)


def _rules(rules: Rules) -> Any:
    """The rule set as the kernel reads it, built once per rule set."""
    cached = _RULES.get(rules)
    if cached is not None:
        return cached
    geo = rules.geo
    r = _ffi.new("ug_rules *")
    r.size, r.cells, r.ndirs = geo.size, geo.cells, len(geo.directions)
    for index, links in enumerate(geo.links):
        for d, (adj, beyond) in enumerate(links):
            r.adj[index][d] = adj
            r.beyond[index][d] = beyond
    king = rules.moves != "orthogonal"
    for seat in range(2):
        exits = bots.exit_steps(geo, seat)
        for index in range(geo.cells):
            r.home[seat][index] = index in geo.homes[seat]
            r.target[seat][index] = index in geo.targets[seat]
            r.tempo_dist[seat][index] = geo.distance(index, seat)
            r.dist[seat][index] = (
                geo.king_distance(index, seat) if king else geo.distance(index, seat)
            )
            r.exit_steps[seat][index] = exits.get(index, 0)
    r.king = king
    r.stay_in_target = rules.stay_in_target
    r.no_lock = rules.no_lock
    r.home_first = rules.home_first
    r.mirror = rules.mirror
    r.repetition = rules.repetition
    r.immediate = rules.finish == "immediate"
    r.deadline = rules.deadline
    r.late_pieces = rules.late_pieces
    r.no_return = rules.no_return
    r.cutoff = rules.cutoff
    r.judge_tempo = rules.judge == "tempo"
    if len(_RULES) < 64:
        _RULES[rules] = r
    return r


def _state(state: Any) -> tuple[Any, Any, Any, Any, int]:
    """The kernel's rules, position and the game's positions so far (`seen`) for `state`."""
    rules = _rules(state.rules)
    s = _ffi.new("ug_state *")
    s.board[0 : len(state.board)] = bytes(state.board)
    s.turn, s.ply, s.passes = state.turn, state.ply, state.passes
    s.copies, s.repeats = state.copies, state.repeats
    for number in range(MIRROR_WINDOW + 1):
        white = state.white_moves.get(number) if state.rules.mirror else None
        s.white[number][0], s.white[number][1] = white if white is not None else (-1, -1)
    seen = state.seen
    keys = _ffi.new("uint8_t[]", b"".join(seen) or b"\0")
    counts = _ffi.new("int32_t[]", list(seen.values()) or [0])
    return rules, s, keys, counts, len(seen)


def generate(state: Any) -> list[dict[str, Any]]:
    """Each allowed move (from, to; -1, -1 a pass) with its number of paths and what
    the position is after it: the result (-1 none, 0 draw, seat + 1 that seat wins) and
    the running counts."""
    out = _ffi.new("ug_move[]", MAX_MOVES)
    n = _lib.ug_generate(*_state(state), out, MAX_MOVES)
    if n < 0:
        raise ValueError("the kernel does not take this position")
    moves = []
    for i in range(n):
        m = out[i]
        moves.append(
            {
                "from": getattr(m, "from"),  # a C field named as a Python keyword
                "to": m.to,
                "paths": m.paths,
                "result": m.result,
                "at_home": list(m.at_home),
                "in_target": list(m.in_target),
                "tempo": list(m.tempo),
                "repeats": m.repeats,
                "copies": m.copies,
                "passes": m.passes,
            }
        )
    return moves


def perft(state: Any, depth: int) -> int:
    count = int(_lib.ug_perft(*_state(state), depth))
    if count == 2**64 - 1:
        raise ValueError("the kernel does not take this position")
    return count


def lead(state: Any, seat: int) -> float:
    """`bots.lead` as the kernel counts it (for the tests)."""
    rules, s, *_ = _state(state)
    return float(_lib.ug_lead(rules, s, seat))


def search(state: Any, budget: float, cpu: bool, max_depth: int = 64) -> dict[str, int]:
    """The kernel's best move for the seat to move: its start and end squares (-1, -1 a
    pass), with the depth it completed, its value (hundredths of a step of `bots.lead`)
    and the nodes searched."""
    result = _ffi.new("ug_result *")
    found = _lib.ug_search(*_state(state), budget, int(cpu), max_depth, result)
    if found < 0:
        raise ValueError("the kernel does not take this position")
    return {
        "found": found,
        "from": getattr(result, "from"),
        "to": result.to,
        "depth": result.depth,
        "score": result.score,
        "nodes": int(result.nodes),
    }
