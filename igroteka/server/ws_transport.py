"""The socket's transport: uvicorn's websockets protocol, saying why it drops a huge message.

Two limits guard the socket. A message up to `TRANSPORT_LIMIT` is read whole and handed to
`igroteka/server/ws.py`, which refuses one over `Settings.max_message_bytes` (16 KiB) with
`message_too_large` and keeps the socket open. A message beyond `TRANSPORT_LIMIT` is never
read into memory: the websockets library stops at the frame's declared length and must
close the connection (1009), since the unread rest of the message cannot be skipped (with
compression on, the later messages depend on it). Before that close this protocol sends
the same documented `error`, so the client learns why from the code, not from a close code.
The error must also arrive: closing a socket whose peer is still sending makes the kernel
reset the connection, and a reset can throw away what the peer had not read yet, the error
included. So the socket is only shut for writing (the peer reads the error, the close frame
and then the end), whatever the peer still sends is read and dropped, and the socket is
closed once the peer closes it or `DRAIN_SECONDS` have passed.

The transport also keeps the heartbeat: a WebSocket ping to a socket it has heard nothing
from for `ping_seconds` (a peer that talks needs none), and a peer that has not answered
within `silence_seconds` of its last answer is cut off at once (its
unsent bytes dropped, since a peer behind a dead network would never read them), which the
reader in ws.py sees as a disconnection: the player's seat starts its grace period.

The table's messages take a shorter way out than Starlette's `send_text`: the protocol puts
itself in the socket's scope (`PUSHER_KEY`) and `Connection` hands it each message already
encoded as UTF-8 JSON (`push_text`), which frames it and writes it to the transport at once.
Through the ASGI `send` a message cost a task switch, a str made only to be encoded again,
and three layers of checks, for every socket and every message (docs/benchmarks.md).

What a socket costs per message is what made a move expensive with thousands of sockets
(docs/benchmarks.md, issue 22), so the common cases skip websockets' per-frame machinery:

- **Compression only where it pays for its CPU.** With permessage-deflate negotiated each
  socket keeps its own compression context, so a message is compressed once per socket,
  never shared. RFC 7692 lets a sender send any message uncompressed (RSV1 clear) and every
  client must accept it, so a message shorter than `compress_min` bytes goes out as is.
- **Framed once.** An uncompressed server frame is the same bytes for every socket (server
  frames are not masked), so a message held by several sockets (a table's spectators) is
  framed once and each socket only writes it.
- **The web client's `ping` answered at once** (`APP_PING`): the commonest message of all.
- **The heartbeat's pong not parsed.** Every quiet socket answers a ping every
  `ping_seconds` (1,600 pongs a second from 4000 sockets); an empty pong that arrives alone,
  at a frame boundary, is only heard (`heard_at`) and dropped, never fed to websockets'
  parser, which made a frame, a parser step and event lists for each, and kept the frame
  alive until the next one (young objects the collector walks; docs/benchmarks.md).
  A pong that arrives with other bytes, or in the middle of a frame, is parsed as usual.
- **One timer for every socket's heartbeat.** uvicorn's keepalive arms a ping timer, a pong
  deadline, cancels it on the pong and arms the next ping, and frames a random payload each
  time: three timers and a frame for every silent socket every `ping_seconds`. A timer per
  socket was still a timer handle, its context and uvloop's timer made anew every
  `ping_seconds` for each of thousands of sockets: work, and young objects the garbage
  collector walks on every collection (docs/benchmarks.md). Here one `Heartbeat` per event
  loop, a timing wheel, looks at each socket when it asked to be looked at again: quiet for
  `ping_seconds`, it is sent the same empty ping (bytes made once); quiet for
  `silence_seconds` (and at least `silence_seconds - ping_seconds` after a ping that went
  out late), it is cut off at the next tick, once the loop has read its sockets after
  waking (a starved process runs its timers first). Any bytes from the peer (a pong, a
  move, the browser's own ping) count as an answer.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import struct
import weakref
from collections.abc import Callable
from typing import Any, Protocol

from uvicorn.config import Config
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from uvicorn.server import ServerState
from websockets.exceptions import InvalidState
from websockets.frames import CloseCode, Frame
from websockets.http11 import Request
from websockets.protocol import State
from websockets.server import ServerProtocol

from igroteka.server import texts
from igroteka.server.config import Settings
from igroteka.server.connection import PUSHER_KEY
from igroteka.server.errors import ClubError, error_body

TRANSPORT_LIMIT = 1 << 20
# How long a socket failed for a message past the limit keeps reading (and dropping) what
# its peer still sends, so that the peer reads the error before the connection ends.
DRAIN_SECONDS = 5.0

# A server's ping frame with no payload: FIN, opcode 9, unmasked, length 0.
PING_FRAME = b"\x89\x00"
# The heartbeat's slots per ping interval: a ping goes out at most this fraction of an
# interval late (50 ms of the default 2.5 s).
HEARTBEAT_SLOTS = 50
# The web client's own heartbeat (docs/protocol.md) and its answer: every open tab sends
# it every 2.5 s, so it is answered here, without the trip through the ASGI queue, the
# socket's reader task and ws.py that any other message takes.
APP_PING = b'{"type":"ping"}'
APP_PONG = b'{"type":"pong"}'


def text_frame(payload: bytes) -> bytes:
    """`payload` as one unmasked, uncompressed text frame (RFC 6455 5.2), as a server sends it."""
    length = len(payload)
    if length < 126:
        head = bytes((0x81, length))
    elif length < 65536:
        head = struct.pack("!BBH", 0x81, 126, length)
    else:
        head = struct.pack("!BBQ", 0x81, 127, length)
    return head + payload


class FrameCache:
    """The last message framed: the sockets of one broadcast take the same bytes in a row."""

    __slots__ = ("frame", "payload")

    def __init__(self) -> None:
        self.payload: bytes | None = None
        self.frame = b""

    def framed(self, payload: bytes) -> bytes:
        if payload is not self.payload:
            self.frame = text_frame(payload)
            self.payload = payload
        return self.frame


class Beating(Protocol):
    """What the heartbeat needs of a socket."""

    def beat(self, now: float) -> float | None:
        """Ping or cut off the socket as its silence says; when to look at it next (None:
        never again)."""
        ...


class Heartbeat:
    """One timer for the heartbeat of every socket of an event loop: a timing wheel.

    Each socket waits in the slot of the time it asked to be looked at again (slots of
    `interval / HEARTBEAT_SLOTS` seconds), so pings go out spread over time as each socket's
    own timer sent them, not in bursts, without a timer object per socket. The timer
    stops while no socket waits.
    """

    def __init__(self, loop: asyncio.AbstractEventLoop, interval: float) -> None:
        # Weakly: the club keeps each loop's heartbeat in a WeakKeyDictionary by its loop.
        self.loop = weakref.ref(loop)
        self.tick = interval / HEARTBEAT_SLOTS
        self.slots: dict[int, list[Beating]] = {}
        self.done = int(loop.time() / self.tick)  # the last slot looked at
        self.timer: asyncio.TimerHandle | None = None
        self.armed = 0  # the slot the timer is set for
        self.visiting = False

    def add(self, socket: Beating, when: float) -> None:
        """Look at `socket` at `when` (the loop's time), or within a tick after."""
        slot = max(math.ceil(when / self.tick), self.done + 1)
        waiting = self.slots.get(slot)
        if waiting is None:
            self.slots[slot] = [socket]
        else:
            waiting.append(socket)
        if not self.visiting and (self.timer is None or slot < self.armed):
            self._arm(slot)

    def _arm(self, slot: int) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.armed = slot
        loop = self.loop()
        if loop is not None:
            self.timer = loop.call_at(slot * self.tick, self.visit)

    def visit(self) -> None:
        self.timer = None
        loop = self.loop()
        if loop is None:
            return
        now = loop.time()
        current = int(now / self.tick)
        self.done = max(self.done, current)
        self.visiting = True
        try:
            for slot in sorted(k for k in self.slots if k <= current):
                for socket in self.slots.pop(slot):
                    when = socket.beat(now)
                    if when is not None:
                        self.add(socket, when)
        finally:
            self.visiting = False
            if self.slots:
                self._arm(min(self.slots))


def is_bare_pong(data: bytes) -> bool:
    """`data` is exactly one client pong frame with no payload: FIN, opcode 10, no RSV bits,
    masked (a client's frames always are), length 0, then the 4-byte mask (RFC 6455 5.2)."""
    return len(data) == 6 and data[0] == 0x8A and data[1] == 0x80


def at_frame_boundary(conn: ServerProtocol) -> bool:
    """websockets' parser of `conn` waits for the first byte of a new frame, with nothing
    buffered: bytes arriving now begin a frame (not the rest of one split by TCP)."""
    if conn.state is not State.OPEN or conn.reader.buffer:
        return False
    # The parser is a chain of generators (the server's parse delegates to the protocol's);
    # only between frames is its innermost step the reader's `at_eof` (inside a frame it
    # waits in `read_exact`).
    waiting = conn.parser
    for _ in range(4):
        inner = getattr(waiting, "gi_yieldfrom", None)
        if inner is None:
            break
        waiting = inner
    return getattr(waiting, "__name__", None) == "at_eof"


def _abort_if_open(transport: asyncio.Transport) -> None:
    if not transport.is_closing():
        transport.abort()


def refusal(limit: int) -> bytes:
    """The `error` for a message over the transport's limit (the reader's language is not
    known yet at this layer: `message` is Russian, `text` carries both)."""
    error = ClubError(
        texts.TOO_LARGE.with_params(size=f"> {TRANSPORT_LIMIT}", limit=limit), "message_too_large"
    )
    return json.dumps({"type": "error", **error_body(error, "ru")}, ensure_ascii=False).encode()


class RefusingServerProtocol(ServerProtocol):
    """websockets' server side, sending `refusal` before failing for a message too big."""

    refusal: bytes = b""

    def fail(self, code: CloseCode | int, reason: str = "") -> None:
        if code == CloseCode.MESSAGE_TOO_BIG and self.state is State.OPEN and self.refusal:
            self.send_text(self.refusal)
        super().fail(code, reason)


def protocol_class(
    message_limit: int,
    compress_min: int = 0,
    silence_seconds: float = 6.0,
) -> type[asyncio.Protocol]:
    """A uvicorn `ws` protocol class whose refusal names the club's message limit.

    `compress_min`: with permessage-deflate on, messages shorter than this many bytes are
    sent uncompressed. `silence_seconds`: a peer heard nothing from for this long is cut off.
    """
    answer = refusal(message_limit)
    cache = FrameCache()
    # Each event loop's heartbeat (a server runs one loop; the tests run several servers).
    heartbeats: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Heartbeat] = (
        weakref.WeakKeyDictionary()
    )

    class ClubWebSocketProtocol(WebSocketsSansIOProtocol):
        def __init__(
            self,
            config: Config,
            server_state: ServerState,
            app_state: dict[str, Any],
            _loop: asyncio.AbstractEventLoop | None = None,
        ) -> None:
            super().__init__(config, server_state, app_state, _loop)
            conn = RefusingServerProtocol(
                extensions=self.conn.available_extensions,
                max_size=config.ws_max_size,
                logger=self.conn.logger,
            )
            conn.refusal = answer
            self.conn = conn
            self.heard_at = self.loop.time()  # when the peer last sent anything
            self.pinged_at = 0.0  # when the last heartbeat ping went out
            self.looked_at = -1.0  # past the deadline after this silence: judged at the next visit
            self.heartbeat: Heartbeat | None = None
            self.receiver: Callable[[bytes], bool] | None = None
            self.draining = False  # failed; what the peer still sends is dropped

        def data_received(self, data: bytes) -> None:
            self.heard_at = self.loop.time()
            if self.draining:
                return
            if is_bare_pong(data) and at_frame_boundary(self.conn):
                return  # the heartbeat's answer: hearing it was all it was for
            super().data_received(data)

        def handle_parser_exception(self) -> None:
            """websockets failed the connection (a message past `TRANSPORT_LIMIT`): send its
            error and close frame, then end the connection without a reset (module docstring)."""
            transport = self.transport
            if not transport.can_write_eof():
                super().handle_parser_exception()
                return
            sent = self.conn.close_sent
            assert sent is not None
            self.queue.put_nowait(
                {"type": "websocket.disconnect", "code": sent.code, "reason": sent.reason}
            )
            transport.write(b"".join(self.conn.data_to_send()))
            self.close_sent = True
            self.draining = True
            transport.write_eof()
            # As uvicorn's closing handshake timer: while it is set, uvicorn does not close the
            # socket itself when the app's task ends, so the peer's end (or this) closes it.
            self.close_timer = self.loop.call_later(DRAIN_SECONDS, _abort_if_open, transport)

        def schedule_ping(self) -> None:
            # uvicorn calls this once the handshake is done (and after a pong to a ping of
            # its own, which this class never sends): the socket joins its loop's heartbeat.
            interval = self.ping_interval or 0.0
            if interval <= 0 or self.heartbeat is not None:
                return
            beats = heartbeats.get(self.loop)
            if beats is None:
                beats = heartbeats[self.loop] = Heartbeat(self.loop, interval)
            self.heartbeat = beats
            beats.add(self, self.heard_at + interval)

        def stop_keepalive(self) -> None:
            super().stop_keepalive()
            self.heartbeat = None  # the heartbeat lets it go at its next look

        def beat(self, now: float) -> float | None:
            """The heartbeat's look at the socket: ping a quiet peer, cut off a silent one;
            when to look again (None: never)."""
            if self.heartbeat is None or self.close_sent or self.transport.is_closing():
                self.heartbeat = None
                return None
            heard = self.heard_at
            interval = self.ping_interval or 0.0
            deadline = heard + silence_seconds
            if self.pinged_at > heard:
                # A ping sent late (this process was starved) still gets the time to be
                # answered that one sent on time would have had.
                deadline = max(deadline, self.pinged_at + silence_seconds - interval)
            if now >= deadline:
                if self.looked_at != heard:
                    # Timers run before the loop reads its sockets: an answer that came
                    # while this process waited for a CPU is read before the next look.
                    self.looked_at = heard
                    return now
                self.heartbeat = None
                self.keepalive_timeout()
                return None
            if now - heard < interval:  # heard from since: a ping an interval after that
                return heard + interval
            if self.pinged_at <= heard:  # one ping per silence; the answer moves heard_at
                self.pinged_at = now
                self.transport.write(PING_FRAME)
                deadline = max(deadline, now + silence_seconds - interval)
            return min(deadline, now + interval)

        def handle_text(self, event: Frame) -> None:
            if event.fin:
                if event.data == APP_PING and self.push_text(APP_PONG):
                    return
                # A move handed to its table here, not through the ASGI queue and the
                # reader task (ws.py, `ActTaker`): only while nothing is queued before it.
                receiver = self.receiver
                if (
                    receiver is not None
                    and not self.close_sent
                    and self.queue.empty()
                    and receiver(event.data)
                ):
                    return
            super().handle_text(event)

        def handle_connect(self, event: Request) -> None:
            super().handle_connect(event)
            scope = getattr(self, "scope", None)  # none when the handshake was refused
            if scope is not None:
                scope[PUSHER_KEY] = self  # type: ignore[literal-required]

        def push_text(self, payload: bytes) -> bool:
            """Frame `payload` (UTF-8 text) and write it now; False when the socket is not
            open or its buffer is full (the transport paused writing): the caller queues it."""
            if (
                self.close_sent
                or self.disconnected
                or not self.writable.is_set()
                or self.transport.is_closing()
            ):
                return False
            conn = self.conn
            if conn.state is not State.OPEN:
                return False
            if conn.extensions and len(payload) >= compress_min:
                try:
                    conn.send_text(payload)  # websockets compresses it with this socket's context
                except InvalidState:
                    return False
                out = conn.data_to_send()
                self.transport.write(out[0] if len(out) == 1 else b"".join(out))
                return True
            # Uncompressed (RSV1 clear): the same frame for every socket, made once. Nothing
            # else is ever left in `conn`'s output (every send here is written at once) and
            # the server never fragments a message, so writing around `conn` keeps the order.
            self.transport.write(cache.framed(payload))
            return True

        async def wait_writable(self) -> None:
            await self.writable.wait()

        def hand_off(self) -> int | None:
            """The socket for the socket tier (igroteka/server/tier/): a duplicate of its
            descriptor, before the handshake's answer. This process's own is closed without
            a byte written and without a shutdown, so the connection lives on in the tier's
            copy. The handshake counts as done here (it is the tier's now): uvicorn answers
            nothing when its app returns."""
            transport = self.transport
            sock = transport.get_extra_info("socket")
            if sock is None or transport.is_closing() or self.handshake_complete:
                return None
            fd = os.dup(sock.fileno())
            self.handshake_complete = True
            transport.abort()
            return fd

        def keepalive_timeout(self) -> None:
            # uvicorn closes politely, which waits for the write buffer to drain: to a
            # silent peer that takes until the operating system gives up. Abort instead.
            super().keepalive_timeout()
            self.transport.abort()

    return ClubWebSocketProtocol


def uvicorn_options(
    message_limit: int,
    compression: bool,
    ping_seconds: float = Settings.ws_ping_seconds,
    silence_seconds: float = Settings.ws_silence_seconds,
    compress_min: int = Settings.ws_compress_min_bytes,
) -> dict[str, Any]:
    """The socket options `igroteka serve` (and the tests' servers) give uvicorn.

    A socket quiet for `ping_seconds` is pinged, and one that has sent nothing for
    `silence_seconds` is dropped (the protocol's own timer; uvicorn's `ping_timeout` is
    only what its base class would use).
    """
    return {
        "ws": protocol_class(message_limit, compress_min, silence_seconds),
        "ws_max_size": TRANSPORT_LIMIT,
        "ws_per_message_deflate": compression,
        "ws_ping_interval": ping_seconds,
        "ws_ping_timeout": max(silence_seconds - ping_seconds, 0.1),
    }
