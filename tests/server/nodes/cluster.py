"""Several club processes on one PostgreSQL database and one Redis, for the tests.

`node_settings` are the settings of one such process: node mode, a Redis key prefix
of the test's own (so tests running at once never hear each other), and short leases
so that a lost process's tables move within a couple of seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
import uuid
from typing import Any

import httpx

from tests.server.harness import Player

REDIS_URL = "redis://127.0.0.1:6379/0"
# Long enough for a loaded test machine (event loops were seen starved for 4 s at a load
# of 18 on two cores), short enough for a take-over within seconds.
LEASE_SECONDS = 4.0


async def person(base_url: str, ws_url: str, name: str, lang: str = "ru") -> Player:
    """A guest whose HTTP client opens a connection per request: on a loaded machine a
    kept-alive one may be closed by the server just as a request is sent on it."""
    player = Player(base_url, ws_url)
    await player.http.aclose()
    player.http = httpx.AsyncClient(
        base_url=base_url, timeout=30, limits=httpx.Limits(max_keepalive_connections=0)
    )
    return await player.guest(name, lang)


def new_prefix() -> str:
    return f"igroteka_t_{uuid.uuid4().hex[:10]}:"


def node_settings(prefix: str, **overrides: Any) -> dict[str, Any]:
    return {
        "node": True,
        "redis_url": REDIS_URL,
        "redis_prefix": prefix,
        "lease_seconds": LEASE_SECONDS,
        "heartbeat_seconds": 0.5,
        **overrides,
    }


def node_env(prefix: str, **overrides: str) -> dict[str, str]:
    """The same for `igroteka serve` in a child process."""
    return {
        f"IGROTEKA_{key.upper()}": str(value).lower() if isinstance(value, bool) else str(value)
        for key, value in node_settings(prefix).items()
    } | overrides


class Seen:
    """What one client was told and what it sent, to check against the finished record."""

    def __init__(self) -> None:
        self.version: int | None = None  # the newest version it holds
        # Version -> that version's events as this client's seat was told them (updates).
        self.events: dict[int, list[dict[str, Any]]] = {}
        self.seat: int | None = None
        # Moves the table acknowledged: (version it was made at, action).
        self.acknowledged: list[tuple[int, Any]] = []
        self.reconnects = 0


def as_told(events: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    """A finished record's events (`revealed`, every seat's secrets) as `seat` was told them."""
    told = []
    for event in events:
        mine = event.get("private", {}).get(str(seat), {}) if seat is not None else {}
        told.append({**{k: v for k, v in event.items() if k != "private"}, **mine})
    return told


async def play_on(
    player: Player,
    table: str,
    rng: random.Random,
    ws_urls: list[str],
    seen: Seen,
    pause_at: int | None = None,
    timeout: float = 90,
) -> dict[str, Any]:
    """Play random legal moves until the game is finished (or reaches `pause_at`),
    reconnecting like the web client whenever the socket closes: to the next process
    in `ws_urls`, saying `hello` with the last version it holds (`since`).

    Returns the last table info."""
    deadline = time.monotonic() + timeout
    latest: dict[str, Any] = {}
    sent: tuple[int, Any] | None = None
    turn = 0
    if seen.version is not None and player._reader is not None and not player._reader.done():
        # Carrying on after a pause: the position it stopped at is asked for again.
        with contextlib.suppress(Exception):
            await player.send({"type": "hello", "table": table, "since": seen.version})
    while time.monotonic() < deadline:
        if player.ws is None or player._reader is None or player._reader.done():
            sent = None
            await _reconnect(player, table, ws_urls, seen, turn)
            turn += 1
            continue
        try:
            message = await asyncio.wait_for(player.inbox.get(), 0.5)
        except TimeoutError:
            continue
        kind = message.get("type")
        if message.get("table") not in (None, table):
            continue
        if kind == "error":
            assert message["code"] in ERRORS_WHILE_MOVING, message
            sent = None
            continue
        if kind == "table":
            latest = message["table_info"]
            if latest["status"] == "finished":
                return latest
            continue
        if kind not in ("snapshot", "update"):
            continue
        version = message["version"]
        if kind == "snapshot":
            latest = message["table_info"]
        elif "since" not in message and version >= 1:
            seen.events[version] = message["events"]
            seen.seat = message["seat"]
        if sent is not None and version == sent[0] + 1 and kind == "update":
            seen.acknowledged.append(sent)
        sent = None
        seen.version = version
        if latest.get("status") == "finished":
            return latest
        if pause_at is not None and version >= pause_at:
            return latest
        if message["legal"]:
            choice = rng.choice(message["legal"])
            sent = (version, choice["action"])
            with contextlib.suppress(Exception):  # the socket may close meanwhile
                await player.send(
                    {
                        "type": "act",
                        "table": table,
                        "seat": message["seat"],
                        "version": version,
                        "action": choice["action"],
                    }
                )
    raise TimeoutError(f"game at {table} not finished (version {seen.version})")


# A move may cross a new move by the other player, the end of the game, or a table being
# handed to another process (`storage_failed` from the old holder, then a reconnect).
ERRORS_WHILE_MOVING = ("stale_version", "not_your_turn", "not_playing", "storage_failed")


async def _reconnect(player: Player, table: str, ws_urls: list[str], seen: Seen, turn: int) -> None:
    with contextlib.suppress(Exception):
        await player.disconnect()
    for attempt in range(len(ws_urls) * 20):
        player.ws_url = ws_urls[(turn + attempt) % len(ws_urls)]
        try:
            await player.connect()
        except Exception:  # that process is down: the next one
            await asyncio.sleep(0.1)
            continue
        seen.reconnects += 1
        await player.send({"type": "hello", "table": table, "since": seen.version})
        return
    raise RuntimeError("no process to connect to")


def check_record(replay: dict[str, Any], seens: list[Seen]) -> None:
    """Nothing a client was told is missing from the finished record or differs from it,
    and every move the table acknowledged is in it once, at the version it was made at."""
    assert replay["finished"]
    steps, actions = replay["steps"], replay["actions"]
    assert len(steps) == len(actions)
    for seen in seens:
        for version, events in seen.events.items():
            assert as_told(steps[version - 1]["events"], seen.seat) == events, version
        for version, action in seen.acknowledged:
            assert actions[version] == action, version
