"""Kozel in the browser: a newcomer on a phone plays a short match against three bots from
the lobby, and two friends share one computer as partners behind the privacy screen.

Cards are played as a person plays them: a tap on the visible corner of a card in the fan
(and once from the keyboard). A card the rules forbid answers with the rules' reason and
changes nothing.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web import card_table
from tests.web.card_table import cards, tap_card, wait_for_version_after
from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, screenshot, settle, sign_in_as_guest, version

TABLE = "main.table-page"
# One look at the table, taken at once so it cannot change halfway.
NOW = """() => {
    const game = document.querySelector('.kozel-game');
    return {
        status: document.querySelector('main.table-page')?.dataset.status ?? null,
        turn: game ? game.dataset.turn : null,
        hand: document.querySelectorAll('.hand-card').length,
        hidden: !!document.querySelector('[data-testid=hand-hidden]'),
    };
}"""


def wait_for_my_move(page: Page, timeout: float = 30_000) -> str:
    return card_table.wait_for_my_move(page, ".kozel-game", timeout)


def play_one(page: Page, *, keyboard: bool = False) -> None:
    """One decision or one card; waits until the table took it."""
    before = version(page)
    decisions = page.get_by_test_id("decisions").locator("button")
    if decisions.count():
        # Name a trump, play on without a redeal, keep the last trump: the first button.
        decisions.first.click()
    else:
        playable = cards(page, "play")
        assert playable, "my move, but no card may be played and no decision offered"
        if keyboard:
            page.locator(".hand-card[tabindex='0']").focus()
            first = cards(page).index(playable[0])
            current = cards(page).index(
                page.locator(".hand-card[tabindex='0']").get_attribute("data-card")
            )
            for _ in range((first - current) % len(cards(page))):
                page.keyboard.press("ArrowRight")
            expect(page.locator(".hand-card:focus")).to_have_attribute("data-card", playable[0])
            page.keyboard.press("Enter")
        else:
            tap_card(page, playable[0])
    wait_for_version_after(page, before)


def test_a_short_match_against_three_bots_on_a_phone(open_page) -> None:
    page: Page = open_page(PHONE)
    tile = page.locator("[data-game=kozel]")
    tile.get_by_test_id("quickplay-open").click()
    tile.get_by_test_id("quickplay-preset").select_option(label="Короткая до 6")
    tile.get_by_text("лёгкий").click()
    tile.get_by_test_id("quickplay-start").click()
    sign_in_as_guest(page, "Аня")
    page.wait_for_url(re.compile(r"/table/"))
    expect(page.locator(".kozel-game")).to_be_visible()
    expect(page.locator(".table-title")).to_contain_text("Короткая до 6")
    # Four seats around the table: me at the bottom, my partner (seat 3) opposite.
    expect(page.locator(".felt-top [data-seat='2']")).to_contain_text("партнёр")
    expect(page.locator(".felt-left [data-seat='1']")).to_be_visible()
    expect(page.locator(".felt-right [data-seat='3']")).to_be_visible()

    shown_reason = False
    used_keyboard = False
    looked_at_last_trick = False
    photographed = False
    deals_seen: set[str] = set()
    for _ in range(400):
        if wait_for_my_move(page) == "end":
            break
        deals_seen.add(page.locator(".kozel-game").get_attribute("data-deal") or "")
        blocked = cards(page, "blocked")
        if not shown_reason and blocked:
            # A card the rules forbid: its reason, and the position unchanged.
            before = version(page)
            card = page.locator(f'.hand-card[data-card="{blocked[0]}"]')
            label = card.get_attribute("aria-label")
            tap_card(page, blocked[0])
            refusal = page.get_by_test_id("refusal")
            expect(refusal).to_contain_text(re.compile("нужно ходить|козыр|нельзя"))
            assert label and refusal.inner_text() in label
            settle(page)
            assert version(page) == before and blocked[0] in cards(page)
            shown_reason = True
        if not looked_at_last_trick and page.get_by_test_id("last-trick").is_enabled():
            page.get_by_test_id("last-trick").click()
            expect(page.get_by_test_id("last-trick-cards").locator(".trick-card")).to_have_count(4)
            expect(page.get_by_test_id("last-trick-cards")).to_contain_text("Взятка")
            page.get_by_test_id("last-trick").click()
            looked_at_last_trick = True
        if not photographed and len(cards(page)) <= 6 and page.locator(".trick-card").count():
            screenshot(page, "kozel-390x844")
            assert_fits(page, PHONE["width"])
            photographed = True
        play_one(page, keyboard=not used_keyboard and not page.get_by_test_id("decisions").count())
        used_keyboard = True
    else:
        raise AssertionError("the match did not end in 400 moves")

    assert shown_reason, "no card was ever refused: the reason was never shown"
    assert looked_at_last_trick and photographed
    # The end: the «козлы» named, the score sheet written as on paper.
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    # Three bots of one level told apart as the rest of the table tells them: by their seats.
    rows = end.locator("table.scores tbody tr td:first-child")
    expect(rows.nth(0)).to_contain_text("Аня")
    expect(rows.nth(0)).not_to_contain_text("место")
    for seat in (2, 3, 4):
        expect(rows.nth(seat - 1)).to_contain_text(f"Бот (лёгкий), место {seat}")
    page.get_by_test_id("end-close").click()
    expect(page.get_by_test_id("goats")).to_contain_text("Козлы")
    sheet = page.get_by_test_id("score-sheet")
    lines = sheet.locator("[data-deal]")
    assert lines.count() >= len(deals_seen) - 1 >= 0
    totals = [
        int(page.get_by_test_id(f"tally-{c}").get_attribute("data-sticks") or "0") for c in (0, 1)
    ]
    assert max(totals) >= 6
    expect(page.get_by_test_id("game-log")).to_contain_text("взятку берёт")
    screenshot(page, "kozel-end-390x844")
    # The record of the match draws the same sheet and names the same goats.
    goats = page.get_by_test_id("goats").get_attribute("data-team") or ""
    deal_lines = lines.count()
    page.get_by_role("button", name="Показать итог").click()
    page.get_by_test_id("end-screen").get_by_role("link", name="Запись партии").click()
    page.wait_for_url(re.compile(r"/replay/"))
    expect(page.get_by_test_id("goats")).to_have_attribute("data-team", goats)
    expect(page.get_by_test_id("score-sheet").locator("[data-deal]")).to_have_count(deal_lines)


def test_two_friends_share_a_computer_as_partners(open_page) -> None:
    page: Page = open_page(DESKTOP, "/new/kozel")
    page.get_by_test_id("preset-select").select_option(label="Короткая до 6")
    page.get_by_test_id("seat-1").select_option("easy")
    page.get_by_test_id("seat-2").select_option("here")
    page.get_by_test_id("seat-3").select_option("easy")
    # Private, so the lobby other tests read stays as they left it.
    page.get_by_test_id("private").check()
    page.get_by_test_id("create-submit").click()
    sign_in_as_guest(page, "Аня")
    page.wait_for_url(re.compile(r"/table/"))
    page.get_by_test_id("ready").click()

    hands: dict[int, set[str]] = {}  # each friend's hand as last seen, in this deal
    hands_of_deal: str | None = None
    seats_seen: set[int] = set()
    concealed_seen = False
    privacy_screens = 0
    photographed = False
    for _ in range(60):
        state = wait_for_my_move(page)
        if state == "end":
            break
        if state == "privacy":
            privacy_screens += 1
            # Behind the screen no hand is drawn at all: no card of either friend in the page.
            assert page.locator(".hand-card").count() == 0
            assert page.locator(".kozel-game").count() == 0
            html = page.content()
            for held in hands.values():
                for card in held:
                    assert f'data-card="{card}"' not in html
            page.get_by_test_id("privacy-screen").get_by_role("button").click()
            continue
        seat = int(page.locator(TABLE).get_attribute("data-seat") or "-1")
        assert seat in (0, 2)
        seats_seen.add(seat)
        mine = set(cards(page))
        deal = page.locator(".kozel-game").get_attribute("data-deal")
        if deal != hands_of_deal or not mine <= hands.get(seat, mine):
            hands, hands_of_deal = {}, deal  # a new deal, or a redeal: new hands all round
        hands[seat] = mine
        # The partner's hand is never on screen with this one.
        assert not hands.get(2 - seat, set()) & mine
        if not photographed and page.locator(".trick-card").count() >= 2:
            screenshot(page, "kozel-1366x900")
            assert_fits(page, DESKTOP["width"])
            photographed = True
        play_one(page)
        # Between the two friends' turns (a bot to move) no hand is drawn face up.
        now = page.evaluate(NOW)
        if now["status"] == "playing" and now["turn"] not in ("0", "2", None):
            assert now["hand"] == 0 and now["hidden"], now
            concealed_seen = True
        if privacy_screens >= 6 and photographed:
            break
    assert privacy_screens >= 3, "the device never changed hands behind the privacy screen"
    assert concealed_seen, "no bot's turn was ever seen between the friends' turns"
    assert seats_seen == {0, 2}


def test_card_set_four_colours_cloth_and_clocks_at_the_table(open_page) -> None:
    page: Page = open_page(PHONE, "/settings")
    page.locator("[data-set=atlas]").click()
    page.get_by_test_id("four-color").check()
    page.locator("[data-cloth=blue]").click()
    page.goto("/new/kozel")
    for seat in (1, 2, 3):
        page.get_by_test_id(f"seat-{seat}").select_option("easy")
    page.get_by_test_id("private").check()
    page.get_by_test_id("clock-kind").select_option("move")
    page.get_by_test_id("create-submit").click()
    sign_in_as_guest(page, "Боря")
    page.get_by_test_id("ready").click()
    # The seats around the cloth carry the clocks (the shell's seat list is left out).
    expect(page.locator(".seat-plate [role=timer]")).to_have_count(4)
    expect(page.locator("ul.seats")).to_have_count(0)
    expect(page.locator(".felt")).to_have_attribute("data-cloth", "blue")
    expect(page.locator(".hand-card")).to_have_count(8)
    # Russian letters in the corners (В Д К Т), diamonds blue and clubs green.
    letters = page.eval_on_selector_all(
        ".hand-card svg > g > g:first-of-type > text", "nodes => nodes.map(n => n.textContent)"
    )
    assert set(letters) <= {"6", "7", "8", "9", "10", "В", "Д", "К", "Т"}, letters
    colours = page.eval_on_selector_all(
        ".hand-card", """nodes => nodes.map(n => [n.dataset.card,
            n.querySelector('svg > g > g:first-of-type > text').getAttribute('fill')])""",
    )
    by_suit = {"d": "#1560bd", "c": "#1f7a2e", "h": "#d0021b", "s": "#111111"}
    for card, colour in colours:
        assert colour == by_suit[card[1]], (card, colour)
    # The choice stays after a reload.
    page.reload()
    expect(page.locator(".felt")).to_have_attribute("data-cloth", "blue")
