"""How the journal's batches reach the database: one statement, one commit, little else.

The journal is the only write on a move's path, so its cost per commit is paid
by every move of a quiet club (a busy one shares commits). Going through the
async ORM stack costs about 0.7 ms of CPU per commit (a greenlet, a connection
checkout, and several hops to aiosqlite's thread); these writers do the same
insert with the database's own driver:

- SQLite: `executemany` and `COMMIT` on a connection of the event loop's own
  thread while the database is free at once, else on a connection of its own on
  one thread; the WAL is checkpointed by a third connection on a second thread,
  never by a commit (see `SqliteWriter`);
- PostgreSQL: a psycopg connection of its own, `executemany` (pipelined) in
  one transaction;
- anything else: SQLAlchemy Core, as before.

Values are encoded by the column types' own bind processors, so a row reads
back through the ORM exactly as if the ORM had written it.

A row with a `fence` (table id, lease token: several club processes, see
igroteka/store/leases.py) is inserted only while that table's lease holds
that token, in the same statement (`INSERT ... SELECT ... WHERE EXISTS`); on
PostgreSQL the lease row is read FOR SHARE, so a take-over either waits for
this commit (and then reads the row when it rebuilds the table) or has
committed first (and the row is refused). `write` returns the positions of
the refused rows.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

import psycopg
from sqlalchemy import insert, select
from sqlalchemy.engine import Dialect, make_url

from igroteka.store.database import Database
from igroteka.store.leases import TableLeaseRow
from igroteka.store.tables import ActionRow

COLUMNS = ("record_id", "idx", "seat", "action", "by_bot", "at", "clocks")
Row = tuple[Any, ...]


class Writer(Protocol):
    async def write(self, rows: Sequence[dict[str, Any]]) -> set[int]: ...

    async def close(self) -> None: ...


def _encoder(dialect: Dialect) -> Callable[[dict[str, Any]], Row]:
    """A row dict -> the driver's parameters, through each column type's bind processor."""
    table = ActionRow.__table__
    pairs = [
        (name, table.c[name].type.dialect_impl(dialect).bind_processor(dialect)) for name in COLUMNS
    ]

    def encode(row: dict[str, Any]) -> Row:
        return tuple(
            row[name] if process is None or row[name] is None else process(row[name])
            for name, process in pairs
        )

    return encode


def _fenced_sql(placeholder: str, casts: Sequence[str] | None = None, lock: str = "") -> str:
    """INSERT of one row, done only while its table's lease holds the given token."""
    values = [
        f"CAST({placeholder} AS {cast})" if cast else placeholder
        for cast in (casts or [""] * len(COLUMNS))
    ]
    return (
        f"INSERT INTO actions ({', '.join(COLUMNS)}) SELECT {', '.join(values)} "
        f"WHERE EXISTS (SELECT 1 FROM table_leases WHERE table_id = {placeholder} "
        f"AND token = {placeholder}{lock})"
    )


def _split(rows: Sequence[dict[str, Any]]) -> tuple[list[int], list[int]]:
    """Positions of the plain rows and of the fenced ones."""
    plain = [i for i, row in enumerate(rows) if not row.get("fence")]
    fenced = [i for i, row in enumerate(rows) if row.get("fence")]
    return plain, fenced


