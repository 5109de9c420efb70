"""A rematch from the end screen (issue 14): Аня asks, Боря sees her offer and accepts, and
both pages move to a new table with the same settings and everyone one seat on; «Новые
соперники» opens a fresh table with the same game and settings for anyone to join.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE, Club
from tests.web.finished_games import finish_game, sign_in_as
from tests.web.helpers import assert_fits, screenshot

CHECKERS = {
    "game": "russian_checkers",
    "preset": "classical",
    "seats": [{"kind": "me"}, {"kind": "human"}],
    "clock": {"kind": "move", "seconds": 600},
}


def at_the_end(open_page, club: Club, game, name: str, english: bool = False) -> Page:
    page: Page = open_page(PHONE)
    sign_in_as(page.context, club, game, name)
    if english:  # chosen in the lobby: the end screen covers the page's header
        page.goto("/")
        page.get_by_test_id("lang-switch").click()
        expect(page.get_by_test_id("lang-switch")).to_have_text("RU")
        # The account keeps the language: wait until it has it, or the next page's load may
        # read the old one from the account (the save is a request of its own).
        for _ in range(150):
            if page.request.get("/api/me").json()["user"]["lang"] == "en":
                break
            page.wait_for_timeout(100)
        assert page.request.get("/api/me").json()["user"]["lang"] == "en"
    page.goto(f"/table/{game.table}")
    expect(page.get_by_test_id("end-screen")).to_be_visible()
    return page


def test_both_accept_and_the_rematch_starts_with_the_seats_turned(open_page, club: Club) -> None:
    game = finish_game(club, ["Аня", "Боря"], CHECKERS, seed=6)
    anna = at_the_end(open_page, club, game, "Аня")
    boris = at_the_end(open_page, club, game, "Боря")
    expect(anna.get_by_test_id("rematch-ask")).to_have_text("Реванш")
    expect(anna.get_by_test_id("new-opponents")).to_have_text("Новые соперники")
    anna.get_by_test_id("rematch-ask").click()
    expect(anna.get_by_test_id("rematch-waiting")).to_have_text("Ждём согласия: Боря")
    expect(anna.get_by_test_id("rematch-ask")).to_have_count(0)
    # Боря is told at once, with the way to accept.
    expect(boris.get_by_test_id("rematch-offer")).to_have_text("Реванш предлагает: Аня")
    expect(boris.get_by_test_id("rematch-ask")).to_have_text("Принять реванш")
    screenshot(boris, "rematch-offer-390x844")
    assert_fits(boris, PHONE["width"])
    boris.set_viewport_size(DESKTOP)
    screenshot(boris, "rematch-offer-1366x900")
    assert_fits(boris, DESKTOP["width"])
    boris.get_by_test_id("rematch-ask").click()

    # Both pages go to the new table, which is playing.
    for page in (anna, boris):
        page.wait_for_url(re.compile(r"/table/(?!" + re.escape(game.table) + r")[\w-]+$"))
    new_id = anna.url.rsplit("/", 1)[1]
    assert boris.url.endswith(new_id)
    expect(anna.locator("main.table-page")).to_have_attribute("data-status", "playing")
    expect(boris.locator("main.table-page")).to_have_attribute("data-status", "playing")
    screenshot(anna, "rematch-table-390x844")
    old = anna.request.get(f"/api/tables/{game.table}").json()
    new = anna.request.get(f"/api/tables/{new_id}").json()
    assert [s["name"] for s in old["seats"]] == ["Аня", "Боря"]
    assert [s["name"] for s in new["seats"]] == ["Боря", "Аня"], "the seats turned: Боря is white"
    assert new["preset"] == old["preset"] == "classical"
    assert new["options"] == old["options"] and new["clock"] == old["clock"]
    assert new["private"] == old["private"] and new["stake"] == old["stake"]
    # The old table's end screen leads to the new one, in English too.
    late = at_the_end(open_page, club, game, "Боря", english=True)
    expect(late.get_by_test_id("rematch-open")).to_have_text("To the rematch table")


def test_new_opponents_opens_a_fresh_table_with_the_same_settings(open_page, club: Club) -> None:
    game = finish_game(club, ["Вера", "Гена"], CHECKERS, seed=8)
    page = at_the_end(open_page, club, game, "Вера", english=True)
    expect(page.get_by_test_id("new-opponents")).to_have_text("New opponents")
    expect(page.get_by_test_id("rematch-ask")).to_have_text("Rematch")
    page.get_by_test_id("new-opponents").click()
    page.wait_for_url(re.compile(r"/table/(?!" + re.escape(game.table) + r")[\w-]+$"))
    new_id = page.url.rsplit("/", 1)[1]
    new = page.request.get(f"/api/tables/{new_id}").json()
    old = page.request.get(f"/api/tables/{game.table}").json()
    assert new["status"] == "waiting" and new["private"] is False
    assert [(s["kind"], s["name"]) for s in new["seats"]] == [("human", "Вера"), ("empty", "")]
    assert new["options"] == old["options"] and new["preset"] == "classical"
    assert new["clock"] == old["clock"]
    lobby = page.request.get("/api/tables?game=russian_checkers").json()
    assert new_id in [t["id"] for t in lobby], "new opponents find it in the lobby"
