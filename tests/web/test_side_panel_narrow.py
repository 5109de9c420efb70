"""The table's side-panel tabs, on the narrowest phone and beside a desktop table: each tab
whole, none running into another.

At 360 px the four tabs («Журнал», «Чат», «Правила», «Настройки стола») do not fit one row;
they used to be squeezed until their words overlapped and the last one went off the edge.
Beside a desktop table the panel is 320-400 px wide and the last tab was cut off the same way.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.web.conftest import DESKTOP
from tests.web.helpers import assert_fits, screenshot, settle
from tests.web.test_go_stop_vs_bot import start_quick_play

NARROW = {"width": 360, "height": 740}

TABS = """() => {
    const panel = document.querySelector('.side-panel').getBoundingClientRect();
    return [...document.querySelectorAll('.side-panel [role=tab]')].map(el => {
        const r = el.getBoundingClientRect();
        return {text: el.textContent, left: r.left, right: r.right, top: r.top,
                whole: el.scrollWidth <= el.clientWidth, inside: r.left >= panel.left
                && r.right <= panel.right};
    });
}"""


@pytest.mark.parametrize("viewport", [NARROW, DESKTOP], ids=["360", "desktop"])
def test_go_stop_side_panel_tabs_fit(open_page, viewport) -> None:
    page: Page = open_page(viewport)
    start_quick_play(page, "Узкий")
    settle(page)
    tabs = page.evaluate(TABS)
    assert [t["text"] for t in tabs] == ["Журнал", "Чат", "Правила", "Настройки стола"]
    for tab in tabs:
        assert tab["whole"], f"the words of «{tab['text']}» spill out of its tab"
        assert tab["inside"], f"«{tab['text']}» sticks out of the side panel"
    for a, b in zip(tabs, tabs[1:], strict=False):
        if abs(a["top"] - b["top"]) < 1:  # the same row
            assert a["right"] <= b["left"] + 0.5, f"«{a['text']}» runs into «{b['text']}»"
    page.locator(".side-panel").scroll_into_view_if_needed()
    screenshot(page, f"go_stop-side-panel-{viewport['width']}x{viewport['height']}")
    assert_fits(page, viewport["width"])
