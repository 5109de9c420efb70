"""The server dies in the middle of a game: the client says so, keeps the move made meanwhile,
reconnects by itself when the server is back, and the move is played, nothing lost."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.web.conftest import DESKTOP, Club
from tests.web.helpers import (
    click_square,
    movable,
    pieces,
    sign_in_as_guest,
    targets,
    wait_until_my_turn_or_end,
)


def play_any_move(page: Page) -> tuple[str, str]:
    """The first legal move the board offers, jump by jump; (from, to)."""
    start = movable(page)[0]
    click_square(page, start)
    square = start
    for _ in range(12):  # a capture chain ends long before this
        options = targets(page)
        if not options:
            break
        square = options[0]
        click_square(page, square)
    return start, square


@pytest.fixture
def own_club(tmp_path: Path) -> Iterator[list[Club]]:
    """A club of this test's own, which it may kill and start again on the same port."""
    clubs = [Club(tmp_path / "club.db")]
    yield clubs
    clubs[-1].stop()


def test_a_move_made_while_the_server_is_down_is_played_after_it_returns(
    browser: Browser, own_club: list[Club]
) -> None:
    club = own_club[0]
    context = browser.new_context(viewport=DESKTOP, base_url=club.url)
    context.set_default_timeout(15_000)
    page: Page = context.new_page()
    try:
        page.goto("/")
        tile = page.locator("[data-game=russian_checkers]")
        tile.get_by_test_id("quickplay-open").click()
        tile.get_by_test_id("quickplay-start").click()
        sign_in_as_guest(page, "Вика")
        page.wait_for_url("**/table/**")
        assert wait_until_my_turn_or_end(page) == "turn"
        click_square(page, "c3")
        click_square(page, "d4")
        assert wait_until_my_turn_or_end(page) == "turn"
        version = page.locator("main.table-page").get_attribute("data-version")
        assert version == "2"

        club.kill()
        connection = page.get_by_test_id("connection")
        expect(connection).to_have_attribute("data-status", "reconnecting")
        expect(connection).to_contain_text("Нет связи — переподключаемся…")

        # The move is made offline: it waits, and the player is told so.
        start, end = play_any_move(page)
        expect(page.get_by_test_id("turn-banner")).to_contain_text(
            "ход будет отправлен, когда связь восстановится"
        )

        own_club.append(Club(club.database, port=club.port))
        expect(connection).to_have_attribute("data-status", "online", timeout=30_000)
        page.wait_for_function(
            "() => Number(document.querySelector('main.table-page').dataset.version) >= 3"
        )
        # The log, not the board: the bot may already have answered (and taken that piece).
        third = page.get_by_test_id("game-log").locator("li").nth(2)
        expect(third).to_contain_text(start)
        expect(third).to_contain_text(end)
        # And the game goes on: the bot answers.
        assert wait_until_my_turn_or_end(page) == "turn"
        assert int(page.locator("main.table-page").get_attribute("data-version") or "0") >= 4
    finally:
        context.close()
