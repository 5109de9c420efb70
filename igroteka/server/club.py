"""The club: every table actor, the database, the journal and the bot pool, started and
stopped together.

On start it migrates the database and brings back every unfinished table from
its record; on stop it lets every table finish its queued commands and writes
the journal out, so a graceful shutdown loses nothing and a crash loses no
acknowledged move.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from datetime import datetime
from typing import Any

from igroteka.engine.game import Game
from igroteka.engine.randomness import commitment
from igroteka.engine.registry import get_game
from igroteka.review import Settings as ReviewSettings
from igroteka.server import texts
from igroteka.server.auth import new_token, token_hash
from igroteka.server.bot_pool import BotPool
from igroteka.server.clocks import ClockSpec, latest_checkpoint
from igroteka.server.config import Settings
from igroteka.server.connection import Connection, Member
from igroteka.server.errors import ClubError, closed_error
from igroteka.server.fairness import new_server_seed
from igroteka.server.nodes.node import Node
from igroteka.server.nodes.ops import OPS
from igroteka.server.observability import Metrics
from igroteka.server.ratelimit import buckets_from_specs, rate_limiter_from_url
from igroteka.server.rematch import rotated_seats
from igroteka.server.reviews import ReviewService
from igroteka.server.seats import BOT_LEVELS, Seat
from igroteka.server.table.actor import TableActor
from igroteka.server.table_request import resolve_options
from igroteka.server.text_safety import clean_chat, clean_name
from igroteka.store.chips import ChipService
from igroteka.store.database import Database
from igroteka.store.journal import Journal
from igroteka.store.ratings import RatingService
from igroteka.store.reviews import ReviewStore
from igroteka.store.runs import RunRepo
from igroteka.store.table_repo import StoredTable, TableRepo
from igroteka.store.tables import TableRow

log = logging.getLogger("igroteka.club")

MAX_STAKE = 1_000_000


class Club:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.database = Database(settings.database_url)
        self.repo = TableRepo(self.database)
        self.metrics = Metrics()
        self.journal = Journal(
            self.database,
            on_commit=self.metrics.journal_commits.inc,
            interval=settings.journal_interval,
        )
        self.bots = BotPool(settings.bot_workers)
        self.reviews = ReviewService(
            ReviewSettings(
                worlds=settings.review_worlds,
                judge=settings.review_judge,
                depth=settings.review_depth,
            ),
            settings.review_workers,
            settings.review_queue,
            ReviewStore(self.database),
        )
        self.chips = ChipService(self.database.sessions)
        self.ratings = RatingService(self.database.sessions)
        self.limiter = rate_limiter_from_url(
            settings.redis_url or None, buckets_from_specs(settings.rate_specs())
        )
        self.tables: dict[str, TableActor] = {}
        self.connections: set[Connection] = set()
        self._unloads: dict[str, asyncio.TimerHandle] = {}
        self._stopping: set[asyncio.Future[None]] = set()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.runs = RunRepo(self.database)
        self.run_id: int | None = None
        self.last_alive: datetime | None = None
        self._heartbeat: asyncio.Task[None] | None = None
        # One process among several (settings.node): leases, routing, take-overs.
        self.nodes: Node | None = Node(self) if settings.node else None

    # --- life cycle -------------------------------------------------------------------
    async def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        await self.database.start()
        self.journal.start()
        self.run_id, last_alive = await self.runs.begin()
        self.last_alive = last_alive
        self._heartbeat = asyncio.create_task(self._beat(self.run_id), name="heartbeat")
        if self.nodes is not None:
            # Tables come to this process through their leases (nodes/node.py).
            await self.nodes.start()
            log.info("club started", extra={"node": self.nodes.id})
            return
        restored = 0
        for stored in await self.repo.unfinished():
            try:
                actor = self._restored(stored, last_alive)
            except Exception:
                log.exception("table could not be restored", extra={"table": stored.table.id})
                continue
            self._add(actor)
            await actor.call(actor.resume)
            restored += 1
        log.info("club started", extra={"restored_tables": restored})

    def _restored(self, stored: StoredTable, last_alive: datetime | None) -> TableActor:
        """A table brought back from its record (a restart, or a take-over)."""
        actor = TableActor(self, stored.table)
        if stored.table.status == "playing" and stored.record is not None:
            last = stored.actions[-1] if stored.actions else None
            checkpoint = latest_checkpoint(
                last.clocks if last else None,
                last.at if last else None,
                stored.table.clock_state,
            )
            actor.restore(
                stored.record.seed,
                [(a.seat, a.action) for a in stored.actions],
                checkpoint,
                last_alive,
            )
        return actor

    async def adopt(self, table_id: str, previous_alive: datetime | None) -> bool:
        """A table taken over from a process that stopped renewing its lease, rebuilt from
        its journal; its clocks are charged up to that process's last renewal."""
        stored = await self.repo.stored(table_id)
        if stored is None or stored.table.status not in ("waiting", "playing"):
            return False
        actor = self._restored(stored, previous_alive or self.last_alive)
        self._add(actor)
        await actor.call(actor.resume)
        return True

    def drop_table(self, table_id: str) -> None:
        """Forget a table another process now holds: its clients are disconnected (they
        reconnect and reach it there), and it stops without waiting here."""
        handle = self._unloads.pop(table_id, None)
        if handle is not None:
            handle.cancel()
        actor = self.tables.pop(table_id, None)
        if actor is None:
            return
        log.warning("table dropped: another process holds it", extra={"table": table_id})
        for conn in list(actor.subscribers):
            conn.tables.pop(table_id, None)
            conn.close()
        stopping = asyncio.ensure_future(actor.stop())
        self._stopping.add(stopping)
        stopping.add_done_callback(self._stopping.discard)
        self.metrics.tables.set(len(self.tables))

    async def holds(self, table_id: str) -> bool:
        return await self.nodes.holds(table_id) if self.nodes is not None else True

    def fence(self, table_id: str) -> tuple[str, int] | None:
        return self.nodes.fence(table_id) if self.nodes is not None else None

    async def on_table(self, table_id: str, op: str, member: Member | None, **args: Any) -> Any:
        """An HTTP request's work at a table (nodes/ops.py), done by the process holding it."""
        if self.nodes is not None:
            return await self.nodes.call(table_id, op, member, **args)
        return await OPS[op](self, table_id, member, **args)

    async def stop(self) -> None:
        # The beat stops first, whatever fails below: a beat outliving its club would write
        # to a database that may be gone. The last beat (stopping=True) is written at the end.
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._heartbeat
            self._heartbeat = None
        if self.nodes is not None:
            await self.nodes.stop_tending()
        for handle in self._unloads.values():
            handle.cancel()
        for conn in list(self.connections):
            conn.close()
        for actor in list(self.tables.values()):
            await actor.stop()
        await self.journal.stop()
        if self.nodes is not None:
            await self.nodes.stop()  # every move is written: the leases go back
        if self.run_id is not None:
            # The exact moment the clocks stopped counting: a restart charges up to here.
            await self.runs.beat(self.run_id, stopping=True)
        self.bots.close()
        self.reviews.close()
        await self.database.close()
        log.info("club stopped", extra={"tables": len(self.tables)})

    async def _beat(self, run_id: int) -> None:
        """Say every few seconds that the server is alive: after a crash, the last beat is
        where the running clocks stopped."""
        while True:
            await asyncio.sleep(self.settings.heartbeat_seconds)
            try:
                await self.runs.beat(run_id)
            except Exception:
                log.warning("heartbeat not saved", exc_info=True)

    def _add(self, actor: TableActor) -> None:
        self.tables[actor.id] = actor
        actor.start()
        self.metrics.tables.set(len(self.tables))

    def schedule_unload(self, table_id: str, delay: float) -> None:
        loop = asyncio.get_running_loop()
        old = self._unloads.pop(table_id, None)
        if old is not None:
            old.cancel()
        self._unloads[table_id] = loop.call_later(
            delay, lambda: asyncio.ensure_future(self._unload(table_id))
        )

    async def _unload(self, table_id: str) -> None:
        self._unloads.pop(table_id, None)
        actor = self.tables.pop(table_id, None)
        if actor is not None:
            await actor.stop()
            if self.nodes is not None:
                await self.nodes.release(table_id)
        self.metrics.tables.set(len(self.tables))

    # --- tables ----------------------------------------------------------------------------
    def table(self, table_id: str) -> TableActor:
        actor = self.tables.get(table_id)
        if actor is None:
            raise ClubError(texts.NO_TABLE, "no_table", 404)
        return actor

    async def live_table(self, table_id: str) -> TableActor:
        """The table to act at; a table that closed says how, not just that it is missing."""
        actor = self.tables.get(table_id)
        if actor is not None:
            actor.check_open()
            return actor
        row = await self.repo.get(table_id)
        if row is not None and row.status in ("expired", "closed"):
            raise closed_error(row.status, self.settings.waiting_ttl)
        raise ClubError(texts.NO_TABLE, "no_table", 404)

    async def finished_table(self, table_id: str) -> TableActor:
        """A finished table, loaded again if it was unloaded (its end screen may stay open
        long after): a rematch can still be asked for at it."""
        actor = self.tables.get(table_id)
        if actor is not None:
            return actor
        row = await self.repo.get(table_id)
        if row is None or row.status != "finished":
            return await self.live_table(table_id)  # says why not
        actor = TableActor(self, row)
        await actor.load_ratings()
        self._add(actor)
        self.schedule_unload(table_id, self.settings.finished_ttl)
        return actor

    def lobby(self, game: str | None = None) -> list[dict[str, Any]]:
        """Public tables waiting for players or being played, newest first."""
        actors = [
            a
            for a in self.tables.values()
            if not a.private and a.status in ("waiting", "playing") and (game in (None, a.game.id))
        ]
        actors.sort(key=lambda a: (a.status != "waiting", -a.created_at.timestamp()))
        return [a.info() for a in actors]

    async def create_table(
        self,
        member: Member,
        game_id: str,
        preset: str | None,
        options: dict[str, Any] | None,
        seats: list[dict[str, Any]] | None,
        private: bool,
        stake: int,
        clock: dict[str, Any] | None,
        start_now: bool = False,
        ruleset: dict[str, str] | None = None,
    ) -> tuple[TableActor, str | None]:
        """A new table; returns it and, for a private table, its invite token.

        `ruleset` ({id, name}) is the saved rule set whose options these are, already
        checked (igroteka/server/api_tables.py); the table keeps it for the lobby."""
        game = get_game(game_id)
        values = resolve_options(game, preset, options)
        if preset is None:
            preset = game.options.matching_preset(values) or game.options.default_preset
        count = game.seat_count(values)
        plan = seats if seats else [{"kind": "me"}] + [{"kind": "human"}] * (count - 1)
        table_seats = self._seats(game, member, plan, count, start_now)
        if not isinstance(stake, int) or isinstance(stake, bool) or not 0 <= stake <= MAX_STAKE:
            raise ClubError(texts.BAD_STAKE.with_params(hi=MAX_STAKE), "bad_stake", 422)
        if stake and member.guest:
            raise ClubError(texts.GUEST_STAKE, "guest_stake", 403)
        spec = ClockSpec.parse(clock)
        await self.check_rate("table", member.id)
        return await self._open(
            member.id, game, preset, values, table_seats, private, stake, spec, start_now, ruleset
        )

    async def _open(
        self,
        creator: int | None,
        game: Game,
        preset: str | None,
        values: dict[str, Any],
        table_seats: list[Seat],
        private: bool,
        stake: int,
        spec: ClockSpec,
        start_now: bool,
        ruleset: dict[str, str] | None = None,
    ) -> tuple[TableActor, str | None]:
        invite = new_token() if private else None
        server_seed = new_server_seed()
        row = TableRow(
            id=secrets.token_urlsafe(9),
            game=game.id,
            preset=preset,
            ruleset_id=ruleset["id"] if ruleset else None,
            ruleset_name=ruleset["name"] if ruleset else None,
            options=values,
            seats=[s.stored() for s in table_seats],
            private=private,
            invite_hash=token_hash(invite) if invite else None,
            invite_token=invite,
            stake=stake,
            clock=spec.to_json(),
            status="waiting",
            created_by=creator,
            server_seed=server_seed,
            commitment=commitment(server_seed),
            player_seeds={},
        )
        if self.nodes is not None:
            await self.nodes.create(row)  # with its lease
        else:
            await self.repo.create(row)
        actor = TableActor(self, row)
        await actor.load_ratings()
        self._add(actor)
        log.info("table created", extra={"table": row.id, "game": game.id, "user": creator})
        if start_now:
            await actor.call(actor.resume)
        return actor, invite

    async def open_rematch(self, old: TableActor) -> str:
        """The rematch of a finished table: its settings again, everyone one seat on
        (rematch.py). Everyone agreed already, so it starts at once; with a stake each
        person confirms in the waiting room, where the chips are checked."""
        seats = rotated_seats(old.seats, ready=not old.stake)
        actor, _ = await self._open(
            old.created_by,
            old.game,
            old.preset,
            dict(old.options),
            seats,
            old.private,
            old.stake,
            old.clock_spec,
            start_now=True,
            ruleset=old.ruleset,
        )
        return actor.id

    @staticmethod
    def _seats(
        game: Game, member: Member, plan: list[dict[str, Any]], count: int, ready: bool
    ) -> list[Seat]:
        if len(plan) != count:  # the count follows from the options: a conflict, not a typo
            raise ClubError(
                texts.BAD_SEATS.with_params(game=game.name, n=count, given=len(plan)),
                "bad_seats",
                409,
            )
        result = []
        for spec in plan:
            kind = spec.get("kind") if isinstance(spec, dict) else None
            if kind == "me":
                result.append(Seat("human", member.id, Club._own_name(spec, member), ready=ready))
            elif kind == "human":
                result.append(Seat("human"))
            elif kind == "bot":
                level = spec.get("level") or "medium"
                if level not in BOT_LEVELS:
                    raise ClubError(texts.BAD_LEVEL.with_params(level=level), "bad_level", 422)
                result.append(Seat("bot", level=level))
            else:
                raise ClubError(
                    texts.BAD_SEATS.with_params(game=game.name, n=count, given=len(plan)),
                    "bad_seats",
                    422,
                )
        if not any(s.user_id == member.id for s in result):
            raise ClubError(texts.NEED_ME, "need_me", 409)
        return result

    @staticmethod
    def _own_name(spec: dict[str, Any], member: Member) -> str:
        """A seat of the creator's is called by the account's name, unless the person who
        will sit there (another one on the same device) gave their own."""
        given = spec.get("name")
        if given is None or (isinstance(given, str) and not given.strip()):
            return member.name
        return clean_name(given)

    # --- limits and text --------------------------------------------------------------
    async def check_rate(self, kind: str, key: int | str) -> None:
        """Refuse a burst of logins, guests, chat lines or new tables (RateLimited, HTTP 429)."""
        await self.limiter.hit(kind, key)

    @staticmethod
    def clean_chat(text: object) -> str:
        return clean_chat(text)
