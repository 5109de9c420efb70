"""INSERT ... ON CONFLICT DO NOTHING for the two databases the club runs on.

Idempotent writes (a ledger key, a rated game, an account) start with such an
insert: it never raises on a duplicate, so PostgreSQL's transaction stays
usable, and a concurrent duplicate waits for the first writer and then does
nothing. SQLAlchemy spells it per dialect; this picks the right spelling.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession


def insert_or_ignore(
    session: AsyncSession, model: Any, values: dict[str, Any], conflict: list[str]
) -> Any:
    """An insert of `values` into `model` that does nothing if `conflict` columns clash."""
    dialect = session.get_bind().dialect.name
    if dialect == "postgresql":
        return (
            postgresql.insert(model)
            .values(**values)
            .on_conflict_do_nothing(index_elements=conflict)
        )
    if dialect == "sqlite":
        return sqlite.insert(model).values(**values).on_conflict_do_nothing(index_elements=conflict)
    raise ValueError(f"the store supports PostgreSQL and SQLite, not {dialect}")
