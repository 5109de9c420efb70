"""Clocks and bots, per acting seat.

Several seats may act at once (`State.acting()`): each acting person's clock
runs and each acting bot (or a bot holding a person's seat) thinks, each on
its own. A person whose time runs out gets their bot's move for that decision
(in a two-seat game the opponent may claim the game instead). A bot's answer
counts while its seat is still on the decision it was asked about, whoever
else moved meanwhile; one that is no longer legal is replaced by the seat's
fallback move, so a table never stalls on a bot.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from igroteka.engine.errors import IgrotekaError
from igroteka.server.bot_pool import BotJob, fallback
from igroteka.server.clocks import running_seats
from igroteka.server.table.core import TableCore
from igroteka.store.clock import utcnow

log = logging.getLogger("igroteka.table")


class Turns(TableCore):
    """Whose clocks run and which bots think, seat by seat."""

    def _timed_seats(self) -> tuple[int, ...]:
        """The seats whose clocks should run now: people who act, present, not replaced."""
        state = self.state
        if not self.clock.active or self.status != "playing" or state is None:
            return ()
        return tuple(
            seat
            for seat in self.acting_now()
            if not self.seats[seat].bot_controlled
            and seat not in self.forced
            and seat not in self.clock_waits
        )

    def _schedule(self) -> None:
        """Look at who acts now: run each acting person's clock, ask each acting bot."""
        for key in [k for k in self._timers if k.startswith("clock")]:
            self._timers.pop(key).cancel()
        state = self.state
        if self.status != "playing" or state is None:
            return
        acting = self.acting_now()
        for seat in list(self._bots):
            if seat not in acting:
                self._stop_bot(seat)
        for seat in acting:
            if self.seats[seat].bot_controlled or seat in self.forced:
                self._start_bot(seat)
        loop = asyncio.get_running_loop()
        for seat, left in self.clock.run(self._timed_seats()).items():
            self._timers[f"clock{seat}"] = loop.call_later(
                left, self.post, self._timeout, self.version, seat
            )

    async def _save_clock(self) -> None:
        """A clock started or stopped other than by a move: saved, so a restart resumes it."""
        state = {**self.clock.stored(), "at": utcnow().isoformat()}
        try:
            await self.club.repo.save(self.id, clock_state=state)
        except Exception:
            log.exception("clock state not saved", extra={"table": self.id})
            return
        self._clock_saved = running_seats(state["running"], len(self.seats))

    async def _timeout(self, version: int, seat: int) -> None:
        state = self.state
        if self.status != "playing" or version != self.version or state is None:
            return
        if seat not in state.acting() or self.seats[seat].bot_controlled or seat in self.forced:
            return
        log.info("time out", extra={"table": self.id, "seat": seat})
        if len(self.seats) == 2 and len(self.game.teams(self.options)) == 2:
            self.overdue = seat
            self.broadcast_info()
            return
        self.seats[seat].missed += 1
        if self.seats[seat].missed >= self.settings.missed_turns_limit:
            await self._abandon(seat)
            return
        await self._save_seats()
        self.forced.add(seat)
        self._schedule()
        self.broadcast_info()

    def _start_bot(self, seat: int) -> None:
        """Ask `seat`'s bot, unless it is already thinking about this same decision."""
        answer = self._draw_answer(seat)
        if answer is not None:
            # A draw offered to a bot is answered at once, before it thinks about a move.
            self.post(self._bot_move, self.version, seat, answer.to_json())
            return
        running = self._bots.get(seat)
        if running is not None:
            since, task = running
            if not task.done() and since >= self._acting_since.get(seat, 0):
                return
            task.cancel()
        task = asyncio.create_task(self._think(self.version, seat))
        self._bots[seat] = (self.version, task)

    def _draw_answer(self, seat: int) -> Any | None:
        """A seat's bot answer to a draw offer: only a bot's own seat, never a stand-in
        for an absent person (that bot just moves, which declines)."""
        state = self.state
        if state is None or self.seats[seat].kind != "bot" or seat in self.forced:
            return None
        return state.draw_answer(seat)

    def _stop_bot(self, seat: int) -> None:
        running = self._bots.pop(seat, None)
        if running is not None:
            running[1].cancel()

    def _stop_bots(self) -> None:
        for seat in list(self._bots):
            self._stop_bot(seat)

    def _still_deciding(self, version: int, seat: int) -> bool:
        """`seat` still acts on the decision it had at `version` (others may have moved)."""
        state = self.state
        return (
            self.status == "playing"
            and state is not None
            and seat in state.acting()
            and self._acting_since.get(seat, 0) <= version
        )

    def _bot_job(self, seat: int) -> BotJob:
        return BotJob(
            key=f"{self.id}:{self.record_id}",
            module=type(self.game).__module__,
            game=self.game.id,
            options=self.options,
            seed=self.seed or 0,
            actions=tuple(self.actions_json),
            seat=seat,
            level=self.seats[seat].level or "medium",
            seats=tuple(self.played_seats),
        )

    async def _think(self, version: int, seat: int) -> None:
        if self.settings.bot_delay > 0:
            try:
                await asyncio.sleep(self.settings.bot_delay)
            except asyncio.CancelledError:
                return
        job = self._bot_job(seat)
        try:
            data = await self.club.bots.choose(job, self.bot_timeout())
            if data is None:
                log.warning("bot overran", extra={"table": self.id, "seat": seat})
        except asyncio.CancelledError:
            return
        except Exception:
            # A broken bot must not stall the table: the seat plays the fallback move.
            log.exception("bot failed", extra={"table": self.id, "seat": seat})
            data = None
        if data is None:
            if self.state is None or not self._still_deciding(version, seat):
                return
            data = fallback(self.state, job).to_json()
        self.post(self._bot_move, version, seat, data)

    def bot_timeout(self) -> float:
        """Three times the game's own thinking budget, plus time for a cold worker to start."""
        budget = float(getattr(self.game, "bot_time_budget", 1.0) or 1.0)
        return 3 * budget + self.settings.bot_start_seconds

    async def _bot_move(self, version: int, seat: int, data: Any) -> None:
        state = self.state
        if state is None or not self._still_deciding(version, seat):
            return
        if not (self.seats[seat].bot_controlled or seat in self.forced):
            return
        try:
            action = state.action_from_json(data)
            state.check(action, seat)
        except IgrotekaError:
            # Not legal any more (another seat's move changed this one's choices): the
            # seat plays the fallback rather than stall the table.
            log.warning("bot move refused", extra={"table": self.id, "seat": seat})
            action = fallback(state, self._bot_job(seat))
        await self._commit(seat, action, by_bot=True)
