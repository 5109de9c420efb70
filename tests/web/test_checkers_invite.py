"""Two people, two browsers: a private checkers table joined by its invite link.

Anna creates the table with an open seat, Boris opens the invite link, both
get ready, they play an opening with a forced capture (a refused quiet move
shows the rules' reason), Anna offers a draw and Boris accepts it. Moves are
made by clicks, from the keyboard and by dragging.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import (
    assert_fits,
    assert_in_window,
    click_square,
    pieces,
    screenshot,
    sign_in_as_guest,
    wait_until_my_turn_or_end,
)


def wait_for_version_after(page: Page, before: int) -> None:
    page.wait_for_function(
        "v => Number(document.querySelector('main.table-page').dataset.version) > v", arg=before
    )


def current_version(page: Page) -> int:
    return int(page.locator("main.table-page").get_attribute("data-version") or "-1")


def play_by_keyboard(page: Page, *keys: str) -> None:
    """Arrow keys move the board's cursor (from a1), Enter picks a piece or a square."""
    assert wait_until_my_turn_or_end(page) == "turn"
    before = current_version(page)
    page.locator("svg.board").focus()
    for key in keys:
        page.keyboard.press(key)
    wait_for_version_after(page, before)


def play_by_drag(page: Page, start: str, end: str) -> None:
    assert wait_until_my_turn_or_end(page) == "turn"
    before = current_version(page)
    page.locator(f'svg.board rect[data-square="{start}"]').scroll_into_view_if_needed()
    a = page.locator(f'svg.board rect[data-square="{start}"]').bounding_box()
    b = page.locator(f'svg.board rect[data-square="{end}"]').bounding_box()
    assert a is not None and b is not None
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=8)
    page.mouse.up()
    wait_for_version_after(page, before)


def play(page: Page, *path: str) -> None:
    """Click a move square by square, as a person does, and wait until the table took it."""
    assert wait_until_my_turn_or_end(page) == "turn"
    before = current_version(page)
    for square in path:
        click_square(page, square)
    wait_for_version_after(page, before)


def test_two_browsers_play_checkers_at_a_private_table(open_page) -> None:
    anna: Page = open_page(DESKTOP)
    screenshot(anna, "lobby-1366x900")
    assert_fits(anna, DESKTOP["width"])
    anna.locator("[data-game=russian_checkers]").get_by_role("link", name="Создать стол").click()
    anna.wait_for_url("**/new/russian_checkers")
    anna.get_by_test_id("seat-1").select_option("human")
    anna.get_by_test_id("private").check()
    anna.get_by_test_id("create-submit").click()
    sign_in_as_guest(anna, "Аня")
    anna.wait_for_url(re.compile(r"/table/[^?]+\?invite="))
    link = anna.get_by_test_id("invite-link").input_value()
    assert "invite=" in link
    # Sending the link is the host's first job: on a phone too it stands in the window,
    # above the settings and the seats (it lay below both, out of sight).
    anna.set_viewport_size(PHONE)
    assert_in_window(anna, "[data-testid=invite-card]")
    anna.set_viewport_size(DESKTOP)
    # The full settings are on the waiting screen, readable before the start.
    expect(anna.get_by_test_id("table-settings")).to_contain_text("Официальные правила")
    expect(anna.get_by_test_id("table-settings")).to_contain_text("по приглашению")
    anna.get_by_test_id("ready").click()

    # The table is private: it is not in the lobby, but the link lets Boris in.
    boris: Page = open_page(DESKTOP, "/tables")
    expect(boris.locator(".table-list, .empty")).to_be_visible()
    table_id = anna.url.split("/table/")[1].split("?")[0]
    assert boris.locator(f'[data-table="{table_id}"]').count() == 0
    boris.goto(link)
    sign_in_as_guest(boris, "Борис")
    # A guest who came by the link has a seat to take first; the link stays below the seats.
    expect(boris.get_by_test_id("invite-card")).not_to_have_class(re.compile(r"\bfirst\b"))
    boris.get_by_test_id("join-1").click()
    boris.get_by_test_id("ready").click()

    expect(anna.get_by_test_id("turn-banner")).to_have_text("Ваш ход")
    expect(boris.get_by_test_id("turn-banner")).to_have_text("Ходит Аня")

    # The table chat reaches the other browser.
    boris.locator(".side-panel").get_by_role("tab", name="Чат").click()
    boris.locator("#chat-input").fill("Удачи!")
    boris.get_by_role("button", name="Отправить").click()
    anna.locator(".side-panel").get_by_role("tab", name="Чат (1)").click()
    expect(anna.locator(".chat-lines")).to_contain_text("Борис: Удачи!")
    anna.locator(".side-panel").get_by_role("tab", name="Журнал").click()
    # c3-d4 from the keyboard: a1 → c3, Enter, → d4, Enter.
    play_by_keyboard(
        anna, "ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "Enter",
        "ArrowRight", "ArrowUp", "Enter",
    )
    assert ("d4", "0", "0") in pieces(anna)
    play(boris, "f6", "e5")

    # A quiet move while a capture is compulsory: refused, with the rules' reason.
    assert wait_until_my_turn_or_end(anna) == "turn"
    expect(anna.locator(".hint")).to_have_text("Бить обязательно.")
    position = pieces(anna)
    # Picking up a piece that cannot move already says why, before any second click.
    click_square(anna, "g3")
    expect(anna.get_by_test_id("refusal")).to_have_text("Бить обязательно: бить может d4")
    click_square(anna, "h4")
    expect(anna.get_by_test_id("refusal")).to_contain_text("Бить обязательно: бить может")
    assert pieces(anna) == position

    play_by_drag(anna, "d4", "f6")
    assert ("e5", "1", "0") not in pieces(anna), "the captured piece is still on the board"
    expect(anna.locator("[data-captured=e5]")).to_have_count(1)
    play(boris, "g7", "e5")

    anna.get_by_test_id("fen-toggle").click()
    assert re.match(r"^[WB]:", anna.get_by_test_id("fen").input_value())
    screenshot(anna, "checkers-1366x900")
    assert_fits(anna, DESKTOP["width"])

    assert wait_until_my_turn_or_end(anna) == "turn"
    anna.get_by_role("button", name="Предложить ничью").click()
    expect(anna.get_by_test_id("draw-offer")).to_have_text("Вы предложили ничью.")
    play(anna, "a3", "b4")
    expect(boris.get_by_test_id("draw-offer")).to_contain_text("предлагает ничью")
    boris.get_by_role("button", name="Принять ничью").click()

    for page in (anna, boris):
        end = page.get_by_test_id("end-screen")
        expect(end).to_be_visible()
        expect(end.locator("h2")).to_have_text("Ничья")
        expect(end.get_by_role("link", name="Запись партии")).to_be_visible()
    # The log tells the story in words on both sides.
    anna.get_by_test_id("end-close").click()
    expect(anna.get_by_test_id("game-log")).to_contain_text("принимает ничью")
