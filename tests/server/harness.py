"""A real server on loopback and clients that talk to it the way a browser does.

`LiveServer` runs uvicorn in a thread (its own event loop) with a fresh
database; `ServerProcess` runs it as a child process, so a test can kill it
with SIGKILL, and checks that none of its processes (the bot workers) outlive it.
`Player` is one person: an HTTP client holding the session cookie and a WebSocket
that records every message it receives.

Many people play from one address here (127.0.0.1), so the servers' per-address and
per-person rate limits are set out of reach (`NO_LIMITS`), except in the tests of the
limits themselves.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import psycopg
import uvicorn
import websockets

from igroteka.server.app import create_app
from igroteka.server.config import Settings
from igroteka.server.origins import origins_for_address
from igroteka.server.ratelimit import DEFAULT_SPECS
from igroteka.server.ws_transport import uvicorn_options

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"
ROOT = Path(__file__).resolve().parents[2]

NO_LIMITS = {f"rate_{kind}": "1000000/1" for kind in DEFAULT_SPECS}
# The same for a server in a child process.
NO_LIMITS_ENV = {f"IGROTEKA_{key.upper()}": value for key, value in NO_LIMITS.items()}

FAST = {
    "grace_seconds": 0.3,
    "abandon_seconds": 30.0,
    "bot_delay": 0.0,
    "bot_workers": 1,
    "finished_ttl": 30.0,
    **NO_LIMITS,
}


def _ephemeral_ports() -> range:
    """The ports the kernel hands to outgoing connections (Linux's default if unknown)."""
    try:
        low, high = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()
        return range(int(low), int(high) + 1)
    except (OSError, ValueError):
        return range(32768, 61000)


def bound_socket() -> socket.socket:
    """A socket bound to a free port outside the ephemeral range, for a server to listen on.

    A port the kernel gave out as free (bind to 0) is an ephemeral one: until the server
    binds it, any client connection of the test run may take it as its own local port,
    and the server fails with «address already in use» (it happened in a full run). Ports
    below the ephemeral range are never given to outgoing connections.
    """
    ephemeral = _ephemeral_ports()
    rng = random.Random()
    for _ in range(200):
        port = rng.randrange(10_000, ephemeral.start)
        sock = socket.socket()  # without SO_REUSEADDR: nobody else may hold the port at all
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            sock.close()
            continue
        return sock
    raise RuntimeError("no free port below the ephemeral range")


def free_port() -> int:
    """A port that is free now, for a server in another process to bind (see `bound_socket`).

    Another test process may take it before that server binds it; a server in this
    process (`LiveServer`) is handed the bound socket instead, which no one can take.
    """
    with bound_socket() as sock:
        port: int = sock.getsockname()[1]
    return port


def create_pg_database() -> str:
    name = f"igroteka_t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"postgresql://postgres@127.0.0.1:5432/{name}"


def drop_pg_database(url: str) -> None:
    name = url.rsplit("/", 1)[1]
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


class LiveServer:
    def __init__(self, database_url: str, **overrides: Any) -> None:
        # Bound here and handed to the server, so no other test can take the port between.
        self.socket = bound_socket()
        self.port = self.socket.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}/ws"
        # Like `igroteka serve`: its own address is its public origin.
        values = {
            "public_origin": origins_for_address("127.0.0.1", self.port),
            **FAST,
            **overrides,
            "database_url": database_url,
        }
        self.settings = Settings(**values)
        self.app = create_app(self.settings)
        config = uvicorn.Config(
            self.app,
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            **uvicorn_options(
                self.settings.max_message_bytes,
                self.settings.ws_compression,
                self.settings.ws_ping_seconds,
                self.settings.ws_silence_seconds,
                self.settings.ws_compress_min_bytes,
            ),
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(
            target=self.server.run, kwargs={"sockets": [self.socket]}, daemon=True
        )

    def start(self) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("server did not start")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)
        self.socket.close()

    @property
    def club(self) -> Any:
        return self.app.state.club

    async def run(self, coroutine: Any) -> Any:
        """Await `coroutine` on the server's own event loop (its database lives there)."""
        future = asyncio.run_coroutine_threadsafe(coroutine, self.club.loop)
        return await asyncio.wrap_future(future)


