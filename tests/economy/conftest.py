"""Real databases for the economy tests: a fresh SQLite file, and a fresh PostgreSQL schema.

Each PostgreSQL test gets its own schema (dropped afterwards), so parallel runs
and other engineers' tests on the shared `test` database never see each other.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest
from sqlalchemy import event
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

import igroteka.store.chips
import igroteka.store.ratings  # noqa: F401  (registers its tables on Base)
from igroteka.store.base import Base

PG_URL = "postgresql://postgres@127.0.0.1:5432/test"
PG_ASYNC_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


@dataclass
class Database:
    """One test's database: how to reach it and how to open another engine on it."""

    kind: str
    engine: AsyncEngine
    sessions: async_sessionmaker[AsyncSession]
    make_engine: Callable[[], AsyncEngine]


def sqlite_engine_factory(path: Path, explicit_begin: bool = False) -> Callable[[], AsyncEngine]:
    """SQLite as the driver does it by default, or (`explicit_begin`) in WAL mode with
    SQLAlchemy's recipe of emitting BEGIN itself, as a server may configure it."""

    def make() -> AsyncEngine:
        # A generous busy timeout: concurrent writers queue instead of failing.
        engine = create_async_engine(
            f"sqlite+aiosqlite:///{path}", connect_args={"timeout": 30}, pool_size=3, max_overflow=0
        )

        @event.listens_for(engine.sync_engine, "connect")
        def on_connect(dbapi_connection: Any, record: Any) -> None:
            # These tests check locking and conservation, not survival of a power cut;
            # an fsync per commit on a shared disk would only add seconds.
            dbapi_connection.execute("PRAGMA synchronous=OFF")
            if explicit_begin:
                dbapi_connection.isolation_level = None
                dbapi_connection.execute("PRAGMA journal_mode=WAL")

        if explicit_begin:

            @event.listens_for(engine.sync_engine, "begin")
            def on_begin(connection: Any) -> None:
                connection.exec_driver_sql("BEGIN")

        return engine

    return make


def pg_engine_factory(schema: str) -> Callable[[], AsyncEngine]:
    def make() -> AsyncEngine:
        return create_async_engine(
            PG_ASYNC_URL,
            connect_args={"options": f"-c search_path={schema}"},
            pool_size=10,
            max_overflow=10,
        )

    return make


async def _open(kind: str, make: Callable[[], AsyncEngine]) -> Database:
    engine = make()
    async with engine.begin() as connection:
        await connection.run_sync(Base.metadata.create_all)
    return Database(kind, engine, async_sessionmaker(engine, expire_on_commit=False), make)


@contextlib.asynccontextmanager
async def open_database(kind: str, tmp_path: Path) -> AsyncIterator[Database]:
    """A fresh database of `kind`, with the store's tables, removed afterwards."""
    if kind.startswith("sqlite"):
        factory = sqlite_engine_factory(tmp_path / "economy.sqlite3", kind == "sqlite-wal")
        db = await _open(kind, factory)
        try:
            yield db
        finally:
            await db.engine.dispose()
        return
    schema = f"econ_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_URL, autocommit=True) as connection:
        connection.execute(f'CREATE SCHEMA "{schema}"')
    try:
        db = await _open(kind, pg_engine_factory(schema))
        try:
            yield db
        finally:
            await db.engine.dispose()
    finally:
        with psycopg.connect(PG_URL, autocommit=True) as connection:
            connection.execute(f'DROP SCHEMA "{schema}" CASCADE')


@pytest.fixture(params=["sqlite", "postgresql"])
async def db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Database]:
    """Every test that takes `db` runs on both databases."""
    async with open_database(request.param, tmp_path) as database:
        yield database


@pytest.fixture(params=["sqlite", "sqlite-wal", "postgresql"])
async def any_db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Database]:
    """For the concurrency tests: also SQLite in WAL mode with explicit BEGIN."""
    async with open_database(request.param, tmp_path) as database:
        yield database
