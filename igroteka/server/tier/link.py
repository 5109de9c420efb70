"""The club's end of the socket tier: the link's frames, and each tier socket as ws.py sees it.

The program (`tier.c`, built by `make` to `_tier` beside it) is started with one end of a
Unix socket pair; the other end is the link. Each frame on it, either way, is
`u32 length | u8 kind | u32 socket id | payload` (little-endian; the length counts what
follows it). The club sends ADOPT (the accepted TCP socket's descriptor rides along as
SCM_RIGHTS, the payload is the handshake's 101 response for the tier to write), SEND (one
text message for the client) and CLOSE (u16 code and a reason); the tier sends TEXT and
BINARY (one whole client message each) and CLOSED (u16 code: the socket is gone). A web
client's heartbeat `ping` is answered in the tier and never crosses the link; WebSocket
pings, the silence cut-off and a message past `TRANSPORT_LIMIT` are the tier's too, with
the same limits and the same refusal as the club's own transport (ws_transport.py).

What a move costs here is the point (docs/benchmarks.md, issue 22): the frames of one pass
of the event loop are written to the link at once, so a move's four updates cost one
system call in this process, and all the client sockets are one descriptor to its loop.
"""

from __future__ import annotations

import array
import asyncio
import base64
import hashlib
import logging
import os
import socket
import struct
import subprocess
from collections import deque
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, Protocol

from igroteka.server.config import Settings
from igroteka.server.ws_transport import APP_PING, APP_PONG, TRANSPORT_LIMIT, refusal

log = logging.getLogger("igroteka.tier")

PROGRAM = Path(__file__).with_name("_tier")

ADOPT, SEND, CLOSE = 1, 2, 3
TEXT, BINARY, CLOSED = 16, 17, 18
HEAD = struct.Struct("<IBI")
CODE = struct.Struct("<H")
# RFC 6455 4.2.2: the key's answer is SHA-1 of the key and this GUID, in base64.
GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
# Bytes waiting for the link past which a socket's writer waits (Connection.writer): the
# tier reads far faster than tables write, so only a stalled tier ever gets here.
HIGH_WATER = 4 << 20
READ_SIZE = 1 << 18


def accept_response(key: str) -> bytes:
    """The 101 response to a WebSocket request with `key` (no extension, no subprotocol:
    the tier compresses nothing)."""
    answer = base64.b64encode(hashlib.sha1(key.encode() + GUID).digest()).decode()
    return (
        "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Accept: {answer}\r\n\r\n"
    ).encode()


class HandsOff(Protocol):
    """The club's own transport of a socket not yet accepted (ws_transport.py)."""

    def hand_off(self) -> int | None:
        """A descriptor of the socket for the tier, this process's own given up without a
        byte written; None when the socket is already gone."""
        ...


class TierSocket:
    """One client socket held by the tier: a `Pusher` for `Connection`, and the receiving
    and closing ws.py does with a Starlette WebSocket (ASGI messages in, text out)."""

    __slots__ = ("_events", "_waiter", "closed", "id", "link", "receiver")

    def __init__(self, link: TierLink, socket_id: int) -> None:
        self.link = link
        self.id = socket_id
        self.closed = False  # closed by the club, or reported gone by the tier
        self.receiver: Any = None  # ws.py's ActTaker, as on the club's own transport
        self._events: deque[dict[str, Any]] = deque()
        self._waiter: asyncio.Future[None] | None = None

    # --- Pusher ---------------------------------------------------------------------
    def push_text(self, payload: bytes) -> bool:
        if self.closed:
            return False
        self.link.put(SEND, self.id, payload)
        return True

    async def wait_writable(self) -> None:
        await self.link.drained()

    # --- what ws.py and Connection use of a WebSocket --------------------------------
    async def receive(self) -> dict[str, Any]:
        while not self._events:
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
        return self._events.popleft()

    async def send_text(self, text: str) -> None:
        if not self.push_text(text.encode()):
            raise ConnectionError("the socket is gone")

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.end(code, reason or "")

    def end(self, code: int, reason: str = "") -> None:
        """Close the socket (the tier sends the close frame); its reader hears of it."""
        if not self.closed:
            self.link.put(CLOSE, self.id, CODE.pack(code) + reason.encode()[:120])
            self.gone(code)

    # --- what the tier reports ------------------------------------------------------
    def message(self, payload: bytes, binary: bool) -> None:
        receiver = self.receiver
        if not binary and receiver is not None and not self._events and receiver(payload):
            return  # a move taken straight to its table (ws.py, `ActTaker`)
        if binary:
            self._push({"type": "websocket.receive", "bytes": payload})
        else:
            self._push({"type": "websocket.receive", "text": payload.decode(errors="replace")})

    def gone(self, code: int) -> None:
        self.closed = True
        self._push({"type": "websocket.disconnect", "code": code})

    def _push(self, event: dict[str, Any]) -> None:
        self._events.append(event)
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)


