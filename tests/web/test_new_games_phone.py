"""The newest games' tables on the narrowest phone the club serves (360x740).

Each is started from the lobby against easy bots as a newcomer would: nothing is
wider than the screen, every control is a 44 px target, each seat's words stay in
its box (clear of the turn banner), and a screenshot is kept to look at.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.web.helpers import assert_fits, assert_seats_inside, quick_play, screenshot, settle

NARROW = {"width": 360, "height": 740}

# game, preset (Russian name; None: the default), the element the table shows first.
TABLES = [
    ("rose_king", None, "[data-testid=rk-board]"),
    ("king_of_tokyo", None, "[data-testid=kot-table]"),
    ("sea_salt_paper", "Короткая партия вдвоём", "[data-testid=ssp-board]"),
    ("kings_corner", None, "[data-testid=cross]"),
]


@pytest.mark.parametrize(("game", "preset", "board"), TABLES, ids=[t[0] for t in TABLES])
def test_a_new_game_fits_a_360_px_phone(
    open_page, game: str, preset: str | None, board: str
) -> None:
    page: Page = open_page(NARROW)
    page.emulate_media(reduced_motion="reduce")
    expect(page.locator(f"[data-game={game}]")).to_be_visible()
    quick_play(page, game, preset, "Новичок")
    expect(page.locator(board)).to_be_visible()
    settle(page)
    screenshot(page, f"{game}-360x740")
    assert_fits(page, NARROW["width"])
    assert_seats_inside(page)
