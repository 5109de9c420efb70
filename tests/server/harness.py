"""A real server on loopback and clients that talk to it the way a browser does.

`LiveServer` runs uvicorn in a thread (its own event loop) with a fresh
database; `ServerProcess` runs it as a child process, so a test can kill it
with SIGKILL. `Player` is one person: an HTTP client holding the session
cookie and a WebSocket that records every message it receives.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
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

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"
ROOT = Path(__file__).resolve().parents[2]

FAST = {
    "grace_seconds": 0.3,
    "abandon_seconds": 30.0,
    "bot_delay": 0.0,
    "bot_workers": 1,
    "finished_ttl": 30.0,
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


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
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}/ws"
        values = {**FAST, **overrides, "database_url": database_url}
        self.settings = Settings(**values)
        self.app = create_app(self.settings)
        config = uvicorn.Config(
            self.app, host="127.0.0.1", port=self.port, log_level="warning", ws_max_size=1 << 20
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

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

    def kill(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=30)

    def terminate(self) -> int:
        assert self.process is not None
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=60)


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

    async def connect(self) -> None:
        cookie = "; ".join(f"{k}={v}" for k, v in self.http.cookies.items())
        headers = {"Cookie": cookie} if cookie else {}
        self.ws = await websockets.connect(self.ws_url, additional_headers=headers, max_size=None)
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
