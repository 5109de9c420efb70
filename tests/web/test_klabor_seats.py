"""Klabor for three and for four in pairs in the browser: a newcomer plays a whole deal
against easy bots on a phone, the seats sit around the cloth (the partner opposite), the
fan of eight or nine cards fits the screen, and the score sheet after the deal holds the
engine's own figures, column by column, with the partners' names over the pairs' columns.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.card_table import (
    cards,
    hand_fits,
    tap_card,
    wait_for_my_move,
    wait_for_version_after,
)
from tests.web.conftest import DESKTOP, PHONE, Club
from tests.web.helpers import quick_play, assert_fits, screenshot, settle, version
from tests.web.klabor_sheet import assert_sheets_match_the_engine

GAME = ".klabor-game"


def play_a_deal(page: Page, name: str) -> None:
    """Bid and play until the first deal is written down; pictures of the bid and a trick."""
    game = page.locator(GAME)
    photographed = set()
    for _ in range(200):
        assert wait_for_my_move(page, GAME) == "act"
        if page.get_by_test_id("deal-sheet").count():
            return
        before = version(page)
        decisions = page.get_by_test_id("decisions").locator("button")
        if decisions.count():
            if game.get_attribute("data-phase") == "bid" and "bid" not in photographed:
                expect(page.get_by_test_id("turnup").locator("svg").first).to_be_visible()
                screenshot(page, f"{name}-bid-390x844")
                photographed.add("bid")
            decisions.first.click()
        else:
            if "trick" not in photographed and page.locator(".trick-card").count() >= 2:
                hand_fits(page)
                assert_fits(page, PHONE["width"])
                screenshot(page, f"{name}-390x844")
                photographed.add("trick")
            playable = cards(page, "play")
            assert playable, "my move, but no card may be played and no decision offered"
            tap_card(page, playable[0])
        wait_for_version_after(page, before)
    raise AssertionError("no deal was written in 200 moves")


def look_at_the_sheet(page: Page, club: Club, name: str) -> dict:
    view = assert_sheets_match_the_engine(page, club.database)
    screenshot(page, f"{name}-deal-390x844")
    assert_fits(page, PHONE["width"])
    page.set_viewport_size(DESKTOP)
    settle(page)
    screenshot(page, f"{name}-1366x900")
    assert_fits(page, DESKTOP["width"])
    return view


def test_a_deal_for_three_against_two_bots_on_a_phone(open_page, club: Club) -> None:
    page: Page = open_page(PHONE)
    quick_play(page, "klabor", "Втроём", "Аня")
    game = page.locator(GAME)
    expect(game).to_have_attribute("data-players", "3")
    # Me at the bottom, the next seat clockwise on the left, the third on the right.
    expect(page.locator(".felt-left [data-seat='1']")).to_be_visible()
    expect(page.locator(".felt-right [data-seat='2']")).to_be_visible()
    expect(page.locator(".felt-top [data-seat]")).to_have_count(0)
    expect(page.locator(".seat-plate.partner")).to_have_count(0)
    play_a_deal(page, "klabor-three")
    view = look_at_the_sheet(page, club, "klabor-three")
    # Three columns, one a seat: «Мы» first.
    heads = page.locator("[data-testid=score-sheet] thead th[data-side]").all_inner_texts()
    assert len(heads) == 3 and heads[0] == "Мы", heads
    assert view["players"] == 3


def test_a_deal_in_pairs_with_the_partner_opposite_on_a_phone(open_page, club: Club) -> None:
    page: Page = open_page(PHONE)
    quick_play(page, "klabor", "Вчетвером, пара на пару", "Боря")
    game = page.locator(GAME)
    expect(game).to_have_attribute("data-players", "4")
    # The partner opposite, marked as such; the opponents on the sides.
    partner = page.locator(".felt-top [data-seat='2']")
    expect(partner).to_contain_text("партнёр")
    expect(page.locator(".felt-left [data-seat='1']")).to_be_visible()
    expect(page.locator(".felt-right [data-seat='3']")).to_be_visible()
    expect(page.locator(".seat-plate.partner")).to_have_count(1)
    play_a_deal(page, "klabor-pairs")
    view = look_at_the_sheet(page, club, "klabor-pairs")
    assert view["side_of"] == [0, 1, 0, 1]
    # Two columns, a pair each: «Мы» over my name and my partner's, the other pair by name.
    heads = page.locator("[data-testid=deal-sheet] thead th[data-side]")
    expect(heads).to_have_count(2)
    expect(heads.nth(0)).to_contain_text("Мы")
    expect(heads.nth(0).locator(".side-members")).to_have_text("Боря + Бот (лёгкий), место 3")
    # three bots of one level: each is told apart by its seat
    expect(heads.nth(1)).to_contain_text("Они")
    expect(heads.nth(1).locator(".side-members")).to_have_text(
        "Бот (лёгкий), место 2 + Бот (лёгкий), место 4")

