"""What a registered player sees after a game against the strong checkers bot, on a phone.

Vera (registered) plays quick checkers against «сильный» and resigns at once. On the
way: the bot's name in its half-width seat stays whole words («Бот (сильный)» broke as
«Бот (сильны|й)»). After the end screen is closed, the banner still says how it ended
(it said only «Партия окончена»). «Мои игры» says «Поражение» beside the game (it gave
only the date), and the ratings tab opens on the board of the game she played, with her
her own row marked (it opened on the first game of the list, empty to her).
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import PHONE
from tests.web.helpers import wait_until_my_turn_or_end

# The client rectangles of each word of an element's text: a word broken across two
# lines has two.
WORD_LINES = """el => {
    const text = [...el.childNodes].find(n => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    const words = [];
    const re = /\\S+/g;
    let m;
    while ((m = re.exec(text.textContent))) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        words.push([m[0], new Set([...range.getClientRects()].map(r => Math.round(r.top))).size]);
    }
    return words;
}"""


def test_after_a_game_the_result_stays_in_view_and_in_my_games_and_ratings(open_page) -> None:
    page: Page = open_page(PHONE, "/")
    answer = page.request.post(
        "/api/auth/register",
        data={"login": "vera_after", "password": "long password 42", "name": "Вера"},
    )
    assert answer.ok, answer.text()
    page.reload()
    tile = page.locator("[data-game=russian_checkers]")
    tile.get_by_test_id("quickplay-open").click()
    tile.get_by_text("сильный").click()
    tile.get_by_test_id("quickplay-start").click()
    page.wait_for_url("**/table/**")
    assert wait_until_my_turn_or_end(page) == "turn"

    bot_name = page.locator(".seat[data-seat='1'] .seat-name")
    expect(bot_name).to_contain_text("Бот (сильный)")
    for word, lines in bot_name.evaluate(WORD_LINES):
        assert lines == 1, f"«{word}» is broken across {lines} lines"

    page.get_by_test_id("resign").click()
    page.get_by_test_id("resign-yes").click()
    expect(page.get_by_test_id("end-screen")).to_be_visible()
    page.get_by_test_id("end-close").click()
    expect(page.get_by_test_id("turn-banner")).to_have_text("Партия окончена. Вы проиграли")

    page.goto("/me")
    game = page.locator(".my-game").first
    expect(game).to_contain_text("Русские шашки")
    expect(game.get_by_test_id("my-game-result")).to_have_text("Поражение")

    page.goto("/ratings")
    expect(page.get_by_label("Игра")).to_have_value("russian_checkers")
    mine = page.get_by_test_id("my-rating-row")
    expect(mine).to_have_count(1)
    expect(mine).to_contain_text("Вера")
    expect(mine).to_contain_text("вы")
