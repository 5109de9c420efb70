"""A table's settings as a new player reads them (issue 14): what decides the game first.

Anna sets up a Kozel table to 8 with «must ruff»: the form hides the
permanent trump suit until the trump is permanent; the waiting room shows
the decisive settings large, the change from the rule set marked, no option
that does not apply, the rest behind «Все правила стола»; the lobby gives the
same in one line; and after she pressed ready she sees what changed since
(Boris took the open seat).
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, screenshot, sign_in_as_guest


def test_the_settings_summary_puts_what_decides_the_game_first(open_page) -> None:
    anna: Page = open_page(PHONE, "/new/kozel")
    form_option = anna.locator("[data-option=permanent_trump_suit]")
    # The options are folded under the rule set, and the fold shows that it opens: a
    # triangle before its title (a flex summary has no marker of its own).
    summary = anna.locator(".options-card > summary")
    mark = "el => { const s = getComputedStyle(el, '::before'); return [s.content, s.transform]; }"
    content, folded = summary.locator(".summary-title").evaluate(mark)
    assert content == '"▶"'
    # The trump is named each deal: which suit would be the permanent one does not apply.
    summary.click()
    assert summary.locator(".summary-title").evaluate(mark)[1] != folded, "the triangle does not turn when the options open"
    expect(anna.locator("[data-option=trump_mode]")).to_be_visible()
    anna.locator("[data-option=target] input").fill("8")
    anna.locator("[data-option=target] input").press("Enter")
    expect(form_option).to_have_count(0)
    anna.locator("[data-option=trump_mode] select").select_option("permanent")
    expect(form_option).to_be_visible()
    anna.locator("[data-option=trump_mode] select").select_option("declared")
    expect(form_option).to_have_count(0)
    anna.locator("[data-option=must_ruff] input").check()
    anna.get_by_test_id("seat-1").select_option("human")
    anna.get_by_test_id("create-submit").click()
    sign_in_as_guest(anna, "Аня")
    anna.wait_for_url(re.compile(r"/table/"))
    table_id = anna.url.split("/table/")[1].split("?")[0]

    key = anna.get_by_test_id("key-settings")
    expect(key).to_be_visible()
    for words in ("Игра до", "Колода", "32 карты", "Как выбирается козырь", "хвалится козыряющий",
                  "Ставка", "Часы", "без часов"):
        expect(key).to_contain_text(words)
    # The changed headline is marked where it stands, the other change in its own list.
    expect(key.locator("[data-option=target]")).to_contain_text("8")
    expect(key.locator("[data-option=target] .tag.changed")).to_be_visible()
    expect(key.locator("[data-option=deck] .tag.changed")).to_have_count(0)
    changed = anna.get_by_test_id("changed-settings")
    expect(changed).to_contain_text("Обязательно бить козырем")
    expect(changed.locator(".tag.changed")).to_have_count(1)
    settings = anna.get_by_test_id("table-settings")
    expect(settings).not_to_contain_text("Постоянный козырь")
    expect(settings).not_to_contain_text("Пересдача при открытой сдаче")
    expect(anna.get_by_test_id("hidden-settings")).to_contain_text("ничего не меняют")
    # One stake row, the table's: the game has no stake of its own.
    expect(key.locator("dt", has_text="Ставка")).to_have_count(1)
    # Everything else waits behind «Все правила стола».
    expect(anna.get_by_text("Пересдача: четыре дамы")).to_be_hidden()
    anna.get_by_test_id("all-rules").locator("summary").click()
    expect(anna.get_by_text("Пересдача: четыре дамы")).to_be_visible()
    # On a phone the settings come before the ready button, and reading them is the point.
    settings_top = settings.bounding_box()
    ready_top = anna.get_by_test_id("ready").bounding_box()
    assert settings_top and ready_top and settings_top["y"] < ready_top["y"]
    assert_fits(anna, PHONE["width"])
    screenshot(anna, "waiting-room-kozel-390x844")

    anna.get_by_test_id("ready").click()
    since = anna.get_by_test_id("since-ready")
    expect(since).to_contain_text("ничего не изменилось")

    # The lobby's row: the same decisive settings in one line, the change marked.
    boris: Page = open_page(DESKTOP, "/tables")
    row = boris.locator(f'[data-table="{table_id}"]')
    expect(row.get_by_test_id("key-line")).to_contain_text("Игра до: 8")
    expect(row.get_by_test_id("key-line")).to_contain_text("Колода: 32 карты")
    expect(row.get_by_test_id("key-line")).to_contain_text("Часы: без часов")
    expect(row.get_by_test_id("changes-line")).to_contain_text("Обязательно бить козырем: да")
    expect(row).not_to_contain_text("Постоянный козырь")
    expect(row).to_contain_text("1 место свободно")
    expect(row.get_by_role("link", name="Сесть")).to_be_visible()
    screenshot(boris, "lobby-tables-1366x900")
    boris.goto(f"/table/{table_id}")
    sign_in_as_guest(boris, "Борис")  # a table link asks a newcomer's name at once
    boris.get_by_test_id("join-1").click()
    expect(boris.get_by_test_id("ready")).to_be_visible()
    screenshot(boris, "waiting-room-kozel-1366x900")

    # Anna pressed ready before Boris sat down: she is told, and the game waits for him.
    expect(since).to_contain_text("Место 2")
    expect(since).to_contain_text("Борис")
    expect(since).not_to_contain_text("ничего не изменилось")
    expect(anna.locator("section.waiting")).to_be_visible()

    # Once the game runs, the lobby's row says so and offers to watch.
    boris.get_by_test_id("ready").click()
    expect(anna.get_by_test_id("turn-banner")).to_be_visible()
    carl: Page = open_page(DESKTOP, "/tables")
    row = carl.locator(f'[data-table="{table_id}"]')
    expect(row).to_contain_text("идёт игра")
    expect(row).not_to_contain_text("мест свободно")
    expect(row.get_by_role("link", name="Смотреть")).to_be_visible()

