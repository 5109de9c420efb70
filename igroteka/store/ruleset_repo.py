"""Saving and finding rule sets, and counting the tables that played each one."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import delete, func, select, update

from igroteka.store.accounts import User
from igroteka.store.database import Database
from igroteka.store.rulesets import RuleSetRow
from igroteka.store.tables import GameRecordRow, TableRow


@dataclass
class StoredRuleSet:
    row: RuleSetRow
    author: str
    # Tables created from this rule set whose game started.
    played: int


class RuleSetRepo:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def create(self, row: RuleSetRow) -> None:
        async with self.database.session() as session, session.begin():
            session.add(row)

    async def change(self, ruleset_id: str, **values: object) -> None:
        """Set the given columns (public, name, description); the options never change, so a
        rule set's games and its leaderboard stay those of one set of rules."""
        if not values:
            return
        async with self.database.session() as session, session.begin():
            await session.execute(
                update(RuleSetRow).where(RuleSetRow.id == ruleset_id).values(**values)
            )

    async def delete(self, ruleset_id: str) -> None:
        """Only the rule set goes: tables created from it keep its id and name, and play on."""
        async with self.database.session() as session, session.begin():
            await session.execute(delete(RuleSetRow).where(RuleSetRow.id == ruleset_id))

    async def get(self, ruleset_id: str) -> StoredRuleSet | None:
        found = await self._query(RuleSetRow.id == ruleset_id, limit=1)
        return found[0] if found else None

    async def finished_games(self, ruleset_id: str) -> int:
        """Games played to the end at tables created from this rule set."""
        query = (
            select(func.count(GameRecordRow.id))
            .join(TableRow, TableRow.id == GameRecordRow.table_id)
            .where(TableRow.ruleset_id == ruleset_id, GameRecordRow.finished_at.is_not(None))
        )
        async with self.database.session() as session:
            return int(await session.scalar(query) or 0)

    async def of_owner(self, owner_id: int, game: str | None, limit: int) -> list[StoredRuleSet]:
        where = RuleSetRow.owner_id == owner_id
        if game is not None:
            where = where & (RuleSetRow.game == game)
        return await self._query(where, limit)

    async def public(self, game: str | None, limit: int) -> list[StoredRuleSet]:
        where = RuleSetRow.public.is_(True)
        if game is not None:
            where = where & (RuleSetRow.game == game)
        return await self._query(where, limit, most_played_first=True)

    async def _query(
        self, where: object, limit: int, most_played_first: bool = False
    ) -> list[StoredRuleSet]:
        played = (
            select(TableRow.ruleset_id, func.count(TableRow.id).label("n"))
            .where(TableRow.ruleset_id.is_not(None), TableRow.record_id.is_not(None))
            .group_by(TableRow.ruleset_id)
            .subquery()
        )
        count = func.coalesce(played.c.n, 0)
        query = (
            select(RuleSetRow, User.name, count)
            .join(User, User.id == RuleSetRow.owner_id)
            .outerjoin(played, played.c.ruleset_id == RuleSetRow.id)
            .where(where)  # type: ignore[arg-type]
        )
        order = (count.desc(), RuleSetRow.created_at.desc()) if most_played_first else (
            RuleSetRow.created_at.desc(),
        )
        async with self.database.session() as session:
            rows = await session.execute(query.order_by(*order, RuleSetRow.id).limit(limit))
            return [StoredRuleSet(row, author, int(n)) for row, author, n in rows]
