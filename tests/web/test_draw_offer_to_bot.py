"""A player offers the Ugolki bot a draw at the start: the table shows the offer, and after
the player's move the bot accepts at once (it is not better), which the log says."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import PHONE
from tests.web.helpers import quick_play, wait_until_my_turn_or_end
from tests.web.test_ugolki_vs_bot import Greedy


def test_the_ugolki_bot_answers_a_draw_offer_at_once(open_page) -> None:
    page: Page = open_page(PHONE)
    quick_play(page, "ugolki", None, "Миролюбивый")
    assert wait_until_my_turn_or_end(page) == "turn"
    offer = page.get_by_test_id("draw-action")
    expect(offer).to_have_text("Предложить ничью")
    offer.click()
    expect(page.get_by_test_id("draw-offer")).to_have_text("Вы предложили ничью.")
    expect(page.get_by_test_id("game-log")).to_contain_text("предлагает ничью")
    Greedy(page).move(page)
    expect(page.locator("main.table-page")).to_have_attribute("data-status", "finished")
    expect(page.get_by_test_id("game-log")).to_contain_text("принимает ничью")
    expect(page.get_by_test_id("draw-action")).to_have_count(0)
