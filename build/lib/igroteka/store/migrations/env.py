"""Alembic environment: runs on the connection the server hands over (see database.py)."""

from __future__ import annotations

from alembic import context

from igroteka.store.models import Base

config = context.config
target_metadata = Base.metadata


def run() -> None:
    connection = config.attributes.get("connection")
    if connection is None:
        raise RuntimeError("migrations run through igroteka.store.database.Database.start")
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()


run()