class TierLink:
    """The tier's program and the link to it, on the club's event loop."""

    def __init__(
        self, loop: asyncio.AbstractEventLoop, link: socket.socket, process: subprocess.Popen[bytes]
    ) -> None:
        self.loop = loop
        self.link = link
        self.process = process
        self.sockets: dict[int, TierSocket] = {}
        self.lost = False
        self._next_id = 1
        self._out = bytearray()
        self._fds: list[int] = []  # descriptors to send with the next write (ADOPT order)
        self._flush_soon = False
        self._writing = False  # waiting for the link to take more (add_writer)
        self._in = bytearray()
        self._drained = asyncio.Event()
        self._drained.set()
        self._serving: set[asyncio.Task[None]] = set()

    @classmethod
    def start(cls, settings: Settings, loop: asyncio.AbstractEventLoop) -> TierLink:
        """Start the tier's program for this club (`make` builds it)."""
        if not PROGRAM.exists():
            raise RuntimeError(f"ws_tier is on but {PROGRAM} is not built: run `make kernel`")
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        args = [
            str(PROGRAM),
            "--link-fd",
            str(theirs.fileno()),
            "--ping-seconds",
            repr(settings.ws_ping_seconds),
            "--silence-seconds",
            repr(settings.ws_silence_seconds),
            "--limit",
            str(TRANSPORT_LIMIT),
            "--app-ping",
            APP_PING.decode(),
            "--app-pong",
            APP_PONG.decode(),
            "--refusal",
            refusal(settings.max_message_bytes).decode(),
        ]
        if settings.ws_tier_delay > 0:
            args += ["--link-delay-seconds", repr(settings.ws_tier_delay)]
        process = subprocess.Popen(args, pass_fds=[theirs.fileno()])
        theirs.close()
        ours.setblocking(False)
        link = cls(loop, ours, process)
        loop.add_reader(ours.fileno(), link._readable)
        return link

    def adopt(self, transport: HandsOff, key: str) -> TierSocket | None:
        """Hand the socket of `transport` (a WebSocket request with `key`, which uvicorn has
        checked before the app ran) to the tier; None when the tier is gone or the socket
        already is (the caller serves it itself)."""
        if self.lost:
            return None
        fd = transport.hand_off()
        if fd is None:
            return None
        socket_id = self._next_id
        self._next_id += 1
        tier_socket = TierSocket(self, socket_id)
        self.sockets[socket_id] = tier_socket
        self._fds.append(fd)
        self.put(ADOPT, socket_id, accept_response(key))
        return tier_socket

    def serve(self, tier_socket: TierSocket, reader: Coroutine[Any, Any, None]) -> None:
        """Run the socket's reader (ws.py's `serve`) as a task of the link's: uvicorn's own
        task for the request ends once the socket is handed over, and `stop` waits for
        these instead."""
        task = self.loop.create_task(reader)
        self._serving.add(task)
        task.add_done_callback(self._serving.discard)

    def put(self, kind: int, socket_id: int, payload: bytes) -> None:
        """Queue one frame; the loop's pass writes all of them at once."""
        if self.lost:
            return
        out = self._out
        out += HEAD.pack(len(payload) + 5, kind, socket_id)
        out += payload
        if kind == CLOSE:
            self.sockets.pop(socket_id, None)
        if not self._flush_soon and not self._writing:
            self._flush_soon = True
            self.loop.call_soon(self._flush)
        if len(out) > HIGH_WATER:
            self._drained.clear()

    async def drained(self) -> None:
        await self._drained.wait()

    def _flush(self) -> None:
        self._flush_soon = False
        out = self._out
        if not out or self.lost:
            return
        try:
            if self._fds:
                fds = self._fds
                sent = self.link.sendmsg(
                    [out], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", fds))]
                )
                self._fds = []
                for fd in fds:  # the tier holds its own copies now
                    os.close(fd)
            else:
                sent = self.link.send(out)
        except (BlockingIOError, InterruptedError):
            sent = 0
        except OSError:
            self._lose()
            return
        del out[:sent]
        if out and not self._writing:
            self._writing = True
            self.loop.add_writer(self.link.fileno(), self._writable)
        if len(out) <= HIGH_WATER:
            self._drained.set()

    def _writable(self) -> None:
        self._writing = False
        self.loop.remove_writer(self.link.fileno())
        self._flush()

    def _readable(self) -> None:
        try:
            data = self.link.recv(READ_SIZE)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            self._lose()
            return
        buf = self._in
        if buf:
            buf += data
            data = bytes(buf)
            buf.clear()
        end = len(data)
        pos = 0
        sockets = self.sockets
        while end - pos >= 9:
            length, kind, socket_id = HEAD.unpack_from(data, pos)
            stop = pos + 4 + length
            if stop > end:
                break
            tier_socket = sockets.get(socket_id)
            if tier_socket is not None:
                if kind in (TEXT, BINARY):
                    tier_socket.message(data[pos + 9 : stop], kind == BINARY)
                elif kind == CLOSED:
                    del sockets[socket_id]
                    code = CODE.unpack_from(data, pos + 9)[0] if length >= 7 else 1006
                    tier_socket.gone(code)
            pos = stop
        if pos < end:
            buf += data[pos:]

    def _lose(self) -> None:
        """The tier is gone: every socket it held ends (their clients reconnect), and the
        club serves new sockets itself."""
        if self.lost:
            return
        log.error("the socket tier is gone", extra={"sockets": len(self.sockets)})
        self._let_go()
        for tier_socket in self._forget():
            tier_socket.gone(1006)

    def _forget(self) -> list[TierSocket]:
        sockets = list(self.sockets.values())
        self.sockets = {}
        return sockets

    def _let_go(self) -> None:
        """Stop reading and writing the link; give back the descriptors not sent."""
        self.lost = True
        self.loop.remove_reader(self.link.fileno())
        if self._writing:
            self.loop.remove_writer(self.link.fileno())
            self._writing = False
        for fd in self._fds:
            os.close(fd)
        self._fds = []
        self._drained.set()

    async def stop(self) -> None:
        """Close every socket as a server going away does (1001), wait for their readers,
        then close the link: the tier exits."""
        if not self.lost:
            for tier_socket in self._forget():
                tier_socket.end(1001)
            self._flush()
        if self._serving:
            await asyncio.wait(set(self._serving), timeout=5)
        if not self.lost:
            self._flush()
            self._let_go()
        self.link.close()
        try:
            await asyncio.wait_for(asyncio.to_thread(self.process.wait), 5)
        except TimeoutError:
            self.process.kill()
            self.process.wait()
