"""Chips on the create-table form: who may stake, and how many chips one has.

A guest used to learn that only registered players play for chips from the
refusal after pressing «Создать стол». The form now says it under the stake; a
registered player sees their balance there instead (the same number the
account API gives), and a table made with a stake says it in the waiting room.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web.conftest import PHONE
from tests.web.helpers import sign_in_as_guest
from tests.web.test_friends import register


def test_the_stake_field_says_who_may_stake_and_the_balance(open_page) -> None:
    page: Page = open_page(PHONE, "/new/russian_checkers")
    note = page.get_by_test_id("stake-note")
    expect(note).to_have_text("На фишки играют только зарегистрированные игроки.")

    # A guest is told the same before and after signing in as one.
    page.goto("/")
    page.locator("[data-game=russian_checkers]").get_by_test_id("quickplay-open").click()
    page.locator("[data-game=russian_checkers]").get_by_test_id("quickplay-start").click()
    sign_in_as_guest(page, "Гость Ваня")
    page.wait_for_url(re.compile(r"/table/"))
    page.goto("/new/russian_checkers")
    expect(note).to_have_text("На фишки играют только зарегистрированные игроки.")

    # A registered player sees the balance the account holds, in words with its plural.
    page = open_page(PHONE, "/new/russian_checkers")
    note = page.get_by_test_id("stake-note")
    register(page, "Аня", "anya-stakes")
    chips = page.request.get("/api/me").json()["user"]["chips"]
    assert chips > 0
    expect(note).to_have_text(re.compile(rf"^На счету {chips} фиш(ка|ки|ек)$"))
    page.get_by_test_id("seat-1").select_option("human")
    page.get_by_label("Ставка (фишки)").fill("10")
    page.get_by_test_id("create-submit").click()
    page.wait_for_url(re.compile(r"/table/"))
    expect(page.get_by_test_id("key-settings")).to_contain_text("10")
