"""A newcomer plays a one-round Chapaev match against the easy bot from the lobby.

On a phone (a touch screen) the player flicks by dragging a finger back from a disc:
the script picks its disc nearest to an opponent's disc (from the discs the
board draws), presses on it, pulls away from the target and lets go, until
the match is over. On a desktop the same is done once with the mouse, then a
flick is sent from the controls panel (the keyboard's way).
"""

from __future__ import annotations

import math

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, quick_play, screenshot, settle, version

PRESET = "Быстрая: один раунд"


def wait_for_turn_or_end(page: Page) -> str:
    page.wait_for_function(
        """() => {
            const main = document.querySelector('main.table-page');
            if (!main) return false;
            if (main.dataset.status === 'finished') return true;
            return !!document.querySelector('[data-testid=own-piece]');
        }""",
        timeout=30_000,
    )
    status = page.locator("main.table-page").get_attribute("data-status")
    return "end" if status == "finished" else "turn"


def centre(box: dict[str, float]) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def finger_drag(page: Page, path: list[tuple[float, float]]) -> None:
    """A finger pressed at the path's first point, moved along it and lifted, as a phone's
    screen sends it (Chromium's DevTools protocol: Playwright taps but cannot drag a finger)."""
    session = page.context.new_cdp_session(page)
    try:
        (x, y), *rest = path
        session.send(
            "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]}
        )
        for x, y in rest:
            session.send(
                "Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]}
            )
        expect(page.get_by_test_id("aim-arrow")).to_be_visible()
        session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        session.detach()


def flick_by_dragging(page: Page, finger: bool = False) -> None:
    """Drag back from the own disc nearest to an opponent's disc, away from it, and let go:
    with a finger on a touch screen, or with the mouse."""
    table = page.get_by_test_id("chapaev")
    mine_colour = table.get_attribute("data-my-colour")
    theirs = "1" if mine_colour == "0" else "0"
    own = page.get_by_test_id("own-piece")
    own.first.evaluate("el => el.scrollIntoView({block: 'center'})")
    settle(page)
    # Both sides' discs read in one go: a disc knocked off the board between two reads
    # (the last flick's slide ending) would leave a stale locator behind.
    boards = page.evaluate(
        """theirs => {
            const rect = el => {
                const r = el.getBoundingClientRect();
                return {x: r.x, y: r.y, width: r.width, height: r.height};
            };
            const pick = sel => [...document.querySelectorAll(sel)].map(rect)
                .filter(r => r.width > 0);
            return {
                targets: pick(`g[data-colour="${theirs}"] circle:first-child`),
                own: pick('[data-testid=own-piece]'),
            };
        }""",
        theirs,
    )
    targets = [centre(box) for box in boards["targets"]]
    best = None
    for box in boards["own"]:
        at = centre(box)
        for target in targets:
            d = math.dist(at, target)
            if best is None or d < best[0]:
                best = (d, at, target, box["width"] / 44)
    assert best is not None, "no disc to flick or no target"
    _, (x, y), (tx, ty), px_per_unit = best
    length = math.dist((x, y), (tx, ty))
    ux, uy = (tx - x) / length, (ty - y) / length
    pull = 0.9 * 140 * px_per_unit
    before = version(page)
    if finger:
        shares = (0.0, 0.25, 0.5, 0.75, 1.0)
        finger_drag(page, [(x - ux * pull * k, y - uy * pull * k) for k in shares])
    else:
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x - ux * pull * 0.5, y - uy * pull * 0.5, steps=4)
        page.mouse.move(x - ux * pull, y - uy * pull, steps=4)
        expect(page.get_by_test_id("aim-arrow")).to_be_visible()
        page.mouse.up()
    page.wait_for_function(
        "v => Number(document.querySelector('main.table-page').dataset.version) > v",
        arg=before,
        timeout=30_000,
    )


def test_newcomer_flicks_a_one_round_match_against_the_bot_on_a_phone(open_page) -> None:
    page: Page = open_page(PHONE, touch=True)
    expect(page.locator("[data-game=chapaev]")).to_be_visible()
    quick_play(page, "chapaev", PRESET, "Новичок")
    assert wait_for_turn_or_end(page) == "turn"
    expect(page.get_by_test_id("rows")).to_have_text("белые 1, чёрные 8")
    screenshot(page, "chapaev-390x844")
    assert_fits(page, PHONE["width"])
    flicks = 0
    while wait_for_turn_or_end(page) == "turn":
        flick_by_dragging(page, finger=True)
        flicks += 1
        assert flicks < 60, "the match did not end"
    expect(page.get_by_test_id("end-screen")).to_be_visible()
    screenshot(page, "chapaev-end-390x844")
    assert_fits(page, PHONE["width"])
    headline = page.get_by_test_id("end-screen").locator("h2").inner_text()
    assert headline in ("Вы победили!", "Вы проиграли")


def test_a_flick_with_the_mouse_and_one_from_the_controls_on_a_desktop(open_page) -> None:
    page: Page = open_page(DESKTOP)
    quick_play(page, "chapaev", PRESET, "Гость")
    assert wait_for_turn_or_end(page) == "turn"
    flick_by_dragging(page)
    if wait_for_turn_or_end(page) == "end":
        return
    expect(page.get_by_test_id("last-flick")).to_be_visible()
    panel = page.get_by_test_id("controls")
    panel.get_by_test_id("control-choice-piece").first.click()
    panel.get_by_test_id("control-number-angle").fill("90")
    before = version(page)
    panel.get_by_test_id("control-number-angle").press("Enter")
    page.wait_for_function(
        "v => Number(document.querySelector('main.table-page').dataset.version) > v",
        arg=before,
        timeout=30_000,
    )
    screenshot(page, "chapaev-1366x900")
    assert_fits(page, DESKTOP["width"])
