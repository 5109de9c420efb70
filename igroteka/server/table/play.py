"""Play and the journal: a move checked, saved, then sent; the end of the game.

A person's move is accepted when their seat is among `State.acting()`, checked
by the game's own rules for that seat, written to the journal (one row per
seat and action) and only then applied for everyone to hear, so a client never
sees a move the database could lose.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from igroteka.engine.errors import IllegalAction
from igroteka.engine.game import NOT_YOUR_TURN
from igroteka.server import texts
from igroteka.server.clocks import running_seats
from igroteka.server.connection import Connection
from igroteka.server.economy import settle_game
from igroteka.server.errors import ClubError
from igroteka.server.table.core import TableCore
from igroteka.server.table.log_entry import LogEntry
from igroteka.store.clock import utcnow
from igroteka.store.journal import Entry
from igroteka.store.leases import LeaseLost

log = logging.getLogger("igroteka.table")


class Play(TableCore):
    """Moves, claims on time and the end of the game."""

    async def act(self, conn: Connection, seat: int, version: int, data: Any) -> None:
        if seat not in self.subscribers.get(conn, ()):
            raise ClubError(
                texts.NOT_YOUR_SEAT.with_params(seat=seat + 1), "not_your_seat", 403, seat=seat
            )
        state = self.state
        if self.status != "playing" or state is None:
            raise ClubError(texts.NOT_PLAYING, "not_playing", 409)
        started = time.perf_counter()
        if version != self.version:
            conn.send(self.snapshot(seat))
            raise ClubError(texts.STALE_VERSION, "stale_version", 409, version=self.version)
        if self.seats[seat].abandoned:
            raise ClubError(texts.SEAT_LOST, "seat_lost", 409)
        if seat not in state.acting():
            raise IllegalAction(NOT_YOUR_TURN, code="not_your_turn")
        action = state.action_from_json(data)
        state.check(action, seat)  # the game's own check, with its reason for a refusal
        await self._commit(seat, action, by_bot=False)
        self.club.metrics.move_seconds.observe(time.perf_counter() - started)

    async def claim(self, conn: Connection, seat: int) -> None:
        if seat not in self.subscribers.get(conn, ()):
            raise ClubError(
                texts.NOT_YOUR_SEAT.with_params(seat=seat + 1), "not_your_seat", 403, seat=seat
            )
        claimable = self._claimable()
        if claimable is None or claimable["seat"] != seat:
            raise ClubError(texts.NOTHING_TO_CLAIM, "nothing_to_claim", 409)
        loser = claimable["against"]
        returns = [1.0, 1.0]
        returns[loser] = -1.0
        await self._finish(
            {
                "returns": returns,
                "winners": [seat],
                "reason": texts.TIMEOUT_WIN.with_params(seat=loser + 1).to_json(),
                "points": [],
                "details": {"timeout": loser},
            }
        )

    async def resign(self, conn: Connection, seat: int) -> None:
        """A player gives up the game: the opponent wins. Only where one side's loss is the
        other's win and nothing is hidden (the board games for two); a card game's deal
        is played out or left (`leave`), since its payment depends on the cards."""
        if seat not in self.subscribers.get(conn, ()):
            raise ClubError(
                texts.NOT_YOUR_SEAT.with_params(seat=seat + 1), "not_your_seat", 403, seat=seat
            )
        # Whether the game allows it at all comes first: it is the answer that holds
        # whatever moment the request arrives at (a deal may end while it travels).
        if len(self.seats) != 2 or self.game.hidden_information:
            raise ClubError(texts.CANNOT_RESIGN, "cannot_resign", 409)
        if self.status != "playing" or self.state is None:
            raise ClubError(texts.NOT_PLAYING, "not_playing", 409)
        if self.seats[seat].abandoned:
            raise ClubError(texts.SEAT_LOST, "seat_lost", 409)
        winner = 1 - seat
        returns = [1.0, 1.0]
        returns[seat] = -1.0
        name = self.seats[seat].name or self.seats[seat].label().render("ru")
        await self._finish(
            {
                "returns": returns,
                "winners": [winner],
                "reason": texts.RESIGNED.with_params(name=name, seat=seat + 1).to_json(),
                "points": [],
                "details": {"resigned": seat},
            }
        )

    def _claimable(self) -> dict[str, int] | None:
        if self.overdue is None or self.status != "playing":
            return None
        return {"seat": 1 - self.overdue, "against": self.overdue}

    async def _commit(self, seat: int, action: Any, by_bot: bool) -> None:
        state = self.state
        assert state is not None
        clock_before = self.clock.saved()
        self.clock.moved(seat)
        if not by_bot:
            self.seats[seat].missed = 0
        acting_before = state.acting()
        events = state.apply(action, seat, checked=False)
        data = action.to_json()
        self.version += 1
        entry = LogEntry(self.version, seat, events, by_bot)
        clocks = None
        if self.clock.active:
            # Saved with the move: whose clocks run from now, so a crash charges them.
            timed = self._timed_seats()
            clocks = {
                "remaining": self.clock.stored()["remaining"],
                "running": list(timed) if len(timed) > 1 else (timed[0] if timed else None),
            }
        try:
            await self.club.journal.append(
                Entry(
                    record_id=self.record_id or 0,
                    idx=self.version - 1,
                    seat=seat,
                    action=data,
                    by_bot=by_bot,
                    at=utcnow(),
                    clocks=clocks,
                    fence=self.club.fence(self.id),
                )
            )
        except LeaseLost:
            # Another process holds the table now (this one was paused): nobody hears of
            # this move, and the table is dropped here; its clients reconnect over there.
            self.club.drop_table(self.id)
            raise ClubError(texts.STORAGE_FAILED, "storage_failed", 503) from None
        except Exception:
            log.exception("journal write failed", extra={"table": self.id})
            await self._reload_from_store()
            self.clock.put_back(clock_before)
            raise ClubError(texts.STORAGE_FAILED, "storage_failed", 503) from None
        self.actions_json.append(data)
        self.played_seats.append(seat)
        self.log.append(entry)
        self.overdue = None
        # Asked once for this version: the next turn and every seat's update ask it again.
        acting_now = self.acting_now()
        # A seat's decision begins anew when it has just moved or was not acting before.
        for s in acting_now:
            if s == seat or s not in acting_before:
                self._acting_since[s] = self.version
        self.forced = {s for s in self.forced if s != seat and s in acting_now}
        self.club.metrics.moves.inc()
        if clocks is not None:
            self._clock_saved = running_seats(clocks["running"], len(self.seats))
        # The next turn (clock or bot) first, so every seat's update shows the running clock.
        self._schedule()
        self._broadcast_update(events)
        if state.is_terminal():
            await self._finish(self._engine_result())

    def _engine_result(self) -> dict[str, Any]:
        assert self.state is not None
        outcome = self.state.outcome()
        return outcome.to_json() if outcome is not None else {}

    async def _finish(self, result: dict[str, Any]) -> None:
        if not await self.club.holds(self.id):  # another process has the table now
            self.club.drop_table(self.id)
            raise ClubError(texts.STORAGE_FAILED, "storage_failed", 503)
        for key in list(self._timers):
            self._timers.pop(key).cancel()
        self._stop_bots()
        self.clock.pause()
        # Chips and ratings first: both are idempotent, so a crash before the table is
        # marked finished only means they run again, with the same answer, on restart.
        self.settlement = await settle_game(self, result)
        self.status = "finished"
        self.result = result
        await self.club.repo.finish_game(
            self.id, self.record_id, result, [s.stored() for s in self.seats]
        )
        await self.load_ratings()
        log.info("game finished", extra={"table": self.id, "game": self.game.id})
        self.club.metrics.games_finished.inc()
        self.broadcast_info()
        self.club.schedule_unload(self.id, self.settings.finished_ttl)
