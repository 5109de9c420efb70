"""Messages between club processes over Redis pub/sub, in the order they were sent.

Each process listens on a channel of its own (`<prefix>node:<id>`); another
process reaches it by publishing there, as lila and lila-ws talk through Redis.
One task publishes everything this process sends, in pipelined batches over one
connection, so two messages to the same process (two updates of one table)
arrive in the order the table sent them.

Pub/sub delivers at most once: a message to a process that is gone is lost. That
is enough here, because nothing the bus carries is the only copy: moves are in
the journal before anyone hears of them, and a client that misses something
reconnects with `since` and is sent it again (docs/server.md, Many processes).

Each process also marks itself alive (`<prefix>alive:<id>`, expiring after
`ttl` seconds unless renewed), so the others know whose sockets are gone.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import orjson
from redis.asyncio import Redis

log = logging.getLogger("igroteka.nodes")

Handler = Callable[[dict[str, Any]], Awaitable[None] | None]


class Bus:
    def __init__(self, url: str, prefix: str, node: str, handler: Handler) -> None:
        self.redis: Redis = Redis.from_url(url)
        self.prefix = prefix
        self.node = node
        self.handler = handler
        self._outbox: asyncio.Queue[tuple[str, bytes] | None] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self._subscribed = asyncio.Event()

    def channel(self, node: str) -> str:
        return f"{self.prefix}node:{node}"

    async def start(self) -> None:
        self._tasks = [
            asyncio.create_task(self._listen(), name="bus-listen"),
            asyncio.create_task(self._publish(), name="bus-publish"),
        ]
        await asyncio.wait_for(self._subscribed.wait(), 10)

    def send(self, node: str, message: dict[str, Any]) -> None:
        """Queue `message` for process `node`; never waits."""
        self._outbox.put_nowait((self.channel(node), orjson.dumps(message)))

    async def _publish(self) -> None:
        while True:
            first = await self._outbox.get()
            if first is None:
                return
            batch = [first]
            while not self._outbox.empty() and len(batch) < 500:
                item = self._outbox.get_nowait()
                if item is None:
                    self._outbox.put_nowait(None)
                    break
                batch.append(item)
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for channel, data in batch:
                        pipe.publish(channel, data)
                    await pipe.execute()
            except Exception:  # Redis away: these are lost; clients catch up with `since`
                log.warning("bus messages not sent", extra={"count": len(batch)}, exc_info=True)

    async def _listen(self) -> None:
        while True:
            pubsub = self.redis.pubsub()
            try:
                await pubsub.subscribe(self.channel(self.node))
                self._subscribed.set()
                async for item in pubsub.listen():
                    if item.get("type") != "message":
                        continue
                    try:
                        outcome = self.handler(orjson.loads(item["data"]))
                        if outcome is not None:
                            await outcome
                    except Exception:
                        log.exception("bus message failed")
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("bus connection lost; listening again", exc_info=True)
                await asyncio.sleep(0.2)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()

    # --- who is alive -------------------------------------------------------------------
    async def mark_alive(self, ttl: float) -> None:
        await self.redis.set(f"{self.prefix}alive:{self.node}", b"1", px=max(1, int(ttl * 1000)))

    async def alive(self, nodes: list[str]) -> set[str]:
        if not nodes:
            return set()
        found = await self.redis.mget([f"{self.prefix}alive:{n}" for n in nodes])
        return {n for n, v in zip(nodes, found, strict=True) if v is not None}

    async def forget(self) -> None:
        await self.redis.delete(f"{self.prefix}alive:{self.node}")

    # --- shared lobby -------------------------------------------------------------------
    async def put_lobby(self, lines: list[dict[str, Any]], ttl: float) -> None:
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.set(f"{self.prefix}lobby:{self.node}", orjson.dumps(lines), px=int(ttl * 1000))
            pipe.sadd(f"{self.prefix}lobbies", self.node)
            # The list of publishers goes too once every process has been gone a while.
            pipe.pexpire(f"{self.prefix}lobbies", int(ttl * 10_000))
            await pipe.execute()

    async def lobbies(self) -> dict[str, list[dict[str, Any]]]:
        """Every process's published lobby lines, by process; lapsed ones are dropped."""
        nodes = sorted(n.decode() for n in await self.redis.smembers(f"{self.prefix}lobbies"))
        if not nodes:
            return {}
        found = await self.redis.mget([f"{self.prefix}lobby:{n}" for n in nodes])
        lines: dict[str, list[dict[str, Any]]] = {}
        gone = []
        for node, data in zip(nodes, found, strict=True):
            if data is None:
                gone.append(node)
            else:
                lines[node] = orjson.loads(data)
        if gone:
            await self.redis.srem(f"{self.prefix}lobbies", *gone)
        return lines

    async def close(self) -> None:
        self._outbox.put_nowait(None)
        publisher = self._tasks[1] if len(self._tasks) > 1 else None
        if publisher is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(publisher, 5)
        for task in self._tasks:
            task.cancel()
            with contextlib.suppress(BaseException):
                await task
        with contextlib.suppress(Exception):
            await self.forget()
        await self.redis.aclose()
