"""The table as a new player follows it (issue 14, «what confuses» and what lichess players miss):

- the bots' moves come one at a time, each on screen for a moment, none lost or out of order,
  and the cards of the opponent's last move stay marked until the player moves;
- every seat has its number and one name of its own, in the banner, the seats and the log, and
  the second person on one device plays under the name they gave;
- «Сдаться» in a board game, after a question; the opponent wins and the result says who resigned;
- «Ваш ход» rings and notifies while the tab is in the background.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.web.card_table import cards, tap_card, wait_for_my_move
from tests.web.conftest import DESKTOP, PHONE, SCREENSHOTS
from tests.web.helpers import (
    click_square,
    movable,
    quick_play,
    screenshot,
    settle,
    sign_in_as_guest,
    targets,
    version,
    wait_until_my_turn_or_end,
)

# Every version the table shows, with when it appeared (one sample per frame).
RECORD_VERSIONS = """
window.__shown = [];
const sample = () => {
  const main = document.querySelector('main.table-page');
  const v = main ? Number(main.dataset.version) : null;
  const last = window.__shown[window.__shown.length - 1];
  if (v !== null && (!last || last[0] !== v)) window.__shown.push([v, performance.now()]);
  requestAnimationFrame(sample);
};
requestAnimationFrame(sample);
"""

GO_STOP_MY_MOVE = """() => {
    const main = document.querySelector('main.table-page');
    if (!main) return false;
    if (main.dataset.status === 'finished') return true;
    return !!(document.querySelector('button.gs-hand-card[data-playable="1"]')
        || document.querySelector('[data-testid=gs-choose]')
        || document.querySelector('[data-testid=gs-gostop]'));
}"""


def _go_stop_move(page: Page) -> None:
    """One decision of the player's: a pair's first card, Stop, or the first playable card."""
    if page.get_by_test_id("gs-choose").count():
        page.get_by_test_id("gs-choose").locator("button").first.click()
    elif page.get_by_test_id("gs-gostop").count():
        page.get_by_test_id("gs-stop").click()
    else:
        page.locator('button.gs-hand-card[data-playable="1"]').first.click()


def _a_deal_to_play(page: Page) -> None:
    """Quick play of Go-Stop until the deal is not over as dealt.

    A hand dealt all four cards of a month wins at once (igroteka/games/go_stop/rules.en.md),
    about one deal in 35: such a table has no moves to watch, so the player leaves it
    for a new one, as a person would.
    """
    quick_play(page, "go_stop", None, "Лена")
    for _ in range(4):
        expect(page.get_by_test_id("gostop")).to_be_visible()
        page.wait_for_function(GO_STOP_MY_MOVE, timeout=20_000)
        if page.locator("main.table-page").get_attribute("data-status") != "finished":
            return
        page.goto("/")
        tile = page.locator("[data-game=go_stop]")
        tile.get_by_test_id("quickplay-open").click()
        tile.get_by_text("лёгкий").click()
        tile.get_by_test_id("quickplay-start").click()
        page.wait_for_url("**/table/**")
    raise AssertionError("four deals in a row were over as dealt")


def test_the_bots_moves_stay_on_screen_in_order_and_marked(open_page) -> None:
    page: Page = open_page(PHONE)
    page.add_init_script(RECORD_VERSIONS)
    page.reload()
    _a_deal_to_play(page)
    bot_moves_seen = 0
    for _ in range(12):
        page.wait_for_function(GO_STOP_MY_MOVE, timeout=20_000)
        if page.locator("main.table-page").get_attribute("data-status") == "finished":
            break
        mine_from = version(page)
        _go_stop_move(page)
        page.wait_for_function(
            "v => Number(document.querySelector('main.table-page').dataset.version) > v",
            arg=mine_from,
        )
        page.wait_for_function(GO_STOP_MY_MOVE, timeout=20_000)
        settle(page)
        shown = [(v, at) for v, at in page.evaluate("() => window.__shown") if v > mine_from]
        versions = [v for v, _ in shown]
        # Every move the table made is shown, one after another: none skipped, none reordered.
        assert versions == list(range(mine_from + 1, mine_from + 1 + len(versions))), versions
        # The player's own move is the first; each of the bot's stays on screen for a moment.
        for (_, before), (_, after) in zip(shown, shown[1:], strict=False):
            assert after - before >= 600, f"a move was on screen for {after - before:.0f} ms: {shown}"
        if len(shown) >= 2 and page.locator("main.table-page").get_attribute("data-status") != "finished":
            bot_moves_seen += 1
            # What the bot played and took stays marked until the player moves.
            marked = page.locator('.gostop [data-recent="1"]')
            assert marked.count() >= 1
            if bot_moves_seen == 1:
                screenshot(page, "pace-go-stop-marked-390x844")
        if bot_moves_seen >= 2:
            break
    assert bot_moves_seen >= 2


def test_three_bots_moves_come_one_by_one_and_each_stays_marked(open_page) -> None:
    page: Page = open_page(DESKTOP)
    page.add_init_script(RECORD_VERSIONS)
    page.reload()
    quick_play(page, "ugolki", "Халма 16×16 вчетвером", "Лена")
    assert wait_until_my_turn_or_end(page) == "turn"
    before = version(page)
    click_square(page, movable(page)[0])
    click_square(page, targets(page)[0])
    finish = page.get_by_test_id("finish-move")
    if finish.count():
        finish.click()
    assert wait_until_my_turn_or_end(page) == "turn"
    shown = [(v, at) for v, at in page.evaluate("() => window.__shown") if v > before]
    # Лена's move, then each bot's, every one on screen for a moment and in order.
    assert [v for v, _ in shown] == [before + 1, before + 2, before + 3, before + 4]
    for (_, earlier), (_, later) in zip(shown, shown[1:], strict=False):
        assert later - earlier >= 600, shown
    # The last bot's move is the board's last move; the two before it stay marked in their colours.
    earlier_moves = page.locator("svg.board .earlier-move")
    expect(earlier_moves).to_have_count(2)
    assert sorted(earlier_moves.evaluate_all("nodes => nodes.map(n => n.dataset.seat)")) == ["1", "2"]
    screenshot(page, "pace-halma-four-1366x900")


def test_every_seat_has_a_number_and_a_name_of_its_own(open_page) -> None:
    page: Page = open_page(PHONE)
    page.add_init_script(RECORD_VERSIONS)
    page.reload()
    quick_play(page, "kozel", "Короткая до 6", "Лена")
    expect(page.locator(".kozel-game")).to_be_visible()
    # Лена moves (a decision or a card) until the bots do: the banner says which of the three
    # «Бот (лёгкий)» moves now.
    banner = page.get_by_test_id("turn-banner")
    bot_moves = re.compile(r"^Ходит Бот \(лёгкий\), место [234]")
    for _ in range(8):
        page.wait_for_function(
            """() => /^Ходит Бот/.test(document.querySelector('[data-testid=turn-banner]').textContent)
                || (document.querySelector('.kozel-game').dataset.canAct === '1'
                    && !document.querySelector('.turn-banner .pending'))""",
            timeout=30_000,
        )
        said = banner.inner_text()
        if bot_moves.search(said):
            break
        assert not said.startswith("Ходит Бот"), f"the banner does not say which bot: {said!r}"
        decisions = page.get_by_test_id("decisions").locator("button")
        if decisions.count():
            decisions.first.click()
        else:
            tap_card(page, cards(page, "play")[0])
        settle(page)
    expect(banner).to_have_text(bot_moves)
    for seat in range(4):
        expect(page.get_by_test_id(f"seat-no-{seat}")).to_have_text(f"место {seat + 1}")
    # The log names the bots the same way.
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=game-log] li')]"
        ".some(li => /Бот \\(лёгкий\\), место [234]/.test(li.textContent))",
        timeout=30_000,
    )
    screenshot(page, "names-kozel-390x844")

    # Two people on one phone: the second names herself when the table is made.
    pair: Page = open_page(PHONE, "/new/ugolki")
    pair.get_by_test_id("seat-1").select_option("here")
    pair.get_by_test_id("here-name-1").fill("Оля")
    pair.get_by_test_id("create-submit").click()
    sign_in_as_guest(pair, "Лена")
    pair.wait_for_url(re.compile(r"/table/"))
    pair.get_by_test_id("ready").click()
    expect(pair.get_by_test_id("turn-banner")).to_have_text("Ходит игрок 1 (Лена)")
    seats = pair.locator("ul.seats")
    expect(seats.locator('[data-seat="0"] .seat-name')).to_contain_text("Лена")
    expect(seats.locator('[data-seat="1"] .seat-name')).to_contain_text("Оля")
    first = movable(pair)[0]
    click_square(pair, first)
    click_square(pair, targets(pair)[0])
    finish = pair.get_by_test_id("finish-move")
    if finish.count():  # a jump that could go on: Лена ends it there
        finish.click()
    expect(pair.get_by_test_id("turn-banner")).to_have_text("Ходит игрок 2 (Оля)")
    screenshot(pair, "names-one-device-390x844")


def test_a_player_resigns_a_checkers_game(open_page) -> None:
    page: Page = open_page(PHONE)
    quick_play(page, "russian_checkers", None, "Лена")
    assert wait_until_my_turn_or_end(page) == "turn"
    page.get_by_test_id("resign").click()
    confirm = page.get_by_test_id("resign-confirm")
    expect(confirm).to_contain_text("Сдаться?")
    expect(confirm).to_contain_text("победа достанется сопернику")
    screenshot(page, "resign-confirm-390x844")
    # «Отмена» leaves the game as it was.
    confirm.get_by_role("button", name="Отмена").click()
    expect(confirm).to_have_count(0)
    expect(page.locator("main.table-page")).to_have_attribute("data-status", "playing")
    page.get_by_test_id("resign").click()
    page.get_by_test_id("resign-yes").click()
    expect(page.locator("main.table-page")).to_have_attribute("data-status", "finished")
    expect(page.locator("body")).to_contain_text("Лена (место 1) сдаётся: победа за соперником")
    screenshot(page, "resign-end-390x844")
    expect(page.get_by_test_id("resign")).to_have_count(0)


# The tab in the background, a browser that allows notifications, and a sound card: each
# records what the page asked of it.
BACKGROUND_TAB = """
window.__hidden = false;
Object.defineProperty(document, 'visibilityState', { get: () => window.__hidden ? 'hidden' : 'visible' });
Object.defineProperty(document, 'hidden', { get: () => window.__hidden });
window.__notes = [];
window.Notification = class {
  static permission = 'granted';
  static requestPermission() { return Promise.resolve('granted'); }
  constructor(title, options) { window.__notes.push({ title, body: options && options.body }); }
  close() {}
};
window.__sounds = 0;
const RealAudio = window.AudioContext;
window.AudioContext = class extends RealAudio {
  createOscillator() { window.__sounds += 1; return super.createOscillator(); }
};
if (!localStorage.getItem('igroteka.settings')) {
  localStorage.setItem('igroteka.settings', JSON.stringify({ turn_sound: true }));
}
"""


def test_your_turn_rings_and_notifies_in_a_background_tab(open_page) -> None:
    page: Page = open_page(PHONE, "/settings")
    page.add_init_script(BACKGROUND_TAB)
    page.reload()
    # Both are in the display settings; the sound was switched on, the notification is on.
    expect(page.locator("input[name=turn_sound]")).to_be_checked()
    expect(page.locator("input[name=turn_notification]")).to_be_checked()
    expect(page.get_by_test_id("opponent-pace")).to_contain_text("Скорость ходов соперников")
    page.get_by_test_id("opponent-pace").scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "settings-play-390x844.png"))
    page.goto("/")
    quick_play(page, "russian_checkers", None, "Лена")
    assert wait_until_my_turn_or_end(page) == "turn"
    plain_title = page.title()
    assert page.evaluate("() => window.__notes.length") == 0
    # Лена moves and switches to another tab; the bot answers.
    page.evaluate("() => { window.__hidden = true; document.dispatchEvent(new Event('visibilitychange')); }")
    before = version(page)
    click_square(page, movable(page)[0])
    click_square(page, targets(page)[0])
    page.wait_for_function("() => window.__notes.length > 0", timeout=20_000)
    assert version(page) >= before + 2
    assert page.evaluate("() => window.__notes") == [{"title": "Русские шашки", "body": "Ваш ход"}]
    assert page.evaluate("() => window.__sounds") >= 1
    assert page.title().startswith("● Ваш ход")
    # Back to the tab: the title is plain again.
    page.evaluate("() => { window.__hidden = false; document.dispatchEvent(new Event('visibilitychange')); }")
    expect(page).to_have_title(plain_title)
