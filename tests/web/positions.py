"""A real table at a chosen position, and the engine's own account of a table, for browser tests.

A table's game is its record: the options, the seed and the actions, which the server
replays when it starts (that is how a table survives a restart). So a test that needs a
position a fair deal would reach only by luck (the first of the trump king and queen in
hand, round two of the pairs tournament) opens a quick-play table, stops the club, writes
the seed and actions of a seeded playout that reaches the position (tests/web/view_fixture.py)
into the table's record, and starts the club again on the same database: the page
reloads at that position, with the same bots playing the other seats.

`engine_state` goes the other way: it replays a table's record as the server holds it, so
what the page shows can be compared with what the engine says.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from igroteka.engine.registry import get_game
from tests.web.conftest import PHONE, Club
from tests.web.helpers import quick_play


def table_id_of(page: Page) -> str:
    return page.url.rstrip("/").split("/")[-1]


def _record(db: sqlite3.Connection, table_id: str) -> tuple[int, str, dict[str, Any], str]:
    row = db.execute(
        "SELECT r.id, r.game, r.options, r.seed FROM tables t "
        "JOIN game_records r ON r.id = t.record_id WHERE t.id = ?",
        (table_id,),
    ).fetchone()
    assert row is not None, f"table {table_id} has no game record"
    return int(row[0]), str(row[1]), json.loads(row[2]), str(row[3])


def engine_state(database: Path, table_id: str, moves: int | None = None) -> Any:
    """The table's game as the engine replays it from the club's database (the first `moves`)."""
    with sqlite3.connect(database) as db:
        record_id, game_id, options, seed = _record(db, table_id)
        actions = [
            json.loads(a)
            for (a,) in db.execute(
                "SELECT action FROM actions WHERE record_id = ? ORDER BY idx", (record_id,)
            )
        ]
    if moves is not None:
        assert len(actions) >= moves, f"the database holds {len(actions)} of {moves} moves"
        actions = actions[:moves]
    game = get_game(game_id)
    state = game.new_state(game.options.validate(options), int(seed))
    for data in actions:
        state.apply(state.action_from_json(data))
    return state


def write_position(database: Path, table_id: str, seed: int, actions: list[Any]) -> None:
    """Make the table's game the one of `seed` with `actions` played (the club must be down)."""
    with sqlite3.connect(database) as db:
        record_id, game_id, options, _ = _record(db, table_id)
        game = get_game(game_id)
        state = game.new_state(game.options.validate(options), seed)
        rows = []
        at = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S.%f")
        for idx, data in enumerate(actions):
            seat = state.current_seat()
            assert seat is not None, "an action after the end of the game"
            state.apply(state.action_from_json(data))
            rows.append((record_id, idx, seat, json.dumps(data), seat != 0, at))
        db.execute("UPDATE game_records SET seed = ? WHERE id = ?", (str(seed), record_id))
        db.execute("DELETE FROM actions WHERE record_id = ?", (record_id,))
        db.executemany(
            "INSERT INTO actions (record_id, idx, seat, action, by_bot, at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            rows,
        )


def restart_at(page: Page, clubs: list[Club], seed: int, actions: list[Any]) -> None:
    """Stop the club, put the page's table at the position, start the club again, reload."""
    club = clubs[-1]
    table_id = table_id_of(page)
    club.stop()
    write_position(club.database, table_id, seed, actions)
    clubs.append(Club(club.database, port=club.port))
    page.reload()


Opener = Callable[..., tuple[Page, Club]]


@contextmanager
def positions(browser: Browser, tmp_path: Path, game: str, table: str) -> Iterator[Opener]:
    """Open quick-play tables of `game` on a club of their own, each put at a playout's
    position: `open(preset, seed, actions, viewport)` gives the page there and the club.
    `table` is the renderer's root selector; the page must show no error."""
    clubs = [Club(tmp_path / "club.db")]
    errors: list[str] = []
    contexts = []

    def open_at(
        preset: str | None, seed: int, actions: list, viewport: dict | None = None
    ) -> tuple[Page, Club]:
        context = browser.new_context(viewport=viewport or PHONE, base_url=clubs[-1].url)
        context.set_default_timeout(15_000)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto("/")
        quick_play(page, game, preset, "Аня")
        expect(page.locator(table)).to_be_visible()
        restart_at(page, clubs, seed, actions)
        expect(page.locator("main.table-page")).to_have_attribute("data-version", str(len(actions)))
        return page, clubs[-1]

    try:
        yield open_at
    finally:
        for context in contexts:
            context.close()
        clubs[-1].stop()
    assert errors == [], f"errors in the page: {errors}"
