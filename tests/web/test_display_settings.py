"""Display settings chosen on /settings hold at every table: the dark theme leaves every word
readable, and the board theme colours Chapaev's board as it does the draughts boards."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import low_contrast_texts, quick_play, settle


def choose_on_settings(page: Page, *choices: str) -> None:
    """Click the named choices on /settings, as a player does, and come back to the lobby."""
    page.goto("/settings")
    for choice in choices:
        page.get_by_text(choice, exact=True).click()
    page.get_by_role("link", name="Лобби").first.click()
    expect(page.locator("[data-game]").first).to_be_visible()


@pytest.mark.parametrize(
    ("game", "ready", "viewport"),
    [
        # Each monster's board: a white panel whose name and last roll took the dark
        # theme's light ink.
        ("king_of_tokyo", ".kot-monster", PHONE),
        # «первый игрок» on a chip of #eee in light ink; the titles' conditions in #666.
        ("kings_bounty", ".kb-tag", DESKTOP),
        # The pile counts («54 карты») in the dark theme's light grey on the light panels.
        ("sea_salt_paper", ".ssp-centre .muted", PHONE),
    ],
)
def test_dark_theme_leaves_every_word_at_the_table_readable(open_page, game, ready, viewport) -> None:
    page: Page = open_page(viewport, "/")
    choose_on_settings(page, "Тёмная")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    quick_play(page, game, None, "Вера")
    expect(page.locator(ready).first).to_be_visible()
    settle(page)
    assert low_contrast_texts(page, "main.table-page") == []


def test_chapaev_board_follows_the_board_theme(open_page) -> None:
    page: Page = open_page(DESKTOP, "/")
    choose_on_settings(page, "Ночная")
    # The lobby's picture already shows the night board.
    thumbnail = page.locator("[data-game=chapaev] .tile-picture svg")
    expect(thumbnail.locator("rect").first).to_have_attribute("fill", "#2d3748")
    quick_play(page, "chapaev", None, "Вера")
    board = page.locator("main.table-page svg").filter(has=page.locator(".disc")).first
    expect(board).to_be_visible()
    fills = set(board.locator("rect").evaluate_all("rects => rects.map(r => r.getAttribute('fill'))"))
    assert {"#4a5568", "#2d3748"} <= fills, fills
    assert "#f0d9b5" not in fills
    # Night's black side is orange, as on the draughts boards and in the seat list.
    black = board.locator(".disc[data-colour='1'] circle").first
    expect(black).to_have_attribute("fill", "#dd6b20")
