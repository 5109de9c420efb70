"""Where a move's CPU goes: a sampling profile of the club server, summed by part.

    IGROTEKA_BENCH_TABLES=50 IGROTEKA_BENCH_RATE=2000 IGROTEKA_BENCH_IDLE=0 \\
        igroteka bench server --game kozel --seconds 20 &
    # once it plays (the move path alone runs first, in the bench's own process):
    py-spy record -p $(pgrep -f 'igroteka serve --port') -d 12 -r 250 -f raw -o kozel.folded
    python -m igroteka.bench.profile_breakdown kozel.folded 0.63   # the bench's CPU per move

py-spy's raw output is one line per distinct stack with its sample count. Each stack is
counted once, in the first part below that it matches (a send made inside a move counts as
a send, not as the move's rules), so the shares add up to the whole. py-spy takes a thread
blocked on a queue or a lock for a running one: the journal's and aiosqlite's threads
waiting for work, and the table handing the journal its rows while that thread holds the GIL
(`WAITS`), would read as a third of the profile; they are counted apart and left out of the
shares. With the bench's CPU per move, each share is also given in microseconds per move.

A caution measured since (docs/benchmarks.md, «A leaner broadcast, lighter hand-offs and
the tier's link delay»): on a club with the socket tier, py-spy without `--native` lost the
Python stack of more than half of the samples, which then end in `Runner.run` and are
counted here as the event loop; `py-spy record --native` (which cannot be non-blocking, and
whose waiting threads this breakdown does not recognise) showed them to be the move's own
Python code run from uvloop's callbacks. Read a large event-loop share with that in mind.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path

Rule = tuple[str, Callable[[str, str], bool]]


def _any(stack: str, *keys: str) -> bool:
    return any(key in stack for key in keys)


# Stacks that wait rather than run (their leaf frame blocks on a queue, a lock or the GIL).
WAITS: list[Rule] = [
    (
        "a worker thread waiting for work (the journal's, aiosqlite's)",
        lambda s, leaf: leaf.startswith(("_worker (concurrent", "_connection_worker_thread (")),
    ),
    (
        "the journal's hand-off waiting for the GIL or its executor's lock",
        lambda s, leaf: leaf.startswith(
            ("ThreadPoolExecutor.submit (", "Semaphore.acquire (", "Condition.__enter__ (")
        ),
    ),
]

PARTS: list[Rule] = [
    (
        "journal: its writer thread (SQLite executemany, commit)",
        lambda s, leaf: (
            _any(s, "_worker (concurrent", "SqliteWriter._checkpoint", "aiosqlite")
            or "journal_writers.py" in leaf
        ),
    ),
    ("journal: handing rows to its thread", lambda s, leaf: "igroteka/store/journal" in s),
    ("sends: permessage-deflate", lambda s, leaf: "PerMessageDeflate.encode" in s),
    (
        "sends: the socket write (system call)",
        lambda s, leaf: (
            leaf.startswith("protocol_class.<locals>.ClubWebSocketProtocol.push_text")
            or (leaf.startswith("WebSocketsSansIOProtocol.send (") and ":514)" in leaf)
        ),
    ),
    (
        "sends: framing and the layers above (writer task, Starlette, uvicorn)",
        lambda s, leaf: _any(
            s,
            "Connection.writer",
            "WebSocket.send",
            "WebSocketsSansIOProtocol.send (",
            "push_text",
            "send_encoded",
            "send_text (",
        ),
    ),
    ("views (the game's view of each seat)", lambda s, leaf: _any(s, ".view (", "seat_view")),
    ("legal lists", lambda s, leaf: "_legal_now" in s),
    (
        "serialisation (orjson)",
        lambda s, leaf: _any(
            s, "dumps (igroteka/server/connection.py", "encode (igroteka/server/connection.py"
        ),
    ),
    (
        "the rest of each message (events per seat, clocks, who acts)",
        lambda s, leaf: _any(
            s,
            "Messages._update",
            "Messages._seat_fields",
            "Messages.info",
            "broadcast_info",
            "Messages.snapshot",
            "_broadcast_update",
        ),
    ),
    (
        "rules (parse, check, apply) and the table actor",
        lambda s, leaf: _any(s, "Play.act", "Play._commit", "TableCore._run"),
    ),
    ("bots", lambda s, leaf: _any(s, "bot_pool", "igroteka/bots")),
    (
        "pings (keepalive timers, ping frames, pongs)",
        lambda s, leaf: _any(s, "keepalive", "send_ping", "handle_pong", "schedule_ping"),
    ),
    (
        "receive: frames in (uvicorn, websockets, inflate)",
        lambda s, leaf: _any(s, "data_received", "websockets/", "handle_events"),
    ),
    (
        "receive: ws.py (JSON, checks, to the table)",
        lambda s, leaf: _any(s, "igroteka/server/ws.py", "WebSocket.receive", "starlette"),
    ),
    (
        "HTTP (/metrics, /health)",
        lambda s, leaf: _any(s, "h11_impl", "httptools_impl", "fastapi", "prometheus"),
    ),
    (
        "event loop: uvloop (epoll, socket reads, callbacks)",
        lambda s, leaf: leaf.startswith("Runner.run"),
    ),
    ("event loop: asyncio in Python (queues, futures)", lambda s, leaf: "asyncio/" in leaf),
]


def breakdown(lines: Iterable[str]) -> tuple[Counter[str], int, Counter[str]]:
    """Samples per part (in PARTS' order of precedence; "other" for the rest) and their sum,
    and apart from them the samples of waiting stacks (WAITS)."""
    parts: Counter[str] = Counter()
    waits: Counter[str] = Counter()
    total = 0
    for line in lines:
        line = line.rstrip()
        if not line:
            continue
        stack, _, count = line.rpartition(" ")
        samples = int(count)
        leaf = stack.rsplit(";", 1)[-1]
        for name, matches in WAITS:
            if matches(stack, leaf):
                waits[name] += samples
                break
        else:
            total += samples
            for name, matches in PARTS:
                if matches(stack, leaf):
                    parts[name] += samples
                    break
            else:
                parts["other"] += samples
    return parts, total, waits


def table(parts: Counter[str], total: int, cpu_ms_per_move: float | None) -> list[str]:
    """A Markdown table, largest part first."""
    head = "| part | share |" + (" µs per move |" if cpu_ms_per_move else "")
    rows = [head, "|---|---|" + ("---|" if cpu_ms_per_move else "")]
    for name, samples in parts.most_common():
        share = samples / total if total else 0.0
        row = f"| {name} | {share:.0%} |"
        if cpu_ms_per_move:
            row += f" {share * cpu_ms_per_move * 1000:.0f} |"
        rows.append(row)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m igroteka.bench.profile_breakdown")
    parser.add_argument("profile", type=Path, help="py-spy record -f raw output")
    parser.add_argument("cpu_ms_per_move", type=float, nargs="?", help="the bench's figure")
    args = parser.parse_args(argv)
    parts, total, waits = breakdown(args.profile.read_text().splitlines())
    print("\n".join(table(parts, total, args.cpu_ms_per_move)))
    print(f"\n{total} samples running; left out, waiting:")
    for name, samples in waits.most_common():
        print(f"- {name}: {samples} samples")
    return 0


if __name__ == "__main__":
    sys.exit(main())
