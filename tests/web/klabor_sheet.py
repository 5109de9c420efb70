"""Klabor's score sheets on the page, read back and compared with the engine's own lines."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from tests.web.helpers import version
from tests.web.positions import engine_state, table_id_of

ROWS = ("card_points", "sequences", "bella", "last_trick", "bait_penalty", "written", "scores")
ALWAYS = {"card_points", "written", "scores"}


def page_deal_sheet(page: Page) -> dict[str, list[int]]:
    """The deal sheet's rows as the page shows them, column by column."""
    return dict(page.eval_on_selector_all(
        "[data-testid=deal-sheet] tbody tr[data-row]",
        "rows => rows.map(r => [r.dataset.row, [...r.querySelectorAll('td')]"
        ".map(td => Number(td.textContent))])",
    ))


def engine_view(page: Page, database: Path) -> dict[str, Any]:
    """Seat 0's view as the engine has it at the version the page shows."""
    moves = version(page)
    for _ in range(100):
        try:
            return engine_state(database, table_id_of(page), moves).view(0)
        except AssertionError:
            time.sleep(0.05)  # the move is still on its way to the database
    return engine_state(database, table_id_of(page), moves).view(0)


def columns_of(view: dict[str, Any]) -> list[int]:
    """The page's column order: the player's own side first, then the others."""
    sides = max(view["side_of"]) + 1
    return [view["side"], *(s for s in range(sides) if s != view["side"])]


def assert_sheets_match_the_engine(page: Page, database: Path) -> dict[str, Any]:
    """Every row of the deal sheet and the match totals are the engine's figures; its view."""
    view = engine_view(page, database)
    line = view["last_deal"]
    assert line is not None, "no deal has been written yet"
    columns = columns_of(view)
    sheet = page.get_by_test_id("deal-sheet")
    assert sheet.get_attribute("data-deal") == str(line["deal"])
    assert sheet.get_attribute("data-kind") == line["kind"]
    shown = page_deal_sheet(page)
    # The shown rows add up to what was written: лыжи is a row of its own (−100).
    skis = [-100 if line["skis"][c] else 0 for c in columns]
    if any(skis):
        assert shown["skis"] == skis, f"skis: page {shown.get('skis')}, engine {skis}"
    else:
        assert "skis" not in shown
    for key in ROWS:
        expected = [line[key][c] for c in columns]
        if key in shown:
            assert shown[key] == expected, f"{key}: page {shown[key]}, engine {expected}"
        else:
            assert key not in ALWAYS and not any(expected), f"{key} {expected} is missing"
    # The match sheet: one row per deal written, and the totals.
    deals = page.eval_on_selector_all(
        "[data-testid=score-sheet] tr[data-deal]", "rows => rows.map(r => Number(r.dataset.deal))"
    )
    assert deals == [d["deal"] for d in view["match"]["deals"]]
    totals = [int(page.get_by_test_id(f"total-{c}").inner_text()) for c in columns]
    assert totals == [view["scores"][c] for c in columns]
    return view
