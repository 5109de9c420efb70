"""A newcomer plays Kings Corner against three easy bots from the lobby, in a browser.

The player taps a card of the fan that may go somewhere (the page marks it),
then one of the piles the page marks as taking it, as a finger does; with no
playable card left it ends the turn. The match («В минус до −25») is played
to its end on a phone; on a desktop the first moves are checked and the table
must fit the screen, the cross and the hand inside the window together.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.web.card_table import cards, tap_card, wait_for_my_move, wait_for_version_after
from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, assert_in_window, quick_play, screenshot, version
from tests.web.positions import positions
from tests.web.view_fixture import playout

GAME = ".kc-game"
PRESET = "В минус до −25"


def play_one(page: Page) -> bool:
    """One action of the player's turn: a card onto a pile, or the end of the turn."""
    playable = cards(page, "play")
    before = version(page)
    if playable:
        tap_card(page, playable[0])
        target = page.locator('.kc-pile[data-state="target"]').first
        expect(target).to_be_visible()
        target.click()
        declare = page.get_by_test_id("declare")
        if declare.count():
            declare.locator("button").first.click()
        wait_for_version_after(page, before)
        return True
    end = page.get_by_test_id("end-turn")
    expect(end).to_be_visible()
    end.click()
    wait_for_version_after(page, before)
    return False


def test_newcomer_plays_kings_corner_to_the_end_on_a_phone(open_page) -> None:
    page: Page = open_page(PHONE)
    # A player who asks for reduced motion sees the bots' moves at once (no 0.8 s pacing
    # a move); the pacing itself is tests/web/test_table_pace.py's.
    page.emulate_media(reduced_motion="reduce")
    page.reload()
    expect(page.locator("[data-game=kings_corner]")).to_be_visible(timeout=30_000)
    quick_play(page, "kings_corner", PRESET, "Новичок")
    expect(page.get_by_test_id("cross")).to_be_visible()
    expect(page.locator(".kc-pile")).to_have_count(8)
    turns = 0
    shot = False
    while wait_for_my_move(page, GAME) == "act":
        if not shot:
            expect(page.get_by_test_id("prompt")).to_have_text("Выберите карту, потом стопку")
            screenshot(page, "kings_corner-390x844")
            assert_fits(page, PHONE["width"])
            shot = True
        actions = 0
        while play_one(page):
            actions += 1
            assert actions < 30, "a turn that never ends"
            if wait_for_my_move(page, GAME) != "act":
                break
        turns += 1
        assert turns < 150, "the match did not end"
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    assert end.locator("h2").inner_text() in ("Вы победили!", "Вы проиграли", "Ничья")
    screenshot(page, "kings_corner-end-390x844")
    assert_fits(page, PHONE["width"])


def test_desktop_marks_the_piles_a_card_may_go_on(open_page) -> None:
    page: Page = open_page(DESKTOP)
    quick_play(page, "kings_corner", None, "Стол")
    assert wait_for_my_move(page, GAME) == "act"
    expect(page.get_by_test_id("scores")).to_contain_text("Стол")
    playable = cards(page, "play")
    if playable:
        tap_card(page, playable[0])
        assert page.locator('.kc-pile[data-state="target"]').count() >= 1
        tap_card(page, playable[0])  # a second tap puts it back
        expect(page.locator('.kc-pile[data-state="target"]')).to_have_count(0)
    screenshot(page, "kings_corner-1366x900")
    assert_fits(page, DESKTOP["width"])
    # The hand stands beside the cross, both inside the window.
    hand = "[data-testid=hand] .hand-card"
    assert_in_window(page, "[data-testid=cross]", hand, "[data-testid=end-turn]")
    play_one(page)
    assert page.locator(".kc-last li").count() >= 1


def _my_turn_after_a_hand(state: Any, view: dict[str, Any]) -> bool:
    return (
        view["seat"] == 0
        and view["turn"] == 0
        and view["phase"] == "play"
        and view["last_hand"] is not None
        and len(view["hand"] or []) > 0
    )


def test_after_a_hand_its_result_stands_beside_the_cross(browser: Browser, tmp_path: Path) -> None:
    """The last hand's result, shown at the next hand's start, takes the hand's column on a
    desktop: the cross keeps its place, and the cross and the hand stay inside the window."""
    seed, actions, _ = playout("kings_corner", None, {}, _my_turn_after_a_hand, range(1, 100))
    with positions(browser, tmp_path, "kings_corner", GAME) as open_at:
        page, _ = open_at(None, seed, actions, DESKTOP)
        expect(page.get_by_test_id("hand-result")).to_be_visible()
        # The log says the new hand in words, as every other event.
        log = page.get_by_test_id("game-log")
        expect(log).to_contain_text("Сдача 2, сдаёт")
        expect(log).not_to_contain_text("событие")
        screenshot(page, "kings_corner-after-a-hand-1366x900")
        assert_in_window(page, "[data-testid=cross]", "[data-testid=hand] .hand-card")
        cross = page.get_by_test_id("cross").bounding_box()
        result = page.get_by_test_id("hand-result").bounding_box()
        assert cross and result and result["x"] >= cross["x"] + cross["width"]
