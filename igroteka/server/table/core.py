"""The table actor's core: its fields and its loop, which runs commands one at a time.

Everything that changes a table (a move, a join, a timer firing, a bot's
answer) is a command in the actor's queue, so no two of them interleave and
the state needs no locks. The parts of igroteka/server/table/ each add the
commands of one concern to this core; igroteka/server/table/actor.py puts
them together.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.events import Event
from igroteka.engine.game import Game, State
from igroteka.engine.registry import get_game
from igroteka.server import texts
from igroteka.server.clocks import Clock, ClockSpec
from igroteka.server.connection import Connection
from igroteka.server.errors import ClubError
from igroteka.server.fairness import FairDeal
from igroteka.server.seats import Seat
from igroteka.server.table.log_entry import LogEntry
from igroteka.server.table.services import ClubServices
from igroteka.store.clock import as_utc, utcnow
from igroteka.store.tables import TableRow

log = logging.getLogger("igroteka.table")


Command = Callable[..., Awaitable[Any]]


class TableCore:
    """A table's fields and its command loop; the other parts of the actor build on it.

    A part may call another's methods through `self` (a move's `_commit` asks
    `turns` to `_schedule` the next clocks and bots): they meet in `TableActor`.
    """

    def __init__(self, club: ClubServices, row: TableRow) -> None:
        self.club = club
        self.settings = club.settings
        self.id = row.id
        self.game: Game = get_game(row.game)
        self.options: dict[str, Any] = dict(row.options)
        self._escrow: int | None = None  # escrow_per_seat(), once asked
        self.preset = row.preset
        # The player's saved rule set this table was created from (docs/rulesets.md).
        self.ruleset: dict[str, str] | None = (
            {"id": row.ruleset_id, "name": row.ruleset_name or ""} if row.ruleset_id else None
        )
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
        # The seat of each action in `actions_json` (several seats may act at once).
        self.played_seats: list[int] = []
        # What happened when the game began (`State.opening_events`): sent as log version 0.
        self.opening: list[Event] = []
        self.clock = Clock.start(self.clock_spec, len(self.seats))
        self._legal_cache: dict[int, list[dict[str, Any]]] = {}
        self._legal_key: tuple[int, State | None] = (-1, None)
        self._acting_key: tuple[int, State | None] = (-1, None)
        self._acting_cache: tuple[int, ...] = ()
        # The version at which each acting seat's present decision began: a bot's answer
        # counts while the seat is still on that decision, whoever else moved meanwhile.
        self._acting_since: dict[int, int] = {}
        # Seats whose grace period ran out while nobody else was at the table to wait for them.
        self.grace_over: set[int] = set()
        # After a restart a clock waits for its player to be back (the restart is not theirs).
        self.clock_waits: set[int] = set()
        # Whose clocks were running as last saved (a move's row or the table's clock_state).
        self._clock_saved: tuple[int, ...] = ()
        self.overdue: int | None = None
        # Seats that ran out of time: their bot plays their present decision once.
        self.forced: set[int] = set()
        self.subscribers: dict[Connection, tuple[int, ...]] = {}
        # The commands waiting to run (None: stop), and the future the loop sleeps on while
        # there are none: a deque and one future instead of an asyncio.Queue, whose
        # put_nowait and get (its bookkeeping for join(), a coroutine, a getter future) cost
        # microseconds of every move.
        self._commands: deque[tuple[Command, tuple[Any, ...], asyncio.Future[Any]] | None]
        self._commands = deque()
        self._wakeup: asyncio.Future[None] | None = None
        self._task: asyncio.Task[None] | None = None
        self._stopped = False
        self._timers: dict[str, asyncio.TimerHandle] = {}
        # Each seat's bot thinking now: (the version it started at, its task).
        self._bots: dict[int, tuple[int, asyncio.Task[None]]] = {}
        self.ratings: dict[int, float] = {}
        self.settlement: dict[str, Any] | None = None
        # After the end: who asked for a rematch (user ids), and its table once opened.
        self.rematch_votes: set[int] = set()
        self.rematch_table: str | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"table-{self.id}")
        self._arm_expiry()

    async def _run(self) -> None:
        commands = self._commands
        loop = asyncio.get_running_loop()
        while True:
            if not commands:
                self._wakeup = loop.create_future()
                await self._wakeup
                continue
            item = commands.popleft()
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
            if self.clock.running_seats() != self._clock_saved and self.status == "playing":
                await self._save_clock()
            # Not kept alive while the table waits for its next command (for seconds, by
            # a thousand tables): the command's arguments and future are garbage now.
            del item, command, args, future

    async def call(self, command: Command, *args: Any) -> Any:
        """Run `command` inside the actor and wait for its result."""
        return await self.submit(command, *args)

    def submit(self, command: Command, *args: Any) -> asyncio.Future[Any]:
        """Queue `command`; the future it returns holds its result or its refusal."""
        if self._stopped:  # unloaded, or handed to another process: nothing would run it
            raise ClubError(texts.NO_TABLE, "no_table", 404)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._enqueue((command, args, future))
        return future

    def post(self, command: Command, *args: Any) -> None:
        """Queue `command` without waiting (timers, bots, disconnections)."""
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        future.add_done_callback(_swallow)
        self._enqueue((command, args, future))

    def _enqueue(self, item: tuple[Command, tuple[Any, ...], asyncio.Future[Any]] | None) -> None:
        self._commands.append(item)
        wakeup = self._wakeup
        if wakeup is not None:
            self._wakeup = None
            if not wakeup.done():
                wakeup.set_result(None)

    async def stop(self) -> None:
        """Finish the queued commands, cancel timers and the bot, end the task."""
        for handle in self._timers.values():
            handle.cancel()
        self._timers.clear()
        self._stop_bots()
        if self._task is not None:
            self._enqueue(None)
            await self._task
            self._task = None
        self._stopped = True
        while self._commands:  # queued after the stop: refused, not left waiting
            item = self._commands.popleft()
            if item is not None and not item[2].done():
                item[2].set_exception(ClubError(texts.NO_TABLE, "no_table", 404))
        for conn in list(self.subscribers):
            conn.tables.pop(self.id, None)
        self.subscribers.clear()

    def acting_now(self) -> tuple[int, ...]:
        """`State.acting()` at the current version, asked once however many seats are told."""
        state = self.state
        if state is None:
            return ()
        if self._acting_key != (self.version, state):
            self._acting_cache = state.acting()
            self._acting_key = (self.version, state)
        return self._acting_cache

    def escrow_per_seat(self) -> int:
        """What each staking player pays into the escrow: the stake times the game's most.

        A table's stake and options never change, and every snapshot and lobby line
        carries this figure: it is worked out once."""
        if self._escrow is None:
            options = self.game.options.validate(self.options)
            self._escrow = self.stake * self.game.stake_multiplier(options)
        return self._escrow

    def _set_timer(self, key: str, handle: asyncio.TimerHandle) -> None:
        old = self._timers.pop(key, None)
        if old is not None:
            old.cancel()
        self._timers[key] = handle


def _swallow(future: asyncio.Future[Any]) -> None:
    """Posted commands have nobody waiting; their refusals are expected and dropped."""
    if not future.cancelled():
        future.exception()
