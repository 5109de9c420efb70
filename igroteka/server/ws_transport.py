"""The socket's transport: uvicorn's websockets protocol, saying why it drops a huge message.

Two limits guard the socket. A message up to `TRANSPORT_LIMIT` is read whole and handed to
`igroteka/server/ws.py`, which refuses one over `Settings.max_message_bytes` (16 KiB) with
`message_too_large` and keeps the socket open. A message beyond `TRANSPORT_LIMIT` is never
read into memory: the websockets library stops at the frame's declared length and must
close the connection (1009), since the unread rest of the message cannot be skipped (with
compression on, the later messages depend on it). Before that close this protocol sends
the same documented `error`, so the client learns why from the code, not from a close code.

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
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from uvicorn.config import Config
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from uvicorn.server import ServerState
from websockets.exceptions import InvalidState
from websockets.frames import CloseCode
from websockets.http11 import Request
from websockets.protocol import State
from websockets.server import ServerProtocol

from igroteka.server import texts
from igroteka.server.config import Settings
from igroteka.server.connection import PUSHER_KEY
from igroteka.server.errors import ClubError, error_body

TRANSPORT_LIMIT = 1 << 20


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


def protocol_class(message_limit: int) -> type[asyncio.Protocol]:
    """A uvicorn `ws` protocol class whose refusal names the club's message limit."""
    answer = refusal(message_limit)

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

        def data_received(self, data: bytes) -> None:
            self.heard_at = self.loop.time()
            super().data_received(data)

        def send_keepalive_ping(self) -> None:
            # Anything the peer sent shows it is there: a socket heard from within the
            # interval is pinged an interval after that instead (a browser's own `ping`
            # every 2.5 s, a player's moves), so the silence limit is kept exactly.
            quiet = self.loop.time() - self.heard_at
            interval = self.ping_interval or 0.0
            if quiet < interval and not self.close_sent and not self.transport.is_closing():
                self.ping_timer = self.loop.call_later(interval - quiet, self.send_keepalive_ping)
                return
            super().send_keepalive_ping()

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
            try:
                self.conn.send_text(payload)
            except InvalidState:
                return False
            out = self.conn.data_to_send()
            self.transport.write(out[0] if len(out) == 1 else b"".join(out))
            return True

        async def wait_writable(self) -> None:
            await self.writable.wait()

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
) -> dict[str, Any]:
    """The socket options `igroteka serve` (and the tests' servers) give uvicorn.

    uvicorn pings `ping_seconds` after the last answer and waits `ping_timeout` for the
    next one, so a peer is dropped at most `silence_seconds` after it last answered.
    """
    return {
        "ws": protocol_class(message_limit),
        "ws_max_size": TRANSPORT_LIMIT,
        "ws_per_message_deflate": compression,
        "ws_ping_interval": ping_seconds,
        "ws_ping_timeout": max(silence_seconds - ping_seconds, 0.1),
    }
