"""A socket of another process, as the tables of this one see it.

When a client's socket is on process B and its table on process A, B forwards
the client's messages to A, and A handles them exactly as its own sockets'
(igroteka/server/ws.py), with a `RemoteConnection` standing in for the socket:
what a table sends it goes back over the bus to B, which writes it to the
socket. So a table never knows where its players are, and nothing of the
table's own code changes. Each stand-in handles its client's messages one at a
time, in order, as a socket's reader does.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from igroteka.server.connection import Connection, Member

log = logging.getLogger("igroteka.nodes")

Send = Callable[[str, dict[str, Any]], None]
Handle = Callable[[Any, Connection, str], Awaitable[None]]


class RemoteConnection(Connection):
    """The stand-in for socket `cid` of process `node`, on process `origin`."""

    def __init__(
        self,
        send: Send,
        origin: str,
        node: str,
        cid: str,
        member: Member | None,
        lang: str,
        limit: int,
    ) -> None:
        super().__init__(None, member, lang, limit)
        self.origin = origin  # this process, which holds the table
        self._bus_send = send
        self.node = node
        self.cid = cid
        self._inbox: asyncio.Queue[tuple[str, int] | None] = asyncio.Queue()
        # How many processes the message being handled passed through before this one.
        self.hops = 0
        self._worker: asyncio.Task[None] | None = None

    def send_encoded(self, payload: bytes) -> None:
        """Every send of `Connection` ends here: the message goes over the bus to the
        process that holds the socket, which writes it."""
        if not self.closed:
            self._bus_send(self.node, {"k": "out", "c": self.cid, "t": payload.decode()})

    def close(self) -> None:
        """The table drops this client (its lease passed on, or it fell too far behind):
        the socket's process closes the socket, and the client reconnects."""
        if not self.closed:
            self.closed = True
            self._bus_send(self.node, {"k": "close", "c": self.cid, "n": self.origin})
            self._inbox.put_nowait(None)

    def take(self, raw: str, hops: int = 0) -> None:
        self._inbox.put_nowait((raw, hops))

    def serve(self, club: Any, handle: Handle) -> None:
        self._worker = asyncio.create_task(self._serve(club, handle), name=f"remote-{self.cid}")

    async def _serve(self, club: Any, handle: Handle) -> None:
        while True:
            item = await self._inbox.get()
            if item is None:
                return
            raw, self.hops = item
            try:
                await handle(club, self, raw)
            except Exception:
                log.exception("forwarded message failed")

    async def end(self) -> None:
        """The socket is gone: leave every table, as a closed socket does."""
        for actor in list(self.tables.values()):
            actor.post(actor.unsubscribe, self)
        self.closed = True
        self._inbox.put_nowait(None)
        if self._worker is not None:
            self._worker.cancel()  # a message still being handled is of no use to anyone
            with contextlib.suppress(BaseException):
                await self._worker

    async def writer(self) -> None:  # nothing to write: the bus carries it
        return None
