"""A newcomer plays a whole short game of Sea Salt & Paper (to 20) against a bot from the lobby.

The player clicks as a person would, from what the table shows: draw two from
the deck (or take a pile's top when the deck is gone), keep the first card
offered, play a duo when one is offered, and call STOP as soon as the table
offers it. The game starts on a phone (390x844) and, once a round has been
scored and its sheet shown, goes on at 1366x900 to the end. The browser asks for
reduced motion, which the table respects by showing the bots' moves without pacing.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, assert_seats_inside, quick_play, screenshot, version

MY_MOVE = """() => {
    const main = document.querySelector('main.table-page');
    if (!main) return false;
    if (main.dataset.status === 'finished') return true;
    return !!document.querySelector('[data-testid=ssp-board] button:not([disabled])');
}"""

# What the player clicks, in order of preference, whichever is on the page first.
PREFERENCE = (
    "[data-testid=ssp-stop]",
    "[data-testid=ssp-keep] button",
    "[data-testid=ssp-pick] button",
    "[data-testid=ssp-steal] button",
    "[data-testid^=ssp-look-]",
    "[data-testid^=ssp-duo-]",
    "[data-testid=ssp-draw]",
    "[data-testid^=ssp-take-]",
    "[data-testid=ssp-end]",
)


def wait_for_my_move(page: Page) -> bool:
    """True when the player may act, False once the game is over."""
    page.wait_for_function(MY_MOVE, timeout=30_000)
    return page.locator("main.table-page").get_attribute("data-status") != "finished"


def act(page: Page) -> str:
    for selector in PREFERENCE:
        button = page.locator(f"{selector}:not([disabled])")
        if button.count():
            before = version(page)
            button.first.click()
            page.wait_for_function(
                "v => Number(document.querySelector('main.table-page').dataset.version) > v "
                "|| document.querySelector('main.table-page').dataset.status === 'finished'",
                arg=before,
            )
            return selector
    raise AssertionError("it is my move but the table offers no button")


def test_newcomer_plays_sea_salt_paper_against_a_bot_to_the_end(open_page) -> None:
    page: Page = open_page(PHONE)
    # A player who asks for reduced motion sees the bots' moves at once (no pacing).
    page.emulate_media(reduced_motion="reduce")
    page.reload()
    expect(page.locator("[data-game=sea_salt_paper]")).to_be_visible()
    quick_play(page, "sea_salt_paper", "Короткая партия вдвоём", "Новичок")
    assert wait_for_my_move(page)
    expect(page.get_by_test_id("ssp-deck")).to_be_visible()
    expect(page.get_by_test_id("ssp-pile-0")).to_be_visible()
    expect(page.get_by_test_id("ssp-pile-1")).to_be_visible()
    screenshot(page, "sea-salt-paper-390x844")
    assert_fits(page, PHONE["width"])
    # «в сети» stays in the seat's box, clear of «Ваш ход» under it.
    expect(page.locator(".turn-banner")).to_have_text("Ваш ход")
    assert_seats_inside(page)

    clicked: list[str] = []
    desktop = False
    while wait_for_my_move(page):
        if not desktop and page.get_by_test_id("ssp-sheet").count():
            expect(page.get_by_test_id("ssp-sheet")).to_contain_text("Итоги раунда 1")
            screenshot(page, "sea-salt-paper-sheet-390x844")
            assert_fits(page, PHONE["width"])
            page.set_viewport_size(DESKTOP)
            desktop = True
            screenshot(page, "sea-salt-paper-1366x900")
            assert_fits(page, DESKTOP["width"])
            assert_seats_inside(page)
        if "ssp-keep" in act(page):
            clicked.append("keep")
        else:
            clicked.append("other")
        assert len(clicked) < 600, "the game did not end"
    assert "keep" in clicked
    log = page.get_by_test_id("game-log")
    expect(log).to_contain_text("Итоги раунда 1")
    expect(log).not_to_contain_text("событие")
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    assert end.locator("h2").inner_text() in ("Вы победили!", "Вы проиграли", "Ничья")
    reason = end.locator(".lead").inner_text().strip()
    # What ended the game, with the players' names, not the engine's seat numbers.
    endings = ("«Стоп»", "«Последний шанс»", "колода", "русалки")
    assert any(word in reason for word in endings), reason
    # Who won, by name ("Побеждает Бот", "…при равенстве побеждает тот, кто…: Новичок").
    assert any(word in reason.lower() for word in ("побеждает", "побеждают", "русалки")), reason
    assert "место" not in reason.lower(), reason
    screenshot(page, "sea-salt-paper-end")
    assert_fits(page, DESKTOP["width"] if desktop else PHONE["width"])
