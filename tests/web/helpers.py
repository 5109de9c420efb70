"""What a person does in the client, as steps the browser tests share."""

from __future__ import annotations

import re
import time

from playwright.sync_api import Page, expect

CYRILLIC = re.compile(r"[\u0400-\u04FF]")


def settle(page: Page) -> None:
    """Let the client render what the last click changed."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def sign_in_as_guest(page: Page, name: str) -> None:
    """Answer the name dialog a newcomer gets on their first game."""
    page.locator("input[name=name]").fill(name)
    page.get_by_test_id("login-submit").click()
    expect(page.locator(".dialog")).to_have_count(0)


def quick_play(page: Page, game: str, preset: str | None, name: str) -> None:
    """From the lobby: quick play of `game` (the preset by its Russian name) against easy bots."""
    tile = page.locator(f"[data-game={game}]")
    tile.get_by_test_id("quickplay-open").click()
    if preset:
        tile.get_by_test_id("quickplay-preset").select_option(label=preset)
    tile.get_by_text("лёгкий").click()
    tile.get_by_test_id("quickplay-start").click()
    sign_in_as_guest(page, name)
    page.wait_for_url("**/table/**")


def version(page: Page) -> int:
    return int(page.locator("main.table-page").get_attribute("data-version") or "-1")


def wait_until_my_turn_or_end(page: Page, timeout: float = 20_000) -> str:
    """'turn' when the player may move, 'end' once the game is over."""
    page.wait_for_function(
        """() => {
            const main = document.querySelector('main.table-page');
            if (!main) return false;
            if (main.dataset.status === 'finished') return true;
            return !!document.querySelector('svg.board.interactive [data-movable="1"]');
        }""",
        timeout=timeout,
    )
    status = page.locator("main.table-page").get_attribute("data-status")
    return "end" if status == "finished" else "turn"


def wait_for_finished(page: Page, table_id: str, timeout: float = 20.0) -> None:
    """Until the server has settled the table's game (status "finished")."""
    deadline = time.monotonic() + timeout
    while True:
        status = page.request.get(f"/api/tables/{table_id}").json()["status"]
        if status == "finished":
            return
        assert time.monotonic() < deadline, f"table {table_id} is still {status}"
        page.wait_for_timeout(100)


def click_square(page: Page, square: str) -> None:
    rect = page.locator(f'svg.board rect[data-square="{square}"]')
    # Bring the square to the middle of the screen, clear of the sticky header.
    rect.evaluate("el => el.scrollIntoView({block: 'center', inline: 'center'})")
    rect.click()
    settle(page)


def pieces(page: Page) -> list[tuple[str, str, str]]:
    """Every piece on the board as (square, seat, king)."""
    found = page.eval_on_selector_all(
        "svg.board [data-piece]",
        "nodes => nodes.map(n => [n.dataset.piece, n.dataset.seat, n.dataset.king])",
    )
    return sorted((square, seat, king) for square, seat, king in found)


def targets(page: Page) -> list[str]:
    return page.eval_on_selector_all(
        "svg.board [data-target]", "nodes => nodes.map(n => n.dataset.target)"
    )


def movable(page: Page) -> list[str]:
    return page.eval_on_selector_all(
        'svg.board [data-movable="1"]', "nodes => nodes.map(n => n.dataset.piece)"
    )


def screenshot(page: Page, name: str) -> None:
    """A full-page picture under test-results/screenshots, for a person to look at."""
    from tests.web.conftest import SCREENSHOTS

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("() => window.scrollTo(0, 0)")
    settle(page)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


def visible_text(page: Page) -> str:
    return page.evaluate("() => document.body.innerText")


