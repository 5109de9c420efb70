"""Table leases and fenced journal writes (igroteka/store/leases.py), on a real database:
one owner at a time, a lapsed lease taken with a greater token, and a journal row made
under an old token refused by the database itself, however long its writer was away."""

from __future__ import annotations

import asyncio
import time

from igroteka.store.database import Database
from igroteka.store.journal import Entry, Journal
from igroteka.store.leases import LeaseLost, LeaseRepo
from igroteka.store.table_repo import TableRepo
from tests.server.test_journal import _entry, _record


def _fenced(entry: Entry, table: str, token: int) -> Entry:
    return Entry(**{**entry.__dict__, "fence": (table, token)})


async def test_one_owner_a_lapsed_lease_and_a_fenced_journal(database_url: str) -> None:
    database = Database(database_url)
    await database.start()
    journal = Journal(database)
    journal.start()
    try:
        repo = TableRepo(database)
        record = await _record(repo)
        leases = LeaseRepo(database)
        table = "journaltest"
        assert await leases.lapsed(10) == [table]  # never leased: anyone may take it

        first = await leases.acquire(table, "node-a", 0.4)
        assert first is not None and first.token == 1
        assert await leases.acquire(table, "node-b", 5) is None  # held: refused
        again = await leases.acquire(table, "node-a", 0.4)  # its owner keeps its token
        assert again is not None and again.token == 1
        assert await leases.lapsed(10) == []
        assert await leases.renew("node-a", 0.4) == {table: 1}

        # The owner writes under its token.
        await journal.append(_fenced(_entry(record, 0), table, 1))

        # The owner stalls past its lease; another takes the table with a greater token.
        time.sleep(0.5)
        assert await leases.lapsed(10) == [table]
        taken = await leases.acquire(table, "node-b", 5)
        assert taken is not None and taken.token == 2
        assert taken.previous_owner == "node-a" and taken.previous_alive is not None
        assert await leases.acquire(table, "node-a", 5) is None

        # The old owner wakes up: its renewal finds nothing, its writes are refused, and
        # in a batch with the new owner's rows only its own row is left out.
        assert await leases.renew("node-a", 5) == {}
        results = await asyncio.gather(
            journal.append(_fenced(_entry(record, 1), table, 1)),
            journal.append(_fenced(_entry(record, 1), table, 2)),
            return_exceptions=True,
        )
        assert isinstance(results[0], LeaseLost) and results[0].table_id == table
        assert results[1] is None
        rows = await repo.actions(record)
        assert [r.idx for r in rows] == [0, 1]

        # A release lets the next process take the table at once, the token still growing.
        await leases.release(table, "node-b", 2)
        third = await leases.acquire(table, "node-c", 5)
        assert third is not None and third.token == 3
        assert (await leases.of_tables([table]))[table].owner == "node-c"
        stale = await asyncio.gather(
            journal.append(_fenced(_entry(record, 2), table, 2)), return_exceptions=True
        )
        assert isinstance(stale[0], LeaseLost)
        assert len(await repo.actions(record)) == 2
    finally:
        await journal.stop()
        await database.close()


async def test_racing_takeovers_have_one_winner(pg_url: str) -> None:
    """Processes taking the same lapsed lease at once: exactly one gets it."""
    database = Database(pg_url)
    await database.start()
    try:
        await _record(TableRepo(database))
        leases = LeaseRepo(database)
        assert await leases.acquire("journaltest", "old", 0.01) is not None
        await asyncio.sleep(0.05)
        won = await asyncio.gather(
            *(LeaseRepo(database).acquire("journaltest", f"node-{i}", 5) for i in range(6))
        )
        winners = [lease for lease in won if lease is not None]
        assert len(winners) == 1 and winners[0].token == 2
    finally:
        await database.close()
