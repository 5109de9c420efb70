"""One club process among several (`igroteka serve --node`): leases, routing, take-overs.

Every table is run by exactly one process, the holder of its lease
(igroteka/store/leases.py). A process

- takes the lease of each table it creates, renews all of its leases every
  `lease_seconds / 3`, and gives them back when a table is unloaded or the
  process stops; a lease it finds taken by another (it was paused too long)
  makes it drop that table at once, and the journal refuses its late writes;
- takes over tables whose lease lapsed (their process died): every round it
  looks for some, and a client asking for such a table makes it look at once;
  a table taken over is rebuilt from its journal, as at a restart;
- routes: a client message for a table held elsewhere goes to the holder over
  Redis (igroteka/server/nodes/bus.py), which handles it with a stand-in for
  the socket (igroteka/server/nodes/remote.py) and sends what the table says
  back the same way; an HTTP request at such a table is run by the holder
  (igroteka/server/nodes/ops.py) and its answer or refusal comes back;
- notices lost processes: a client whose table's holder changed or lapsed has
  its socket closed, so it reconnects with `since` and carries on where the
  new holder is; stand-ins for the sockets of a process that stopped marking
  itself alive leave their tables (the seats are away, as after a drop).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import secrets
import socket
import time
from dataclasses import asdict
from typing import Any

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text
from igroteka.server import texts
from igroteka.server.connection import Connection, Member
from igroteka.server.errors import ClubError, http_status
from igroteka.server.nodes.bus import Bus
from igroteka.server.nodes.ops import OPS
from igroteka.server.nodes.remote import Handle, RemoteConnection
from igroteka.store.clock import utcnow
from igroteka.store.database import Database
from igroteka.store.leases import UNFINISHED, LeaseRepo
from igroteka.store.tables import TableRow

log = logging.getLogger("igroteka.nodes")

NODE_UNAVAILABLE = Text(
    "Сервер этого стола не отвечает, попробуйте через несколько секунд",
    "This table's server does not answer, please try again in a few seconds",
)


def new_node_id() -> str:
    """Unique per process start: a restarted process is a new owner, never the old one."""
    return f"{socket.gethostname()[:40]}-{os.getpid()}-{secrets.token_hex(4)}"


def _member_json(member: Member | None) -> dict[str, Any] | None:
    return asdict(member) if member is not None else None


def _member(data: dict[str, Any] | None) -> Member | None:
    return Member(**data) if data else None


def _error_json(error: IgrotekaError) -> dict[str, Any]:
    details = {
        k: {"__text__": v.to_json()} if isinstance(v, Text) else v for k, v in error.details.items()
    }
    return {
        "code": error.code,
        "text": error.text.to_json(),
        "status": http_status(error),
        "details": details,
    }


def _error(data: dict[str, Any]) -> ClubError:
    details = {
        k: Text(v["__text__"]["ru"], v["__text__"]["en"])
        if isinstance(v, dict) and "__text__" in v
        else v
        for k, v in data.get("details", {}).items()
    }
    text = Text(data["text"]["ru"], data["text"]["en"])
    return ClubError(text, data["code"], data["status"], **details)


class Node:
    def __init__(self, club: Any) -> None:
        self.club = club
        settings = club.settings
        if not settings.redis_url:
            raise ValueError("a club node needs IGROTEKA_REDIS_URL (the processes talk through it)")
        self.id = new_node_id()
        self.lease_seconds = settings.lease_seconds
        self.interval = settings.lease_seconds / 3
        self.leases = LeaseRepo(club.database)
        # Renewals go through a connection of their own: a busy pool (many requests at
        # once) must never delay a renewal past the lease.
        self.lease_database = Database(settings.database_url)
        self.renewals = LeaseRepo(self.lease_database)
        self.bus = Bus(settings.redis_url, settings.redis_prefix, self.id, self._receive)
        # The ws message handler (igroteka/server/ws.py), given by the app.
        self.handler: Handle | None = None
        # Tables this process holds: their lease tokens.
        self.tokens: dict[str, int] = {}
        # Tables held elsewhere that this process's sockets talk to: their holders.
        self.routes: dict[str, str] = {}
        # table -> the local sockets routed to it, each with the holder it was sent to.
        self._routed: dict[str, dict[Connection, str]] = {}
        self._owners: dict[Connection, set[str]] = {}  # local socket -> processes it uses
        self._cids: dict[Connection, str] = {}
        self._sockets: dict[str, Connection] = {}
        self._proxies: dict[tuple[str, str], RemoteConnection] = {}
        self._calls: dict[str, asyncio.Future[Any]] = {}
        self._adopting: dict[str, asyncio.Task[bool]] = {}
        self._tasks: list[asyncio.Task[None]] = []
        self._renewed = time.monotonic()
        self._background: set[asyncio.Task[Any]] = set()

    # --- life cycle ---------------------------------------------------------------------
    async def start(self) -> None:
        await self.bus.start()
        await self.bus.mark_alive(self.lease_seconds)
        self._renewed = time.monotonic()
        await self._sweep()
        self._tasks = [
            asyncio.create_task(self._renewing(), name="node-leases"),
            asyncio.create_task(self._tend(), name="node-round"),
        ]
        log.info("club node started", extra={"node": self.id})

    async def stop_tending(self) -> None:
        for task in self._tasks:
            task.cancel()
            with contextlib.suppress(BaseException):
                await task
        self._tasks = []

    async def stop(self) -> None:
        """After the club stopped its tables: give their leases back, so another process
        takes them at once, and tell the other processes' sockets to reconnect."""
        await self.stop_tending()
        for proxy in list(self._proxies.values()):
            proxy.close()
        for table_id, token in list(self.tokens.items()):
            with contextlib.suppress(Exception):
                await self.leases.release(table_id, self.id, token)
        self.tokens.clear()
        await self.bus.close()
        await self.lease_database.close()

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.create_task(coroutine)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    # --- leases -------------------------------------------------------------------------
    def fence(self, table_id: str) -> tuple[str, int]:
        """What a journal row of this table is written under (token 0 matches nothing)."""
        return (table_id, self.tokens.get(table_id, 0))

    async def holds(self, table_id: str) -> bool:
        """Whether the table's lease is still this process's, with the token it took."""
        token = self.tokens.get(table_id)
        if token is None:
            return False
        lease = await self.leases.get(table_id)
        return lease is not None and lease.owner == self.id and lease.token == token

    async def create(self, row: TableRow) -> None:
        """A new table, saved together with its lease (else another process could see an
        unleased table and take it in between)."""
        lease = await self.leases.create_held(row, self.id, self.lease_seconds)
        self.tokens[row.id] = lease.token

    async def release(self, table_id: str) -> None:
        token = self.tokens.pop(table_id, None)
        if token is not None:
            await self.leases.release(table_id, self.id, token)

    def lost(self, table_id: str) -> None:
        """Another process holds this table now: drop it without writing anything."""
        if self.tokens.pop(table_id, None) is not None or table_id in self.club.tables:
            log.warning("table lease lost", extra={"table": table_id, "node": self.id})
            self.club.drop_table(table_id)

    async def adopt(self, table_id: str) -> bool:
        """Take a table whose lease lapsed and rebuild it here; False if another has it."""
        if table_id in self.club.tables:
            return True
        running = self._adopting.get(table_id)
        if running is None:
            running = asyncio.create_task(self._adopt(table_id))
            self._adopting[table_id] = running
            running.add_done_callback(lambda _: self._adopting.pop(table_id, None))
        return await asyncio.shield(running)

    async def _adopt(self, table_id: str) -> bool:
        row = await self.club.repo.get(table_id)
        if row is None or row.status not in UNFINISHED:
            return False
        lease = await self.leases.acquire(table_id, self.id, self.lease_seconds)
        if lease is None:
            return False
        self.tokens[table_id] = lease.token
        self.routes.pop(table_id, None)
        # The journal is read only now that the lease is ours: every row the previous
        # holder could still write is in it (the fenced insert and the take-over exclude
        # each other on the lease row).
        try:
            adopted = await self.club.adopt(table_id, lease.previous_alive)
        except Exception:
            log.exception("table could not be taken over", extra={"table": table_id})
            adopted = False
        if not adopted:
            await self.release(table_id)
            return False
        log.info(
            "table taken over",
            extra={"table": table_id, "node": self.id, "from": lease.previous_owner},
        )
        return True

    # --- the periodic rounds ------------------------------------------------------------
    async def _renewing(self) -> None:
        """Leases and the mark of life, on their own: a slow take-over never delays them."""
        while True:
            await asyncio.sleep(self.interval)
            try:
                await self._renew()
            except Exception:
                log.warning("leases not renewed", exc_info=True)

    async def _tend(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            for step in (self._watch, self._forget_dead, self._sweep, self._lobby):
                try:
                    # None may hold up the others (a take-over waits on the database).
                    await asyncio.wait_for(step(), 2 * self.lease_seconds)
                except Exception:
                    log.warning(
                        "node round step failed", extra={"step": step.__name__}, exc_info=True
                    )

    async def _renew(self) -> None:
        started = time.monotonic()
        stalled = started - self._renewed > self.lease_seconds
        if started - self._renewed > 2 * self.interval:
            log.info("lease renewal late", extra={"seconds": round(started - self._renewed, 2)})
        if stalled:
            # Only if the others may have seen this process as gone.
            stalled = self.id not in await self.bus.alive([self.id])
        before = dict(self.tokens)
        held = await self.renewals.renew(self.id, self.lease_seconds)
        await self.bus.mark_alive(self.lease_seconds)
        self._renewed = started
        for table_id, token in before.items():
            # (A table taken meanwhile is judged next round.)
            if self.tokens.get(table_id) == token and held.get(table_id) != token:
                self.lost(table_id)
        if stalled:
            # Paused past the lease (SIGSTOP, a long pause): the other processes may have
            # dropped this one's clients. Every socket reconnects and says hello again.
            log.warning("node was stalled; its sockets reconnect", extra={"node": self.id})
            for conn in list(self._owners):
                conn.close()

    async def _watch(self) -> None:
        """Sockets whose table's holder changed or lapsed reconnect (and find the new one)."""
        tables = sorted(set(self.routes) | set(self._routed))
        if not tables:
            return
        leases = await self.leases.of_tables(tables)
        now = utcnow()
        for table_id in tables:
            lease = leases.get(table_id)
            holder = lease.owner if lease is not None and lease.expires_at > now else None
            if table_id in self.routes and self.routes[table_id] != holder:
                self.routes.pop(table_id, None)
            conns = self._routed.get(table_id, {})
            for conn, owner in list(conns.items()):
                if owner != holder or conn.closed:
                    conns.pop(conn, None)
                    conn.close()
            if not conns:
                self._routed.pop(table_id, None)

    async def _forget_dead(self) -> None:
        """Stand-ins for sockets of processes that stopped marking themselves alive."""
        nodes = sorted({node for node, _ in self._proxies})
        alive = await self.bus.alive(nodes)
        for key, proxy in list(self._proxies.items()):
            if key[0] not in alive:
                self._proxies.pop(key, None)
                self._spawn(proxy.end())

    async def _sweep(self) -> None:
        """Take some of the tables nobody holds (a lost process's), a few per round so
        that the processes left share them."""
        lapsed = [t for t in await self.leases.lapsed(50) if t not in self.club.tables]
        random.shuffle(lapsed)
        for table_id in lapsed[:10]:
            await self.adopt(table_id)

    async def _lobby(self) -> None:
        await self.bus.put_lobby(self.club.lobby(None), self.lease_seconds)

    async def lobby(self, game: str | None) -> list[dict[str, Any]]:
        """Every process's public tables (the others' as of their last round)."""
        published = await self.bus.lobbies()
        published[self.id] = self.club.lobby(None)
        lines = [
            line
            for lines in published.values()
            for line in lines
            if game is None or line["game"] == game
        ]
        lines.sort(key=lambda line: (line["status"] != "waiting", line["created_at"] or ""))
        waiting = [line for line in lines if line["status"] == "waiting"]
        playing = [line for line in lines if line["status"] != "waiting"]
        return list(reversed(waiting)) + list(reversed(playing))

    # --- routing ------------------------------------------------------------------------
    async def route(self, table_id: str, fresh: bool = False) -> str | None:
        """The process holding `table_id`, or None when it is (or is now) this one's or
        nobody's (a finished or unknown table is answered here, from the database).
        `fresh`: ask the database rather than trust what was learnt before (a `hello`,
        which is when a client comes back after its table moved)."""
        if table_id in self.club.tables:
            return None
        owner = self.routes.get(table_id)
        if owner is not None and not fresh:
            return owner
        lease = await self.leases.get(table_id)
        if lease is not None and lease.owner != self.id and lease.expires_at > utcnow():
            self.routes[table_id] = lease.owner
            return lease.owner
        if await self.adopt(table_id):
            return None
        lease = await self.leases.get(table_id)
        if lease is not None and lease.owner != self.id and lease.expires_at > utcnow():
            self.routes[table_id] = lease.owner
            return lease.owner
        return None

    async def forward(self, conn: Connection, table_id: str, kind: str, raw: str) -> bool:
        """Send a client's message to its table's holder; False to handle it here."""
        if isinstance(conn, RemoteConnection):
            # Forwarded here because this process holds the table: it answers, whatever
            # it has; a table it is still taking over (or holds but has not loaded) is
            # waited for first.
            if table_id in self.club.tables or await self.adopt(table_id) or conn.hops:
                return False
            # The table moved on meanwhile (this process was paused): the message follows
            # it, once; the new holder answers the socket's process directly.
            owner = await self.route(table_id, fresh=True)
            if owner is None:
                return False
            self.bus.send(
                owner,
                {
                    "k": "ws",
                    "n": conn.node,
                    "c": conn.cid,
                    "m": _member_json(conn.member),
                    "l": conn.lang,
                    "r": raw,
                    "h": 1,
                },
            )
            return True
        owner = await self.route(table_id, fresh=kind == "hello")
        if owner is None:
            return False
        cid = self._cids.get(conn)
        if cid is None:
            cid = secrets.token_hex(6)
            self._cids[conn] = cid
            self._sockets[cid] = conn
        self._owners.setdefault(conn, set()).add(owner)
        self._routed.setdefault(table_id, {})[conn] = owner
        self.bus.send(
            owner,
            {
                "k": "ws",
                "n": self.id,
                "c": cid,
                "m": _member_json(conn.member),
                "l": conn.lang,
                "r": raw,
            },
        )
        return True

    def socket_closed(self, conn: Connection) -> None:
        """A local socket ended: the stand-ins for it elsewhere leave their tables."""
        cid = self._cids.pop(conn, None)
        owners = self._owners.pop(conn, set())
        if cid is None:
            return
        self._sockets.pop(cid, None)
        for conns in self._routed.values():
            conns.pop(conn, None)
        for owner in owners:
            self.bus.send(owner, {"k": "gone", "n": self.id, "c": cid})

    async def call(self, table_id: str, op: str, member: Member | None, **args: Any) -> Any:
        """Run an HTTP request's work at the table (ops.py) where the table is held."""
        owner = await self.route(table_id)
        if owner is None:
            return await OPS[op](self.club, table_id, member, **args)
        request = secrets.token_hex(8)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._calls[request] = future
        self.bus.send(
            owner,
            {
                "k": "rpc",
                "n": self.id,
                "i": request,
                "o": op,
                "t": table_id,
                "m": _member_json(member),
                "a": args,
            },
        )
        try:
            return await asyncio.wait_for(future, max(5.0, 2 * self.lease_seconds))
        except TimeoutError:
            self.routes.pop(table_id, None)
            raise ClubError(NODE_UNAVAILABLE, "node_unavailable", 503) from None
        finally:
            self._calls.pop(request, None)

    # --- what the bus brings ------------------------------------------------------------
    def _receive(self, message: dict[str, Any]) -> None:
        kind = message.get("k")
        if kind == "out":
            conn = self._sockets.get(message["c"])
            if conn is not None:
                conn.send_text(message["t"])
        elif kind == "ws":
            key = (message["n"], message["c"])
            proxy = self._proxies.get(key)
            if proxy is None or proxy.closed:
                proxy = RemoteConnection(
                    self.bus.send,
                    self.id,
                    message["n"],
                    message["c"],
                    _member(message["m"]),
                    message["l"],
                    self.club.settings.send_queue_limit,
                )
                self._proxies[key] = proxy
                assert self.handler is not None
                proxy.serve(self.club, self.handler)
            proxy.take(message["r"], message.get("h", 0))
        elif kind == "close":
            # The holder dropped this client (it stops, or lost the table): what this
            # process learnt of that holder's tables is doubtful now.
            for table_id, owner in list(self.routes.items()):
                if owner == message.get("n"):
                    self.routes.pop(table_id, None)
            conn = self._sockets.get(message["c"])
            if conn is not None:
                conn.close()
        elif kind == "gone":
            proxy = self._proxies.pop((message["n"], message["c"]), None)
            if proxy is not None:
                self._spawn(proxy.end())
        elif kind == "rpc":
            self._spawn(self._answer(message))
        elif kind == "re":
            future = self._calls.get(message["i"])
            if future is not None and not future.done():
                if "err" in message:
                    future.set_exception(_error(message["err"]))
                else:
                    future.set_result(message["ok"])

    async def _answer(self, message: dict[str, Any]) -> None:
        table_id = message["t"]
        if (
            table_id not in self.club.tables
            and not await self.adopt(table_id)
            and not message.get("h")
            and (owner := await self.route(table_id, fresh=True)) is not None
        ):
            # The table moved on meanwhile: the request follows it, once.
            self.bus.send(owner, {**message, "h": 1})
            return
        reply: dict[str, Any] = {"k": "re", "i": message["i"]}
        try:
            op = OPS[message["o"]]
            reply["ok"] = await op(self.club, message["t"], _member(message["m"]), **message["a"])
        except IgrotekaError as error:
            reply["err"] = _error_json(error)
        except Exception:
            log.exception("forwarded request failed", extra={"table": message["t"]})
            reply["err"] = _error_json(ClubError(texts.STORAGE_FAILED, "storage_failed", 503))
        self.bus.send(message["n"], reply)
