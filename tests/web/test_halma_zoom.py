"""A phone player enlarges the 16×16 Halma board («Крупнее») and moves by tapping squares."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import PHONE
from tests.web.helpers import (
    assert_fits,
    click_square,
    movable,
    screenshot,
    quick_play,
    targets,
    version,
    wait_until_my_turn_or_end,
)


def _square_width(page: Page, square: str) -> float:
    box = page.locator(f'svg.board rect[data-square="{square}"]').bounding_box()
    assert box is not None
    return box["width"]


def test_a_big_board_is_enlarged_on_a_phone_and_played_by_taps(open_page) -> None:
    page: Page = open_page(PHONE)
    quick_play(page, "ugolki", "Халма 16×16 на двоих", "Телефон")
    assert wait_until_my_turn_or_end(page) == "turn"

    piece = movable(page)[0]
    small = _square_width(page, piece)
    assert small < 30, f"a 16×16 square is {small}px before enlarging"
    toggle = page.get_by_test_id("board-zoom-toggle")
    expect(toggle).to_have_text("Крупнее")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("board-zoom")).to_have_class("board-zoom zoomed")
    large = _square_width(page, piece)
    assert large >= 40, f"an enlarged square is only {large}px"
    # The enlarged frame opens on the player's own pieces.
    in_frame = page.evaluate(
        """square => {
            const frame = document.querySelector('[data-testid=board-zoom]').getBoundingClientRect();
            const rect = document.querySelector(`svg.board rect[data-square="${square}"]`)
                .getBoundingClientRect();
            return rect.left >= frame.left && rect.right <= frame.right
                && rect.top >= frame.top && rect.bottom <= frame.bottom;
        }""",
        piece,
    )
    assert in_frame, f"{piece} is outside the enlarged frame"
    # (the home is at the bottom of the player's board: the frame had to scroll down to it)
    assert page.evaluate("document.querySelector('[data-testid=board-zoom]').scrollTop") > 0
    # The board scrolls inside its frame; the page itself stays as wide as the phone.
    assert_fits(page, PHONE["width"])
    screenshot(page, "halma16-zoomed-390x844")

    before = version(page)
    click_square(page, piece)
    options = targets(page)
    assert options, "a movable piece shows no target"
    click_square(page, options[0])
    finish = page.get_by_test_id("finish-move")
    if finish.count() > 0:
        finish.click()
    page.wait_for_function(
        "v => Number(document.querySelector('main.table-page').dataset.version) > v", arg=before
    )
    # It stays enlarged for the next move, and goes back on a second press.
    assert _square_width(page, piece) >= 40
    toggle.click()
    assert _square_width(page, piece) < 30


def test_small_boards_offer_no_zoom(open_page) -> None:
    page: Page = open_page(PHONE)
    quick_play(page, "ugolki", "GAMBITER: мини-уголки 3×3", "Малыш")
    assert wait_until_my_turn_or_end(page) == "turn"
    expect(page.get_by_test_id("board-zoom-toggle")).to_have_count(0)
