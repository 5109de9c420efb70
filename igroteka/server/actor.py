"""One table: an asyncio task that owns the game State and applies commands one at a time.

Everything that changes a table (a move, a join, a timer firing, a bot's
answer) is a command in the actor's queue, so no two of them interleave and
the state needs no locks. A move is checked by the game's own rules, saved to
the journal, and only then sent out: to every seat its own view and its own
redacted events, to spectators the public ones. Nothing here knows any game.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from igroteka.engine.errors import IgrotekaError, IllegalAction
from igroteka.engine.events import Event
from igroteka.engine.game import NOT_YOUR_TURN, Game, State
from igroteka.engine.registry import get_game
from igroteka.server import texts
from igroteka.server.bot_pool import BotJob, fallback
from igroteka.server.clocks import Clock, ClockSpec, resumed_clock
from igroteka.server.connection import Connection, Member, dumps
from igroteka.server.economy import rating_key, settle_game
from igroteka.server.errors import ClubError, closed_error
from igroteka.server.fairness import FairDeal
from igroteka.server.seats import Seat
from igroteka.server.summary import table_line
from igroteka.store.clock import as_utc, utcnow
from igroteka.store.journal import Entry
from igroteka.store.tables import ChatRow, GameRecordRow, TableRow

if TYPE_CHECKING:
    from igroteka.server.club import Club

log = logging.getLogger("igroteka.table")

Command = Callable[..., Awaitable[Any]]


@dataclass
class LogEntry:
    version: int
    seat: int
    events: list[Event]
    by_bot: bool


class TableActor:
    def __init__(self, club: Club, row: TableRow) -> None:
        self.club = club
        self.settings = club.settings
        self.id = row.id
        self.game: Game = get_game(row.game)
        self.options: dict[str, Any] = dict(row.options)
        self.preset = row.preset
        self.seats = [Seat.from_stored(s) for s in row.seats]
        self.private = row.private
        self.invite_hash = row.invite_hash
        self.invite_token = row.invite_token
        self.stake = row.stake
        self.clock_spec = ClockSpec.parse(row.clock)
        self.status = row.status
        self.created_by = row.created_by
        self.created_at = as_utc(row.created_at) if row.created_at else utcnow()
        self.active_at = as_utc(row.active_at) if row.active_at else self.created_at
        self.deal = FairDeal(
            row.server_seed,
            {int(k): str(v) for k, v in (row.player_seeds or {}).items()},
            started=row.status != "waiting",
        )
        self.record_id = row.record_id
        self.result: dict[str, Any] | None = row.result
        self.seed: int | None = None
        self.state: State | None = None
        self.version = 0
        self.log: list[LogEntry] = []
        self.actions_json: list[Any] = []
        self.clock = Clock.start(self.clock_spec, len(self.seats))
        self.clock_version = -1
        self._legal_cache: tuple[int, State, list[dict[str, Any]]] | None = None
        # Seats whose grace period ran out while nobody else was at the table to wait for them.
        self.grace_over: set[int] = set()
        # After a restart a clock waits for its player to be back (the restart is not theirs).
        self.clock_waits: set[int] = set()
        # Whose clock was running as last saved (a move's row or the table's clock_state).
        self._clock_saved: int | None = None
        self.overdue: int | None = None
        self.forced: tuple[int, int] | None = None  # (version, seat) a bot plays once for
        self.subscribers: dict[Connection, tuple[int, ...]] = {}
        self._queue: asyncio.Queue[tuple[Command, tuple[Any, ...], asyncio.Future[Any]] | None]
        self._queue = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._bot_task: asyncio.Task[None] | None = None
        self._bot_for: tuple[int, int] | None = None
        self.ratings: dict[int, float] = {}
        self.settlement: dict[str, Any] | None = None

    # --- the actor loop ----------------------------------------------------------
    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"table-{self.id}")
        self._arm_expiry()

    async def _run(self) -> None:
        while True:
            item = await self._queue.get()
            if item is None:
                return
            command, args, future = item
            try:
                result = await command(*args)
            except IgrotekaError as error:
                if not future.done():
                    future.set_exception(error)
            except Exception as error:
                log.exception("table command failed", extra={"table": self.id})
                if not future.done():
                    future.set_exception(error)
            else:
                if not future.done():
                    future.set_result(result)
            if self.clock.turn != self._clock_saved and self.status == "playing":
                await self._save_clock()

    async def call(self, command: Command, *args: Any) -> Any:
        """Run `command` inside the actor and wait for its result."""
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait((command, args, future))
        return await future

    def post(self, command: Command, *args: Any) -> None:
        """Queue `command` without waiting (timers, bots, disconnections)."""
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        future.add_done_callback(_swallow)
        self._queue.put_nowait((command, args, future))

    async def stop(self) -> None:
        """Finish the queued commands, cancel timers and the bot, end the task."""
        for handle in self._timers.values():
            handle.cancel()
        self._timers.clear()
        if self._bot_task is not None:
            self._bot_task.cancel()
        if self._task is not None:
            self._queue.put_nowait(None)
            await self._task
            self._task = None
        for conn in list(self.subscribers):
            conn.tables.pop(self.id, None)
        self.subscribers.clear()

    # --- who is who -----------------------------------------------------------------
    def seats_of(self, member: Member | None) -> tuple[int, ...]:
        if member is None:
            return ()
        return tuple(
            i for i, s in enumerate(self.seats) if s.user_id == member.id and not s.abandoned
        )

    def invite_ok(self, invite: str | None) -> bool:
        from igroteka.server.auth import token_hash

        if not invite or not self.invite_hash:
            return False
        return hmac.compare_digest(self.invite_hash, token_hash(str(invite)))

    def invite_for(self, member: Member) -> str | None:
        """The invite token, for the table's creator and the people seated at it only."""
        if member.id != self.created_by and not self.seats_of(member):
            raise ClubError(texts.INVITE_NOT_YOURS, "not_at_table", 403)
        if not self.private:
            return None
        if self.invite_token is None:
            raise ClubError(texts.INVITE_NOT_KEPT, "invite_unavailable", 404)
        return self.invite_token

    def may_see(self, member: Member | None, invite: str | None) -> bool:
        if not self.private:
            return True
        if self.seats_of(member) or (member is not None and member.id == self.created_by):
            return True
        return self.invite_ok(invite)

    def spectators(self) -> int:
        return sum(1 for seats in self.subscribers.values() if not seats)

    def free_seats(self) -> int:
        return sum(1 for s in self.seats if s.is_open)

    # --- what is sent ------------------------------------------------------------------
    def info(self) -> dict[str, Any]:
        """The TableSummary of docs/protocol.md: nothing secret, the same for everyone."""
        fairness: dict[str, Any] = {
            "commitment": self.deal.commitment,
            "player_seeds": self.deal.announcement()["player_seeds"],
        }
        if self.status == "finished":
            fairness["server_seed"] = self.deal.server_seed
            fairness["seed"] = str(self.seed) if self.seed is not None else None
        return {
            "id": self.id,
            "game": self.game.id,
            "preset": self.preset,
            "options": self.options,
            "differences": self.game.options.differences(self.options, self.preset),
            "stake": self.stake,
            "stake_most": self.escrow_per_seat(),
            "clock": self.clock_spec.to_json(),
            "private": self.private,
            "status": self.status,
            "seats": [s.public(i, self.ratings.get(i)) for i, s in enumerate(self.seats)],
            "spectators": self.spectators(),
            "summary": table_line(
                self.game,
                self.options,
                self.preset,
                self.stake,
                self.free_seats(),
                len(self.seats),
                self.clock_spec,
            ),
            "version": self.version,
            "record_id": self.record_id,
            "fairness": fairness,
            "claimable": self._claimable(),
            "result": self.result,
            "settlement": self.settlement,
            "created_at": self.created_at.isoformat() if self.created_at else None,
            "expires_at": expires.isoformat() if (expires := self.expires_at()) else None,
        }

    def _claimable(self) -> dict[str, int] | None:
        if self.overdue is None or self.status != "playing":
            return None
        return {"seat": 1 - self.overdue, "against": self.overdue}

    def _legal_now(self) -> list[dict[str, Any]]:
        """The legal actions of the seat to move as sent to it, computed once per version
        (an update, a reconnection's snapshot and a stale move's snapshot share it)."""
        state = self.state
        assert state is not None
        cached = self._legal_cache
        if cached is None or cached[0] != self.version or cached[1] is not state:
            listed = [
                # `text` is the notation; `label` the words in both languages, for the reader.
                {
                    "action": a.to_json(),
                    "text": state.action_text(a),
                    "label": state.action_label(a).to_json(),
                }
                for a in state.legal_actions()
            ]
            cached = (self.version, state, listed)
            self._legal_cache = cached
        return cached[2]

    def legal_for(self, seat: int | None) -> list[dict[str, Any]]:
        state = self.state
        if state is None or seat is None or self.status != "playing":
            return []
        if state.current_seat() != seat or self.seats[seat].bot_controlled:
            return []
        return self._legal_now()

    def _view(self, seat: int | None) -> dict[str, Any] | None:
        return self.state.view(seat) if self.state is not None else None

    def _turn(self) -> int | None:
        return self.state.current_seat() if self.state is not None else None

    def snapshot(self, seat: int | None) -> dict[str, Any]:
        recent = self.log[-self.settings.snapshot_log :]
        return {
            "type": "snapshot",
            "table": self.id,
            "version": self.version,
            "seat": seat,
            "view": self._view(seat),
            "legal": self.legal_for(seat),
            "turn": self._turn(),
            "table_info": self.info(),
            "clocks": self.clock.to_json(),
            "log": [
                {
                    "version": e.version,
                    "seat": e.seat,
                    "events": [ev.for_seat(seat) for ev in e.events],
                }
                for e in recent
            ],
        }

    def _update(self, seat: int | None, entries: list[LogEntry], since: int | None) -> str:
        message: dict[str, Any] = {
            "type": "update",
            "table": self.id,
            "version": self.version,
            "seat": seat,
            "events": [ev.for_seat(seat) for e in entries for ev in e.events],
            "view": self._view(seat),
            "legal": self.legal_for(seat),
            "turn": self._turn(),
            "clocks": self.clock.to_json(),
        }
        if since is not None:
            message["since"] = since
        return dumps(message)

    def _targets(self, conn: Connection) -> tuple[int | None, ...]:
        seats = self.subscribers.get(conn, ())
        return seats if seats else (None,)

    def _broadcast_update(self, entries: list[LogEntry]) -> None:
        cache: dict[int | None, str] = {}
        for conn in list(self.subscribers):
            for seat in self._targets(conn):
                if seat not in cache:
                    cache[seat] = self._update(seat, entries, None)
                conn.send_text(cache[seat])

    def _broadcast_snapshots(self) -> None:
        cache: dict[int | None, str] = {}
        for conn in list(self.subscribers):
            for seat in self._targets(conn):
                if seat not in cache:
                    cache[seat] = dumps(self.snapshot(seat))
                conn.send_text(cache[seat])

    def broadcast_info(self) -> None:
        message: dict[str, Any] = {"type": "table", "table": self.id, "table_info": self.info()}
        if self.status == "playing" and self.clock.active:
            message["clocks"] = self.clock.to_json()  # a clock may have stopped or started
        text = dumps(message)
        for conn in list(self.subscribers):
            conn.send_text(text)

    # --- subscriptions ---------------------------------------------------------------------
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
        for seat in self._targets(conn):
            if gap_ok and since is not None:
                conn.send_text(self._update(seat, self.log[since : self.version], since))
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

    def _set_timer(self, key: str, handle: asyncio.TimerHandle) -> None:
        old = self._timers.pop(key, None)
        if old is not None:
            old.cancel()
        self._timers[key] = handle

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

    async def load_ratings(self) -> None:
        """Each seat's current rating (people and bots) for the table's seat list."""
        board = self.rating_board()
        ratings: dict[int, float] = {}
        for i, seat in enumerate(self.seats):
            key = rating_key(seat)
            if key is None:
                continue
            skill = await self.club.ratings.rating(self.game.id, board, key)
            if skill is not None:
                ratings[i] = round(skill.ordinal, 2)
        self.ratings = ratings

    def rating_board(self) -> str | None:
        """Ratings are kept per preset; tables with changed options share the game's board."""
        if self.game.options.differences(self.options, self.preset):
            return None
        return self.preset

    async def _save_seats(self) -> None:
        values: dict[str, Any] = {"seats": [s.stored() for s in self.seats]}
        if self.status == "waiting":
            values["active_at"] = self._touch()
        await self.club.repo.save(self.id, **values)

    # --- waiting tables nobody joins ---------------------------------------------------
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

    # --- lobby commands ----------------------------------------------------------------
    def check_open(self) -> None:
        """A table that closed (nobody came, or everyone left) refuses with a clear reason."""
        if self.status in ("expired", "closed"):
            raise closed_error(self.status, self.settings.waiting_ttl)

    def escrow_per_seat(self) -> int:
        """What each staking player pays into the escrow: the stake times the game's most."""
        options = self.game.options.validate(self.options)
        return self.stake * self.game.stake_multiplier(options)

    async def join(self, member: Member, seat: int | None, invite: str | None) -> int:
        self.check_open()
        if self.seats_of(member):
            raise ClubError(texts.ALREADY_SEATED, "already_seated", 409)
        if self.private and not self.invite_ok(invite) and member.id != self.created_by:
            raise ClubError(texts.PRIVATE_TABLE, "private_table", 403)
        if self.stake:
            if member.guest or self.status != "waiting":
                raise ClubError(texts.GUEST_STAKE, "guest_stake", 403)
            balance = await self.club.chips.balance(member.id)
            if balance < self.escrow_per_seat():
                raise ClubError(
                    texts.short_of_chips(self.stake, self.escrow_per_seat(), balance),
                    "insufficient_chips",
                    409,
                )
        if self.status == "waiting":
            free = [i for i, s in enumerate(self.seats) if s.is_open or s.kind == "bot"]
            preferred = [i for i in free if self.seats[i].is_open] or free
        elif self.status == "playing":
            free = [i for i, s in enumerate(self.seats) if s.kind == "bot" and not s.abandoned]
            preferred = free
        else:
            raise ClubError(texts.NOT_WAITING, "not_waiting", 409)
        if seat is None:
            if not preferred:
                raise ClubError(texts.TABLE_FULL, "table_full", 409)
            seat = preferred[0]
        elif not 0 <= seat < len(self.seats):
            raise ClubError(
                texts.NO_SUCH_SEAT.with_params(seat=seat + 1), "no_such_seat", 404, seat=seat
            )
        elif seat not in free:
            raise ClubError(
                texts.SEAT_TAKEN.with_params(seat=seat + 1), "seat_taken", 409, seat=seat
            )
        self.seats[seat] = Seat(
            kind="human",
            user_id=member.id,
            name=member.name,
            ready=self.status == "playing",
        )
        await self._save_seats()
        if self.status == "playing" and self.record_id is not None:
            await self.club.repo.add_player(self.record_id, member.id, seat)
        await self.load_ratings()
        log.info("joined", extra={"table": self.id, "seat": seat, "user": member.id})
        if self.status == "playing":
            self._schedule()
        self._refresh_subscriptions(member.id)
        self.broadcast_info()
        return seat

    async def leave(self, member: Member) -> None:
        self.check_open()
        seats = self.seats_of(member)
        if not seats:
            raise ClubError(texts.NOT_SEATED, "not_seated", 409)
        if self.status == "waiting":
            for i in seats:
                self.seats[i] = Seat(kind="human")
            await self._save_seats()
            self._refresh_subscriptions(member.id)
            if not any(s.kind == "human" and s.user_id is not None for s in self.seats):
                await self._close()
                return
        elif self.status == "playing":
            for i in seats:
                await self._abandon(i)
        self.broadcast_info()

    async def _close(self) -> None:
        self.status = "closed"
        await self.club.repo.save(self.id, status="closed", finished_at=utcnow())
        self.broadcast_info()
        self.club.schedule_unload(self.id, 0)

    async def ready(self, member: Member) -> None:
        self.check_open()
        seats = self.seats_of(member)
        if not seats:
            raise ClubError(texts.NOT_SEATED, "not_seated", 409)
        if self.status != "waiting":
            raise ClubError(texts.NOT_WAITING, "not_waiting", 409)
        for i in seats:
            self.seats[i].ready = True
        await self._save_seats()
        self.broadcast_info()
        await self._start_if_ready()

    async def add_seed(self, member: Member, seat: int | None, seed: str) -> None:
        self.check_open()
        seats = self.seats_of(member)
        if not seats:
            raise ClubError(texts.NOT_SEATED, "not_seated", 409)
        if seat is None:
            seat = seats[0]
        if seat not in seats:
            raise ClubError(
                texts.NOT_YOUR_SEAT.with_params(seat=seat + 1), "not_your_seat", 403, seat=seat
            )
        self.deal.add_player_seed(seat, seed, len(self.seats))
        await self.club.repo.save(
            self.id, player_seeds=self.deal.announcement()["player_seeds"], active_at=self._touch()
        )
        self.broadcast_info()

    async def _start_if_ready(self) -> None:
        if any(s.is_open for s in self.seats):
            return
        if not all(s.ready for s in self.seats if s.kind == "human"):
            return
        await self._start()

    async def _start(self) -> None:
        if self.stake:
            # All stakes move to the table's escrow at once, or nobody pays (InsufficientChips).
            # Each pays in the most the game can cost them (Kozel's «dry goats» multiply
            # the stake); the settlement returns what they did not play for.
            escrow = self.escrow_per_seat()
            stakes = {str(s.user_id): escrow for s in self.seats if s.user_id is not None}
            await self.club.chips.stake(self.id, self.id, stakes)
        seed = self.deal.start()
        state = self.game.new_state(self.game.options.validate(self.options), seed)
        record = GameRecordRow(
            table_id=self.id,
            game=self.game.id,
            options=self.options,
            seed=str(seed),
            commitment=self.deal.commitment,
            seats=[s.public(i) for i, s in enumerate(self.seats)],
        )
        self.record_id = await self.club.repo.start_game(
            self.id,
            record,
            self.deal.announcement()["player_seeds"],
            [s.stored() for s in self.seats],
        )
        self.seed = seed
        self.state = state
        self.status = "playing"
        self.version = 0
        self.log = []
        self.actions_json = []
        self.clock = Clock.start(self.clock_spec, len(self.seats))
        self._clock_saved = None
        # A person not at the table yet (quick play: the page is still opening) is timed
        # from their arrival; the grace period still gives their seat to a bot meanwhile.
        self.clock_waits = {
            i for i, s in enumerate(self.seats) if s.kind == "human" and not s.connected
        }
        log.info("game started", extra={"table": self.id, "game": self.game.id})
        self.club.metrics.games_started.inc()
        for i in self.clock_waits:
            self._start_grace(i)
        # The first player's clock starts with the game, and the snapshots say it runs.
        self._schedule()
        self._broadcast_snapshots()
        if state.is_terminal():
            await self._finish(self._engine_result())

    # --- play --------------------------------------------------------------------
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
        if state.current_seat() != seat:
            raise IllegalAction(NOT_YOUR_TURN, code="not_your_turn")
        action = state.action_from_json(data)
        state.check(action)  # the game's own check, with its reason for a refusal
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

    async def _commit(self, seat: int, action: Any, by_bot: bool) -> None:
        state = self.state
        assert state is not None
        clock_before = (list(self.clock.remaining), self.clock.turn, self.clock.started)
        self.clock.moved(seat)
        if not by_bot:
            self.seats[seat].missed = 0
        events = state.apply(action, seat, checked=False)
        data = action.to_json()
        self.version += 1
        entry = LogEntry(self.version, seat, events, by_bot)
        clocks = None
        if self.clock.active:
            # Saved with the move: whose clock runs from now, so a crash charges it.
            clocks = {"remaining": self.clock.stored()["remaining"], "running": self._timed_seat()}
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
                )
            )
        except Exception:
            log.exception("journal write failed", extra={"table": self.id})
            await self._reload_from_store()
            self.clock.remaining, self.clock.turn, self.clock.started = clock_before
            raise ClubError(texts.STORAGE_FAILED, "storage_failed", 503) from None
        self.actions_json.append(data)
        self.log.append(entry)
        self.overdue = None
        self.forced = None
        self.club.metrics.moves.inc()
        if clocks is not None:
            self._clock_saved = clocks["running"]
        # The next turn (clock or bot) first, so every seat's update shows the running clock.
        self._schedule()
        self._broadcast_update([entry])
        if state.is_terminal():
            await self._finish(self._engine_result())

    def _engine_result(self) -> dict[str, Any]:
        assert self.state is not None
        outcome = self.state.outcome()
        return outcome.to_json() if outcome is not None else {}

    async def _reload_from_store(self) -> None:
        if self.record_id is None:
            return
        rows = await self.club.repo.actions(self.record_id)
        self._rebuild([row.action for row in rows])

    def _rebuild(self, actions: list[Any]) -> None:
        """The running game from its record: the same state, events and versions as before."""
        assert self.seed is not None
        state = self.game.new_state(self.game.options.validate(self.options), self.seed)
        self.log = []
        self.actions_json = []
        for i, data in enumerate(actions):
            seat = state.current_seat()
            events = state.apply(state.action_from_json(data))
            self.log.append(LogEntry(i + 1, seat if seat is not None else -1, events, False))
            self.actions_json.append(data)
        self.state = state
        self.version = len(actions)

    def restore(
        self,
        seed: str,
        actions: list[Any],
        checkpoint: dict[str, Any] | None,
        last_alive: datetime | None,
    ) -> None:
        """A playing table after a restart: its game replayed, its clocks as they stood.

        Nobody's clock runs until its player is back: the restart is not theirs.
        """
        self.seed = int(seed)
        self._rebuild(actions)
        self.clock = resumed_clock(self.clock_spec, len(self.seats), checkpoint, last_alive)
        self.clock_version = -1
        running = checkpoint.get("running") if checkpoint else None
        self._clock_saved = running if isinstance(running, int) else None
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

    # --- turns, clocks and bots ------------------------------------------------------
    def _timed_seat(self) -> int | None:
        """The seat whose clock should run now: a person to move, present, not replaced."""
        state = self.state
        if not self.clock.active or self.status != "playing" or state is None:
            return None
        seat = state.current_seat()
        if seat is None or self.seats[seat].bot_controlled:
            return None
        if self.forced == (self.version, seat) or seat in self.clock_waits:
            return None
        return seat

    def _schedule(self) -> None:
        """Look at whose turn it is: run their clock, or ask a bot."""
        handle = self._timers.pop("turn", None)
        if handle is not None:
            handle.cancel()
        state = self.state
        if self.status != "playing" or state is None:
            return
        seat = state.current_seat()
        if seat is None:
            return
        if self.seats[seat].bot_controlled or self.forced == (self.version, seat):
            self.clock.pause()
            self._start_bot(seat)
            return
        timed = self._timed_seat()
        if timed is None:
            self.clock.pause()
            return
        if self.clock.turn != timed or self.clock_version != self.version:
            left = self.clock.begin_turn(timed)
            self.clock_version = self.version
        else:
            left = self.clock.left(timed)
        if left is not None:
            self._timers["turn"] = asyncio.get_running_loop().call_later(
                left, self.post, self._timeout, self.version, timed
            )

    async def _save_clock(self) -> None:
        """A clock started or stopped other than by a move: saved, so a restart resumes it."""
        state = {**self.clock.stored(), "at": utcnow().isoformat()}
        try:
            await self.club.repo.save(self.id, clock_state=state)
        except Exception:
            log.exception("clock state not saved", extra={"table": self.id})
            return
        self._clock_saved = state["running"]

    async def _timeout(self, version: int, seat: int) -> None:
        if self.status != "playing" or version != self.version or self._turn() != seat:
            return
        if self.seats[seat].bot_controlled:
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
        self.forced = (version, seat)
        self._schedule()
        self.broadcast_info()

    def _start_bot(self, seat: int) -> None:
        key = (self.version, seat)
        answer = self._draw_answer(seat)
        if answer is not None:
            # A draw offered to a bot is answered at once, before it thinks about a move.
            self.post(self._bot_move, self.version, seat, answer.to_json())
            return
        if self._bot_for == key and self._bot_task is not None and not self._bot_task.done():
            return
        if self._bot_task is not None:
            self._bot_task.cancel()
        self._bot_for = key
        self._bot_task = asyncio.create_task(self._think(self.version, seat))

    def _draw_answer(self, seat: int) -> Any | None:
        """A seat's bot answer to a draw offer: only a bot's own seat, never a stand-in
        for an absent person (that bot just moves, which declines)."""
        state = self.state
        if state is None or self.seats[seat].kind != "bot" or self.forced == (self.version, seat):
            return None
        return state.draw_answer(seat)

    async def _think(self, version: int, seat: int) -> None:
        if self.settings.bot_delay > 0:
            try:
                await asyncio.sleep(self.settings.bot_delay)
            except asyncio.CancelledError:
                return
        job = BotJob(
            key=f"{self.id}:{self.record_id}",
            module=type(self.game).__module__,
            game=self.game.id,
            options=self.options,
            seed=self.seed or 0,
            actions=tuple(self.actions_json),
            seat=seat,
            level=self.seats[seat].level or "medium",
        )
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
            if self.state is None or self.version != version:
                return
            data = fallback(self.state, job).to_json()
        self.post(self._bot_move, version, seat, data)

    def bot_timeout(self) -> float:
        """Three times the game's own thinking budget, plus time for a cold worker to start."""
        budget = float(getattr(self.game, "bot_time_budget", 1.0) or 1.0)
        return 3 * budget + self.settings.bot_start_seconds

    async def _bot_move(self, version: int, seat: int, data: Any) -> None:
        state = self.state
        if self.status != "playing" or state is None or version != self.version:
            return
        if state.current_seat() != seat:
            return
        if not (self.seats[seat].bot_controlled or self.forced == (version, seat)):
            return
        action = state.action_from_json(data)
        state.check(action)
        await self._commit(seat, action, by_bot=True)

    # --- the end -------------------------------------------------------------------
    async def _finish(self, result: dict[str, Any]) -> None:
        for key in list(self._timers):
            self._timers.pop(key).cancel()
        if self._bot_task is not None:
            self._bot_task.cancel()
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

    # --- chat ---------------------------------------------------------------------
    async def chat(self, conn: Connection, text: str) -> None:
        member = conn.member
        if member is None:
            raise ClubError(texts.NOT_SIGNED_IN, "not_signed_in", 401)
        if conn not in self.subscribers:
            raise ClubError(texts.NOT_SUBSCRIBED, "not_subscribed", 409)
        clean = self.club.clean_chat(text)
        row = ChatRow(table_id=self.id, user_id=member.id, name=member.name, text=clean)
        await self.club.repo.add_chat(row)
        seats = self.seats_of(member)
        if seats and self.status == "waiting":
            await self.club.repo.save(self.id, active_at=self._touch())
        message = dumps(
            {
                "type": "chat",
                "table": self.id,
                "from": member.name,
                "user_id": member.id,
                "seat": seats[0] if seats else None,
                "text": clean,
                "at": utcnow().isoformat(),
            }
        )
        for other in list(self.subscribers):
            other.send_text(message)


def _swallow(future: asyncio.Future[Any]) -> None:
    """Posted commands have nobody waiting; their refusals are expected and dropped."""
    if not future.cancelled():
        future.exception()
