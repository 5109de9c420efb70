"""Database models, migrations and repositories (SQLAlchemy 2, Alembic)."""
