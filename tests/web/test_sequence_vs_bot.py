"""A newcomer plays Sequence Numbers against the easy bot from the lobby: a whole game on a phone,
the first moves on a desktop; on the phone the board is looked at closer and back. On both
the board and the whole hand fit the window together.

The player picks a card in the hand, sees the cells it may take lit on the
board, and taps one, as a person would; the script prefers the lit cell
with the most of its own chips around it, so the game ends in a sequence.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, assert_in_window, quick_play, screenshot, settle, version

MY_TURN = """() => {
    const main = document.querySelector('main.table-page');
    if (!main) return false;
    if (main.dataset.status === 'finished') return true;
    return !!document.querySelector('[data-testid=sq-card]:not([disabled])');
}"""


def wait_turn(page: Page) -> str:
    page.wait_for_function(MY_TURN, timeout=20_000)
    status = page.locator("main.table-page").get_attribute("data-status")
    return "end" if status == "finished" else "turn"


def chips(page: Page) -> dict[int, int]:
    found = page.eval_on_selector_all(
        "[data-testid=sq-board] [data-cell]",
        "nodes => nodes.map(n => [Number(n.dataset.cell), Number(n.dataset.chip)])",
    )
    return {cell: chip for cell, chip in found}


def lit(page: Page) -> list[int]:
    return page.eval_on_selector_all(
        "[data-testid=sq-board] [data-target='1']",
        "nodes => nodes.map(n => Number(n.dataset.cell))",
    )


def around(board: dict[int, int], cell: int, team: int) -> int:
    r, c = divmod(cell, 10)
    return sum(
        1
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr or dc)
        and 0 <= r + dr < 10
        and 0 <= c + dc < 10
        and board[(r + dr) * 10 + c + dc] in (team, -2)
    )


def my_move(page: Page, team: int) -> None:
    before = version(page)
    cards = page.get_by_test_id("sq-card")
    board = chips(page)
    best: tuple[int, int, int] | None = None
    # Each card says which cells show it (the ones it would light up); wild and removing
    # cards say none and are kept.
    for i, listed in enumerate(cards.evaluate_all("nodes => nodes.map(n => n.dataset.cells)")):
        for cell in (int(c) for c in listed.split()):
            if board[cell] == -1:
                score = around(board, cell, team)
                if best is None or score > best[0]:
                    best = (score, i, cell)
    if best is None:
        # Nothing to place: exchange a dead card or discard, as the buttons offer.
        cards.nth(0).click()
        settle(page)
        for button in ("sq-exchange", "sq-discard"):
            if page.get_by_test_id(button).count():
                page.get_by_test_id(button).click()
                break
        else:
            cell = lit(page)[0]
            page.get_by_test_id(f"sq-cell-{cell}").click()
    else:
        _, i, cell = best
        cards.nth(i).click()
        expect(page.get_by_test_id("sq-hint")).not_to_have_text("Выберите карту, затем клетку")
        assert cell in lit(page), "the chosen card does not light its cell"
        target = page.get_by_test_id(f"sq-cell-{cell}")
        target.evaluate("el => el.scrollIntoView({block: 'center'})")
        target.click()
    page.wait_for_function(
        "v => Number(document.querySelector('main.table-page').dataset.version) > v "
        "|| document.querySelector('main.table-page').dataset.status === 'finished'",
        arg=before,
    )


def look_closer(page: Page) -> None:
    """On a phone the board fills the width edge to edge, and «Крупнее» doubles it in
    a frame that scrolls, squares big enough to read and tap; «Всё поле» goes back."""
    board = page.get_by_test_id("sq-board").bounding_box()
    assert board is not None and board["width"] >= PHONE["width"] - 2
    page.get_by_role("button", name="Крупнее").click()
    zoomed = page.get_by_test_id("sq-board").bounding_box()
    assert zoomed is not None and zoomed["width"] / 10 >= 44 * 1.5
    frame = page.get_by_test_id("sq-board-wrap")
    assert frame.evaluate("el => el.scrollWidth > el.clientWidth")
    assert_fits(page, PHONE["width"])
    screenshot(page, "sequence-zoomed-390x844")
    page.get_by_role("button", name="Всё поле").click()
    back = page.get_by_test_id("sq-board").bounding_box()
    assert back is not None and abs(back["width"] - board["width"]) < 1


def play_a_game(page: Page, size: str, preset: str, cards: int, most: int = 80) -> None:
    quick_play(page, "sequence", preset, "Новичок")
    assert wait_turn(page) == "turn"
    expect(page.get_by_test_id("turn-banner")).to_have_text("Ваш ход")
    expect(page.get_by_test_id("sq-hand").get_by_test_id("sq-card")).to_have_count(cards)
    team = int(page.locator("main.table-page").get_attribute("data-seat") or "0")
    moves = 0
    while wait_turn(page) == "turn":
        if moves == 3:
            screenshot(page, f"sequence-{size}")
            assert_fits(page, PHONE["width"] if size == "390x844" else DESKTOP["width"])
            hand = "[data-testid=sq-hand] [data-testid=sq-card]"
            assert_in_window(page, "[data-testid=sq-board]", hand)
            expect(page.get_by_test_id("sq-last").first).to_be_visible()
            if size == "390x844":
                look_closer(page)
        my_move(page, team)
        moves += 1
        if moves == most:
            return
        assert moves < 80, "the game did not end"
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    assert end.locator("h2").inner_text() in ("Вы победили!", "Вы проиграли", "Ничья")
    assert page.get_by_test_id("sq-sequence").count() >= 1
    screenshot(page, f"sequence-end-{size}")


def test_newcomer_plays_sequence_numbers_against_a_bot_on_a_phone(open_page) -> None:
    page: Page = open_page(PHONE)
    expect(page.locator("[data-game=sequence]")).to_be_visible()
    play_a_game(page, "390x844", "С числами", 5)


def test_the_classic_table_fits_a_desktop_for_the_first_moves(open_page) -> None:
    page: Page = open_page(DESKTOP)
    play_a_game(page, "1366x900", "Двое", 7, most=4)
    expect(page.get_by_test_id("sq-board")).to_be_visible()
    box = page.get_by_test_id("sq-board").bounding_box()
    assert box is not None and box["width"] >= 400
    # Wide enough, the hand stands beside the board rather than under it.
    card = page.get_by_test_id("sq-card").first.bounding_box()
    assert card is not None and card["x"] >= box["x"] + box["width"]
