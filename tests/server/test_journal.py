"""The action journal on SQLite and PostgreSQL: rows written by its own drivers read back
through the ORM exactly as appended, a failed batch fails every move in it and nothing
else, and a dropped PostgreSQL connection is opened again."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest
from sqlalchemy.exc import IntegrityError

from igroteka.store.clock import as_utc
from igroteka.store.database import Database
from igroteka.store.journal import Entry, Journal
from igroteka.store.journal_writers import PostgresWriter, SqliteWriter
from igroteka.store.table_repo import TableRepo
from igroteka.store.tables import GameRecordRow, TableRow
from tests.server.harness import PG_ADMIN

# The fast writers raise their drivers' own errors; the fallback, SQLAlchemy's.
INTEGRITY = (IntegrityError, sqlite3.IntegrityError, psycopg.errors.IntegrityError)
MOMENT = datetime(2026, 11, 30, 21, 15, 30, 123456, tzinfo=UTC)


async def _record(repo: TableRepo) -> int:
    await repo.create(
        TableRow(
            id="journaltest",
            game="test_cards",
            options={},
            seats=[],
            clock={"kind": "none"},
            status="waiting",
            server_seed="s",
            commitment="c",
        )
    )
    record = GameRecordRow(
        table_id="journaltest", game="test_cards", options={}, seed="1", seats=[]
    )
    return await repo.start_game("journaltest", record, {}, [])


def _entry(record: int, idx: int) -> Entry:
    return Entry(
        record_id=record,
        idx=idx,
        seat=idx % 3,
        action={"card": f"crd{idx:02d}x", "path": ["c3", "d4"], "text": "ход «д»"},
        by_bot=idx % 2 == 1,
        at=MOMENT + timedelta(seconds=idx),
        clocks={"remaining": [59.5, 12.25], "running": 1} if idx % 2 else None,
    )


async def test_appended_rows_read_back_exactly(database_url: str) -> None:
    database = Database(database_url)
    await database.start()
    journal = Journal(database)
    journal.start()
    try:
        expected_kind = SqliteWriter if database.dialect == "sqlite" else PostgresWriter
        assert isinstance(journal.writer, expected_kind), "the fast writer is in use"
        repo = TableRepo(database)
        record = await _record(repo)
        entries = [_entry(record, i) for i in range(12)]
        # Appended by many tables at once: grouped into fewer commits than rows.
        await asyncio.gather(*(journal.append(e) for e in entries))
        assert journal.commits < len(entries)
        rows = await repo.actions(record)
        assert [(r.idx, r.seat, r.action, r.by_bot, as_utc(r.at), r.clocks) for r in rows] == [
            (e.idx, e.seat, e.action, e.by_bot, e.at, e.clocks) for e in entries
        ]

        # A batch that cannot be written (a version appended twice) fails every move in
        # it, and leaves nothing of it behind; the next one is written as usual.
        clash = [_entry(record, 12), _entry(record, 3)]
        results = await asyncio.gather(*(journal.append(e) for e in clash), return_exceptions=True)
        assert all(isinstance(r, INTEGRITY) for r in results), results
        assert len(await repo.actions(record)) == 12
        await journal.append(_entry(record, 12))
        assert [r.idx for r in await repo.actions(record)][-1] == 12

        if database.dialect == "postgresql":
            # The database drops the journal's connection: the next batch opens a new one.
            name = database_url.rsplit("/", 1)[1]
            with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
                killed = admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
                    (name,),
                ).fetchall()
            assert killed
            await journal.append(_entry(record, 13))
            assert [r.idx for r in await repo.actions(record)][-1] == 13
    finally:
        await journal.stop()
        await database.close()


@pytest.mark.parametrize("rows", [1, 40])
async def test_grouped_rows_keep_their_order(sqlite_url: str, rows: int) -> None:
    database = Database(sqlite_url)
    await database.start()
    journal = Journal(database, batch=7)
    journal.start()
    try:
        repo = TableRepo(database)
        record = await _record(repo)
        await asyncio.gather(*(journal.append(_entry(record, i)) for i in range(rows)))
        assert [r.idx for r in await repo.actions(record)] == list(range(rows))
        assert journal.commits >= -(-rows // 7)
    finally:
        await journal.stop()
        await database.close()


@contextlib.asynccontextmanager
async def _sqlite_journal(path: Path) -> AsyncIterator[tuple[Journal, SqliteWriter, int]]:
    """A running journal on a new SQLite club at `path`, its writer and a game record."""
    database = Database(f"sqlite:///{path}")
    await database.start()
    journal = Journal(database)
    journal.start()
    try:
        writer = journal.writer
        assert isinstance(writer, SqliteWriter)
        yield journal, writer, await _record(TableRepo(database))
    finally:
        await journal.stop()
        await database.close()


async def test_sqlite_commits_leave_the_checkpoint_to_a_thread_of_its_own(tmp_path) -> None:
    """A commit never copies the WAL into the database (the slow step, which every move
    queued behind it waited for); the writer's checkpoint thread does, when it is due."""
    path = tmp_path / "club.db"
    async with _sqlite_journal(path) as (journal, writer, record):
        writer._checkpoint_due = float("inf")  # no checkpoint for now
        size_before = path.stat().st_size
        for idx in range(1200):  # one commit each: SQLite would checkpoint at 1000 frames
            await journal.append(_entry(record, idx))
        wal = path.with_name("club.db-wal")
        frames = wal.stat().st_size // (4096 + 24)
        assert frames > 2000, f"the log was checkpointed by a commit ({frames} frames)"
        assert path.stat().st_size == size_before, "rows reached the database file"
        with sqlite3.connect(path) as reader:
            pages = reader.execute("PRAGMA page_count").fetchone()[0]
        assert size_before < pages * 4096

        writer._checkpoint_due = 0.0  # now due: the next commit starts one, not waited for
        await journal.append(_entry(record, 1200))
        await asyncio.get_running_loop().run_in_executor(writer._checkpointer, lambda: None)
        assert path.stat().st_size >= pages * 4096, "the checkpoint did not run"
        assert len(await TableRepo(journal.database).actions(record)) == 1201


