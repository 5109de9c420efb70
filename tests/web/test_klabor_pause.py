"""Klabor holds a finished deal's result on screen until the player moves on (issue 14:
the table went straight into the next deal): the deal's sheet, «бейт», «висяк» and «лыжи»
explained in a line each, no hand and no choices of the next deal until «Дальше».
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web.card_table import cards, play_first
from tests.web.conftest import PHONE
from tests.web.helpers import assert_fits, screenshot, settle, sign_in_as_guest

GAME = ".klabor-game"
MY_MOVE_OR_PAUSE = """() => {
    if (document.querySelector('[data-testid=deal-pause]')) return true;
    const main = document.querySelector('main.table-page');
    if (main && main.dataset.status === 'finished') return true;
    const root = document.querySelector('.klabor-game');
    return !!root && root.dataset.canAct === '1' && !document.querySelector('.turn-banner .pending');
}"""


def play_until_the_deal_ends(page: Page) -> None:
    for _ in range(300):
        page.wait_for_function(MY_MOVE_OR_PAUSE, timeout=30_000)
        if page.get_by_test_id("deal-pause").count():
            return
        assert page.locator("main.table-page").get_attribute("data-status") != "finished"
        play_first(page)
    raise AssertionError("no deal ended in 300 moves")


def test_the_deal_result_waits_for_the_player(open_page) -> None:
    page: Page = open_page(PHONE)
    tile = page.locator("[data-game=klabor]")
    tile.get_by_test_id("quickplay-open").click()
    tile.get_by_text("лёгкий").click()
    tile.get_by_test_id("quickplay-start").click()
    sign_in_as_guest(page, "Аня")
    page.wait_for_url(re.compile(r"/table/"))
    expect(page.locator(GAME)).to_be_visible()
    expect(page.get_by_test_id("deal-pause")).to_have_count(0)

    play_until_the_deal_ends(page)
    pause = page.get_by_test_id("deal-pause")
    expect(pause).to_be_visible()
    deal = int(pause.get_attribute("data-deal") or "0")
    assert deal >= 1
    expect(pause.locator("h3")).to_contain_text(f"Раздача {deal} окончена")
    # The deal as written, the same figures as the sheet beside it.
    for row in ("card_points", "written", "scores"):
        expect(pause.locator(f"tr[data-row={row}]")).to_be_visible()
    sheet_written = page.locator("[data-testid=deal-sheet] tr[data-row=written]").inner_text()
    assert pause.locator("tr[data-row=written]").inner_text() == sheet_written
    terms = pause.get_by_test_id("deal-terms")
    expect(terms.locator("[data-term=bait]")).to_contain_text("Бейт — ")
    expect(terms.locator("[data-term=hanging]")).to_contain_text("Висяк — ")
    expect(terms.locator("[data-term=skis]")).to_contain_text("Лыжи — ")
    next_deal = page.locator(GAME).get_attribute("data-deal")
    expect(page.get_by_test_id("deal-pause-next")).to_have_text(f"Дальше: раздача {next_deal}")
    # The banner says what is true: the deal is over, not «Ваш ход» over a hidden hand.
    banner = page.get_by_test_id("turn-banner")
    expect(banner).to_have_text(f"Раздача {deal} сыграна")
    expect(banner).not_to_have_class(re.compile(r"\bmine\b"))
    # The next deal is not on the table yet: no hand, no choices.
    assert cards(page) == []
    expect(page.get_by_test_id("decisions")).to_have_count(0)
    screenshot(page, "klabor-deal-pause-390x844")
    assert_fits(page, 390)
    # The result stays while the player reads it.
    page.wait_for_timeout(1500)
    settle(page)
    expect(pause).to_be_visible()

    # In English too.
    page.get_by_test_id("lang-switch").click()
    expect(terms.locator("[data-term=bait]")).to_contain_text("Bait: the maker")
    expect(terms.locator("[data-term=skis]")).to_contain_text("Skis: a side")
    expect(page.get_by_test_id("deal-pause-next")).to_have_text(f"Next: deal {next_deal}")
    expect(banner).to_have_text(f"Deal {deal} is over")
    page.get_by_test_id("lang-switch").click()

    page.get_by_test_id("deal-pause-next").click()
    expect(page.get_by_test_id("deal-pause")).to_have_count(0)
    page.wait_for_function(MY_MOVE_OR_PAUSE, timeout=30_000)
    expect(page.locator(".hand-card").first).to_be_visible()
    expect(banner).not_to_contain_text("сыграна")
    if page.locator(GAME).get_attribute("data-can-act") == "1":
        expect(banner).to_contain_text("Ваш ход")
    # The sheet beside the table still holds the deal.
    expect(page.get_by_test_id("deal-sheet")).to_have_attribute("data-deal", str(deal))
