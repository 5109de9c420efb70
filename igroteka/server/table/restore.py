"""A table brought back after a restart or a failed write: its game replayed from the journal.

The journal keeps (seat, action) for every move, so a replay applies each
action for the seat that made it (a sealed choice is some seat's, not the
first acting one's) and reproduces the state, the events and the versions.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from igroteka.server.clocks import resumed_clock, running_seats
from igroteka.server.table.core import TableCore
from igroteka.server.table.log_entry import LogEntry

log = logging.getLogger("igroteka.table")


class Restore(TableCore):
    """Rebuilding the game from its record and resuming the table."""

    async def _reload_from_store(self) -> None:
        if self.record_id is None:
            return
        rows = await self.club.repo.actions(self.record_id)
        self._rebuild([(row.seat, row.action) for row in rows])

    def _rebuild(self, moves: list[tuple[int | None, Any]]) -> None:
        """The running game from its record: the same state, events and versions as before.

        Each move is (seat, action JSON) as the journal keeps it; the seat decides
        whose sealed choice an action is when several seats act at once.
        """
        assert self.seed is not None
        state = self.game.new_state(self.game.options.validate(self.options), self.seed)
        self.opening = state.opening_events()
        self.log = []
        self.actions_json = []
        self.played_seats = []
        for i, (seat, data) in enumerate(moves):
            events = state.apply(state.action_from_json(data), seat)
            played = state.history[-1][0]
            self.log.append(LogEntry(i + 1, played, events, False))
            self.actions_json.append(data)
            self.played_seats.append(played)
        self.state = state
        self.version = len(moves)
        self._acting_since = dict.fromkeys(state.acting(), self.version)
        self.forced = set()

    def restore(
        self,
        seed: str,
        moves: list[tuple[int | None, Any]],
        checkpoint: dict[str, Any] | None,
        last_alive: datetime | None,
    ) -> None:
        """A playing table after a restart: its game replayed, its clocks as they stood.

        Nobody's clock runs until its player is back: the restart is not theirs.
        """
        self.seed = int(seed)
        self._rebuild(moves)
        self.clock = resumed_clock(self.clock_spec, len(self.seats), checkpoint, last_alive)
        running = checkpoint.get("running") if checkpoint else None
        self._clock_saved = running_seats(running, len(self.seats))
        self.clock_waits = {
            i for i, s in enumerate(self.seats) if s.kind == "human" and not s.abandoned
        }

    async def resume(self) -> None:
        """After a restart: everyone is away until they reconnect; timers start now.

        A game whose last move was saved but whose end was not (a crash in between)
        is finished now; settling is idempotent, so nothing is paid twice.
        """
        await self.load_ratings()
        if self.status == "playing" and self.state is not None and self.state.is_terminal():
            await self._finish(self._engine_result())
            return
        for i, s in enumerate(self.seats):
            if s.kind == "human" and not s.abandoned:
                self._start_grace(i)
        self._schedule()
        if self.status == "waiting":
            await self._start_if_ready()
