"""When the server was running: one row per start, with a heartbeat.

A restarted server needs to know when its predecessor stopped counting time:
a clock that was running then is charged up to that moment and no further,
so neither a crash nor the downtime after it moves anybody's clock. A
graceful stop writes the exact moment; after a crash the last heartbeat
(at most `heartbeat_seconds` old) stands in for it.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Integer, func, select, update
from sqlalchemy.orm import Mapped, mapped_column

from igroteka.store.base import Base
from igroteka.store.clock import as_utc, utcnow
from igroteka.store.database import Database


class ServerRunRow(Base):
    __tablename__ = "server_runs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_seen: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    stopped_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class RunRepo:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def begin(self) -> tuple[int, datetime | None]:
        """Record this start; returns its id and when the previous run was last alive."""
        now = utcnow()
        async with self.database.session() as session, session.begin():
            previous = await session.scalar(select(func.max(ServerRunRow.last_seen)))
            row = ServerRunRow(started_at=now, last_seen=now)
            session.add(row)
            await session.flush()
            return row.id, as_utc(previous) if previous is not None else None

    async def beat(self, run_id: int, stopping: bool = False) -> None:
        now = utcnow()
        values: dict[str, datetime] = {"last_seen": now}
        if stopping:
            values["stopped_at"] = now
        async with self.database.session() as session, session.begin():
            await session.execute(
                update(ServerRunRow).where(ServerRunRow.id == run_id).values(**values)
            )
