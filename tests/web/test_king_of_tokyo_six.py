"""Six monsters in the browser: two people at one private table with four easy bots (issue 16).

Anna creates a six-seat King of Tokyo table (Tokyo Bay is open) with one open seat
and four easy bots, Boris joins by the invite link from his own browser, and both
play as a person would (stop rolling at once, stay in Tokyo, end the turn without
buying) until the end screen. Both ask for reduced motion, so the bots' moves come
without pacing: the test's time is the game's, not the animation's.
"""

from __future__ import annotations

import re
import time

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import sign_in_as_guest, version
from tests.web.test_king_of_tokyo_vs_bot import press_a_button

# What a page asks of its player now: act, wait for the others, or read the end screen.
STATE = """() => {
    const main = document.querySelector('main.table-page');
    if (!main) return 'wait';
    if (main.dataset.status === 'finished') return 'end';
    const table = document.querySelector('[data-testid=kot-table]');
    return table && table.dataset.canAct === '1' ? 'turn' : 'wait';
}"""


def play_both_to_the_end(pages: list[Page]) -> None:
    """Whoever of the two may act, acts; until both tables show the end of the game."""
    moves = 0
    last_change = time.monotonic()
    seen = -1
    while True:
        states = [page.evaluate(STATE) for page in pages]
        if all(state == "end" for state in states):
            return
        acted = False
        for page, state in zip(pages, states, strict=True):
            if state == "turn" and press_a_button(page):
                moves += 1
                acted = True
        now = max(version(page) for page in pages)
        if now != seen:
            seen, last_change = now, time.monotonic()
        assert time.monotonic() - last_change < 60, "the table stopped moving"
        assert moves < 600, "the game did not end"
        if not acted:
            pages[0].wait_for_timeout(40)


def test_two_people_and_four_bots_play_six_monsters_to_the_end(open_page) -> None:
    # Reduced motion is read when the client starts: asked for first, then the page opened.
    anna: Page = open_page(DESKTOP)
    anna.emulate_media(reduced_motion="reduce")
    anna.goto("/new/king_of_tokyo")
    anna.get_by_test_id("preset-select").select_option(label="Шестеро с Токийским заливом")
    for seat in range(2, 6):
        expect(anna.get_by_test_id(f"seat-{seat}")).to_have_value("easy")
    anna.get_by_test_id("seat-1").select_option("human")
    anna.get_by_test_id("private").check()
    anna.get_by_test_id("create-submit").click()
    sign_in_as_guest(anna, "Аня")
    anna.wait_for_url(re.compile(r"/table/[^?]+\?invite="))
    link = anna.get_by_test_id("invite-link").input_value()
    anna.get_by_test_id("ready").click()

    boris: Page = open_page(PHONE)
    boris.emulate_media(reduced_motion="reduce")
    boris.goto(link)
    sign_in_as_guest(boris, "Борис")
    boris.get_by_test_id("join-1").click()
    boris.get_by_test_id("ready").click()

    for page in (anna, boris):
        expect(page.get_by_test_id("kot-table")).to_be_visible()
        # Six boards, and Tokyo with its Bay: five or more monsters open the second space.
        expect(page.locator("[data-testid^=kot-monster-]")).to_have_count(6)
        expect(page.get_by_test_id("kot-tokyo")).to_have_attribute(
            "aria-label", re.compile("Токийский залив: ")
        )
    play_both_to_the_end([anna, boris])

    results = []
    for page in (anna, boris):
        end = page.get_by_test_id("end-screen")
        expect(end).to_be_visible()
        results.append(end.locator("h2").inner_text())
    assert all(result in ("Вы победили!", "Вы проиграли", "Ничья") for result in results)
    # At most one of the two people won the game.
    assert results.count("Вы победили!") <= 1, results