class SqliteWriter:
    """A batch is one commit: on the loop's thread when the database is free, else one hop
    to a thread of its own that waits for it.

    In WAL mode with `synchronous=NORMAL` a commit only appends to the log; the
    one slow step is the checkpoint that copies the log into the database and
    waits for the disk. SQLite runs it inside whichever commit crosses 1000
    pages, and every move queued behind that commit waited for it (a p99 of
    450 ms at 500 moves/s). So this connection never checkpoints: a second
    connection on a second thread runs a PASSIVE checkpoint (which does not
    block writers) at most every `CHECKPOINT_EVERY` seconds, started after a
    commit and not waited for.
    """

    SQL = f"INSERT INTO actions ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})"
    CHECKPOINT_EVERY = 1.0

    def __init__(self, path: str, dialect: Dialect) -> None:
        self.path = path
        self.encode = _encoder(dialect)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="journal")
        self._checkpointer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="checkpoint")
        self._connection: sqlite3.Connection | None = None
        self._here: sqlite3.Connection | None = None  # the loop thread's own
        self._checkpoint_connection: sqlite3.Connection | None = None
        self._checkpoint_due = 0.0
        self._checkpoint_running = False

    def _connect(self, busy_ms: int = 10000) -> sqlite3.Connection:
        connection = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        # The same settings as the engine's connections (database.py).
        for pragma in (
            "PRAGMA journal_mode=WAL",
            "PRAGMA synchronous=NORMAL",
            "PRAGMA foreign_keys=ON",
            f"PRAGMA busy_timeout={busy_ms}",
        ):
            connection.execute(pragma)
        return connection

    FENCED = _fenced_sql("?")

    def _write(self, rows: list[Row], fenced: list[tuple[int, Row]]) -> set[int]:
        if self._connection is None:
            self._connection = self._connect()
            self._connection.execute("PRAGMA wal_autocheckpoint=0")
        return self._commit(self._connection, rows, fenced)

    def _write_here(self, rows: list[Row], fenced: list[tuple[int, Row]]) -> set[int] | None:
        """The batch written on the event loop's own thread; None, with nothing written, when
        another connection holds the database's write lock (the thread waits for it).

        A commit here only appends to the log (no checkpoint, no flush to disk), tens of
        microseconds, while handing it to the thread and back cost about 0.1 ms of CPU a
        batch in waking one thread and the other (docs/benchmarks.md, «The journal on the
        loop's thread»): at the club's usual rate a batch is one move.
        """
        if self._here is None:
            self._here = self._connect(busy_ms=0)  # never waits: a busy database is refused
            self._here.execute("PRAGMA wal_autocheckpoint=0")
        try:
            return self._commit(self._here, rows, fenced)
        except sqlite3.OperationalError as error:
            if error.sqlite_errorcode & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                return None
            raise

    def _commit(
        self, connection: sqlite3.Connection, rows: list[Row], fenced: list[tuple[int, Row]]
    ) -> set[int]:
        refused: set[int] = set()
        connection.execute("BEGIN")
        try:
            if rows:
                connection.executemany(self.SQL, rows)
            for position, row in fenced:
                if connection.execute(self.FENCED, row).rowcount != 1:
                    refused.add(position)
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        return refused

    def _checkpoint(self) -> None:
        try:
            if self._checkpoint_connection is None:
                self._checkpoint_connection = self._connect()
            self._checkpoint_connection.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            self._checkpoint_running = False

    def _maybe_checkpoint(self) -> None:
        now = time.monotonic()
        if self._checkpoint_running or now < self._checkpoint_due:
            return
        self._checkpoint_running = True
        self._checkpoint_due = now + self.CHECKPOINT_EVERY
        self._checkpointer.submit(self._checkpoint)

    async def write(self, rows: Sequence[dict[str, Any]]) -> set[int]:
        plain, fenced = _split(rows)
        encoded = [self.encode(rows[i]) for i in plain]
        guarded = [(i, self.encode(rows[i]) + tuple(rows[i]["fence"])) for i in fenced]
        refused = self._write_here(encoded, guarded)
        if refused is None:
            refused = await asyncio.get_running_loop().run_in_executor(
                self._executor, self._write, encoded, guarded
            )
        self._maybe_checkpoint()
        return refused

    def _close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def _close_checkpointer(self) -> None:
        if self._checkpoint_connection is not None:
            self._checkpoint_connection.execute("PRAGMA wal_checkpoint(PASSIVE)")
            self._checkpoint_connection.close()
            self._checkpoint_connection = None

    async def close(self) -> None:
        loop = asyncio.get_running_loop()
        if self._here is not None:
            self._here.close()
            self._here = None
        await loop.run_in_executor(self._executor, self._close)
        await loop.run_in_executor(self._checkpointer, self._close_checkpointer)
        self._executor.shutdown(wait=True)
        self._checkpointer.shutdown(wait=True)


