"""A newcomer plays a whole game of Kings Bounty against the easy bot from the lobby, on a phone
and on a desktop, tapping cards and buildings as a person would.

The player's policy reads only what the page shows: lay down a castle or obelisk if one may
be laid; else tap a troop and then the first building lit for it; else tap a card, put it
under the deck and draw; pass when the page offers only that. The game must reach its end
screen with the result, after the page has said the rules are partly reconstructed.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, assert_in_window, quick_play, screenshot, version

MY_TURN = """() => {
    const main = document.querySelector('main.table-page');
    if (!main) return false;
    if (main.dataset.status === 'finished') return true;
    return !!document.querySelector(
        '[data-testid=kb-hand] [data-playable="1"], [data-testid=kb-draw], [data-testid=kb-pass]');
}"""
MOVED = (
    "v => Number(document.querySelector('main.table-page').dataset.version) > v "
    "|| document.querySelector('main.table-page').dataset.status === 'finished'"
)


def my_turn_or_end(page: Page) -> str:
    page.wait_for_function(MY_TURN, timeout=20_000)
    status = page.locator("main.table-page").get_attribute("data-status")
    return "end" if status == "finished" else "turn"


def move(page: Page) -> None:
    before = version(page)
    hand = page.get_by_test_id("kb-hand")
    if page.get_by_test_id("kb-pass").count():
        page.get_by_test_id("kb-pass").click()
    elif page.get_by_test_id("kb-draw").count():
        page.get_by_test_id("kb-draw").click()
    elif hand.locator('[data-lay="1"]').count():
        hand.locator('[data-lay="1"]').first.click()
    elif hand.locator('[data-playable="1"]:not([data-targets="0"])').count():
        hand.locator('[data-playable="1"]:not([data-targets="0"])').first.click()
        page.locator('[data-target="1"]').first.click()
    else:
        hand.locator('[data-playable="1"]').first.click()
        page.get_by_test_id("kb-return").click()
    page.wait_for_function(MOVED, arg=before)


def check_layout(page: Page, viewport: dict[str, int]) -> None:
    name = f"kings-bounty-{viewport['width']}x{viewport['height']}"
    screenshot(page, name)
    assert_fits(page, viewport["width"])
    # The bot's last move is marked on its side of the table.
    expect(page.get_by_test_id("kb-last-1")).to_be_visible()
    if viewport == DESKTOP:  # the titles aside: both sides' buildings and the hand in view
        areas = "[data-testid=kb-area-0], [data-testid=kb-area-1]"
        assert_in_window(page, areas, "[data-testid=kb-hand] [data-card]")


def test_newcomer_plays_kings_bounty_against_a_bot_to_the_end(open_page) -> None:
    """One whole game: its first half on a phone, the rest on a desktop screen."""
    page: Page = open_page(PHONE)
    quick_play(page, "kings_bounty", None, "Новичок")
    assert my_turn_or_end(page) == "turn"
    expect(page.get_by_test_id("kb-reconstructed")).to_contain_text("частично восстановлены")
    expect(page.get_by_test_id("kb-titles").locator("li")).to_have_count(6)
    expect(page.get_by_test_id("kb-hand").locator("[data-card]")).to_have_count(6)
    moves = 0
    while my_turn_or_end(page) == "turn":
        if moves == 8:
            check_layout(page, PHONE)
        if moves == 20:
            page.set_viewport_size(DESKTOP)
            check_layout(page, DESKTOP)
        move(page)
        moves += 1
        assert moves < 200, "the game did not end"
    assert moves > 20, "the game ended before the desktop half"
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    expect(page.get_by_test_id("kb-result")).to_be_visible()
    assert end.locator("h2").inner_text() in ("Вы победили!", "Вы проиграли", "Ничья")
    screenshot(page, "kings-bounty-end-1366x900")
    assert_fits(page, DESKTOP["width"])
    page.set_viewport_size(PHONE)
    screenshot(page, "kings-bounty-end-390x844")
    assert_fits(page, PHONE["width"])
