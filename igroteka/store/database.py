"""Where the club keeps its data: one async engine, migrated to the newest schema at start.

SQLite under ./data is the zero-set-up default (`make run`); PostgreSQL is used
when IGROTEKA_DATABASE_URL (or --database-url) names it. URLs are accepted in
their plain forms (sqlite:///x.db, postgresql://...) and mapped to the async
drivers (aiosqlite, psycopg 3).
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import event, text
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

DEFAULT_SQLITE = "sqlite:///data/igroteka.db"
# The advisory lock the migrations run under on PostgreSQL (any number the club alone uses).
MIGRATION_LOCK = 0x1670_7E4A


def database_url(explicit: str | None = None) -> str:
    return explicit or os.environ.get("IGROTEKA_DATABASE_URL") or DEFAULT_SQLITE


def async_url(url: str) -> str:
    """The same database through its async driver."""
    parsed = make_url(url)
    backend = parsed.get_backend_name()
    if backend == "sqlite":
        parsed = parsed.set(drivername="sqlite+aiosqlite")
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    elif backend == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed.render_as_string(hide_password=False)


def alembic_config() -> Config:
    ini = resources.files("igroteka.store").joinpath("alembic.ini")
    config = Config(str(ini))
    config.set_main_option("script_location", str(Path(str(ini)).parent / "migrations"))
    return config


def _upgrade(connection: Connection) -> None:
    config = alembic_config()
    config.attributes["connection"] = connection
    command.upgrade(config, "head")


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


class Database:
    """The engine and a session factory; `start` applies the migrations."""

    def __init__(self, url: str | None = None) -> None:
        self.url = async_url(database_url(url))
        # A file database has no connection to lose; a server's may drop between uses.
        sqlite = self.url.startswith("sqlite")
        self.engine: AsyncEngine = create_async_engine(self.url, pool_pre_ping=not sqlite)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    async def start(self) -> None:
        async with self.engine.begin() as connection:
            if self.dialect == "postgresql":
                # Several club processes starting at once (igroteka serve --node) migrate
                # one after the other: the lock lasts until this transaction commits.
                await connection.execute(
                    text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK}
                )
            await connection.run_sync(_upgrade)

    def session(self) -> AsyncSession:
        return self.sessions()

    async def close(self) -> None:
        await self.engine.dispose()
