"""The lobby on a phone (issue 14, cosmetic): three or four games on one 390x844
screen, every lobby tab within the width, and black suits visible in the dark theme; on a
desktop every game's tile has its picture, all of one height."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from igroteka.games import GAMES
from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, quick_play, screenshot


def _luminance(rgb: list[float]) -> float:
    def channel(c: float) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: list[float], b: list[float]) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_three_or_four_games_fit_one_phone_screen(open_page) -> None:
    page: Page = open_page(PHONE, "/")
    tiles = page.locator("article.tile")
    expect(tiles).to_have_count(len(GAMES))
    boxes = [tiles.nth(i).bounding_box() for i in range(len(GAMES))]
    assert all(boxes)
    on_screen = [b for b in boxes if b and b["y"] + b["height"] <= PHONE["height"]]
    assert len(on_screen) >= 3, [round(b["y"] + b["height"]) for b in boxes if b]
    # Still big and clear: a real picture, a large name, buttons a finger can hit.
    for box in boxes:
        assert box and box["height"] >= 120 and box["width"] >= 340, box
    title = page.locator("article.tile h2").first.evaluate(
        "h => parseFloat(getComputedStyle(h).fontSize)"
    )
    assert title >= 18
    picture = page.locator("article.tile .tile-picture").first.bounding_box()
    assert picture and picture["width"] >= 90 and picture["height"] >= 90, picture
    assert_fits(page, PHONE["width"])
    screenshot(page, "lobby-390x844")
    # Quick play opens inside the compact tile and still fits.
    page.locator("[data-game=kozel]").get_by_test_id("quickplay-open").click()
    expect(page.locator("[data-game=kozel]").get_by_test_id("quickplay-start")).to_be_visible()
    assert_fits(page, PHONE["width"])
    screenshot(page, "lobby-quickplay-390x844")
    page.locator("[data-game=kozel]").get_by_role("button", name="Отмена").click()

    # The four tabs all within the screen, «Мои игры» included.
    tabs = page.locator(".lobby .tabs")
    last = tabs.get_by_role("tab", name="Мои игры")
    box = last.bounding_box()
    assert box and box["x"] + box["width"] <= PHONE["width"], box
    assert tabs.evaluate("t => t.scrollWidth <= t.clientWidth")
    last.click()
    expect(page).to_have_url(page.url.rstrip("/").rsplit("/", 1)[0] + "/me")

    wide: Page = open_page(DESKTOP, "/")
    expect(wide.locator("article.tile")).to_have_count(len(GAMES))
    # Every game shows its picture, every picture the same height: the tiles line up.
    pictures = wide.locator("article.tile .tile-picture").evaluate_all(
        """ps => ps.map(p => [p.closest('.tile').dataset.game,
                              Math.round(p.getBoundingClientRect().height),
                              !!p.querySelector('svg')])"""
    )
    assert [game for game, _, drawn in pictures if not drawn] == [], pictures
    assert len({height for _, height, _ in pictures}) == 1, pictures
    screenshot(wide, "lobby-games-1366x900")


def test_black_suits_stand_out_in_the_dark_theme(open_page) -> None:
    page: Page = open_page(PHONE, "/settings")
    page.get_by_text("Тёмная").click()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.goto("/")
    quick_play(page, "kozel", "Постоянный козырь ♣", "Ира")
    badge = page.get_by_test_id("trump")
    expect(badge).to_have_attribute("data-suit", "c")
    colours = badge.evaluate(
        """el => {
            const svg = el.querySelector('.trump-suit svg');
            const shape = svg.querySelector('path, circle');
            const rgb = c => (c.match(/[\\d.]+/g) || []).map(Number);
            const fill = rgb(getComputedStyle(shape).fill);
            for (let n = svg; n; n = n.parentElement) {
                const bg = rgb(getComputedStyle(n).backgroundColor);
                if (bg.length >= 3 && (bg.length === 3 || bg[3] > 0)) return [fill, bg];
            }
            return [fill, []];
        }"""
    )
    fill, background = colours
    assert _contrast(fill, background) >= 3, colours
    screenshot(page, "kozel-dark-390x844")
