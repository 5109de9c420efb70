"""On a phone the table stays where the player left it while the bots play; the log scrolls
inside itself.

Issue 14 saw the page scroll by itself after each move, from 0 to 146 px and then to 686 px
with no touch at all: every new line of the game log was scrolled into view, and on a phone
the log is below the table, so the table, the hand and the turn banner went off screen on
the player's turn.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.card_table import cards, tap_card, wait_for_my_move
from tests.web.conftest import PHONE
from tests.web.helpers import quick_play, settle, version

LOG_LINES = "() => document.querySelectorAll('[data-testid=game-log] li').length"


def test_bots_moves_leave_the_page_where_the_player_left_it(open_page) -> None:
    page: Page = open_page(PHONE)
    quick_play(page, "kozel", "Короткая до 6", "Лена")
    expect(page.locator(".kozel-game")).to_be_visible()
    checked = 0
    for _ in range(12):
        if wait_for_my_move(page, ".kozel-game") == "end":
            break
        before = version(page)
        decisions = page.get_by_test_id("decisions").locator("button")
        if decisions.count():
            decisions.first.click()
        else:
            playable = cards(page, "play")
            assert playable
            tap_card(page, playable[0])
        # The player looks at the top of the table and touches nothing while the bots play.
        page.evaluate("() => window.scrollTo(0, 0)")
        page.wait_for_function(
            "v => Number(document.querySelector('main.table-page').dataset.version) > v",
            arg=before,
        )
        wait_for_my_move(page, ".kozel-game")
        settle(page)
        assert page.evaluate("() => window.scrollY") == 0, "the page scrolled by itself"
        if version(page) > before + 1 and page.evaluate(LOG_LINES) > 0:
            checked += 1  # the bots played too, and the log got their lines
    assert checked >= 3
    # The log followed the game inside itself: its newest line is in its own view.
    log = page.get_by_test_id("game-log")
    at_end = log.evaluate("el => el.scrollHeight - el.scrollTop - el.clientHeight <= 2")
    assert at_end
