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


def _luminance(rgb: tuple[float, float, float]) -> float:
    def channel(value: float) -> float:
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_kings_corner_names_its_piles_readably_on_the_oak_table(open_page) -> None:
    """The oak table is a light cloth with dark ink; the piles' names («СЗ», «ЮВ») and the
    stock's count were white (60 % and 100 %) whatever the cloth, and faded into the oak."""
    page: Page = open_page(PHONE, "/")
    choose_on_settings(page, "Дубовый стол")
    quick_play(page, "kings_corner", None, "Вера")
    expect(page.get_by_test_id("cross")).to_be_visible()
    oak = (0xB5, 0x8A, 0x5A)
    words = page.locator(".kc-cross text.kc-spot-name, .kc-cross text.kc-count")
    expect(words.first).to_be_visible()
    seen = words.evaluate_all(
        """nodes => nodes.map(n => {
            const s = getComputedStyle(n);
            return [n.textContent, s.fill, Number(s.fillOpacity) * Number(s.opacity),
                    parseFloat(s.fontSize)];
        })"""
    )
    assert seen
    for text, fill, opacity, size in seen:
        parts = [float(v) for v in fill[fill.index("(") + 1 : fill.index(")")].split(",")]
        alpha = opacity * (parts[3] if len(parts) > 3 else 1)
        drawn = tuple(c * alpha + o * (1 - alpha) for c, o in zip(parts[:3], oak, strict=True))
        # WCAG AA: 3:1 for the large bold names, 4.5:1 for the small count.
        assert _contrast(drawn, oak) >= (3 if size >= 18.6 else 4.5), (text, fill, alpha)
