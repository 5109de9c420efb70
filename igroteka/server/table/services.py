"""What a table needs from the club, as a protocol: the table never imports the club.

The club (igroteka/server/club.py) creates the tables and holds them; a table
only uses these services, so the import goes one way, from the club to the
table.
"""

from __future__ import annotations

from typing import Any, Protocol

from igroteka.server.bot_pool import BotPool
from igroteka.server.config import Settings
from igroteka.server.observability import Metrics
from igroteka.store.chips import ChipService
from igroteka.store.database import Database
from igroteka.store.journal import Journal
from igroteka.store.ratings import RatingService
from igroteka.store.table_repo import TableRepo


class ClubServices(Protocol):
    settings: Settings
    database: Database
    repo: TableRepo
    journal: Journal
    bots: BotPool
    chips: ChipService
    ratings: RatingService
    metrics: Metrics

    def clean_chat(self, text: object) -> str: ...

    def schedule_unload(self, table_id: str, delay: float) -> None: ...

    def fence(self, table_id: str) -> tuple[str, int] | None:
        """What the table's journal rows are written under (None: one process, no lease)."""
        ...

    async def holds(self, table_id: str) -> bool:
        """Whether this process still holds the table's lease (always, with one process):
        asked before a game's start and end, which write more than the journal."""
        ...

    def drop_table(self, table_id: str) -> None:
        """The table's lease passed to another process: forget it, writing nothing more."""
        ...

    async def open_rematch(self, old: Any) -> str:
        """Open the rematch of the finished table `old`; the new table's id."""
        ...
