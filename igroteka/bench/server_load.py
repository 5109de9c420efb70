"""`igroteka bench server`: simulated players over loopback, playing real games.

The server runs as its own process (`igroteka serve` on a fresh SQLite file),
so its CPU time is its own; this process plays every seat through real
WebSockets, paced to a target rate of moves per second. Measured: moves per
second applied, the latency from sending a move to the moment *every* seat of
that table has its update (p50, p99), the server's own time per move (its
histogram), and the server's memory per idle connection.

Sizes come from the environment so the shared `igroteka bench` parser stays
small: IGROTEKA_BENCH_TABLES (default 200), IGROTEKA_BENCH_RATE (moves/s,
default 500), IGROTEKA_BENCH_WATCHERS (spectator sockets per table watching
the play, default 0), IGROTEKA_BENCH_IDLE (idle connections opened after the
play for the memory figure, default 1000); the run lasts `--seconds` (at
least 10).

Several processes: IGROTEKA_BENCH_PROCESSES=N starts N `igroteka serve --node`
processes on a fresh PostgreSQL database (made through IGROTEKA_BENCH_PG_ADMIN, by
default postgresql://postgres@127.0.0.1:5432/test, and dropped after) and one Redis
(IGROTEKA_BENCH_REDIS_URL, by default redis://127.0.0.1:6379/0, under a fresh key
prefix), N=1 included, so one and two processes are measured on the same store. The
tables are dealt out to the processes in turn, and each table's players connect to the
process that holds it (as a balancer that routes a table's sockets together would);
IGROTEKA_BENCH_SPREAD=1 connects each socket to the next process in turn instead, so
most messages cross Redis. The server's CPU and its histograms are summed over the
processes. IGROTEKA_BENCH_URL measures servers already running: one URL or several,
comma-separated (no CPU or memory figures then).

IGROTEKA_BENCH_PINGS=browser makes every player's socket keep the web client's heartbeat
(`{"type":"ping"}` every 2.5 s, no WebSocket-level pings of its own), so the server is
never the one to ping: the upkeep of a club of browsers rather than of bare clients.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import orjson
import websockets
from prometheus_client.parser import text_string_to_metric_families

from igroteka.engine.registry import all_games, get_game
from igroteka.server import gc_tuning
from igroteka.server.ratelimit import DEFAULT_BUCKETS

PER_ADDRESS = ("login_address", "guest", "table_address")
PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"
REDIS_URL = "redis://127.0.0.1:6379/0"

BROWSER_PING = '{"type":"ping"}'
BROWSER_PING_SECONDS = 2.5

# Seconds of quiet (sockets open, nobody moving) measured before the play.
QUIET_SECONDS = float(os.environ.get("IGROTEKA_BENCH_QUIET", "6"))
# Where the bench writes the server processes' ids once the measured play begins.
PLAYING_FILE = os.environ.get("IGROTEKA_BENCH_PLAYING_FILE", "")
# How often the load generator checks how late its own event loop runs (seconds).
LAG_PERIOD = 0.01
# CPUs (taskset's list: "0", "0,1", "0-3") for the server processes and for the load
# generator, so that on a small machine the club may have a core of its own.
SERVER_CPUS = os.environ.get("IGROTEKA_BENCH_SERVER_CPUS", "")
CLIENT_CPUS = os.environ.get("IGROTEKA_BENCH_CLIENT_CPUS", "")


def cpu_list(spec: str) -> set[int]:
    """The CPUs a taskset-style list names ("0", "1,3", "0-2"); a clear error otherwise."""
    cpus: set[int] = set()
    try:
        for part in spec.split(","):
            first, _, last = part.strip().partition("-")
            cpus.update(range(int(first), int(last or first) + 1))
    except ValueError:
        raise ValueError(f"not a list of CPUs: {spec!r} (examples: 0, 1,3, 0-2)") from None
    if not cpus:
        raise ValueError(f"not a list of CPUs: {spec!r} (examples: 0, 1,3, 0-2)")
    return cpus


# Tables (or guests) being set up at the same time.
SET_UP_AT_ONCE = 64


@dataclass
class Table:
    id: str
    server: int = 0  # the process it was created on (its holder), by index
    seats: list[Any] = field(default_factory=list)  # one websocket per seat
    sent: dict[int, float] = field(default_factory=dict)  # version -> when the move was sent
    arrived: dict[int, list[float]] = field(default_factory=dict)
    finished: bool = False
    watchers: list[Any] = field(default_factory=list)  # spectators' websockets


@dataclass
class Figures:
    game: str
    tables: int
    connections: int
    seconds: float
    moves: int
    latencies: list[float]
    server_move_ms: float | None
    journal_commits: int | None
    idle: int
    idle_kib: float | None
    server_cpu_s: float | None
    watchers: int = 0
    server_sys_s: float | None = None  # of server_cpu_s, in the kernel
    # Of server_cpu_s, the club processes' own (None when they started no other process).
    club_cpu_s: float | None = None
    set_up_seconds: float = 0.0
    server_waited_s: float | None = None  # ready to run, no CPU free
    client_cpu_s: float | None = None  # the load generator's own CPU (this process)
    load: str = ""
    processes: int = 1
    tier: bool = False  # the club ran with its socket tier (IGROTEKA_WS_TIER)
    server_cpus: str = ""  # the CPUs the servers were kept to (IGROTEKA_BENCH_SERVER_CPUS)
    client_cpus: str = ""  # the load generator's (IGROTEKA_BENCH_CLIENT_CPUS)
    # The server's CPU per second with every socket open and nobody moving (pings, timers,
    # the heartbeat): what the sockets cost however few moves are made.
    upkeep_cpu_per_s: float | None = None
    # The servers' own time per move (igroteka_move_seconds), as (bucket bound, count).
    server_move_buckets: list[tuple[float, float]] = field(default_factory=list)
    # How late the load generator's own loop woke (LAG_PERIOD apart): a late loop reads
    # every update late, so these say which side a latency's tail is on.
    client_lags: list[float] = field(default_factory=list)

    def rows(self) -> list[tuple[str, str]]:
        lat = sorted(self.latencies)

        def pct(p: float) -> str:
            return f"{at_share(lat, p) * 1000:.1f} ms" if lat else "-"

        rows = [
            ("game", self.game),
            ("server processes", str(self.processes)),
            ("sockets held by", "the socket tier (ws_tier)" if self.tier else "the club"),
            ("server kept to CPUs", self.server_cpus or "any"),
            ("load generator kept to CPUs", self.client_cpus or "any"),
            ("tables playing", str(self.tables)),
            ("connections (playing)", str(self.connections)),
            ("spectator connections (watching the play)", str(self.watchers)),
            ("set-up (tables, seats, sockets)", f"{self.set_up_seconds:.0f} s"),
            ("moves applied", str(self.moves)),
            ("moves per second", f"{self.moves / self.seconds:.0f}"),
            ("move → every seat updated, p50", pct(0.50)),
            ("move → every seat updated, p99", pct(0.99)),
            (
                "mean latency",
                f"{statistics.mean(lat) * 1000:.1f} ms" if lat else "-",
            ),
        ]
        if self.server_move_ms is not None:
            rows.append(("server time per move (mean)", f"{self.server_move_ms:.2f} ms"))
        bound = bucket_quantile(self.server_move_buckets, 0.99)
        if bound is not None:
            shown = "over 1 s" if bound == float("inf") else f"at most {bound * 1000:g} ms"
            rows.append(("server time per move, p99", shown))
        if self.client_lags:
            lags = sorted(self.client_lags)
            late = at_share(lags, 0.99) * 1000
            rows.append(("load generator's own loop late, p99", f"{late:.1f} ms"))
            rows.append(("load generator's own loop late, max", f"{lags[-1] * 1000:.1f} ms"))
        if self.journal_commits is not None and self.moves:
            rows.append(("moves per journal commit", f"{self.moves / self.journal_commits:.1f}"))
        if self.server_cpu_s is not None:
            rows.append(("server CPU during play", f"{self.server_cpu_s / self.seconds:.0%}"))
            if self.moves:
                per_move = self.server_cpu_s / self.moves * 1000
                rows.append(("server CPU per move", f"{per_move:.2f} ms"))
                if self.club_cpu_s is not None:
                    own = self.club_cpu_s / self.moves * 1000
                    rows.append(
                        (
                            "of which the club process (the rest: the socket tier, workers)",
                            f"{own:.2f} ms",
                        )
                    )
                if self.server_sys_s is not None:
                    kernel = self.server_sys_s / self.moves * 1000
                    rows.append(("of which in the kernel (system calls)", f"{kernel:.2f} ms"))
        if self.upkeep_cpu_per_s is not None:
            rows.append(
                (
                    "server CPU with the sockets open, nobody moving (upkeep)",
                    f"{self.upkeep_cpu_per_s:.1%}",
                )
            )
            if self.server_cpu_s is not None and self.moves:
                moving = self.server_cpu_s - self.upkeep_cpu_per_s * self.seconds
                rows.append(
                    ("server CPU per move, upkeep aside", f"{moving / self.moves * 1000:.2f} ms")
                )
        if self.server_waited_s is not None:
            rows.append(
                ("server waiting for a free CPU", f"{self.server_waited_s / self.seconds:.0%}")
            )
        if self.client_cpu_s is not None:
            rows.append(("load generator CPU", f"{self.client_cpu_s / self.seconds:.0%}"))
        if self.load:
            rows.append(("machine load average (1 min) during play", self.load))
        if self.idle_kib is not None:
            rows.append(
                (f"memory per idle connection ({self.idle} open)", f"{self.idle_kib:.1f} KiB")
            )
        return rows


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _cpu_seconds(pid: int) -> float:
    return sum(_cpu_split(pid))


def _cpu_split(pid: int) -> tuple[float, float]:
    """The process's CPU seconds in its own code and in the kernel (system calls: on
    loopback a socket write also delivers the bytes to the reader and wakes it)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / ticks, int(fields[12]) / ticks


