"""Finished games for the browser tests, played over the club's own API and socket by
test clients (tests/server/harness.py) choosing random legal moves, and the sessions of
their players handed to a browser context, so a page opens as that person.

The clients run on their own event loop in a thread of their own: Playwright's sync API
owns the test's thread.
"""

from __future__ import annotations

import asyncio
import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import BrowserContext

from tests.server.harness import Player
from tests.server.playing import autoplay
from tests.web.conftest import Club


@dataclass
class Finished:
    table: str
    record: int
    info: dict[str, Any]
    # Each player's session cookies, by name.
    cookies: dict[str, dict[str, str]] = field(default_factory=dict)


async def _play(club: Club, names: list[str], body: dict[str, Any], seed: int) -> Finished:
    ws_url = club.url.replace("http://", "ws://") + "/ws"
    players = [await Player(club.url, ws_url).guest(name) for name in names]
    try:
        created = await players[0].http.post("/api/tables", json=body)
        assert created.status_code == 200, created.text
        table = created.json()["table"]["id"]
        for other in players[1:]:
            joined = await other.http.post(f"/api/tables/{table}/join", json={})
            assert joined.status_code == 200, joined.text
        for player in players:
            await player.connect()
            await player.send({"type": "hello", "table": table})
            await player.expect("snapshot")
        for player in players:
            await player.http.post(f"/api/tables/{table}/ready")
        rng = random.Random(seed)
        results = await asyncio.gather(*(autoplay(p, table, rng) for p in players))
        info = results[0]
        assert info["status"] == "finished"
        return Finished(
            table,
            int(info["record_id"]),
            info,
            {p.user["name"]: dict(p.http.cookies.items()) for p in players},
        )
    finally:
        for player in players:
            await player.close()


def finish_game(
    club: Club, names: list[str], body: dict[str, Any], seed: int = 1, min_moves: int = 1
) -> Finished:
    """Create the table `body` describes (the first name creates it, the others join), play
    it to the end with random moves, and say how it ended. A game over in fewer than
    `min_moves` moves (a Go-Stop deal can end as it is dealt) is set aside for another."""
    with ThreadPoolExecutor(1) as pool:
        for attempt in range(8):
            game = pool.submit(asyncio.run, _play(club, names, body, seed + attempt))
            finished = game.result(timeout=120)
            if finished.info["version"] >= min_moves:
                return finished
    raise AssertionError(f"eight games in a row ended in under {min_moves} moves")


def sign_in_as(context: BrowserContext, club: Club, finished: Finished, name: str) -> None:
    """The browser context becomes `name`'s session."""
    context.add_cookies(
        [{"name": k, "value": v, "url": club.url} for k, v in finished.cookies[name].items()]
    )
