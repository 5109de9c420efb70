"""The replay page speaks the reader's language and names the players.

A Go-Stop deal is played to the end against the easy bot by a WebSocket client (the
same club the browser uses); its replay is then opened in the browser in Russian:
each move reads in Russian words with the player's name in front, the bot is labelled
as a bot, and switching to English turns the same moves into English.
"""

from __future__ import annotations

import asyncio
import re
from concurrent.futures import ThreadPoolExecutor

from playwright.sync_api import Page, expect

from tests.server.harness import Player
from tests.server.test_replay_texts import deal_with_moves
from tests.web.conftest import PHONE, Club
from tests.web.helpers import screenshot


async def finished_deal(club: Club) -> int:
    anna = await Player(club.url, club.url.replace("http", "ws") + "/ws").guest("Анна")
    try:
        final, _ = await deal_with_moves(anna)
        return int(final["record_id"])
    finally:
        await anna.close()


def test_replay_in_russian_names_players_and_moves(open_page, club: Club) -> None:
    # Playwright's own loop runs on this thread, so the client plays on another one.
    with ThreadPoolExecutor(1) as pool:
        record = pool.submit(asyncio.run, finished_deal(club)).result(timeout=120)
    page: Page = open_page(PHONE, f"/replay/{record}")
    steps = page.get_by_test_id("replay-step")
    expect(steps.first).to_be_visible()
    lines = steps.all_inner_texts()
    anna = [line for line in lines if line.startswith("Анна: ")]
    bot = [line for line in lines if line.startswith("Бот (лёгкий): ")]
    assert anna and bot, lines[:6]
    assert any(re.match(r"Анна: сыграть \S", line) for line in anna), anna[:4]
    english = re.compile(r": (play|pair with|Go|Stop) ")
    assert not [line for line in lines if english.search(line)], lines[:6]
    assert not [line for line in lines if re.search(r"(место|seat) \d", line)]
    # The final position names the players too, not "Место 1".
    board = page.locator(".play-area")
    expect(board).to_contain_text("Анна")
    expect(board).to_contain_text("Бот (лёгкий)")
    assert not re.search(r"Место \d", board.inner_text())
    screenshot(page, "replay-go-stop-ru")

    page.get_by_test_id("lang-switch").click()
    expect(steps.first).to_contain_text(re.compile(r": (play|pair with|Go|Stop)"))
    lines = steps.all_inner_texts()
    assert any(re.match(r"Анна: play \S", line) for line in lines), lines[:4]
    assert any(line.startswith("Bot (easy): ") for line in lines), lines[:4]
    assert not [line for line in lines if "сыграть" in line]
