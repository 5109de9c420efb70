"""The append-only log of actions, written with group commit.

Every applied action is saved before any seat hears of it, so a client never
sees a move the database could lose. Tables append concurrently; the journal
gathers whatever is waiting into one transaction, so a thousand tables cost a
few commits per second instead of a thousand.

At a few hundred moves a second each commit finds about one move waiting. `interval`
(`Settings.journal_interval`) lets commits start at most that often: a move that comes
after a quiet spell is written at once, one that comes sooner waits for the rest of the
interval with whatever else arrives, so a busy club trades a few milliseconds of a move's
latency for fewer commits. On SQLite, where a commit is cheap, 5 ms saved no CPU that could
be told from noise (docs/benchmarks.md), so the club's default is 0: every commit at once.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from igroteka.store.database import Database
from igroteka.store.journal_writers import Writer, writer_for
from igroteka.store.leases import LeaseLost


@dataclass(frozen=True)
class Entry:
    record_id: int
    idx: int
    seat: int
    action: Any
    by_bot: bool
    at: datetime
    clocks: dict[str, Any] | None
    # (table id, lease token) when several processes share the database: the row is
    # written only while the table's lease still holds that token (store/leases.py).
    fence: tuple[str, int] | None = None


class Journal:
    def __init__(
        self,
        database: Database,
        batch: int = 500,
        on_commit: Callable[[], None] | None = None,
        interval: float = 0.0,
    ) -> None:
        self.database = database
        self.interval = interval
        self.writer: Writer = writer_for(database)
        self.on_commit = on_commit
        self.batch = batch
        # The moves waiting for a commit, and the future the writing task sleeps on while
        # there are none: a deque and one future instead of an asyncio.Queue, whose put (a
        # coroutine) and get (a getter future each time it waits) cost a few microseconds
        # of every move on a quiet club, where each commit holds one move.
        self._pending: deque[tuple[Entry, asyncio.Future[None]]] = deque()
        self._wakeup: asyncio.Future[None] | None = None
        self._stopping = False
        self._task: asyncio.Task[None] | None = None
        self.commits = 0

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="journal")

    async def append(self, entry: Entry) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((entry, future))
        self._wake()
        await future

    def _wake(self) -> None:
        wakeup = self._wakeup
        if wakeup is not None:
            self._wakeup = None
            if not wakeup.done():
                wakeup.set_result(None)

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        queued = self._pending
        started = -self.interval  # when the last commit began (loop time)
        while True:
            if not queued:
                if self._stopping:
                    return
                self._wakeup = loop.create_future()
                await self._wakeup
                continue
            wait = started + self.interval - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            started = loop.time()
            if len(queued) <= self.batch:
                pending = list(queued)
                queued.clear()
            else:
                pending = [queued.popleft() for _ in range(self.batch)]
            try:
                refused = await self._write([entry for entry, _ in pending])
            except Exception as error:  # every waiting table must hear of it
                for _, future in pending:
                    if not future.done():
                        future.set_exception(error)
                continue
            self.commits += 1
            if self.on_commit is not None:
                self.on_commit()
            for i, (entry, future) in enumerate(pending):
                if future.done():
                    continue
                if i in refused and entry.fence is not None:
                    future.set_exception(LeaseLost(entry.fence[0]))
                else:
                    future.set_result(None)

    async def _write(self, entries: list[Entry]) -> set[int]:
        """Write a batch; the positions of the fenced rows the database refused."""
        rows = [
            {
                "record_id": e.record_id,
                "idx": e.idx,
                "seat": e.seat,
                "action": e.action,
                "by_bot": e.by_bot,
                "at": e.at,
                "clocks": e.clocks,
                "fence": e.fence,
            }
            for e in entries
        ]
        return await self.writer.write(rows)

    async def stop(self) -> None:
        """Write everything already queued, then stop."""
        if self._task is None:
            return
        self._stopping = True
        self._wake()
        await self._task
        self._task = None
        self._stopping = False
        await self.writer.close()
