"""A game in Chromium against a club whose sockets its socket tier holds (`IGROTEKA_WS_TIER`,
docs/server.md): the browser plays as ever, and when the tier dies mid-game the page
reconnects by itself, now to the club's own socket, and the game goes on, nothing lost."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.server.harness import descendants
from tests.web.conftest import DESKTOP, Club
from tests.web.helpers import click_square, quick_play, version, wait_until_my_turn_or_end
from tests.web.test_reconnect import play_any_move


def _tier_pid(club: Club) -> int:
    tiers = [
        pid
        for pid in descendants(club.process.pid)
        if Path(f"/proc/{pid}/comm").read_text().strip() == "_tier"
    ]
    assert len(tiers) == 1, tiers
    return tiers[0]


def _sockets_held(pid: int) -> int:
    """TCP sockets among the open descriptors of process `pid` (the tier holds nothing else
    but its link, a Unix socket, which /proc/net/tcp does not list)."""
    inodes = set()
    for fd in os.listdir(f"/proc/{pid}/fd"):
        target = os.readlink(f"/proc/{pid}/fd/{fd}")
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    with open("/proc/net/tcp") as table:
        return sum(1 for line in table.readlines()[1:] if line.split()[9] in inodes)


@pytest.fixture
def tier_club(tmp_path: Path) -> Iterator[Club]:
    club = Club(tmp_path / "club.db", env={"IGROTEKA_WS_TIER": "true"})
    yield club
    club.stop()


def test_a_game_through_the_socket_tier_survives_the_tier_dying(
    browser: Browser, tier_club: Club
) -> None:
    context = browser.new_context(viewport=DESKTOP, base_url=tier_club.url)
    context.set_default_timeout(15_000)
    page: Page = context.new_page()
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    try:
        page.goto("/")
        quick_play(page, "russian_checkers", None, "Вика")
        assert wait_until_my_turn_or_end(page) == "turn"
        tier = _tier_pid(tier_club)
        assert _sockets_held(tier) >= 1  # the page's socket is the tier's
        click_square(page, "c3")
        click_square(page, "d4")
        assert wait_until_my_turn_or_end(page) == "turn"
        assert version(page) == 2

        opened = len(sockets)
        os.kill(tier, signal.SIGKILL)
        # The page notices the socket gone and opens another by itself, the club's own.
        for _ in range(300):
            if len(sockets) > opened:
                break
            page.wait_for_timeout(100)
        assert len(sockets) > opened, "the page did not reconnect"
        expect(page.get_by_test_id("connection")).to_have_attribute(
            "data-status", "online", timeout=30_000
        )
        start, end = play_any_move(page)
        page.wait_for_function(
            "() => Number(document.querySelector('main.table-page').dataset.version) >= 3"
        )
        third = page.get_by_test_id("game-log").locator("li").nth(2)
        expect(third).to_contain_text(start)
        expect(third).to_contain_text(end)
        assert wait_until_my_turn_or_end(page) == "turn"  # the bot answered
    finally:
        context.close()
