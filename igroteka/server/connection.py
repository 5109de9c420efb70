"""One WebSocket as the table actors see it: who is behind it, and a non-blocking send.

Actors never await a socket: messages go into the connection's own queue and
a writer task sends them, so one slow phone cannot stall a table. A
connection whose queue overflows is closed; its client reconnects and catches
up from its last version.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import dataclass
from typing import Any

import orjson
from starlette.websockets import WebSocket


@dataclass(frozen=True)
class Member:
    """The signed-in person behind a request or a socket."""

    id: int
    name: str
    lang: str
    guest: bool


def dumps(message: dict[str, Any]) -> str:
    """Compact UTF-8 JSON; orjson is several times faster than json on views and updates."""
    try:
        return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:  # what orjson refuses (integers over 64 bits): the standard encoder
        return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class Connection:
    def __init__(self, websocket: WebSocket | None, member: Member | None, lang: str, limit: int):
        self.websocket = websocket
        self.member = member
        self.lang = lang
        self.limit = limit
        # The table actors it is subscribed to (igroteka/server/table/actor.py), by id.
        self.tables: dict[str, Any] = {}
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False

    def send(self, message: dict[str, Any]) -> None:
        self.send_text(dumps(message))

    def send_text(self, text: str) -> None:
        if self.closed:
            return
        if self._queue.qsize() >= self.limit:
            self.close()
            return
        self._queue.put_nowait(text)

    def drop_queued(self) -> None:
        """Forget what is waiting to be sent (a benchmark's stand-in connection)."""
        while not self._queue.empty():
            self._queue.get_nowait()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._queue.put_nowait(None)

    async def writer(self) -> None:
        """Send queued messages until closed; then close the socket so the reader ends too."""
        assert self.websocket is not None
        try:
            while True:
                text = await self._queue.get()
                if text is None:
                    break
                await self.websocket.send_text(text)
        except Exception:  # the peer went away; the reader notices and cleans up
            self.closed = True
        finally:
            with contextlib.suppress(Exception):  # already closed by the peer
                await self.websocket.close()
