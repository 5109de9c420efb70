"""The Alembic history builds exactly the schema the models describe, on both databases,
and a database already at the newest revision starts again without changes."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect
from sqlalchemy.engine import Connection

from igroteka.store.database import Database
from igroteka.store.models import Base


async def test_migrations_match_the_models(database_url: str) -> None:
    database = Database(database_url)
    try:
        await database.start()
        await database.start()  # idempotent: already at head

        def differences(connection: Connection) -> list[object]:
            context = MigrationContext.configure(connection)
            return list(compare_metadata(context, Base.metadata))

        async with database.engine.connect() as connection:
            diff = await connection.run_sync(differences)
            tables = await connection.run_sync(lambda c: set(inspect(c).get_table_names()))
        assert diff == []
        assert set(Base.metadata.tables) <= tables
        assert {"users", "tables", "actions", "chip_entries", "ratings"} <= tables
    finally:
        await database.close()