class ServerProcess:
    """`igroteka serve` in a child process, with the test game registered."""

    def __init__(
        self, database_url: str, log_dir: Path, port: int | None = None, **env: str
    ) -> None:
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}/ws"
        self.database_url = database_url
        self.env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "IGROTEKA_GRACE_SECONDS": "0.3",
            "IGROTEKA_BOT_DELAY": "0",
            "IGROTEKA_GAME_MODULES": "tests.server.cardgame",
            **NO_LIMITS_ENV,
            **env,
        }
        self.process: subprocess.Popen[bytes] | None = None
        self.log_path = log_dir / f"server-{self.port}.log"

    def start(self) -> ServerProcess:
        log = self.log_path.open("ab")
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "igroteka",
                "serve",
                "--port",
                str(self.port),
                "--database-url",
                self.database_url,
            ],
            cwd=ROOT,
            env=self.env,
            stdout=log,
            stderr=log,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited: {self.log_path.read_text()[-2000:]}")
            try:
                if httpx.get(f"{self.url}/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError("server did not start")

    def descendants(self) -> set[int]:
        """The server's processes below it (the bot pool's forkserver and workers)."""
        assert self.process is not None
        return descendants(self.process.pid)

    def kill(self) -> None:
        """SIGKILL, as in a crash; then every process the server had started must end."""
        if self.process is not None:
            left = self.descendants()
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=30)
            assert_all_exit(left)

    def terminate(self) -> int:
        assert self.process is not None
        left = self.descendants()
        self.process.send_signal(signal.SIGTERM)
        code = self.process.wait(timeout=60)
        assert_all_exit(left)
        return code


def _parents() -> dict[int, int]:
    parents = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:  # it ended meanwhile
            continue
        # pid (comm) state ppid ...: comm may hold spaces and brackets, so split after it.
        parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    return parents


def descendants(pid: int) -> set[int]:
    """Every living process below `pid` (Linux's /proc)."""
    parents = _parents()
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def alive(pid: int) -> bool:
    """Running, not a zombie waiting to be reaped (those hold no memory and run nothing)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def assert_all_exit(pids: set[int], within: float = 30.0) -> None:
    """Wait for `pids` to end; any still running after `within` seconds fails the test
    (a generous bound: the processes end at once, this only keeps a failure from hanging)."""
    deadline = time.monotonic() + within
    while True:
        left = {pid for pid in pids if alive(pid)}
        if not left:
            return
        if time.monotonic() > deadline:
            names = {pid: Path(f"/proc/{pid}/cmdline").read_bytes()[:200] for pid in left}
            raise AssertionError(f"processes outlived their server: {names}")
        time.sleep(0.05)


class Player:
    """One person at the club: cookies over HTTP, one WebSocket, every message kept."""

    def __init__(self, base_url: str, ws_url: str) -> None:
        self.http = httpx.AsyncClient(base_url=base_url, timeout=30)
        self.ws_url = ws_url
        self.ws: Any = None
        self.inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.received: list[str] = []
        self.user: dict[str, Any] = {}
        self._reader: asyncio.Task[None] | None = None

    async def guest(self, name: str, lang: str = "ru") -> Player:
        answer = await self.http.post("/api/auth/guest", json={"name": name, "lang": lang})
        answer.raise_for_status()
        self.user = answer.json()["user"]
        return self

    async def connect(self, **options: Any) -> None:
        """Open the socket with the session cookie (`options` go to websockets.connect)."""
        cookie = "; ".join(f"{k}={v}" for k, v in self.http.cookies.items())
        headers = {"Cookie": cookie} if cookie else {}
        self.ws = await websockets.connect(
            self.ws_url, additional_headers=headers, max_size=None, **options
        )
        self.inbox = asyncio.Queue()
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        with contextlib.suppress(websockets.ConnectionClosed):
            async for raw in self.ws:
                self.received.append(raw)
                await self.inbox.put(json.loads(raw))

    async def send(self, message: dict[str, Any] | str) -> None:
        await self.ws.send(message if isinstance(message, str) else json.dumps(message))

    async def expect(self, kind: str, timeout: float = 15, **match: Any) -> dict[str, Any]:
        """The next message of `kind` (and matching fields); others are skipped."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {kind} {match}")
            message = await asyncio.wait_for(self.inbox.get(), left)
            if message.get("type") == kind and all(message.get(k) == v for k, v in match.items()):
                return message

    async def drain(self, quiet: float = 0.2) -> list[dict[str, Any]]:
        out = []
        while True:
            try:
                out.append(await asyncio.wait_for(self.inbox.get(), quiet))
            except TimeoutError:
                return out

    async def disconnect(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await self._reader
        self.ws = None

    async def close(self) -> None:
        await self.disconnect()
        await self.http.aclose()


async def cards_table_for_two(server: LiveServer) -> tuple[Player, Player, dict[str, Any], str]:
    """Anna (Russian) and Boris (English) at a private `test_cards` table, both subscribed
    and ready: the game has begun. Returns both players, the table and its invite."""
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Boris", lang="en")
    created = (
        await anna.http.post("/api/tables", json={"game": "test_cards", "private": True})
    ).json()
    table, invite = created["table"], created["invite"]
    joined = await boris.http.post(f"/api/tables/{table['id']}/join", json={"invite": invite})
    assert joined.status_code == 200
    for player in (anna, boris):
        await player.connect()
        await player.send({"type": "hello", "table": table["id"]})
        await player.expect("snapshot")
        await player.http.post(f"/api/tables/{table['id']}/ready")
    return anna, boris, table, invite
