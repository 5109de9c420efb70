"""The network goes away in the middle of a game, without a word: no close, no error.

Anna plays checkers on her phone against Boris on his laptop; her network is cut
(`tests/web/netcut.py`: every byte stops both ways, a new connection hangs). Within
seconds her page says there is no connection and that it is reconnecting; Boris's page
says she is offline and counts down to the bot taking her seat; when the grace period is
over the bot plays her move and his page says a bot plays for her. The network comes back:
her page reconnects by itself, says it is on-line and shows the bot's move.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.web.conftest import DESKTOP, PHONE, Club, _free_port
from tests.web.helpers import assert_fits, screenshot
from tests.web.netcut import NetworkCut

GRACE = 8  # seconds before a bot takes the seat of a player who is away
COUNTDOWN = re.compile(r"Аня не на связи\. Через (\d+) с место займёт бот")


@pytest.fixture
def club_behind_a_cable(tmp_path: Path) -> Iterator[tuple[Club, NetworkCut]]:
    """A club of its own, and a cuttable network in front of it for one of the players."""
    port = _free_port()
    cable = NetworkCut(port)
    club = Club(
        tmp_path / "club.db",
        port=port,
        env={
            "IGROTEKA_GRACE_SECONDS": str(GRACE),
            # Pages come both straight from the club and through the cable.
            "IGROTEKA_PUBLIC_ORIGIN": f"http://127.0.0.1:{port},{cable.url}",
        },
    )
    yield club, cable
    cable.close()
    club.stop()


def _version(page: Page) -> int:
    return int(page.locator("main.table-page").get_attribute("data-version") or "-1")


def test_a_cut_network_is_seen_within_seconds_by_the_player_and_by_the_others(
    browser: Browser, club_behind_a_cable: tuple[Club, NetworkCut]
) -> None:
    club, cable = club_behind_a_cable
    contexts: list[BrowserContext] = []
    errors: list[str] = []

    def person(base_url: str, viewport: dict[str, int], name: str) -> Page:
        context = browser.new_context(viewport=viewport, base_url=base_url)
        context.set_default_timeout(15_000)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto("/")
        answer = page.request.post("/api/auth/guest", data={"name": name})
        assert answer.ok, answer.text()
        return page

    try:
        anna = person(cable.url, PHONE, "Аня")
        boris = person(club.url, DESKTOP, "Борис")
        created = anna.request.post(
            "/api/tables",
            data={"game": "russian_checkers", "seats": [{"kind": "me"}, {"kind": "human"}]},
        )
        assert created.ok, created.text()
        table = created.json()["table"]["id"]
        assert boris.request.post(f"/api/tables/{table}/join", data={"seat": 1}).ok
        for page in (anna, boris):
            assert page.request.post(f"/api/tables/{table}/ready", data={}).ok
            page.goto(f"/table/{table}")
        connection = anna.get_by_test_id("connection")
        expect(connection).to_have_attribute("data-status", "online")
        expect(connection).to_have_text("На связи")
        expect(boris.get_by_test_id("turn-banner")).to_have_text("Ходит Аня")
        notice = boris.get_by_test_id("away-notice")
        expect(notice).to_have_count(0)

        cable.cut()
        # Her page: no connection, at once (the silence limit is 6 s), not 40 s later.
        expect(connection).to_have_attribute("data-status", "reconnecting", timeout=8_000)
        expect(connection).to_contain_text("Нет связи — переподключаемся…")
        # His page: she is offline, and the bot takes her seat in so many seconds...
        expect(notice).to_contain_text(COUNTDOWN, timeout=8_000)
        match = COUNTDOWN.search(notice.inner_text())
        assert match is not None
        first = int(match.group(1))
        assert 0 < first <= GRACE
        expect(boris.locator(".seat[data-seat='0'] .presence")).to_have_class(re.compile(r"\boff\b"))
        # ...which counts down.
        boris.wait_for_function(
            """first => {
                const m = /Через (\\d+) с/.exec(document.querySelector('[data-testid=away-notice]')?.textContent ?? '');
                return m !== null && Number(m[1]) < first;
            }""",
            arg=first,
        )
        screenshot(boris, "network-cut-countdown-1366x900")
        screenshot(anna, "network-cut-offline-390x844")

        # The grace period over, the bot plays for her, and his page says so.
        expect(notice).to_have_text(
            "Аня не на связи. Пока игрок не вернётся, за него играет бот", timeout=GRACE * 1000 + 5000
        )
        boris.wait_for_function(
            "() => Number(document.querySelector('main.table-page').dataset.version) >= 1"
        )
        expect(boris.get_by_test_id("turn-banner")).to_have_text("Ваш ход")
        expect(boris.locator(".seat[data-seat='0']")).to_contain_text("пока играет бот")
        screenshot(boris, "network-cut-bot-plays-1366x900")
        # On a phone too the notice is there, above the board, and fits the screen.
        boris.set_viewport_size(PHONE)
        expect(notice).to_be_in_viewport()
        assert_fits(boris, PHONE["width"])
        screenshot(boris, "network-cut-bot-plays-390x844")
        # Still cut: her page knows nothing of the move, and still says so.
        assert _version(anna) == 0
        expect(connection).to_have_attribute("data-status", "reconnecting")

        cable.restore()
        # Back on-line by itself, with the bot's move; his page shows her back.
        expect(connection).to_have_attribute("data-status", "online", timeout=25_000)
        expect(connection).to_have_text("На связи")
        anna.wait_for_function(
            "() => Number(document.querySelector('main.table-page').dataset.version) >= 1"
        )
        expect(notice).to_have_count(0)
        expect(boris.locator(".seat[data-seat='0'] .presence")).to_have_class(re.compile(r"\bon\b"))
        screenshot(anna, "network-back-390x844")
        assert errors == [], f"errors in the pages: {errors}"
    finally:
        for context in contexts:
            context.close()
