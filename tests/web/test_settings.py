"""Display settings follow the account: chosen on one device, found on another after signing in."""

from __future__ import annotations

import uuid

from playwright.sync_api import Page, expect

from tests.web.conftest import PHONE


def test_display_settings_are_kept_per_account(open_page) -> None:
    login = f"vera_{uuid.uuid4().hex[:8]}"
    first: Page = open_page(PHONE, "/settings")
    first.locator(".account").get_by_role("button", name="Регистрация").click()
    first.locator("input[name=name]").fill("Вера")
    first.locator("input[name=login]").fill(login)
    first.locator("input[name=password]").fill("correct horse 42")
    first.get_by_test_id("login-submit").click()
    expect(first.locator(".account")).to_contain_text("Вера")

    first.get_by_text("Тёмная").click()
    first.get_by_text("Ночная").click()
    first.locator("#grain").evaluate(
        "el => { el.value = '40'; el.dispatchEvent(new Event('input', { bubbles: true })); }"
    )
    # The table's pace and the «Ваш ход» alerts follow the account too.
    first.locator("input[name=opponent_pace][value=slow]").check()
    first.locator("input[name=turn_sound]").check()
    first.locator("input[name=turn_notification]").uncheck()
    first.get_by_text("English").click()
    expect(first.locator("html")).to_have_attribute("data-theme", "dark")
    expect(first.get_by_role("heading", name="Settings")).to_be_visible()
    first.wait_for_load_state("networkidle")

    # Another device: nothing stored there, the account brings everything back.
    second: Page = open_page(PHONE, "/")
    expect(second.locator("html")).to_have_attribute("data-theme", "light")
    second.get_by_role("button", name="Войти").click()
    second.locator("input[name=login]").fill(login)
    second.locator("input[name=password]").fill("correct horse 42")
    second.get_by_test_id("login-submit").click()
    expect(second.locator("html")).to_have_attribute("data-theme", "dark")
    expect(second.locator("html")).to_have_attribute("lang", "en")
    second.get_by_role("link", name="Settings").click()
    expect(second.locator("#grain")).to_have_value("40")
    expect(second.locator(".theme-choice.on").first).to_contain_text("Night")
    expect(second.locator("input[name=opponent_pace][value=slow]")).to_be_checked()
    expect(second.locator("input[name=turn_sound]")).to_be_checked()
    expect(second.locator("input[name=turn_notification]")).not_to_be_checked()
