"""Servers on loopback over SQLite and PostgreSQL, a fresh database for each."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

import tests.server.cardgame  # noqa: F401  (registers the test game)
from tests.server.harness import LiveServer, Player, create_pg_database, drop_pg_database


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'club.db'}"


@pytest.fixture
def pg_url() -> Iterator[str]:
    url = create_pg_database()
    yield url
    drop_pg_database(url)


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'club.db'}"
        return
    url = create_pg_database()
    yield url
    drop_pg_database(url)


@pytest.fixture
def server_options() -> dict[str, Any]:
    """Settings every server of a test gets besides its own: none here; a module that runs
    other modules' tests another way overrides it (test_ws_tier.py: the socket tier)."""
    return {}


@pytest.fixture
def server(sqlite_url: str, server_options: dict[str, Any]) -> Iterator[LiveServer]:
    live = LiveServer(sqlite_url, **server_options).start()
    yield live
    live.stop()


@pytest.fixture
async def players(server: LiveServer) -> AsyncIterator[list[Player]]:
    made: list[Player] = []

    class Factory(list):
        pass

    yield made
    for player in made:
        await player.close()
