"""What a person does at a card table in the browser (Kozel, Klabor): wait for one's move,
look at the hand, tap a card in the fan as a finger does, wait for the table to take it.

The table shell marks the game's state on the page: `main.table-page` carries the status
and the version (one more per move), the game's root its `data-can-act`, and each card of
the fan its `data-card` and `data-state` ("play", "blocked" or "idle").
"""

from __future__ import annotations

from playwright.sync_api import Page

from tests.web.helpers import version

TABLE = "main.table-page"


def wait_for_my_move(page: Page, game: str, timeout: float = 30_000) -> str:
    """'act' when the player may move, 'privacy' behind the privacy screen, 'end' at the end.

    `game` is the selector of the game's root (".kozel-game", ".klabor-game"). A deal's
    result held on screen (Klabor's pause) is read and passed, as a player moves on.
    """
    while True:
        page.wait_for_function(
            """game => {
                const main = document.querySelector('main.table-page');
                if (!main) return false;
                if (main.dataset.status === 'finished') return true;
                if (document.querySelector('[data-testid=privacy-screen]')) return true;
                if (document.querySelector('[data-testid=deal-pause-next]')) return true;
                const root = document.querySelector(game);
                const pending = document.querySelector('.turn-banner .pending');
                return !!root && root.dataset.canAct === '1' && !pending;
            }""",
            arg=game,
            timeout=timeout,
        )
        if page.locator(TABLE).get_attribute("data-status") == "finished":
            break
        passed = page.get_by_test_id("deal-pause-next")
        if not passed.count():
            break
        passed.click()
    if page.locator(TABLE).get_attribute("data-status") == "finished":
        return "end"
    if page.get_by_test_id("privacy-screen").count():
        return "privacy"
    return "act"


def cards(page: Page, state: str | None = None) -> list[str]:
    """The cards of the hand in the fan's order, or only those in `state`."""
    selector = ".hand-card" + (f'[data-state="{state}"]' if state else "")
    return page.eval_on_selector_all(selector, "nodes => nodes.map(n => n.dataset.card)")


def tap_card(page: Page, card: str) -> None:
    """Tap the corner of a card in the fan: the part a finger can reach under the next card."""
    button = page.locator(f'.hand-card[data-card="{card}"]')
    button.evaluate("el => el.scrollIntoView({block: 'center'})")
    box = button.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] * 0.2, box["y"] + box["height"] * 0.3)


def wait_for_version_after(page: Page, before: int) -> None:
    """Until the table took a move after version `before` (or the game is over)."""
    page.wait_for_function(
        "v => Number(document.querySelector('main.table-page').dataset.version) > v "
        "|| document.querySelector('main.table-page').dataset.status === 'finished'",
        arg=before,
    )


def play_first(page: Page) -> None:
    """One move as a player in a hurry makes it: the first decision offered (a bid, a
    trump named, play on) or else the first card the fan lets go; waits until the table
    took it."""
    before = version(page)
    decisions = page.get_by_test_id("decisions").locator("button")
    if decisions.count():
        decisions.first.click()
    else:
        playable = cards(page, "play")
        assert playable, "my move, but no card may be played and no decision offered"
        tap_card(page, playable[0])
    wait_for_version_after(page, before)


def hand_fits(page: Page) -> None:
    """The whole fan is on the screen: no card cut off or scrolled out of reach."""
    width = page.viewport_size["width"] if page.viewport_size else 0
    wrap = page.evaluate(
        "() => { const w = document.querySelector('.hand-wrap');"
        " return w ? [w.scrollWidth, w.clientWidth] : null; }"
    )
    assert wrap is not None and wrap[0] <= wrap[1], f"the hand scrolls sideways: {wrap}"
    edges = page.eval_on_selector_all(
        ".hand-card", "nodes => nodes.map(n => { const r = n.getBoundingClientRect();"
        " return [r.left, r.right]; })"
    )
    assert edges and all(left >= 0 and right <= width for left, right in edges), edges
