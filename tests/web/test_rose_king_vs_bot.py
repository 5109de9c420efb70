"""A newcomer plays Rose King against the easy bot from the lobby to the end, on a phone and
on a desktop, clicking as a person does.

The player's policy reads only what the page shows: the lit target squares of his cards on
the board (a plain move first, a hero move otherwise), else the «Взять карту» button; the
skipped turns of zugzwang happen by themselves.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, assert_in_window, quick_play, screenshot, settle, version

READY = """() => {
    const main = document.querySelector('main.table-page');
    if (!main) return false;
    if (main.dataset.status === 'finished') return true;
    return !!document.querySelector('[data-testid=rk-card]:not([disabled]), [data-testid=rk-draw]');
}"""


def wait_turn_or_end(page: Page) -> str:
    page.wait_for_function(READY, timeout=30_000)
    status = page.locator("main.table-page").get_attribute("data-status")
    return "end" if status == "finished" else "turn"


def move(page: Page) -> None:
    before = version(page)
    cards = page.locator("[data-testid=rk-card]:not([disabled])")
    plain = page.locator("[data-testid=rk-card][data-kind=empty]:not([disabled])")
    if plain.count():
        card = plain.first.get_attribute("data-card")
        # Half the time through its lit square on the board, else the card itself.
        target = page.locator(f"[data-testid=rk-target][data-card='{card}']")
        expect(target).to_have_count(1)
        (target if before % 2 else plain.first).click()
    elif cards.count():
        cards.first.click()
    else:
        page.get_by_test_id("rk-draw").click()
    page.wait_for_function(
        "v => Number(document.querySelector('main.table-page').dataset.version) > v "
        "|| document.querySelector('main.table-page').dataset.status === 'finished'",
        arg=before,
    )


def test_newcomer_plays_rose_king_against_a_bot_to_the_end(open_page) -> None:
    """One whole game: begun on a phone (390x844), finished on a desktop (1366x900)."""
    page: Page = open_page(PHONE)
    expect(page.locator("[data-game=rose_king]")).to_be_visible()
    quick_play(page, "rose_king", None, "Роза")
    assert wait_turn_or_end(page) == "turn"
    expect(page.get_by_test_id("rk-board")).to_be_visible()
    expect(page.get_by_test_id("rk-score-0")).to_contain_text("Красные")
    # The board is drawn from the player's seat (Red at the bottom edge: the crown at the top;
    # White at the crown edge: upside down), and every card lies the way the board does.
    board_crown = page.get_by_test_id("rk-board").get_attribute("data-crown")
    assert board_crown in ("top", "bottom")
    card_crowns = page.locator("[data-testid=rk-card] svg").evaluate_all(
        "nodes => nodes.map(n => n.dataset.crown)"
    )
    assert card_crowns and set(card_crowns) == {board_crown}
    # Before choosing, every playable card's square is lit on the board.
    playable = page.locator("[data-testid=rk-card][data-kind=empty]:not([disabled])").count()
    assert page.locator("[data-testid=rk-target]").count() == playable > 0
    moves = 0
    viewport = PHONE
    while wait_turn_or_end(page) == "turn":
        if moves in (4, 12):
            settle(page)
            screenshot(page, f"rose-king-{viewport['width']}x{viewport['height']}")
            assert_fits(page, viewport["width"])
            if viewport == DESKTOP:  # the hands beside the board, all inside the window
                assert_in_window(page, "[data-testid=rk-board]", "[data-testid=rk-card]")
            expect(page.get_by_test_id("rk-last")).to_have_count(1)
            log = page.locator(".game-log li").first.inner_text()
            assert "Роза: Роза" not in log, "the log says the seat twice"
            if moves == 4:
                viewport = DESKTOP
                page.set_viewport_size(viewport)
        move(page)
        moves += 1
        assert moves < 150, "the game did not end"
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    assert end.locator("h2").inner_text() in ("Вы победили!", "Вы проиграли", "Ничья")
    assert end.locator(".lead").inner_text().strip(), "the end screen gives no reason"
    screenshot(page, "rose-king-end-1366x900")
    assert page.locator("[data-testid=rk-stone]").count() >= 20