async def test_sqlite_commits_on_the_loops_thread_and_waits_on_its_own_when_locked(
    tmp_path,
) -> None:
    """A batch is committed on the event loop's thread while the database is free (no hop
    to a thread and back); while another connection holds the write lock, the batch waits
    on the writer's thread instead, the loop runs on, and nothing is lost or doubled."""
    path = tmp_path / "club.db"
    async with _sqlite_journal(path) as (journal, writer, record):
        for idx in range(3):
            await journal.append(_entry(record, idx))
        assert writer._here is not None and writer._connection is None  # no thread so far

        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another writer holds the lock
        loop = asyncio.get_running_loop()
        loop.call_later(0.3, other.execute, "COMMIT")
        ticks = 0

        async def tick() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        ticker = asyncio.create_task(tick())
        started = loop.time()
        await journal.append(_entry(record, 3))
        waited = loop.time() - started
        ticker.cancel()
        other.close()
        assert waited >= 0.25, "written while another connection held the lock"
        assert ticks >= 10, "the event loop stood still while the batch waited"
        assert writer._connection is not None  # the thread's connection wrote it

        await journal.append(_entry(record, 4))  # free again: on the loop's thread
        assert [r.idx for r in await TableRepo(journal.database).actions(record)] == list(range(5))


async def test_commits_begin_at_most_every_interval_and_a_lone_move_waits_for_none(
    sqlite_url: str,
) -> None:
    """A busy club's moves share commits, one per interval; a move after a quiet spell is
    written at once (igroteka/store/journal.py)."""
    interval = 0.3
    database = Database(sqlite_url)
    await database.start()
    journal = Journal(database, interval=interval)
    journal.start()
    try:
        repo = TableRepo(database)
        record = await _record(repo)
        started = time.monotonic()
        await journal.append(_entry(record, 0))
        assert time.monotonic() - started < interval / 2
        await asyncio.sleep(interval)
        started = time.monotonic()
        await journal.append(_entry(record, 1))
        assert time.monotonic() - started < interval / 2

        # Ninety moves, one every 10 ms, each waited for by its table.
        before = journal.commits

        async def move(i: int) -> None:
            await asyncio.sleep(0.01 * i)
            await journal.append(_entry(record, 2 + i))

        started = time.monotonic()
        await asyncio.gather(*(move(i) for i in range(90)))
        elapsed = time.monotonic() - started
        commits = journal.commits - before
        assert commits <= elapsed / interval + 1, (commits, elapsed)
        assert [r.idx for r in await repo.actions(record)] == list(range(92))
    finally:
        await journal.stop()
        await database.close()


async def test_a_stop_writes_every_row_appended_before_it_in_order(sqlite_url: str) -> None:
    """The moves waiting when the journal stops are written, in order, in batches of at
    most `batch`, and every one of them hears of its commit."""
    database = Database(sqlite_url)
    await database.start()
    journal = Journal(database, batch=3)
    journal.start()
    try:
        repo = TableRepo(database)
        record = await _record(repo)
        await journal.append(_entry(record, 0))
        commits = journal.commits
        moves = [asyncio.ensure_future(journal.append(_entry(record, i))) for i in range(1, 11)]
        await asyncio.sleep(0)  # all ten queued, none written yet
        assert journal.commits == commits
        await journal.stop()
        assert all(m.done() and m.exception() is None for m in moves)
        assert journal.commits - commits == 4
        assert [r.idx for r in await repo.actions(record)] == list(range(11))
    finally:
        await journal.stop()
        await database.close()