def assert_seats_inside(page: Page) -> None:
    """Each seat's words (name, «в сети», rating) lie inside its box, and none lies over
    the turn banner under the seats: nothing spills onto «Ваш ход». Words are measured as
    drawn (text ranges), since text can overflow a box that itself stays small."""
    spills = page.evaluate(
        """() => {
            const out = [];
            const banner = document.querySelector('.turn-banner');
            const b = banner && banner.textContent.trim() ? banner.getBoundingClientRect() : null;
            for (const seat of document.querySelectorAll('.seats .seat')) {
                const box = seat.getBoundingClientRect();
                const walker = document.createTreeWalker(seat, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                    if (!node.textContent.trim()) continue;
                    const range = document.createRange();
                    range.selectNodeContents(node);
                    for (const r of range.getClientRects()) {
                        const outside = r.left < box.left - 1 || r.right > box.right + 1
                            || r.top < box.top - 1 || r.bottom > box.bottom + 1;
                        const over = b && r.bottom > b.top + 1 && r.top < b.bottom - 1
                            && r.right > b.left && r.left < b.right;
                        if (outside || over) out.push(node.textContent.trim());
                    }
                }
            }
            return out;
        }"""
    )
    assert spills == [], f"seat words outside their box or over the turn banner: {spills}"


def assert_in_window(page: Page, *selectors: str) -> None:
    """Every element of `selectors` inside the window at once, the page scrolled to its top:
    a player picks a card and its place on the board without scrolling between them."""
    page.evaluate("() => window.scrollTo(0, 0)")
    settle(page)
    size = page.viewport_size
    assert size is not None
    for selector in selectors:
        boxes = [element.bounding_box() for element in page.locator(selector).all()]
        assert boxes, f"nothing on the page matches {selector}"
        for box in boxes:
            assert box is not None, f"{selector} is not shown"
            inside = box["y"] >= 0 and box["y"] + box["height"] <= size["height"]
            inside = inside and box["x"] >= 0 and box["x"] + box["width"] <= size["width"]
            window = f"{size['width']}x{size['height']}"
            assert inside, f"{selector} lies outside the {window} window: {box}"


def assert_fits(page: Page, width: int) -> None:
    """Nothing wider than the screen, and every control big enough for a finger."""
    scroll_width = page.evaluate("() => document.documentElement.scrollWidth")
    assert scroll_width <= width, f"the page is {scroll_width}px wide on a {width}px screen"
    controls = "button, a.button, select, input:not([type=hidden]):not([type=checkbox])"
    controls += ":not([type=radio])"  # a box's label, not the box, is its target
    small = page.evaluate(
        """selector => [...document.querySelectorAll(selector)]
            .filter(el => el.offsetParent !== null && !el.closest('.visually-hidden'))
            .map(el => [el.textContent.trim() || el.getAttribute('aria-label') || el.type,
                        el.getBoundingClientRect().height])
            .filter(([, h]) => h > 0 && h < 43.5)""",
        controls,
    )
    assert small == [], f"controls smaller than 44 px: {small}"


_LOW_CONTRAST = r"""
(root) => {
  // Text below WCAG AA against the colour it is drawn on (4.5:1, large text 3:1); the ground
  // is the nearest opaque background behind it, and text over a picture or gradient is left out.
  const parse = (c) => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null; const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const over = (top, bottom) => { const a = top[3]; return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1); };
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.backgroundImage && s.backgroundImage !== 'none') return null;
      const c = parse(s.backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let bg = [255, 255, 255, 1];
    for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
    return bg;
  };
  const out = [];
  const walker = document.createTreeWalker(document.querySelector(root) || document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent.trim();
    if (!text) continue;
    const el = n.parentElement;
    if (!el || el.closest('svg')) continue;
    const rects = el.getClientRects();
    if (!rects.length) continue;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden') continue;
    let hidden = false;
    for (let e = el; e; e = e.parentElement) { if (Number(getComputedStyle(e).opacity) < 0.6) { hidden = true; break; } }
    if (hidden) continue;
    const bg = background(el);
    if (!bg) continue;
    const fg = over(parse(s.color), bg);
    const [a, b] = [lum(fg), lum(bg)];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const large = parseFloat(s.fontSize) >= 24 || (parseFloat(s.fontSize) >= 18.6 && Number(s.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) out.push(`${text.slice(0, 40)} [${el.className || el.tagName}] ${ratio.toFixed(2)}: ${s.color} on rgb(${bg.slice(0, 3).map(Math.round).join(', ')})`);
  }
  return out;
}
"""


def low_contrast_texts(page: Page, root: str = "main") -> list[str]:
    """The words under `root` a reader can hardly tell from their ground (outside SVG), each
    with its contrast ratio: white on white in the dark theme, a light grey meant for a dark
    page on a panel that stays light."""
    return page.evaluate(_LOW_CONTRAST, root)
