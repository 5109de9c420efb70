"""«Разбор партии» in the browser (issue 24): from a finished game's record, a player asks
for the review of their own play, watches its progress, reads the mistakes and jumps to
them from the list and from the graph; at 390x844 and 1366x900, in Russian and English."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import DESKTOP, PHONE, Club
from tests.web.finished_games import finish_game, sign_in_as
from tests.web.helpers import assert_fits, screenshot

TWO_PEOPLE = [{"kind": "me"}, {"kind": "human"}]


def step(page: Page) -> int:
    return int(page.locator("main.replay-page").get_attribute("data-step") or "-1")


def test_a_player_reviews_their_checkers_game_and_jumps_to_the_mistakes(
    open_page, club: Club
) -> None:
    game = finish_game(
        club, ["Аня", "Боря"], {"game": "russian_checkers", "seats": TWO_PEOPLE}, seed=6
    )
    page: Page = open_page(PHONE)
    sign_in_as(page.context, club, game, "Боря")
    page.goto(f"/replay/{game.record}")
    panel = page.get_by_test_id("review-panel")
    expect(panel.get_by_role("heading")).to_have_text("Разбор партии")
    # Боря played the second seat: his own play is offered first.
    expect(panel.get_by_test_id("review-seat")).to_have_value("1")
    panel.get_by_test_id("review-start").click()
    expect(panel.get_by_test_id("review-result")).to_be_visible(timeout=90_000)
    review = page.request.get(f"/api/replays/{game.record}/review?seat=1").json()["review"]
    decisions = review["decisions"]
    mistakes = [d for d in decisions if d["mistake"]]
    expect(panel.get_by_test_id("review-summary")).to_have_text(
        f"Ошибок: {len(mistakes)} из {len(decisions)} решений"
    )
    rows = panel.get_by_test_id("review-decision")
    expect(rows).to_have_count(len(decisions))
    expect(panel.locator("[data-testid=review-decision][data-mistake]")).to_have_count(
        len(mistakes)
    )
    expect(panel.locator(".review-graph-mistake")).to_have_count(len(mistakes))
    assert mistakes, "random moves make mistakes the bot sees"
    # A mistake opens the position where it was made, with the bot's move beside it.
    first = mistakes[0]
    panel.locator(f"[data-testid=review-decision][data-move='{first['move'] + 1}'] button").click()
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", str(first["move"]))
    expect(panel.get_by_test_id("review-shown")).to_contain_text("бот предлагал")
    expect(panel.get_by_test_id("review-shown")).to_contain_text(first["best"])
    screenshot(page, "review-390x844")
    assert_fits(page, PHONE["width"])

    # The graph's right end is the game's end.
    graph = panel.get_by_test_id("review-graph")
    box = graph.bounding_box()
    assert box is not None
    graph.click(position={"x": box["width"] - 2, "y": box["height"] / 2})
    expect(page.locator("main.replay-page")).to_have_attribute(
        "data-step", str(len(review["curve"]))
    )

    # In English on a desktop; Аня's seat is reviewed on demand, the same way.
    page.set_viewport_size(DESKTOP)
    page.get_by_test_id("lang-switch").click()
    expect(panel.get_by_role("heading")).to_have_text("Game review")
    expect(panel.get_by_test_id("review-summary")).to_contain_text("Mistakes:")
    panel.get_by_test_id("review-seat").select_option("0")
    panel.get_by_test_id("review-start").click()
    expect(panel.get_by_test_id("review-result")).to_be_visible(timeout=90_000)
    expect(panel).to_contain_text("share of a win")
    screenshot(page, "review-1366x900")
    assert_fits(page, DESKTOP["width"])
