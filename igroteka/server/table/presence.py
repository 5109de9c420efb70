"""Who is at the table now: subscriptions, reconnections, grace periods, bots holding seats.

A person whose connection drops keeps their seat; after `grace_seconds` a bot
holds it if someone else is waiting at the table, and after `abandon_seconds`
it is the bot's for the rest of the game. Coming back takes the seat back and
catches up from the last version the client saw.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta

from igroteka.server import texts
from igroteka.server.connection import Connection
from igroteka.server.errors import ClubError
from igroteka.server.table.core import TableCore
from igroteka.store.clock import utcnow

log = logging.getLogger("igroteka.table")


class Presence(TableCore):
    """Subscriptions, reconnection and the seats of people who are away."""

    async def subscribe(self, conn: Connection, since: int | None, invite: str | None) -> None:
        if not self.may_see(conn.member, invite):
            raise ClubError(texts.PRIVATE_TABLE, "private_table", 403)
        seats = self.seats_of(conn.member)
        self.subscribers[conn] = seats
        conn.tables[self.id] = self
        changed = self._mark_connected(seats)
        if changed:
            self._schedule()  # first, so the catch-up shows the clock as it now runs
        self._send_catchup(conn, since)
        # Spectators coming and going are not announced (a crowd would make that quadratic);
        # the count is current in every table message and in the lobby.
        if changed:
            self.broadcast_info()

    def _send_catchup(self, conn: Connection, since: int | None) -> None:
        gap_ok = (
            since is not None
            and self.state is not None
            and 0 <= since <= self.version
            and self.version - since <= self.settings.catchup_limit
        )
        missed = (
            [ev for entry in self.log[since : self.version] for ev in entry.events]
            if gap_ok and since is not None
            else []
        )
        for seat in self._targets(conn):
            if gap_ok and since is not None:
                conn.send_encoded(self._update(seat, missed, since))
            else:
                conn.send(self.snapshot(seat))

    def _mark_connected(self, seats: tuple[int, ...]) -> bool:
        changed = False
        for i in seats:
            seat = self.seats[i]
            for key in (f"grace{i}", f"abandon{i}"):
                handle = self._timers.pop(key, None)
                if handle is not None:
                    handle.cancel()
            if not seat.connected or seat.held or i in self.clock_waits:
                changed = True
            seat.connected = True
            seat.held = False
            seat.bot_at = None
            self.clock_waits.discard(i)
            self.grace_over.discard(i)
        # Someone is back: whoever is still away past their grace period now keeps them
        # waiting, so a bot holds those seats.
        for j in sorted(self.grace_over):
            if self._hold_now(j):
                changed = True
        return changed

    async def unsubscribe(self, conn: Connection) -> None:
        seats = self.subscribers.pop(conn, None)
        conn.tables.pop(self.id, None)
        if seats is None:
            return
        gone = [i for i in seats if not any(i in s for s in self.subscribers.values())]
        for i in gone:
            self.seats[i].connected = False
            self._start_grace(i)
        if gone and self.status == "waiting" and not any(s.connected for s in self.seats):
            # The idle time of a waiting table counts from its last seated person leaving.
            await self.club.repo.save(self.id, active_at=self._touch())
        if gone:
            self.broadcast_info()

    def _start_grace(self, i: int) -> None:
        if self.status != "playing" or self.seats[i].kind != "human":
            return
        loop = asyncio.get_running_loop()
        grace = self.settings.grace_seconds
        # The others are told when a bot will take the seat (a countdown on their tables).
        self.seats[i].bot_at = utcnow() + timedelta(seconds=grace)
        self._set_timer(f"grace{i}", loop.call_later(grace, self.post, self._hold, i))
        self._set_timer(
            f"abandon{i}",
            loop.call_later(
                self.settings.abandon_seconds, self.post, self._abandon_disconnected, i
            ),
        )

    async def _hold(self, i: int) -> None:
        seat = self.seats[i]
        counted = seat.bot_at is not None
        seat.bot_at = None
        if self.status != "playing" or seat.connected or seat.bot_controlled:
            return
        self.grace_over.add(i)
        if self._hold_now(i):
            self._schedule()
            self.broadcast_info()
        elif counted:
            self.broadcast_info()  # nobody else to keep waiting: no bot comes after all

    def _hold_now(self, i: int) -> bool:
        """A bot holds an absent person's seat so that the people present need not wait.

        With nobody else at the table there is nobody to keep waiting: the game waits for
        its players instead of being played out by bots in their names (a dropped
        connection or a restart must not cost anyone their game), until `abandon_seconds`.
        """
        seat = self.seats[i]
        if self.status != "playing" or seat.connected or seat.bot_controlled:
            return False
        present = any(
            s.connected
            for j, s in enumerate(self.seats)
            if j != i and s.kind == "human" and not s.abandoned
        )
        if not present:
            return False
        seat.held = True
        log.info("bot holds seat", extra={"table": self.id, "seat": i})
        return True

    async def _abandon_disconnected(self, i: int) -> None:
        seat = self.seats[i]
        if self.status != "playing" or seat.connected or seat.abandoned:
            return
        await self._abandon(i)

    async def _abandon(self, i: int) -> None:
        """The seat goes to a bot for the rest of the game; its player alone is penalised."""
        seat = self.seats[i]
        seat.abandoned = True
        seat.left_user_id = seat.user_id
        seat.held = False
        seat.bot_at = None
        log.info("seat abandoned", extra={"table": self.id, "seat": i})
        await self._save_seats()
        self._schedule()
        self._refresh_subscriptions(seat.left_user_id)
        self.broadcast_info()

    def _refresh_subscriptions(self, user_id: int | None) -> None:
        """After a join or leave: connections of that person get their new seats' views."""
        if user_id is None:
            return
        for conn in list(self.subscribers):
            if conn.member is None or conn.member.id != user_id:
                continue
            seats = self.seats_of(conn.member)
            if seats != self.subscribers[conn]:
                self.subscribers[conn] = seats
                if self._mark_connected(seats):
                    self._schedule()
                for seat in self._targets(conn):
                    conn.send(self.snapshot(seat))
