"""Seats and joining: who sits where, who may see the table, and starting the game.

A person joins a waiting table (or takes a bot's seat in a running one), says
ready, adds a seed to the fair deal; when every seat is filled and every
person ready, the game starts: stakes go to escrow, the record is opened and
each seat gets its snapshot with the opening events.
"""

from __future__ import annotations

import hmac
import logging
from typing import Any

from igroteka.server import texts
from igroteka.server.clocks import Clock
from igroteka.server.connection import Member
from igroteka.server.economy import rating_key
from igroteka.server.errors import ClubError
from igroteka.server.rulesets import own_board
from igroteka.server.seats import Seat
from igroteka.server.table.core import TableCore
from igroteka.store.ruleset_repo import RuleSetRepo
from igroteka.store.tables import GameRecordRow

log = logging.getLogger("igroteka.table")


class Seating(TableCore):
    """The seat list, joining and leaving, readiness, seeds and the start of the game."""

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
        if not await self.club.holds(self.id):  # another process has the table now
            self.club.drop_table(self.id)
            raise ClubError(texts.STORAGE_FAILED, "storage_failed", 503)
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
        self.played_seats = []
        self.opening = state.opening_events()
        self._acting_since = dict.fromkeys(state.acting(), 0)
        self.clock = Clock.start(self.clock_spec, len(self.seats))
        self._clock_saved = ()
        # A person not at the table yet (quick play: the page is still opening) is timed
        # from their arrival; the grace period still gives their seat to a bot meanwhile.
        self.clock_waits = {
            i for i, s in enumerate(self.seats) if s.kind == "human" and not s.connected
        }
        log.info("game started", extra={"table": self.id, "game": self.game.id})
        self.club.metrics.games_started.inc()
        for i in self.clock_waits:
            self._start_grace(i)
        # The first players' clocks start with the game, and the snapshots say they run.
        self._schedule()
        self._broadcast_snapshots()
        if state.is_terminal():
            await self._finish(self._engine_result())

    async def load_ratings(self) -> None:
        """Each seat's current rating (people and bots) for the table's seat list."""
        board = await self.rating_board()
        ratings: dict[int, float] = {}
        for i, seat in enumerate(self.seats):
            key = rating_key(seat)
            if key is None:
                continue
            skill = await self.club.ratings.rating(self.game.id, board, key)
            if skill is not None:
                ratings[i] = skill.rating
        self.ratings = ratings

    async def rating_board(self) -> str | None:
        """Ratings are kept per preset; tables with changed options share the game's board,
        and a public rule set played often enough has a board of its own (docs/rulesets.md).

        Asked when the game is rated, so the games counted are those finished before this
        one: the game that reaches the threshold is still rated like any table's.
        """
        if self.ruleset is not None:
            repo = RuleSetRepo(self.club.database)
            stored = await repo.get(self.ruleset["id"])
            if stored is not None:
                finished = await repo.finished_games(stored.row.id)
                threshold = self.settings.ruleset_board_games
                board = own_board(stored.row.id, stored.row.public, finished, threshold)
                if board is not None:
                    return board
        if self.game.options.differences(self.options, self.preset):
            return None
        return self.preset

    async def _save_seats(self) -> None:
        values: dict[str, Any] = {"seats": [s.stored() for s in self.seats]}
        if self.status == "waiting":
            values["active_at"] = self._touch()
        await self.club.repo.save(self.id, **values)
