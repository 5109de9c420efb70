"""A player's own Kozel rule set, saved, shared by its link and played with a friend.

Anna is a guest first and is told why a guest cannot save; she registers, takes «Короткая
до 8», makes trumping compulsory, and saves the form as «Двор на Лесной». Boris opens her
link in another browser: the form is filled in, with how the rule set differs from
«Короткая до 8». He creates a table of it with a seat for Anna; the lobby line names the
rule set; Anna sits down, and both see the rule set and its difference in the waiting
room before they press ready. The public list links to the rule set's own leaderboard;
at last Anna unpublishes and deletes her rule set from its card.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP
from tests.web.helpers import sign_in_as_guest


def test_a_kozel_rule_set_is_saved_shared_and_played_with_a_friend(open_page) -> None:
    anna: Page = open_page(DESKTOP, "/new/kozel")
    save_card = anna.get_by_test_id("ruleset-save-card")
    save_card.locator("summary").click()
    expect(anna.get_by_test_id("ruleset-guest")).to_contain_text(
        "Гость не может сохранять свои правила"
    )
    save_card.get_by_role("button", name="Регистрация").click()
    anna.locator("input[name=name]").fill("Аня")
    anna.locator("input[name=login]").fill("anya-rules")
    anna.locator("input[name=password]").fill("secret-pass-1")
    anna.get_by_test_id("login-submit").click()
    expect(anna.locator(".dialog")).to_have_count(0)

    anna.get_by_test_id("preset-select").select_option(label="Короткая до 8")
    anna.locator(".options-card > summary").click()
    anna.locator("#opt-must_ruff").check()
    anna.get_by_test_id("ruleset-name").fill("Двор на Лесной")
    anna.get_by_test_id("ruleset-description").fill("До восьми, козырем бить обязательно")
    anna.get_by_test_id("ruleset-public").check()
    anna.get_by_test_id("ruleset-save").click()
    link = anna.get_by_test_id("ruleset-saved-link")
    expect(link).to_have_value(re.compile(r"/new/kozel\?rules=[\w-]+$"))
    shared = link.input_value()
    ruleset_id = shared.rsplit("=", 1)[1]
    # Her own rule set now stands beside the presets.
    expect(anna.locator("[data-testid=preset-select] optgroup[label='Мои правила']")).to_contain_text(
        "Двор на Лесной"
    )

    # Boris opens the link: the form is filled in and says what differs from the preset.
    boris: Page = open_page(DESKTOP, shared)
    card = boris.get_by_test_id("ruleset-card")
    expect(card).to_contain_text("Правила «Двор на Лесной», автор — Аня")
    expect(card).to_contain_text("До восьми, козырем бить обязательно")
    expect(card).to_contain_text("Отличия от «Короткая до 8»:")
    expect(boris.get_by_test_id("ruleset-differences")).to_have_text("Обязательно бить козырем: да")
    expect(boris.get_by_test_id("preset-select")).to_have_value(f"rules:{ruleset_id}")
    expect(boris.locator("#opt-must_ruff")).to_be_checked()
    # The public list shows it with how many tables played it.
    boris.get_by_test_id("public-rulesets").locator("summary").click()
    expect(boris.locator(f"[data-ruleset='{ruleset_id}']")).to_contain_text("сыграно 0 столов")

    boris.get_by_test_id("seat-1").select_option("human")
    boris.get_by_test_id("create-submit").click()
    sign_in_as_guest(boris, "Борис")
    boris.wait_for_url("**/table/**")
    table_id = boris.url.split("/table/")[1].split("?")[0]
    note = boris.get_by_test_id("table-ruleset")
    expect(note).to_contain_text("по правилам игрока «Двор на Лесной»")
    expect(note).to_contain_text("«Короткая до 8»")
    changed = boris.get_by_test_id("table-settings").locator(".changed")
    expect(changed.first).to_contain_text("Обязательно бить козырем")

    # In the lobby the table's line names the rule set.
    anna.goto("/tables")
    row = anna.locator(f"[data-table='{table_id}']")
    expect(row).to_have_attribute("data-ruleset", ruleset_id)
    expect(row.locator("strong")).to_have_text(
        "Козёл · правила «Двор на Лесной» (от «Короткая до 8»)"
    )
    expect(row.get_by_test_id("changes-line")).to_contain_text("Обязательно бить козырем: да")
    row.get_by_role("link", name="Сесть").click()
    anna.get_by_test_id("join-1").click()
    # Before pressing ready, Anna too sees the rule set and what it changes.
    expect(anna.get_by_test_id("table-ruleset")).to_contain_text("«Двор на Лесной»")
    expect(anna.get_by_test_id("table-settings").locator(".changed").first).to_contain_text(
        "Обязательно бить козырем"
    )
    anna.get_by_test_id("ready").click()
    boris.get_by_test_id("ready").click()
    expect(boris.get_by_test_id("ready")).to_have_count(0)
    expect(boris.get_by_test_id("table-ruleset")).to_have_count(0)  # the game has started

    # The public list links to the rule set's leaderboard, empty until enough games finish.
    boris.goto("/new/kozel")
    boris.get_by_test_id("public-rulesets").locator("summary").click()
    boris.locator(f"[data-ruleset='{ruleset_id}']").get_by_test_id("ruleset-rating-link").click()
    boris.wait_for_url(f"**/ratings?game=kozel&ruleset={ruleset_id}")
    expect(boris.get_by_test_id("board-select")).to_have_value(f"ruleset:{ruleset_id}")
    expect(boris.get_by_test_id("board-select").locator("optgroup")).to_contain_text(
        "«Двор на Лесной»"
    )
    expect(boris.get_by_test_id("ruleset-board-explained")).to_contain_text(
        "Своя таблица рейтинга появляется"
    )

    # Anna renames her rule set and changes its description; Boris sees the new name.
    anna.goto(shared)
    own = anna.get_by_test_id("ruleset-own")
    own.get_by_test_id("ruleset-edit-open").click()
    edit = own.get_by_test_id("ruleset-edit")
    expect(edit).to_contain_text("прежним названием")
    edit.get_by_test_id("ruleset-edit-name").fill("   ")
    edit.get_by_test_id("ruleset-edit-save").click()
    expect(own.locator(".error, [role=alert]").first).to_be_visible()
    edit.get_by_test_id("ruleset-edit-name").fill("Двор на Садовой")
    edit.get_by_test_id("ruleset-edit-description").fill("По-дворовому, до 12")
    edit.get_by_test_id("ruleset-edit-save").click()
    expect(own.get_by_test_id("ruleset-edit")).to_have_count(0)
    expect(anna.get_by_test_id("ruleset-card")).to_contain_text("«Двор на Садовой»")
    expect(anna.get_by_test_id("ruleset-card")).to_contain_text("По-дворовому, до 12")
    boris.goto(shared)
    expect(boris.get_by_test_id("ruleset-card")).to_contain_text("«Двор на Садовой»")

    # Anna, the author, takes her rule set off the public list, then deletes it: its link
    # no longer opens (tables made from it play on: tests/server/test_rulesets.py).
    anna.goto(shared)
    own = anna.get_by_test_id("ruleset-own")
    expect(own).to_contain_text("видны всем")
    own.get_by_test_id("ruleset-toggle-public").click()
    expect(own).to_contain_text("только тем, кому вы дали ссылку")
    expect(own.get_by_test_id("ruleset-toggle-public")).to_have_text("Показать всем")
    anna.once("dialog", lambda dialog: dialog.accept())
    own.get_by_test_id("ruleset-delete").click()
    expect(anna.get_by_test_id("ruleset-card")).to_have_count(0)
    expect(anna.locator("[data-testid=preset-select] optgroup[label='Мои правила']")).to_have_count(0)
    boris.goto(shared)
    expect(boris.get_by_test_id("ruleset-card")).to_have_count(0)
    expect(boris.locator(".error, [role=alert]").first).to_contain_text("Нет таких правил")
