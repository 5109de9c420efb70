"""Klabor in the browser: a newcomer on a phone plays a whole deal for two against an easy
bot from the lobby — bidding with the turned card shown, playing cards by tapping them —
and a card the rules forbid answers with the engine's reason and changes nothing.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web import card_table
from tests.web.card_table import cards, tap_card, wait_for_version_after
from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, screenshot, settle, sign_in_as_guest, version

GAME = ".klabor-game"


def wait_for_my_move(page: Page, timeout: float = 30_000) -> str:
    return card_table.wait_for_my_move(page, GAME, timeout)


def test_a_deal_of_klabor_for_two_against_an_easy_bot_on_a_phone(open_page) -> None:
    page: Page = open_page(PHONE)
    tile = page.locator("[data-game=klabor]")
    tile.get_by_test_id("quickplay-open").click()
    tile.get_by_text("лёгкий").click()
    tile.get_by_test_id("quickplay-start").click()
    sign_in_as_guest(page, "Аня")
    page.wait_for_url(re.compile(r"/table/"))
    game = page.locator(GAME)
    expect(game).to_be_visible()
    expect(game).to_have_attribute("data-players", "2")
    # Two seats: me at the bottom, the bot opposite.
    expect(page.locator(".felt-top [data-seat='1']")).to_be_visible()

    bid_in: int | None = None
    shown_reason = False
    photographed = False
    for _ in range(300):
        if wait_for_my_move(page) == "end":
            break
        deal = int(game.get_attribute("data-deal") or "0")
        # Done once a deal I bid in is over and a forbidden card has explained itself.
        if bid_in is not None and deal > bid_in and shown_reason:
            break
        decisions = page.get_by_test_id("decisions").locator("button")
        before = version(page)
        if decisions.count():
            phase = game.get_attribute("data-phase")
            if phase == "bid":
                # The turned card lies on the table while the trump is bid for.
                expect(page.get_by_test_id("turnup").locator("svg").first).to_be_visible()
                labels = decisions.all_inner_texts()
                assert any(re.search("Играю|Козырь", label) for label in labels), labels
                assert any("Пас" in label for label in labels), labels
                box = decisions.first.bounding_box()
                assert box is not None and box["height"] >= 44
                if bid_in is None:
                    screenshot(page, "klabor-bid-390x844")
                    assert_fits(page, PHONE["width"])
                # Take the deal: «Играю» or the first suit named.
                decisions.first.click()
                bid_in = deal
            else:
                # Declare what the engine offers; otherwise go on.
                decisions.first.click()
            wait_for_version_after(page, before)
            continue
        blocked = cards(page, "blocked")
        if not shown_reason and blocked:
            card = page.locator(f'.hand-card[data-card="{blocked[0]}"]')
            label = card.get_attribute("aria-label")
            tap_card(page, blocked[0])
            refusal = page.get_by_test_id("refusal")
            expect(refusal).to_contain_text(re.compile("нужно ходить в масть|козыр"))
            assert label and refusal.inner_text() in label
            settle(page)
            assert version(page) == before and blocked[0] in cards(page)
            shown_reason = True
        if not photographed and page.locator(".trick-card").count():
            screenshot(page, "klabor-390x844")
            assert_fits(page, PHONE["width"])
            photographed = True
        playable = cards(page, "play")
        assert playable, "my move, but no card may be played and no decision offered"
        tap_card(page, playable[0])
        wait_for_version_after(page, before)
    else:
        raise AssertionError("no whole deal with a bid and a refused card in 300 moves")

    assert photographed, "no trick was ever on the table"
    # The deal is written down: its kind, the card points and the last trick.
    sheet = page.get_by_test_id("deal-sheet")
    assert bid_in is not None, "never bid"
    expect(sheet).to_have_attribute("data-deal", re.compile(r"\d+"))
    expect(sheet.locator("[data-row=card_points]")).to_be_visible()
    expect(sheet.locator("[data-row=last_trick]")).to_contain_text("10")
    expect(page.get_by_test_id("score-sheet")).to_contain_text("Итого")
    screenshot(page, "klabor-deal-390x844")
    page.set_viewport_size(DESKTOP)
    settle(page)
    screenshot(page, "klabor-1366x900")
    assert_fits(page, DESKTOP["width"])
    assert shown_reason, "no card was ever refused: the reason was never shown"

    # Leaving mid-match: a bot plays the seat out, and the table leaves the lobby once done.
    table_id = page.url.rstrip("/").split("/")[-1]
    assert any(t["id"] == table_id for t in page.request.get("/api/tables").json())
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Выйти из-за стола").click()
    page.wait_for_url(re.compile(r"/$"))
    for _ in range(600):
        listed = page.request.get("/api/tables").json()
        if all(t["id"] != table_id for t in listed):
            break
        page.wait_for_timeout(100)
    else:
        raise AssertionError("the table the bots played out is still in the lobby")