def _with_children(pids: list[int]) -> list[int]:
    """The servers and the processes they started (the socket tier when `ws_tier` is on,
    bot workers): a move's CPU is theirs too."""
    found = list(pids)
    for pid in pids:
        with contextlib.suppress(OSError, ValueError):
            found += [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    return found


def _run_queue_seconds(pid: int) -> float:
    """Seconds the process's threads were ready to run but waited for a CPU (schedstat)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError, IndexError, ValueError):
            total += int((task / "schedstat").read_text().split()[1])
    return total / 1e9


def _metric(text: str, name: str) -> float | None:
    for line in text.splitlines():
        if line.startswith(name + " "):
            return float(line.split()[1])
    return None


def at_share(ordered: list[float], share: float) -> float:
    """The value a `share` of the way up a non-empty ascending list (its p50, its p99)."""
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def histogram_buckets(text: str, name: str) -> dict[float, float]:
    """A Prometheus histogram's cumulative counts by upper bound (`le`), from /metrics."""
    return {
        float(sample.labels["le"]): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == name + "_bucket"
    }


def bucket_quantile(buckets: list[tuple[float, float]], q: float) -> float | None:
    """The smallest bucket bound under which a share `q` of the observations lie (cumulative
    counts, bounds ascending, the last one +Inf); None without observations."""
    if not buckets or buckets[-1][1] <= 0:
        return None
    wanted = q * buckets[-1][1]
    for bound, count in buckets:
        if count >= wanted:
            return bound
    return buckets[-1][0]


class Bench:
    def __init__(
        self, game: str, tables: int, rate: float, seconds: float, idle: int, watchers: int = 0
    ) -> None:
        self.game = game
        self.watchers = watchers
        self.watched = 0
        self.set_up_seconds = 0.0
        self.tables_wanted = tables
        self.rate = rate
        self.seconds = seconds
        self.idle = idle
        self.processes = max(1, int(os.environ.get("IGROTEKA_BENCH_PROCESSES", "1") or 1))
        self.nodes = "IGROTEKA_BENCH_PROCESSES" in os.environ
        self.spread = os.environ.get("IGROTEKA_BENCH_SPREAD", "") not in ("", "0")
        self.urls = [f"http://127.0.0.1:{_free_port()}" for _ in range(self.processes)]
        self.spread_next = 0
        self.browser_pings = os.environ.get("IGROTEKA_BENCH_PINGS", "") == "browser"
        self.tables: list[Table] = []
        self.moves = 0
        self.latencies: list[float] = []
        self.lags: list[float] = []
        self.measuring = False
        self.rng = random.Random(1)

    @property
    def url(self) -> str:
        return self.urls[0]

    def ws_url(self, server: int) -> str:
        return self.urls[server].replace("http", "ws", 1) + "/ws"

    # --- the server --------------------------------------------------------------------
    def start_servers(
        self, database_url: str, extra: dict[str, str]
    ) -> list[subprocess.Popen[bytes]]:
        env = {
            **os.environ,
            "IGROTEKA_BOT_DELAY": "0",
            "IGROTEKA_LOG_LEVEL": "WARNING",
            "IGROTEKA_SEND_QUEUE_LIMIT": "100000",
            # Every benchmark player comes from this one address: no per-address limits.
            **{f"IGROTEKA_RATE_{kind.upper()}": "1000000/1" for kind in PER_ADDRESS},
            # A host makes as many tables as its own limit lets it; a request retried by a
            # busy machine (several processes share the limit through Redis) must not fail.
            "IGROTEKA_RATE_TABLE": "1000000/1",
            # Pings as usual, but a load generator starved of CPU on a shared machine answers
            # late: its sockets must not be dropped in the middle of the set-up.
            "IGROTEKA_WS_SILENCE_SECONDS": os.environ.get("IGROTEKA_WS_SILENCE_SECONDS", "60"),
            **extra,
        }
        processes = []
        for url in self.urls:
            pinned = ["taskset", "-c", SERVER_CPUS] if SERVER_CPUS else []
            command = [
                *pinned,
                sys.executable,
                "-m",
                "igroteka",
                "serve",
                "--port",
                url.rsplit(":", 1)[1],
                "--database-url",
                database_url,
                *(["--node"] if self.nodes else []),
            ]
            processes.append(
                subprocess.Popen(
                    command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
                )
            )
        deadline = time.monotonic() + 60
        waiting = list(self.urls)
        while waiting and time.monotonic() < deadline:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{waiting[0]}/health", timeout=1).status_code == 200:
                    waiting.pop(0)
                    continue
            time.sleep(0.1)
        if waiting:
            for process in processes:
                process.kill()
            raise RuntimeError("the server did not start")
        return processes

    # --- players --------------------------------------------------------------------------
    async def _guest(self, http: httpx.AsyncClient, name: str) -> dict[str, str]:
        answer = await http.post("/api/auth/guest", json={"name": name})
        answer.raise_for_status()
        return dict(answer.cookies)

    async def _socket(self, cookies: dict[str, str], server: int = 0) -> Any:
        header = "; ".join(f"{k}={v}" for k, v in cookies.items())
        if self.spread:
            server = self.spread_next % len(self.urls)
            self.spread_next += 1
        # A browser's page pings by itself (`_ping_like_a_browser`), not at the socket level.
        keepalive: dict[str, Any] = {"ping_interval": None} if self.browser_pings else {}
        return await websockets.connect(
            self.ws_url(server), additional_headers={"Cookie": header}, max_size=None, **keepalive
        )

    async def _ping_like_a_browser(self, ws: Any) -> None:
        """web/src/net/connection.ts: `ping` every 2.5 s, started at a random moment."""
        await asyncio.sleep(self.rng.random() * BROWSER_PING_SECONDS)
        while True:
            await ws.send(BROWSER_PING)
            await asyncio.sleep(BROWSER_PING_SECONDS)

    async def set_up(self, https: list[httpx.AsyncClient]) -> None:
        """Every table through the real API, many at once.

        A guest hosts as many tables as the table rate limit lets one person open at once
        (and the same people join them), so a thousand tables need a few hundred guests,
        not thousands; readiness goes over each seat's own socket.
        """
        started = time.perf_counter()
        game = get_game(self.game)
        seats = game.seat_count(game.options.resolve())
        per_host = max(1, int(DEFAULT_BUCKETS["table"].capacity))
        groups = -(-self.tables_wanted // per_host)
        gate = asyncio.Semaphore(SET_UP_AT_ONCE)

        # A host's tables are made on one process, the hosts dealt out in turn.
        async def guest(n: int) -> dict[str, str]:
            async with gate:
                http = https[(n // seats) % len(https)]
                return await self._guest(http, f"Bench {n // seats}-{n % seats}")

        people = await asyncio.gather(*(guest(n) for n in range(groups * seats)))

        async def table(n: int) -> Table:
            group = n // per_host
            server = group % len(https)
            async with gate:
                return await self.set_up_table(
                    https[server], people[group * seats : (group + 1) * seats], server
                )

        self.tables = list(await asyncio.gather(*(table(n) for n in range(self.tables_wanted))))
        self.set_up_seconds = time.perf_counter() - started

    async def set_up_table(
        self, http: httpx.AsyncClient, cookies: list[dict[str, str]], server: int = 0
    ) -> Table:
        seats = len(cookies)
        created = await http.post(
            "/api/tables",
            json={"game": self.game, "seats": [{"kind": "me"}] + [{"kind": "human"}] * (seats - 1)},
            cookies=cookies[0],
        )
        created.raise_for_status()
        table = Table(created.json()["table"]["id"], server)
        for i in range(1, seats):
            (
                await http.post(
                    f"/api/tables/{table.id}/join", json={"seat": i}, cookies=cookies[i]
                )
            ).raise_for_status()
        for i in range(seats):
            ws = await self._socket(cookies[i], server)
            await ws.send(json.dumps({"type": "hello", "table": table.id}))
            table.seats.append(ws)
        for _ in range(self.watchers):
            ws = await self._socket({}, server)
            await ws.send(json.dumps({"type": "hello", "table": table.id}))
            table.watchers.append(ws)
        for ws in table.seats:
            await ws.send(json.dumps({"type": "ready", "table": table.id}))
        return table

    async def watch(self, ws: Any) -> None:
        """A spectator: takes every update off the socket, as a browser would."""
        async for _ in ws:
            self.watched += 1

    async def play_seat(self, table: Table, seat_index: int) -> None:
        ws = table.seats[seat_index]
        pause = len(self.tables) / self.rate
        async for raw in ws:
            message = orjson.loads(raw)
            kind = message.get("type")
            if kind == "table" and message["table_info"]["status"] == "finished":
                table.finished = True
                return
            if kind not in ("snapshot", "update"):
                continue
            version = message["version"]
            if kind == "update":
                now = time.perf_counter()
                arrivals = table.arrived.setdefault(version, [])
                arrivals.append(now)
                if len(arrivals) == len(table.seats) and version in table.sent:
                    if self.measuring:
                        self.moves += 1
                        self.latencies.append(now - table.sent.pop(version))
                    table.arrived.pop(version, None)
            if message["legal"]:
                # Think like a player (paced to the target rate), then move.
                await asyncio.sleep(pause * (0.5 + self.rng.random()))
                choice = self.rng.choice(message["legal"])
                table.sent[version + 1] = time.perf_counter()
                await ws.send(
                    json.dumps(
                        {
                            "type": "act",
                            "table": table.id,
                            "seat": message["seat"],
                            "version": version,
                            "action": choice["action"],
                        }
                    )
                )

    async def run(self) -> Figures:
        external = os.environ.get("IGROTEKA_BENCH_URL")
        if external:
            # Measure servers already running (under a profiler, on other machines).
            self.urls = [url.strip().rstrip("/") for url in external.split(",") if url.strip()]
            return await self._measure([])
        if self.nodes:
            return await self._run_nodes()
        with tempfile.TemporaryDirectory(prefix="igroteka-bench-") as folder:
            servers = self.start_servers(f"sqlite:///{Path(folder) / 'bench.db'}", {})
            try:
                return await self._measure(servers)
            finally:
                _stop(servers)

    async def _run_nodes(self) -> Figures:
        """N `serve --node` processes on a database and a Redis prefix of this run's own."""
        import psycopg
        import redis

        admin = os.environ.get("IGROTEKA_BENCH_PG_ADMIN", PG_ADMIN)
        redis_url = os.environ.get("IGROTEKA_BENCH_REDIS_URL", REDIS_URL)
        name = f"igroteka_bench_{uuid.uuid4().hex[:10]}"
        prefix = f"{name}:"
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        database_url = admin.rsplit("/", 1)[0] + f"/{name}"
        extra = {"IGROTEKA_REDIS_URL": redis_url, "IGROTEKA_REDIS_PREFIX": prefix}
        try:
            servers = self.start_servers(database_url, extra)
            try:
                return await self._measure(servers)
            finally:
                _stop(servers)
        finally:
            with psycopg.connect(admin, autocommit=True) as conn:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            client = redis.Redis.from_url(redis_url)
            keys = list(client.scan_iter(match=f"{prefix}*"))
            if keys:
                client.delete(*keys)
            client.close()

    async def _measure(self, servers: list[subprocess.Popen[bytes]]) -> Figures:
        # uvicorn closes a keep-alive connection idle for 5 s; reusing one just as it
        # closes failed the set-up now and then (httpx.ReadError), so the client lets
        # its idle connections go sooner.
        limits = httpx.Limits(max_connections=SET_UP_AT_ONCE, keepalive_expiry=2.0)
        https = [httpx.AsyncClient(base_url=url, timeout=120, limits=limits) for url in self.urls]
        try:
            return await self._measure_with(https, [s.pid for s in servers])
        finally:
            for http in https:
                await http.aclose()

    async def _metrics(self, https: list[httpx.AsyncClient]) -> list[str]:
        return [(await http.get("/metrics")).text for http in https]

    async def _measure_with(self, https: list[httpx.AsyncClient], pids: list[int]) -> Figures:
        http = https[0]
        await self.set_up(https)
        clubs = list(pids)
        pids = _with_children(pids)
        pingers = [
            asyncio.create_task(self._ping_like_a_browser(ws))
            for t in self.tables
            for ws in t.seats + t.watchers
            if self.browser_pings
        ]
        upkeep = await self._upkeep(pids)
        # The load generator holds thousands of sockets too: its own collector's
        # pauses would be counted as the server's latency.
        collector = gc_tuning.tune()
        players = [
            asyncio.create_task(self.play_seat(t, i))
            for t in self.tables
            for i in range(len(t.seats))
        ]
        players += [asyncio.create_task(self.watch(w)) for t in self.tables for w in t.watchers]
        players.append(asyncio.create_task(self._watch_lag()))
        await asyncio.sleep(2)  # warm up: every table has started
        metrics_before = await self._metrics(https)
        cpu_before = sum(_cpu_seconds(pid) for pid in pids)
        club_before = sum(_cpu_seconds(pid) for pid in clubs)
        sys_before = sum(_cpu_split(pid)[1] for pid in pids)
        waited_before = sum(_run_queue_seconds(pid) for pid in pids)
        client_before = time.process_time()
        self.measuring = True
        started = time.perf_counter()
        if PLAYING_FILE:  # for a profiler to attach now (igroteka/bench/profile_breakdown.py)
            Path(PLAYING_FILE).write_text(" ".join(map(str, pids)) + "\n")
        await asyncio.sleep(self.seconds / 2)
        load = Path("/proc/loadavg").read_text().split()[0]
        await asyncio.sleep(self.seconds / 2)
        self.measuring = False
        gc_tuning.restore(collector)
        elapsed = time.perf_counter() - started
        cpu = sum(_cpu_seconds(pid) for pid in pids) - cpu_before if pids else None
        club_cpu = sum(_cpu_seconds(pid) for pid in clubs) - club_before if clubs else None
        kernel = sum(_cpu_split(pid)[1] for pid in pids) - sys_before if pids else None
        waited = sum(_run_queue_seconds(pid) for pid in pids) - waited_before if pids else None
        client_cpu = time.process_time() - client_before
        metrics_after = await self._metrics(https)
        for task in players + pingers:
            task.cancel()
        for table in self.tables:
            for ws in table.seats + table.watchers:
                await ws.close()
        idle_kib = await self._idle_memory(http, pids[0]) if pids else None

        def delta(name: str) -> float | None:
            total = 0.0
            for after, before in zip(metrics_after, metrics_before, strict=True):
                a, b = _metric(after, name), _metric(before, name)
                if a is None or b is None:
                    return None
                total += a - b
            return total

        buckets: dict[float, float] = {}
        for after, before in zip(metrics_after, metrics_before, strict=True):
            old = histogram_buckets(before, "igroteka_move_seconds")
            for bound, count_after in histogram_buckets(after, "igroteka_move_seconds").items():
                buckets[bound] = buckets.get(bound, 0.0) + count_after - old.get(bound, 0.0)
        count = delta("igroteka_move_seconds_count")
        total = delta("igroteka_move_seconds_sum")
        commits = delta("igroteka_journal_commits_total")
        return Figures(
            game=self.game,
            tables=len(self.tables),
            connections=sum(len(t.seats) for t in self.tables),
            watchers=sum(len(t.watchers) for t in self.tables),
            set_up_seconds=self.set_up_seconds,
            server_waited_s=waited,
            client_cpu_s=client_cpu,
            load=load,
            processes=len(self.urls),
            tier=os.environ.get("IGROTEKA_WS_TIER", "").lower() in ("1", "true", "yes"),
            server_cpus=SERVER_CPUS,
            client_cpus=CLIENT_CPUS,
            seconds=elapsed,
            moves=self.moves,
            latencies=self.latencies,
            server_move_ms=(total / count * 1000) if count and total is not None else None,
            journal_commits=int(commits) if commits else None,
            idle=self.idle,
            idle_kib=idle_kib,
            server_cpu_s=cpu,
            club_cpu_s=club_cpu if len(pids) > len(clubs) else None,
            server_sys_s=kernel,
            upkeep_cpu_per_s=upkeep,
            server_move_buckets=sorted(buckets.items()),
            client_lags=self.lags,
        )

    async def _watch_lag(self) -> None:
        """Record how late this process's loop wakes while the play is measured."""
        while True:
            asked = time.perf_counter()
            await asyncio.sleep(LAG_PERIOD)
            if self.measuring:
                self.lags.append(max(0.0, time.perf_counter() - asked - LAG_PERIOD))

    async def _upkeep(self, pids: list[int]) -> float | None:
        """The servers' CPU per second while every table waits for a move nobody makes."""
        if not pids or QUIET_SECONDS <= 0:
            return None
        await asyncio.sleep(1)  # the set-up's last messages
        before = sum(_cpu_seconds(pid) for pid in pids)
        started = time.perf_counter()
        await asyncio.sleep(QUIET_SECONDS)
        return (sum(_cpu_seconds(pid) for pid in pids) - before) / (time.perf_counter() - started)

    async def _idle_memory(self, http: httpx.AsyncClient, pid: int) -> float | None:
        if self.idle <= 0 or not self.tables:
            return None
        cookies = await self._guest(http, "Bench idle")
        await asyncio.sleep(1)
        before = sum(_rss_kib(p) for p in _with_children([pid]))
        sockets = []
        self.spread = False  # the memory figure is the first process's
        for n in range(self.idle):
            ws = await self._socket(cookies)
            await ws.send(
                json.dumps({"type": "hello", "table": self.tables[n % len(self.tables)].id})
            )
            sockets.append(ws)
        await asyncio.sleep(2)
        after = sum(_rss_kib(p) for p in _with_children([pid]))
        for ws in sockets:
            await ws.close()
        return (after - before) / self.idle


def _stop(servers: list[subprocess.Popen[bytes]]) -> None:
    for server in servers:
        server.terminate()
    for server in servers:
        with contextlib.suppress(subprocess.TimeoutExpired):
            server.wait(timeout=30)


@dataclass
class CoreFigures:
    moves: int
    wall: float
    cpu: float  # this process's CPU seconds, every thread (the journal's included)

    def line(self) -> str:
        return (
            f"{self.moves / self.wall:.0f} moves/s, {self.wall / self.moves * 1000:.2f} ms per "
            f"move, {self.cpu / self.moves * 1000:.3f} ms CPU per move"
        )


async def core_bench(
    game: str, tables: int, moves: int, folder: Path, together: bool = True
) -> CoreFigures:
    """The move path alone, in this process, without sockets.

    Connections are in-memory stand-ins whose queues are emptied after each round, so this
    is the server's own cost per move (rules, journal commit, views, JSON for every seat).
    `together`: every table moves at once, so the journal groups their rows into one
    commit; otherwise one move at a time, each paying for its own commit (a quiet club).
    """
    from igroteka.server.club import Club
    from igroteka.server.config import Settings
    from igroteka.server.connection import Connection, Member
    from igroteka.server.ratelimit import Bucket, RateLimiter
    from igroteka.store.account_repo import AccountRepo

    club = Club(Settings(database_url=f"sqlite:///{folder / 'core.db'}", bot_delay=0))
    unlimited = Bucket(10**9, 10**9, club.limiter.buckets["table"].label)
    club.limiter = RateLimiter(buckets={kind: unlimited for kind in club.limiter.buckets})
    await club.start()
    accounts = AccountRepo(club.database)
    seated = []
    try:
        seats = get_game(game).seat_count(get_game(game).options.resolve())
        for _ in range(tables):
            members = []
            for i in range(seats):
                user = await accounts.create_user(f"Bench {i}", "ru")
                members.append(Member(user.id, user.name, "ru", guest=True))
            plan = [{"kind": "me"}] + [{"kind": "human"}] * (seats - 1)
            actor, _ = await club.create_table(members[0], game, None, None, plan, False, 0, None)
            conns = {}
            for i, member in enumerate(members):
                if i:
                    await actor.call(actor.join, member, i, None)
                conns[i] = Connection(None, member, "ru", 10**9)
                await actor.call(actor.subscribe, conns[i], None, None)
            for member in members:
                await actor.call(actor.ready, member)
            seated.append((actor, conns))
        rng = random.Random(1)
        done = 0
        started = time.perf_counter()
        cpu = time.process_time()
        while done < moves:
            batch = []
            for actor, conns in seated:
                state = actor.state
                seat = state.current_seat() if state is not None else None
                if actor.status != "playing" or seat is None:
                    continue
                # Chosen from the list the mover was sent, as a client does.
                action = rng.choice(actor.legal_for(seat))["action"]
                move = actor.call(actor.act, conns[seat], seat, actor.version, action)
                if together:
                    batch.append(move)
                else:
                    await move
                    done += 1
            if together:
                await asyncio.gather(*batch)
                done += len(batch)
            if not batch and not any(a.status == "playing" for a, _ in seated):
                break
            for _, conns in seated:
                for conn in conns.values():
                    conn.drop_queued()
        return CoreFigures(done, time.perf_counter() - started, time.process_time() - cpu)
    finally:
        await club.stop()


def default_game() -> str:
    for game in all_games():
        if not game.hidden_information and game.seat_count(game.options.resolve()) == 2:
            return game.id
    return all_games()[0].id


def run(args: argparse.Namespace) -> int:
    games = getattr(args, "game", None) or [default_game()]
    if SERVER_CPUS:
        cpu_list(SERVER_CPUS)  # a wrong list is refused before anything starts
    if CLIENT_CPUS:
        os.sched_setaffinity(0, cpu_list(CLIENT_CPUS))
    seconds = max(10.0, float(getattr(args, "seconds", 10.0) or 10.0))
    tables = int(os.environ.get("IGROTEKA_BENCH_TABLES", "200"))
    rate = float(os.environ.get("IGROTEKA_BENCH_RATE", "500"))
    idle = int(os.environ.get("IGROTEKA_BENCH_IDLE", "1000"))
    watchers = int(os.environ.get("IGROTEKA_BENCH_WATCHERS", "0"))
    for game in games:
        for together, label in ((True, "50 tables at once"), (False, "one move at a time")):
            with tempfile.TemporaryDirectory(prefix="igroteka-core-") as folder:
                core = asyncio.run(core_bench(game, 50, 2000, Path(folder), together))
            print(
                f"igroteka bench server: the move path alone ({label}, no sockets): {core.line()}"
            )
        figures = asyncio.run(Bench(game, tables, rate, seconds, idle, watchers).run())
        print(f"igroteka bench server: {tables} tables, target {rate:.0f} moves/s, {seconds:.0f} s")
        print("| measure | value |")
        print("|---|---|")
        for name, value in figures.rows():
            print(f"| {name} | {value} |")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m igroteka.bench.server_load")
    parser.add_argument("--game", action="append")
    parser.add_argument("--seconds", type=float, default=10.0)
    return run(parser.parse_args())


if __name__ == "__main__":
    sys.exit(main())
