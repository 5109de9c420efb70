"""Two people, two browsers: friends by name, who is online, and a friend's table joined from
the friends list; then an invitation to a private table that reaches the friend's lobby.

Аня asks Борис by name, Борис accepts, Аня sees him online; Борис opens a table and Аня
sits down at it from her «Друзья» tab. Then Борис invites her to a private table from its
waiting room, and she joins it from the invitation on top of her lobby.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP
from tests.web.helpers import screenshot
from tests.web.test_language import cyrillic_left


def register(page: Page, name: str, login: str) -> None:
    page.locator(".header-tools").get_by_role("button", name="Войти").click()
    dialog = page.locator(".dialog")
    dialog.get_by_role("tab", name="Регистрация").click()
    dialog.locator("input[name=name]").fill(name)
    dialog.locator("input[name=login]").fill(login)
    dialog.locator("input[name=password]").fill("correct horse")
    page.get_by_test_id("login-submit").click()
    expect(dialog).to_have_count(0)


def new_checkers_table(page: Page, private: bool) -> str:
    page.goto("/")
    page.locator("[data-game=russian_checkers]").get_by_role("link", name="Создать стол").click()
    page.wait_for_url("**/new/russian_checkers")
    page.get_by_test_id("seat-1").select_option("human")
    if private:
        page.get_by_test_id("private").check()
    page.get_by_test_id("create-submit").click()
    page.wait_for_url(re.compile(r"/table/"))
    return page.url.split("/table/")[1].split("?")[0]


def test_friends_see_each_other_and_sit_at_each_others_tables(open_page) -> None:
    anya: Page = open_page(DESKTOP, "/friends")
    # A guest is told why there are no friends for them.
    expect(anya.locator("main")).to_contain_text("Войдите, чтобы добавлять друзей")
    register(anya, "Аня", "anya-friends")
    boris: Page = open_page(DESKTOP, "/friends")
    register(boris, "Борис", "boris-friends")

    # Bad input is explained; then the request goes out.
    anya.get_by_test_id("friend-name").fill("Аня")
    anya.get_by_role("button", name="Позвать в друзья").click()
    expect(anya.get_by_role("alert")).to_have_text("Себя в друзья добавить нельзя")
    anya.get_by_test_id("friend-name").fill("Никого-нет")
    anya.get_by_role("button", name="Позвать в друзья").click()
    expect(anya.get_by_role("alert")).to_contain_text("нет зарегистрированного игрока «Никого-нет»")
    anya.get_by_test_id("friend-name").fill("Борис")
    anya.get_by_role("button", name="Позвать в друзья").click()
    expect(anya.get_by_role("status")).to_contain_text("Заявка отправлена")
    expect(anya.get_by_test_id("outgoing")).to_contain_text("Борис")

    # Борис sees the request (his tab asks every few seconds) and accepts it.
    incoming = boris.get_by_test_id("incoming")
    expect(incoming).to_contain_text("Аня")
    incoming.get_by_role("button", name="Принять").click()
    expect(boris.locator('[data-friend="anya-friends"]')).to_be_visible()

    # Аня sees Борис online.
    friend = anya.locator('[data-friend="boris-friends"]')
    expect(friend).to_have_attribute("data-online", "yes")
    expect(friend).to_contain_text("в клубе")

    # Борис opens a table; Аня sits down at it from her friends list.
    table = new_checkers_table(boris, private=False)
    expect(friend.locator(f'[data-table="{table}"]')).to_contain_text("ждёт игроков")
    screenshot(anya, "friends-1366x900")
    friend.locator(f'[data-table="{table}"]').get_by_role("link", name="Сесть").click()
    anya.wait_for_url(f"**/table/{table}")
    anya.get_by_test_id("join-1").click()
    expect(anya.get_by_test_id("ready")).to_be_visible()
    expect(boris.locator("[data-seat='1'] .seat-name")).to_have_text("Аня")
    anya.get_by_role("button", name="Выйти из-за стола").click()

    # A private table: Борис invites Аня from its waiting room...
    private = new_checkers_table(boris, private=True)
    boris.get_by_test_id("invite-friend").select_option("anya-friends")
    boris.get_by_role("button", name="Пригласить", exact=True).click()
    expect(boris.locator(".invite-friend").get_by_role("status")).to_contain_text(
        "Приглашение отправлено: Аня"
    )
    screenshot(boris, "friends-invite-1366x900")
    # ...and the invitation appears on top of her lobby, with the way in.
    anya.goto("/")
    invitation = anya.get_by_test_id("invitation")
    expect(invitation).to_contain_text("Борис зовёт вас за стол: Русские шашки")
    screenshot(anya, "friends-invitation-1366x900")
    # In English, every word but the names people chose.
    anya.get_by_test_id("lang-switch").click()
    expect(invitation).to_contain_text("invites you to a table: Russian draughts")
    anya.get_by_role("tab", name="Friends").click()
    expect(friend).to_contain_text("online")
    expect(friend.locator(f'[data-table="{private}"]')).to_contain_text("waiting for players")
    assert [line for line in cyrillic_left(anya) if line != "Аня"] == []  # her name, on top
    anya.get_by_test_id("lang-switch").click()
    expect(invitation).to_contain_text("зовёт вас за стол: Русские шашки")
    invitation.get_by_role("link", name="Сесть").click()
    anya.wait_for_url(re.compile(rf"/table/{private}\?invite="))
    anya.get_by_test_id("join-1").click()
    expect(anya.get_by_test_id("ready")).to_be_visible()
