"""The language switch changes every visible string, on the lobby and at a table, both ways."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP
from tests.web.helpers import CYRILLIC, sign_in_as_guest, visible_text, wait_until_my_turn_or_end

# What the table shows in Russian, and the English words that must be gone then.
RUSSIAN_TABLE = [
    "Русские шашки", "Журнал", "Чат", "Правила", "Настройки стола", "Выйти из-за стола", "На связи",
]
ENGLISH_TABLE = [
    "Russian draughts", "Log", "Chat", "Rules", "Table settings", "Leave the table", "Connected",
    "Your move",
]


def cyrillic_left(page: Page) -> list[str]:
    """Lines still in Russian, leaving out names people chose (marked data-user-text)."""
    text = page.evaluate(
        """() => {
            const style = document.createElement('style');
            style.textContent = '[data-user-text] { display: none !important; }';
            document.head.appendChild(style);
            const text = document.body.innerText;
            style.remove();
            return text;
        }"""
    )
    return [line for line in text.splitlines() if CYRILLIC.search(line)]


def test_language_switch_changes_every_visible_string(open_page) -> None:
    page: Page = open_page(DESKTOP)
    expect(page.locator("[data-game=ugolki]")).to_be_visible()
    expect(page.locator("[data-game=russian_checkers]")).to_be_visible()
    assert cyrillic_left(page), "the lobby should start in Russian"

    page.get_by_test_id("lang-switch").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert cyrillic_left(page) == []
    assert page.title() == "Igroteka"
    for tab in ("Tables", "Ratings", "My games", "Games"):
        page.get_by_role("tab", name=tab, exact=True).click()
        page.wait_for_load_state("networkidle")
        assert cyrillic_left(page) == [], f"Cyrillic left on the {tab} tab"

    # A game against a bot, in English, by a player with a Latin name.
    tile = page.locator("[data-game=russian_checkers]")
    tile.get_by_test_id("quickplay-open").click()
    assert cyrillic_left(page) == []
    tile.get_by_test_id("quickplay-start").click()
    assert cyrillic_left(page) == []  # the name dialog
    sign_in_as_guest(page, "Lena")
    page.wait_for_url("**/table/**")
    assert wait_until_my_turn_or_end(page) == "turn"
    page.locator('svg.board rect[data-square="c3"]').click()
    page.locator('svg.board rect[data-square="d4"]').click()
    assert wait_until_my_turn_or_end(page) == "turn"
    expect(page.get_by_test_id("game-log")).to_contain_text("c3-d4")
    for tab in ("Log", "Chat", "Table settings"):
        page.locator(".side-panel").get_by_role("tab", name=tab, exact=True).click()
        assert cyrillic_left(page) == [], f"Cyrillic left on the table's {tab} tab"
    text = visible_text(page)
    for word in ENGLISH_TABLE:
        assert word in text, f"'{word}' missing from the English table"

    # And back: the same table entirely in Russian.
    page.get_by_test_id("lang-switch").click()
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    page.locator(".side-panel").get_by_role("tab", name="Журнал").click()
    text = visible_text(page)
    for word in RUSSIAN_TABLE:
        assert word in text, f"'{word}' missing from the Russian table"
    for word in ENGLISH_TABLE:
        assert word not in text, f"'{word}' left on the Russian table"
    expect(page.get_by_test_id("turn-banner")).to_have_text("Ваш ход")
