"""A newcomer plays whole King of Tokyo games against easy bots from the lobby, in a browser.

On a phone, a duel; on a desktop, four monsters. The player clicks as a
person would: ends the rolling at once («Хватит»), stays in Tokyo when hit,
and ends the turn without buying, until the game is over.
"""

from __future__ import annotations

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, quick_play, screenshot, version

BUTTONS = ("kot-stop", "kot-stay", "kot-act-end", "kot-act-resolve", "kot-act-done", "kot-act-pass")


def wait_turn_or_end(page: Page) -> str:
    page.wait_for_function(
        """() => {
            const main = document.querySelector('main.table-page');
            if (!main) return false;
            if (main.dataset.status === 'finished') return true;
            const table = document.querySelector('[data-testid=kot-table]');
            return !!table && table.dataset.canAct === '1';
        }""",
        timeout=90_000,
    )
    status = page.locator("main.table-page").get_attribute("data-status")
    return "end" if status == "finished" else "turn"


def press_a_button(page: Page) -> bool:
    """One decision as a person makes it (stop, stay, end the turn, else the first offered),
    and wait until the table took it; False when the table moved on under the finger."""
    before = version(page)
    try:
        for test_id in BUTTONS:
            button = page.get_by_test_id(test_id)
            if button.count() and button.is_enabled():
                button.click(timeout=3_000)
                break
        else:
            page.locator("[data-testid=kot-actions] button").first.click(timeout=3_000)
    except PlaywrightError:
        return False
    page.wait_for_function(
        """v => {
            const main = document.querySelector('main.table-page');
            return main.dataset.status === 'finished' || Number(main.dataset.version) > v;
        }""",
        arg=before,
    )
    return True


def play_to_the_end(page: Page, viewport: dict[str, int], name: str) -> None:
    moves = 0
    shot = False
    while wait_turn_or_end(page) == "turn":
        if not shot and page.get_by_test_id("kot-market-0").count():
            expect(page.get_by_test_id("kot-tokyo")).to_be_visible()
            screenshot(page, f"{name}-{viewport['width']}x{viewport['height']}")
            assert_fits(page, viewport["width"])
            shot = True
        if press_a_button(page):
            moves += 1
        assert moves < 400, "the game did not end"
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    # Every monster's board keeps its own last roll, not only the latest roller's.
    monsters = page.locator("[data-testid^=kot-monster-]")
    assert monsters.count() >= 2
    for i in range(monsters.count()):
        expect(monsters.nth(i).locator("[data-testid^=kot-last-of-]")).to_have_count(1)
    assert end.locator("h2").inner_text() in ("Вы победили!", "Вы проиграли", "Ничья")
    screenshot(page, f"{name}-end-{viewport['width']}x{viewport['height']}")
    assert_fits(page, viewport["width"])


def test_newcomer_plays_king_of_tokyo_against_bots(open_page) -> None:
    phone = open_page(PHONE)
    expect(phone.locator("[data-game=king_of_tokyo]")).to_be_visible()
    quick_play(phone, "king_of_tokyo", "Дуэль (вариант для двоих)", "Новичок")
    expect(phone.get_by_test_id("kot-table")).to_be_visible()
    play_to_the_end(phone, PHONE, "king-of-tokyo")

    desk = open_page(DESKTOP)
    quick_play(desk, "king_of_tokyo", "Обычные правила", "Гость")
    expect(desk.get_by_test_id("kot-monster-3")).to_be_visible()
    play_to_the_end(desk, DESKTOP, "king-of-tokyo-four")
