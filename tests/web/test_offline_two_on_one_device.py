"""The offline app for two people on one device (docs/offline.md): after one online visit,
with the network cut, a deal of Klabor for two is bid and played to its score sheet by two
people passing the phone, the privacy screen between their turns, and a reload resumes
the match where it stopped."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from tests.web.card_table import play_first, wait_for_my_move
from tests.web.conftest import PHONE, Club
from tests.web.helpers import version
from tests.web.test_offline import require_pyodide

GAME = ".klabor-game"


def play_a_deal_passing_the_phone(page: Page) -> int:
    """Bid and play until the deal is written down; returns how often the phone was passed."""
    passed = 0
    for _ in range(300):
        state = wait_for_my_move(page, GAME, timeout=60_000)
        if state == "privacy":
            # The next player takes the phone: nothing of theirs is drawn until they ask.
            expect(page.locator(".hand-card")).to_have_count(0)
            page.get_by_test_id("privacy-screen").get_by_role("button").click()
            passed += 1
            continue
        assert state == "act"
        if page.get_by_test_id("deal-sheet").count():
            return passed
        play_first(page)
    raise AssertionError("no deal was written in 300 steps")


def test_two_people_play_a_deal_of_klabor_on_one_device_offline(
    browser: Browser, tmp_path: Path
) -> None:
    require_pyodide()
    server = Club(tmp_path / "club.db")
    context = browser.new_context(viewport=PHONE, base_url=server.url)
    context.set_default_timeout(30_000)
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto("/offline")
        expect(page.get_by_test_id("offline-status")).to_have_attribute(
            "data-state", "ready", timeout=60_000
        )
        page.wait_for_function("() => !!navigator.serviceWorker.controller")
    finally:
        server.stop()
    try:
        context.set_offline(True)
        page.reload()
        page.get_by_test_id("offline-game").select_option("klabor")
        page.get_by_test_id("offline-two").check()
        # The choice is shown as made: its button lit, the other not.
        expect(page.get_by_test_id("offline-two")).to_have_class("on")
        expect(page.get_by_text("Я против ботов")).not_to_have_class("on")
        page.get_by_test_id("offline-start").click()
        page.wait_for_url("**/table/offline-*")
        expect(page.get_by_test_id("privacy-screen")).to_be_visible(timeout=60_000)
        assert play_a_deal_passing_the_phone(page) >= 4
        expect(page.get_by_test_id("deal-sheet")).to_be_visible()
        played = version(page)

        page.reload()
        page.wait_for_function(
            "v => Number(document.querySelector('main.table-page')?.dataset.version) >= v",
            arg=played,
            timeout=60_000,
        )
        assert version(page) == played
        assert errors == [], f"errors in the page: {errors}"
    finally:
        context.close()
