"""One WebSocket as the table actors see it: who is behind it, and a non-blocking send.

Actors never await a socket. A message is encoded once (UTF-8 JSON bytes, however many
connections share it) and each connection writes it straight into its socket's transport
when the socket can take it: no task wakes up per message and nothing is encoded again per
socket. A socket whose peer reads slowly (its transport's buffer is full) keeps later
messages in the connection's own queue, in order, and a writer task sends them as the
buffer drains, so one slow phone cannot stall a table. A connection whose queue overflows
is closed; its client reconnects and catches up from its last version.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import orjson

# Where the club's socket transport (igroteka/server/ws_transport.py) puts itself in the
# socket's ASGI scope, for `Connection` to write to it directly.
PUSHER_KEY = "igroteka.pusher"


@dataclass(frozen=True)
class Member:
    """The signed-in person behind a request or a socket."""

    id: int
    name: str
    lang: str
    guest: bool


class Pusher(Protocol):
    """A socket that takes an encoded text message at once (ws_transport's protocol)."""

    def push_text(self, payload: bytes) -> bool:
        """Write the message now; False when the socket cannot take it now (full or closed)."""
        ...

    async def wait_writable(self) -> None:
        """Until the socket's buffer has room again (or the socket is gone)."""
        ...

    # Offered each whole text message before it is queued for the socket's reader task;
    # True: it was taken (igroteka/server/ws.py, `ActTaker`).
    receiver: Callable[[bytes], bool] | None


class Socket(Protocol):
    """What a connection needs of its socket besides the `Pusher`: Starlette's WebSocket, or
    a socket held by the socket tier (igroteka/server/tier/link.py)."""

    async def receive(self) -> Any: ...

    async def send_text(self, data: str) -> None: ...

    async def close(self, code: int = 1000, reason: str | None = None) -> None: ...


def encode(message: dict[str, Any]) -> bytes:
    """Compact UTF-8 JSON; orjson is several times faster than json on views and updates.

    First without OPT_NON_STR_KEYS, which doubles the time of a Kozel update (issue 22):
    where every key is a string the output is the same; a key that is not makes orjson
    refuse, and the message is encoded as before, with the option."""
    try:
        return orjson.dumps(message)
    except TypeError:
        pass
    try:
        return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:  # what orjson refuses (integers over 64 bits): the standard encoder
        return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()


def dumps(message: dict[str, Any]) -> str:
    """`encode` as text."""
    return encode(message).decode()


class Connection:
    def __init__(
        self,
        websocket: Socket | None,
        member: Member | None,
        lang: str,
        limit: int,
        pusher: Pusher | None = None,
    ):
        self.websocket = websocket
        self.member = member
        self.lang = lang
        self.limit = limit
        self.pusher = pusher
        # The table actors it is subscribed to (igroteka/server/table/actor.py), by id.
        self.tables: dict[str, Any] = {}
        # Messages waiting for the writer task (None: close); the first stays until sent,
        # so a direct write never overtakes it.
        self._pending: deque[bytes | None] = deque()
        self._wake = asyncio.Event()
        self.closed = False
        # The reader task waits for the next message (ws.py): nothing it read is unfinished.
        self.reader_idle = False
        # A move taken straight from the transport and not answered yet (ws.py, `ActTaker`).
        self.act_in_flight = False

    def send(self, message: dict[str, Any]) -> None:
        self.send_encoded(encode(message))

    def send_text(self, text: str) -> None:
        self.send_encoded(text.encode())

    def send_encoded(self, payload: bytes) -> None:
        """Send a message already encoded as UTF-8 JSON (a text frame for the client)."""
        if self.closed:
            return
        if not self._pending and self.pusher is not None and self.pusher.push_text(payload):
            return
        if len(self._pending) >= self.limit:
            self.close()
            return
        self._pending.append(payload)
        self._wake.set()

    def drop_queued(self) -> None:
        """Forget what is waiting to be sent (a benchmark's stand-in connection)."""
        self._pending.clear()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._pending.append(None)
            self._wake.set()

    async def writer(self) -> None:
        """Send queued messages until closed; then close the socket so the reader ends too."""
        assert self.websocket is not None
        pending = self._pending
        try:
            while True:
                while not pending:
                    self._wake.clear()
                    await self._wake.wait()
                payload = pending[0]
                if payload is None:
                    break
                if self.pusher is not None:
                    await self.pusher.wait_writable()
                    if not self.pusher.push_text(payload):
                        raise ConnectionError("the socket is gone")
                else:
                    await self.websocket.send_text(payload.decode())
                pending.popleft()
        except Exception:  # the peer went away; the reader notices and cleans up
            self.closed = True
        finally:
            with contextlib.suppress(Exception):  # already closed by the peer
                await self.websocket.close()
