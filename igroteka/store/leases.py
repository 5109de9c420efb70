"""Who owns each table when several club processes share one database: leases with fencing.

A table has one actor in the whole club (docs/server.md). With several
processes (`igroteka serve --node`) the process holding a table's lease runs
it; it renews its leases every few seconds, and a lease not renewed in time
lapses, so another process may take the table and rebuild it from the journal.

Time alone cannot make that safe: a process paused for longer than its lease
(SIGSTOP, a long GC, a VM migration) wakes up believing it still owns its
tables. So each take-over increases the lease's `token` (fencing), and every
journal write names the token it was made under: the write is done only while
the lease still holds that token (`igroteka/store/journal_writers.py`), so a
stale owner's move is refused by the database itself and reaches nobody.
Rows are never deleted (a deleted row would start its token again at 1).

Clocks only decide when a lease may be taken, never whether a write is
accepted, so processes on hosts whose clocks differ a little stay correct.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import BigInteger, DateTime, ForeignKey, String, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column

from igroteka.store.base import Base
from igroteka.store.clock import as_utc, utcnow
from igroteka.store.database import Database
from igroteka.store.tables import TableRow

UNFINISHED = ("waiting", "playing")


class LeaseLost(Exception):
    """A journal write refused: the table's lease has passed to another process."""

    def __init__(self, table_id: str) -> None:
        super().__init__(f"lease of table {table_id} lost")
        self.table_id = table_id


class TableLeaseRow(Base):
    __tablename__ = "table_leases"

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True
    )
    owner: Mapped[str] = mapped_column(String(80))
    # Increased by every change of owner: the fence every journal write is checked against.
    token: Mapped[int] = mapped_column(BigInteger)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    # The owner's last renewal: its last sign of life, where a take-over stops the clocks.
    renewed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


@dataclass(frozen=True)
class Lease:
    table_id: str
    owner: str
    token: int
    expires_at: datetime
    # When the previous owner last renewed (None for a new table): after a take-over the
    # clocks that were running are charged up to here, no further (clocks.resumed_clock).
    previous_alive: datetime | None = None
    previous_owner: str | None = None


class LeaseRepo:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def acquire(self, table_id: str, owner: str, seconds: float) -> Lease | None:
        """Take the table's lease if it is free, lapsed or already ours; None if another
        process holds it. Taking it from someone else increases the token."""
        now = utcnow()
        expires = now + timedelta(seconds=seconds)
        try:
            return await self._acquire(table_id, owner, now, expires)
        except IntegrityError:  # another process made the table's first lease meanwhile
            return None

    async def _acquire(
        self, table_id: str, owner: str, now: datetime, expires: datetime
    ) -> Lease | None:
        async with self.database.session() as session, session.begin():
            row = await session.get(TableLeaseRow, table_id)
            if row is None:
                session.add(
                    TableLeaseRow(
                        table_id=table_id, owner=owner, token=1, expires_at=expires, renewed_at=now
                    )
                )
                await session.flush()
                return Lease(table_id, owner, 1, expires)
            old_owner, old_token = row.owner, row.token
            previous_alive = as_utc(row.renewed_at)
            if old_owner == owner:
                token = old_token
            elif as_utc(row.expires_at) < now:
                token = old_token + 1
            else:
                return None
            # Compare and set: of two processes taking the same lapsed lease, one wins.
            result = await session.execute(
                update(TableLeaseRow)
                .where(TableLeaseRow.table_id == table_id, TableLeaseRow.token == old_token)
                .values(owner=owner, token=token, expires_at=expires, renewed_at=now)
                .execution_options(synchronize_session=False)
            )
            if result.rowcount != 1:  # type: ignore[attr-defined]
                return None
            return Lease(table_id, owner, token, expires, previous_alive, old_owner)

    async def create_held(self, table: TableRow, owner: str, seconds: float) -> Lease:
        """A new table and its first lease, in one transaction."""
        now = utcnow()
        expires = now + timedelta(seconds=seconds)
        async with self.database.session() as session, session.begin():
            session.add(table)
            await session.flush()
            session.add(
                TableLeaseRow(
                    table_id=table.id, owner=owner, token=1, expires_at=expires, renewed_at=now
                )
            )
        return Lease(table.id, owner, 1, expires)

    async def renew(self, owner: str, seconds: float) -> dict[str, int]:
        """Extend every lease this process still holds; {table: token} of those it holds.

        A lease that lapsed but was taken by nobody is still this owner's (its token
        unchanged, nobody else wrote), so it is extended too."""
        now = utcnow()
        async with self.database.session() as session, session.begin():
            rows = await session.execute(
                update(TableLeaseRow)
                .where(TableLeaseRow.owner == owner)
                .values(expires_at=now + timedelta(seconds=seconds), renewed_at=now)
                .returning(TableLeaseRow.table_id, TableLeaseRow.token)
                .execution_options(synchronize_session=False)
            )
            return {table_id: token for table_id, token in rows}

    async def release(self, table_id: str, owner: str, token: int) -> None:
        """Give the lease up at once (an unloaded table, a graceful stop), so another
        process need not wait for it to lapse. The row stays: its token must only grow."""
        async with self.database.session() as session, session.begin():
            await session.execute(
                update(TableLeaseRow)
                .where(
                    TableLeaseRow.table_id == table_id,
                    TableLeaseRow.owner == owner,
                    TableLeaseRow.token == token,
                )
                .values(expires_at=utcnow() - timedelta(seconds=1))
                .execution_options(synchronize_session=False)
            )

    async def get(self, table_id: str) -> Lease | None:
        async with self.database.session() as session:
            row = await session.get(TableLeaseRow, table_id)
            if row is None:
                return None
            return Lease(row.table_id, row.owner, row.token, as_utc(row.expires_at))

    async def of_tables(self, table_ids: list[str]) -> dict[str, Lease]:
        if not table_ids:
            return {}
        async with self.database.session() as session:
            rows = await session.scalars(
                select(TableLeaseRow).where(TableLeaseRow.table_id.in_(table_ids))
            )
            return {
                r.table_id: Lease(r.table_id, r.owner, r.token, as_utc(r.expires_at)) for r in rows
            }

    async def lapsed(self, limit: int) -> list[str]:
        """Unfinished tables nobody holds: never leased, or their lease lapsed."""
        now = utcnow()
        async with self.database.session() as session:
            rows = await session.scalars(
                select(TableRow.id)
                .outerjoin(TableLeaseRow, TableLeaseRow.table_id == TableRow.id)
                .where(
                    TableRow.status.in_(UNFINISHED),
                    or_(TableLeaseRow.table_id.is_(None), TableLeaseRow.expires_at < now),
                )
                .order_by(TableRow.created_at)
                .limit(limit)
            )
            return list(rows)
