"""Reading and writing tables, game records and chat: the queries the table actors need."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, update

from igroteka.store.clock import utcnow
from igroteka.store.database import Database
from igroteka.store.tables import ActionRow, ChatRow, GamePlayerRow, GameRecordRow, TableRow

UNFINISHED = ("waiting", "playing")


@dataclass
class StoredTable:
    table: TableRow
    record: GameRecordRow | None
    actions: list[ActionRow]


class TableRepo:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def create(self, row: TableRow) -> None:
        async with self.database.session() as session, session.begin():
            session.add(row)

    async def save(self, table_id: str, **values: Any) -> None:
        async with self.database.session() as session, session.begin():
            await session.execute(update(TableRow).where(TableRow.id == table_id).values(**values))

    async def start_game(
        self,
        table_id: str,
        record: GameRecordRow,
        player_seeds: dict[str, str],
        seats: list[dict[str, Any]],
    ) -> int:
        """Open the game record and mark the table as playing, in one transaction."""
        async with self.database.session() as session, session.begin():
            session.add(record)
            await session.flush()
            for index, seat in enumerate(seats):
                if seat.get("user_id") is not None and seat.get("kind") == "human":
                    session.add(
                        GamePlayerRow(record_id=record.id, user_id=seat["user_id"], seat=index)
                    )
            await session.execute(
                update(TableRow)
                .where(TableRow.id == table_id)
                .values(
                    status="playing", record_id=record.id, player_seeds=player_seeds, seats=seats
                )
            )
            return record.id

    async def finish_game(
        self,
        table_id: str,
        record_id: int | None,
        result: dict[str, Any],
        seats: list[dict[str, Any]],
    ) -> None:
        now = utcnow()
        async with self.database.session() as session, session.begin():
            await session.execute(
                update(TableRow)
                .where(TableRow.id == table_id)
                .values(status="finished", finished_at=now, result=result, seats=seats)
            )
            if record_id is not None:
                await session.execute(
                    update(GameRecordRow)
                    .where(GameRecordRow.id == record_id)
                    .values(finished_at=now, outcome=result)
                )

    async def store_offline_game(
        self, table: TableRow, record: GameRecordRow, moves: list[tuple[int, Any, bool]]
    ) -> int:
        """A game played offline and checked by replaying it: its (finished) table, record,
        players and moves, in one transaction. Returns the record's id."""
        async with self.database.session() as session, session.begin():
            session.add(table)
            await session.flush()  # the table first: the record refers to it
            session.add(record)
            await session.flush()
            table.record_id = record.id
            for index, seat in enumerate(table.seats):
                if seat.get("user_id") is not None and seat.get("kind") == "human":
                    session.add(
                        GamePlayerRow(record_id=record.id, user_id=seat["user_id"], seat=index)
                    )
            for idx, (seat_index, action, by_bot) in enumerate(moves):
                session.add(
                    ActionRow(record_id=record.id, idx=idx, seat=seat_index, action=action,
                              by_bot=by_bot, at=record.finished_at)
                )
            return record.id

    async def add_player(self, record_id: int, user_id: int, seat: int) -> None:
        """Someone who sat down during the game (in a bot's seat)."""
        async with self.database.session() as session, session.begin():
            session.add(GamePlayerRow(record_id=record_id, user_id=user_id, seat=seat))

    async def games_of(self, user_id: int, limit: int) -> list[tuple[GameRecordRow, TableRow]]:
        """A person's games, newest first, with their tables."""
        async with self.database.session() as session:
            rows = await session.execute(
                select(GameRecordRow, TableRow)
                .join(TableRow, TableRow.id == GameRecordRow.table_id)
                # A subquery, not DISTINCT (two seats of one person on one device): PostgreSQL
                # cannot compare the JSON columns DISTINCT would.
                .where(
                    GameRecordRow.id.in_(
                        select(GamePlayerRow.record_id).where(GamePlayerRow.user_id == user_id)
                    )
                )
                .order_by(GameRecordRow.id.desc())
                .limit(limit)
            )
            return [(record, table) for record, table in rows]

    async def outcomes(self, table_ids: list[str]) -> dict[str, dict[str, Any]]:
        """The latest finished game's outcome of each of these tables (a rated game's key)."""
        if not table_ids:
            return {}
        async with self.database.session() as session:
            rows = await session.execute(
                select(GameRecordRow.table_id, GameRecordRow.outcome)
                .where(
                    GameRecordRow.table_id.in_(table_ids),
                    GameRecordRow.outcome.is_not(None),
                )
                .order_by(GameRecordRow.id)
            )
            return {table_id: outcome for table_id, outcome in rows}

    async def get(self, table_id: str) -> TableRow | None:
        async with self.database.session() as session:
            return await session.get(TableRow, table_id)

    async def record(self, record_id: int) -> GameRecordRow | None:
        async with self.database.session() as session:
            return await session.get(GameRecordRow, record_id)

    async def actions(self, record_id: int) -> list[ActionRow]:
        async with self.database.session() as session:
            result = await session.scalars(
                select(ActionRow).where(ActionRow.record_id == record_id).order_by(ActionRow.idx)
            )
            return list(result)

    async def unfinished(self) -> list[StoredTable]:
        """Every table a restarted server must bring back, with its game so far."""
        async with self.database.session() as session:
            tables = list(
                await session.scalars(
                    select(TableRow)
                    .where(TableRow.status.in_(UNFINISHED))
                    .order_by(TableRow.created_at)
                )
            )
        stored = []
        for table in tables:
            record = None
            actions: list[ActionRow] = []
            if table.record_id is not None:
                record = await self.record(table.record_id)
                actions = await self.actions(table.record_id)
            stored.append(StoredTable(table, record, actions))
        return stored

    async def stored(self, table_id: str) -> StoredTable | None:
        """One table with its game so far (a table taken over from another process)."""
        table = await self.get(table_id)
        if table is None:
            return None
        record = None
        actions: list[ActionRow] = []
        if table.record_id is not None:
            record = await self.record(table.record_id)
            actions = await self.actions(table.record_id)
        return StoredTable(table, record, actions)

    async def add_chat(self, row: ChatRow) -> None:
        async with self.database.session() as session, session.begin():
            session.add(row)

    async def recent_chat(self, table_id: str, limit: int) -> list[ChatRow]:
        async with self.database.session() as session:
            rows = await session.scalars(
                select(ChatRow)
                .where(ChatRow.table_id == table_id)
                .order_by(ChatRow.id.desc())
                .limit(limit)
            )
            return list(reversed(list(rows)))
