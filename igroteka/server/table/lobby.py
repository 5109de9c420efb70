"""Lobby and expiry: a waiting table nobody joins closes, and a table closed refuses."""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime, timedelta

from igroteka.server.errors import closed_error
from igroteka.server.table.core import TableCore
from igroteka.store.clock import utcnow

log = logging.getLogger("igroteka.table")


class Lobby(TableCore):
    """Waiting tables that expire or close."""

    def check_open(self) -> None:
        """A table that closed (nobody came, or everyone left) refuses with a clear reason."""
        if self.status in ("expired", "closed"):
            raise closed_error(self.status, self.settings.waiting_ttl)

    def expires_at(self) -> datetime | None:
        """When a waiting table closes if nobody does anything at it (None: it won't)."""
        if self.status != "waiting" or self.settings.waiting_ttl <= 0:
            return None
        return self.active_at + timedelta(seconds=self.settings.waiting_ttl)

    def _touch(self) -> datetime:
        """A seated person did something at a waiting table: its idle time starts again."""
        self.active_at = utcnow()
        self._arm_expiry()
        return self.active_at

    def _arm_expiry(self) -> None:
        deadline = self.expires_at()
        if deadline is None:
            return
        delay = max(0.0, (deadline - utcnow()).total_seconds())
        loop = asyncio.get_running_loop()
        self._set_timer("expire", loop.call_later(delay, self.post, self._expire_if_idle))

    async def _expire_if_idle(self) -> None:
        deadline = self.expires_at()
        if deadline is None:
            return
        if utcnow() < deadline:
            self._arm_expiry()
            return
        if any(s.connected for s in self.seats):
            # Someone seated has the table open: it is waiting for company, not forgotten.
            await self.club.repo.save(self.id, active_at=self._touch())
            return
        # Stakes go to escrow only when a game starts, so a waiting table holds none,
        # unless a crash came between taking them and starting: then they go back.
        if self.stake and await self.club.chips.escrow_balance(self.id):
            await self.club.chips.refund(self.id)
        self.status = "expired"
        await self.club.repo.save(self.id, status="expired", finished_at=utcnow())
        log.info("table expired", extra={"table": self.id, "game": self.game.id})
        self.broadcast_info()
        self.club.schedule_unload(self.id, self.settings.finished_ttl)

    async def _close(self) -> None:
        self.status = "closed"
        await self.club.repo.save(self.id, status="closed", finished_at=utcnow())
        self.broadcast_info()
        self.club.schedule_unload(self.id, 0)
