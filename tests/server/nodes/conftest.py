"""Fixtures of the many-process tests: the server tests' own (databases, servers)."""

from tests.server.conftest import database_url, pg_url, sqlite_url  # noqa: F401
