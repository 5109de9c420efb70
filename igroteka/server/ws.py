"""The WebSocket at /ws: reads client messages, checks their shape, hands them to tables.

A bad message (not JSON, too long, an unknown type, a missing field) gets an
`error` naming what is wrong and changes nothing; the socket stays open.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import APIRouter, WebSocket

from igroteka.engine.errors import IgrotekaError
from igroteka.server import texts
from igroteka.server.club import Club
from igroteka.server.connection import PUSHER_KEY, Connection, Member, Pusher, Socket
from igroteka.server.deps import member_of, user_from_cookies
from igroteka.server.errors import ClubError, error_body
from igroteka.server.origins import OriginPolicy
from igroteka.server.tier.link import TierLink
from igroteka.server.ws_transport import APP_PONG
from igroteka.store.account_repo import AccountRepo

router = APIRouter()
log = logging.getLogger("igroteka.ws")

Handler = Callable[[Club, Connection, dict[str, Any]], Awaitable[None]]


def _field(message: dict[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    value = message.get(name)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise ClubError(
            texts.MISSING_FIELD.with_params(type=message.get("type"), field=name),
            "bad_message",
        )
    return value


def _optional_int(message: dict[str, Any], name: str) -> int | None:
    if message.get(name) is None:
        return None
    value: int = _field(message, name, int)
    return value


def _subscribed(conn: Connection, message: dict[str, Any]) -> Any:
    table_id = _field(message, "table", str)
    actor = conn.tables.get(table_id)
    if actor is None:
        raise ClubError(texts.NOT_SUBSCRIBED, "not_subscribed", 409)
    return actor


async def _hello(club: Club, conn: Connection, message: dict[str, Any]) -> None:
    table_id = _field(message, "table", str)
    actor = club.tables.get(table_id) or await club.live_table(table_id)
    since = _optional_int(message, "since")
    invite = message.get("invite")
    await actor.call(actor.subscribe, conn, since, invite if isinstance(invite, str) else None)
    for row in await club.repo.recent_chat(actor.id, club.settings.chat_history):
        conn.send(
            {
                "type": "chat",
                "table": actor.id,
                "from": row.name,
                "user_id": row.user_id,
                "text": row.text,
                "at": row.at.isoformat(),
                "history": True,
            }
        )


async def _bye(club: Club, conn: Connection, message: dict[str, Any]) -> None:
    actor = _subscribed(conn, message)
    await actor.call(actor.unsubscribe, conn)


async def _act(club: Club, conn: Connection, message: dict[str, Any]) -> None:
    actor = _subscribed(conn, message)
    seat = _field(message, "seat", int)
    version = _field(message, "version", int)
    if "action" not in message:
        raise ClubError(texts.MISSING_FIELD.with_params(type="act", field="action"), "bad_message")
    await actor.call(actor.act, conn, seat, version, message["action"])


async def _chat(club: Club, conn: Connection, message: dict[str, Any]) -> None:
    actor = _subscribed(conn, message)
    if conn.member is not None:
        await club.check_rate("chat", conn.member.id)
    await actor.call(actor.chat, conn, message.get("text"))


async def _claim(club: Club, conn: Connection, message: dict[str, Any]) -> None:
    actor = _subscribed(conn, message)
    await actor.call(actor.claim, conn, _field(message, "seat", int))


async def _resign(club: Club, conn: Connection, message: dict[str, Any]) -> None:
    actor = _subscribed(conn, message)
    await actor.call(actor.resign, conn, _field(message, "seat", int))


async def _ready(club: Club, conn: Connection, message: dict[str, Any]) -> None:
    actor = _subscribed(conn, message)
    if conn.member is None:
        raise ClubError(texts.NOT_SIGNED_IN, "not_signed_in", 401)
    await actor.call(actor.ready, conn.member)


async def _seed(club: Club, conn: Connection, message: dict[str, Any]) -> None:
    actor = _subscribed(conn, message)
    if conn.member is None:
        raise ClubError(texts.NOT_SIGNED_IN, "not_signed_in", 401)
    await actor.call(
        actor.add_seed, conn.member, _optional_int(message, "seat"), message.get("seed")
    )


async def _ping(club: Club, conn: Connection, message: dict[str, Any]) -> None:
    conn.send_encoded(PONG)


# The web client's ping is answered by the transport itself (ws_transport.APP_PING); this
# handler answers the same message in any other spelling, or sent while the socket is busy.
PONG = APP_PONG

HANDLERS: dict[str, Handler] = {
    "hello": _hello,
    "bye": _bye,
    "act": _act,
    "chat": _chat,
    "claim": _claim,
    "resign": _resign,
    "ready": _ready,
    "seed": _seed,
    "ping": _ping,
}


def refuse(club: Club, conn: Connection, error: IgrotekaError, table_id: Any) -> None:
    """Send `error` to the socket, naming the table the message was for."""
    club.metrics.ws_errors.labels(error.code).inc()
    body = error_body(error, conn.lang)
    if isinstance(table_id, str):
        body["table"] = table_id
    conn.send({"type": "error", **body})


class ActTaker:
    """A move taken from the socket's transport straight to its table (the usual case).

    Every other message, and a move the reader would answer differently, goes the usual
    way: the ASGI queue, the socket's reader task, `handle`. That way a reader task waits
    on each message and the table's answer, and with thousands of sockets those waiting
    coroutines and futures, made anew for each message and kept until the next, were much
    of what the garbage collector walked during play (docs/benchmarks.md, «A move straight
    to its table»). A move is taken only when nothing of the socket's is unfinished before
    it (the reader waits for a message, none is queued, no taken move is unanswered), so
    the order of a socket's messages holds: whatever comes next reaches the same table's
    queue after it. A refusal is sent as `handle` sends it; a failure ends the connection,
    as it ends the reader.
    """

    __slots__ = ("club", "conn", "limit", "table", "taken")

    def __init__(self, club: Club, conn: Connection) -> None:
        self.club = club
        self.conn = conn
        self.limit = club.settings.max_message_bytes
        self.table = ""  # the table of the move taken last
        self.taken = 0  # moves taken so far (what the tests look at)

    def __call__(self, raw: bytes) -> bool:
        conn = self.conn
        if not conn.reader_idle or conn.act_in_flight or conn.closed or len(raw) > self.limit:
            return False
        try:
            message = json.loads(raw)
        except (ValueError, RecursionError):
            return False
        if not isinstance(message, dict) or message.get("type") != "act":
            return False
        actor = conn.tables.get(message.get("table"))
        seat, version = message.get("seat"), message.get("version")
        if (
            actor is None
            or type(seat) is not int
            or type(version) is not int
            or "action" not in message
        ):
            return False  # the reader refuses it, naming what is wrong
        try:
            future = actor.submit(actor.act, conn, seat, version, message["action"])
        except IgrotekaError:
            return False
        conn.act_in_flight = True
        self.table = actor.id
        self.taken += 1
        future.add_done_callback(self._answered)
        return True

    def _answered(self, future: asyncio.Future[Any]) -> None:
        conn = self.conn
        conn.act_in_flight = False
        if future.cancelled():
            return
        error = future.exception()
        if error is None:
            return
        if isinstance(error, IgrotekaError):
            refuse(self.club, conn, error, self.table)
        else:  # the table's own failure, logged there: the socket ends, as the reader's would
            log.warning("socket ended", extra={"error": type(error).__name__})
            conn.close()


async def handle(club: Club, conn: Connection, raw: str) -> None:
    """One client message: parsed, checked, dispatched; any refusal is sent back as `error`."""
    table_id: Any = None
    try:
        size = len(raw.encode())
        if size > club.settings.max_message_bytes:
            raise ClubError(
                texts.TOO_LARGE.with_params(size=size, limit=club.settings.max_message_bytes),
                "message_too_large",
            )
        try:
            # The standard parser: orjson would read integers over 64 bits as floats.
            message = json.loads(raw)
        except (ValueError, RecursionError):  # not JSON, or nested too deep to read
            message = None
        if not isinstance(message, dict):
            raise ClubError(texts.MALFORMED_JSON, "malformed_json")
        table_id = message.get("table")
        kind = message.get("type")
        handler = HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            shown = kind if isinstance(kind, str) else repr(kind)
            raise ClubError(texts.UNKNOWN_TYPE.with_params(type=shown[:40]), "unknown_type")
        # Several processes: a table held by another one gets the message (nodes/node.py).
        if (
            club.nodes is not None
            and isinstance(table_id, str)
            and await club.nodes.forward(conn, table_id, kind, raw)
        ):
            return
        await handler(club, conn, message)
    except IgrotekaError as error:
        refuse(club, conn, error, table_id)


def same_site(websocket: WebSocket) -> bool:
    """A browser page of another origin may not use the player's cookie to open a socket.

    Browsers send Origin on WebSocket handshakes; it must be one of the club's public
    origins, scheme, host and port alike (igroteka/server/origins.py). Non-browser clients
    send none.
    """
    policy: OriginPolicy = websocket.app.state.origins
    return policy.allows(websocket.headers, websocket.url.scheme)


@router.websocket("/ws")
async def websocket(websocket: WebSocket) -> None:
    club: Club = websocket.app.state.club
    accounts: AccountRepo = websocket.app.state.accounts
    if not same_site(websocket):
        await websocket.close(code=1008)
        return
    user = await user_from_cookies(accounts, dict(websocket.cookies))
    lang = user.lang if user is not None else websocket.query_params.get("lang", "ru")
    member = member_of(user) if user else None
    lang = "en" if lang == "en" else "ru"
    # The club's own transport (ws_transport.py) takes encoded messages directly.
    pusher = websocket.scope.get(PUSHER_KEY)
    tier: TierLink | None = websocket.app.state.tier
    if tier is not None and pusher is not None:
        held = tier.adopt(pusher, websocket.headers.get("sec-websocket-key", ""))
        if held is not None:  # the socket tier holds it now (igroteka/server/tier/)
            tier.serve(held, serve(club, held, member, lang, held))
            return
    await websocket.accept()
    await serve(club, websocket, member, lang, pusher)


async def serve(
    club: Club, socket: Socket, member: Member | None, lang: str, pusher: Pusher | None
) -> None:
    """Read the socket's messages until it closes; what it is subscribed to ends with it."""
    conn = Connection(socket, member, lang, club.settings.send_queue_limit, pusher)
    club.connections.add(conn)
    club.metrics.connections.set(len(club.connections))
    writer = asyncio.create_task(conn.writer())
    if pusher is not None and club.nodes is None:  # several processes: moves may travel
        pusher.receiver = ActTaker(club, conn)
    try:
        while not conn.closed:
            conn.reader_idle = True
            event = await socket.receive()
            conn.reader_idle = False
            if event["type"] == "websocket.disconnect":
                break
            raw = event.get("text")
            if raw is None and event.get("bytes") is not None:
                raw = event["bytes"].decode("utf-8", errors="replace")
            await handle(club, conn, raw or "")
    except Exception as error:  # a broken socket ends this connection only
        if not isinstance(error, RuntimeError):
            log.warning("socket ended", extra={"error": type(error).__name__})
    finally:
        conn.reader_idle = False
        if pusher is not None:
            pusher.receiver = None
        for actor in list(conn.tables.values()):
            actor.post(actor.unsubscribe, conn)
        if club.nodes is not None:
            club.nodes.socket_closed(conn)
        conn.close()
        await writer
        club.connections.discard(conn)
        club.metrics.connections.set(len(club.connections))