class PostgresWriter:
    """A psycopg connection of its own; a lost connection is opened again once per batch."""

    SQL = f"INSERT INTO actions ({', '.join(COLUMNS)}) VALUES ({', '.join(['%s'] * len(COLUMNS))})"

    def __init__(self, conninfo: str, dialect: Dialect) -> None:
        self.conninfo = conninfo
        self.encode = _encoder(dialect)
        self._connection: psycopg.AsyncConnection[Any] | None = None
        table = ActionRow.__table__
        # Typed parameters: an INSERT ... SELECT does not infer them from the columns.
        casts = [table.c[name].type.compile(dialect=dialect) for name in COLUMNS]
        self.fenced_sql = _fenced_sql("%s", casts, " FOR SHARE") + " RETURNING 1"

    def _lost(self) -> bool:
        connection = self._connection
        return connection is None or connection.closed or connection.broken

    async def _connect(self) -> psycopg.AsyncConnection[Any]:
        if self._connection is None or self._lost():
            self._connection = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True)
        return self._connection

    async def _write_once(self, rows: list[Row], fenced: list[tuple[int, Row]]) -> set[int]:
        connection = await self._connect()
        refused: set[int] = set()
        async with connection.transaction(), connection.cursor() as cursor:
            if rows:
                await cursor.executemany(self.SQL, rows)
            if fenced:
                await cursor.executemany(
                    self.fenced_sql, [row for _, row in fenced], returning=True
                )
                for position, _ in fenced:
                    if not await cursor.fetchall():
                        refused.add(position)
                    cursor.nextset()
        return refused

    async def write(self, rows: Sequence[dict[str, Any]]) -> set[int]:
        plain, fenced = _split(rows)
        encoded = [self.encode(rows[i]) for i in plain]
        guarded = [(i, self.encode(rows[i]) + tuple(rows[i]["fence"])) for i in fenced]
        try:
            return await self._write_once(encoded, guarded)
        except psycopg.OperationalError:
            if not self._lost():
                raise
            # The server dropped the connection (a restart, an idle timeout): the batch is
            # written once more on a new one. (Had its commit gone through unheard, the
            # second try fails on the unique (record_id, idx) and the table reloads.)
            return await self._write_once(encoded, guarded)

    async def close(self) -> None:
        if self._connection is not None:
            await self._connection.close()
            self._connection = None


class CoreWriter:
    """Any other database: SQLAlchemy Core, one executemany in one transaction."""

    def __init__(self, database: Database) -> None:
        self.database = database

    async def write(self, rows: Sequence[dict[str, Any]]) -> set[int]:
        plain, fenced = _split(rows)
        refused: set[int] = set()
        async with self.database.engine.begin() as connection:
            if plain:
                await connection.execute(
                    insert(ActionRow.__table__), [_columns(rows[i]) for i in plain]
                )
            for i in fenced:
                table_id, token = rows[i]["fence"]
                holds = await connection.scalar(
                    select(TableLeaseRow.token).where(
                        TableLeaseRow.table_id == table_id, TableLeaseRow.token == token
                    )
                )
                if holds is None:
                    refused.add(i)
                else:
                    await connection.execute(insert(ActionRow.__table__), [_columns(rows[i])])
        return refused

    async def close(self) -> None:
        return None


def _columns(row: dict[str, Any]) -> dict[str, Any]:
    return {name: row[name] for name in COLUMNS}


def writer_for(database: Database) -> Writer:
    url = make_url(database.url)
    dialect = database.engine.dialect
    if dialect.name == "sqlite" and url.database and url.database != ":memory:":
        return SqliteWriter(url.database, dialect)
    if dialect.name == "postgresql" and dialect.driver == "psycopg":
        conninfo = url.set(drivername="postgresql").render_as_string(hide_password=False)
        return PostgresWriter(conninfo, dialect)
    return CoreWriter(database)
