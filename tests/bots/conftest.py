from collections.abc import Iterator

import pytest

from tests.bots.games import registered


@pytest.fixture(autouse=True, scope="module")
def test_games() -> Iterator[None]:
    """The small test games, findable by id (the CLI looks games up) while this module runs."""
    with registered():
        yield
