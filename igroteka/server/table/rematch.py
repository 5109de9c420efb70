"""A rematch after the end: who asked for one, and its table once everyone agreed.

Which seats the rematch gives whom is igroteka/server/rematch.py; opening the new
table is the club's (it owns the tables). Kept in memory only: an offer lapses
when the finished table is unloaded.
"""

from __future__ import annotations

import logging
from typing import Any

from igroteka.server import texts
from igroteka.server.connection import Member
from igroteka.server.errors import ClubError
from igroteka.server.rematch import people
from igroteka.server.table.core import TableCore

log = logging.getLogger("igroteka.table")


class Rematch(TableCore):
    """The offer of a rematch at a finished table."""

    def _rematch_info(self) -> dict[str, Any] | None:
        if self.status != "finished" or not (self.rematch_votes or self.rematch_table):
            return None
        agreed = [
            i
            for i, s in enumerate(self.seats)
            if s.kind == "human" and s.user_id in self.rematch_votes and not s.abandoned
        ]
        return {"agreed": agreed, "table": self.rematch_table}

    async def rematch(self, member: Member) -> str | None:
        """A player of the finished game asks for a rematch (or accepts one); the new table,
        its id returned, opens when every person at this table has asked."""
        if self.status != "finished":
            raise ClubError(texts.NOT_FINISHED, "not_finished", 409)
        if not self.seats_of(member):
            raise ClubError(texts.NOT_SEATED, "not_seated", 409)
        if self.rematch_table is None:
            self.rematch_votes.add(member.id)
            if people(self.seats) <= self.rematch_votes:
                self.rematch_table = await self.club.open_rematch(self)
                log.info("rematch", extra={"table": self.id, "rematch": self.rematch_table})
            self.broadcast_info()
        return self.rematch_table
