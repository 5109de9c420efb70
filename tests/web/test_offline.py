"""The offline app (docs/offline.md): one online visit keeps the club on the device, then
with the network cut (the browser offline and the club's server stopped) a Russian
checkers game against a bot is started and played in the browser (Pyodide in a Web
Worker), a reload, still offline, resumes it from IndexedDB, and the player resigns.
Back online, the finished game goes to the account: «Мои игры» lists it, offline and
unrated, with its replay."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from tests.web.conftest import PHONE, WEB_DIST, Club
from tests.web.helpers import (
    click_square,
    low_contrast_texts,
    movable,
    targets,
    version,
    wait_until_my_turn_or_end,
)


def play_one_move(page: Page) -> None:
    """The first movable piece to its first square (on through a multiple capture)."""
    assert wait_until_my_turn_or_end(page, timeout=30_000) == "turn"
    before = version(page)
    click_square(page, movable(page)[0])
    while version(page) == before:
        squares = targets(page)
        assert squares, "a picked piece shows where it can go"
        click_square(page, squares[0])
        page.wait_for_timeout(100)
    page.wait_for_function(
        "v => Number(document.querySelector('main.table-page').dataset.version) > v",
        arg=before,
    )


def require_pyodide() -> None:
    """The offline tests need Pyodide in the built client; say how to get it if it is not."""
    if not (WEB_DIST / "pyodide" / "pyodide.mjs").is_file():
        raise AssertionError(
            "Pyodide is not in the built client: `cd web && npm install` (pyodide is in "
            "package.json) or build with IGROTEKA_PYODIDE_DIR=<unpacked pyodide npm package>"
        )


def test_offline_checkers_against_a_bot_resumes_after_a_reload(
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
        # The one online visit (as a guest): the service worker keeps the club on the device.
        page.goto("/")
        assert page.request.post("/api/auth/guest", data={"name": "Аня"}).ok
        page.get_by_test_id("nav-offline").click()
        expect(page.get_by_test_id("offline-status")).to_have_attribute(
            "data-state", "ready", timeout=60_000
        )
        # The green «ready» notice reads as well as the rest of the page (it was 4.3:1).
        assert low_contrast_texts(page) == []
        page.wait_for_function("() => !!navigator.serviceWorker.controller")
    finally:
        server.stop()
    try:
        context.set_offline(True)
        page.reload()
        expect(page.get_by_test_id("offline-page")).to_be_visible()
        page.get_by_test_id("offline-game").select_option("russian_checkers")
        page.get_by_test_id("offline-level").select_option("medium")
        page.get_by_test_id("offline-start").click()
        page.wait_for_url("**/table/offline-*")
        expect(page.get_by_test_id("turn-banner")).to_have_text("Ваш ход", timeout=60_000)
        # A game on this device alone: no seat claims to be «в сети» (online).
        expect(page.locator(".seats .seat")).to_have_count(2)
        expect(page.locator(".seats")).not_to_contain_text("в сети")
        for _ in range(3):
            play_one_move(page)
        assert wait_until_my_turn_or_end(page) == "turn"
        played = version(page)
        assert played >= 5  # three of ours and the bot's answers

        # Closing the app or reloading the page, still offline: the game goes on.
        page.reload()
        page.wait_for_function(
            "v => Number(document.querySelector('main.table-page')?.dataset.version) >= v",
            arg=played,
            timeout=60_000,
        )
        assert version(page) == played
        play_one_move(page)
        assert wait_until_my_turn_or_end(page) == "turn"
        page.get_by_test_id("resign").click()
        page.get_by_test_id("resign-yes").click()
        expect(page.locator("main.table-page")).to_have_attribute("data-status", "finished")
        page.get_by_test_id("end-close").click()
        page.get_by_role("button", name="К играм без сети").click()
        expect(page.get_by_test_id("offline-games")).to_contain_text("окончена")
        assert "Мои игры" not in (page.get_by_test_id("offline-games").text_content() or "")
    finally:
        context.set_offline(False)

    # The network is back (the same club, the same address): the game goes to the account.
    again = Club(tmp_path / "club.db", port=server.port)
    try:
        page.reload()
        expect(page.get_by_test_id("offline-games")).to_contain_text("отправлена в «Мои игры»")
        page.goto("/me")
        expect(page.get_by_test_id("offline-tag")).to_have_text("без сети, без рейтинга")
        page.get_by_role("link", name="Запись партии").first.click()
        page.wait_for_url("**/replay/**")
        expect(page.locator("main")).to_contain_text("Русские шашки")
        assert errors == [], f"errors in the page: {errors}"
    finally:
        context.close()
        again.stop()
