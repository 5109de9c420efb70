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


def test_the_end_screen_opens_the_review_of_ones_own_play(open_page, club: Club) -> None:
    """«Разбор партии» on the end screen opens the record with the review of the viewer's
    seat started, the panel in view."""
    game = finish_game(
        club, ["Вера", "Гена"], {"game": "russian_checkers", "seats": TWO_PEOPLE}, seed=7
    )
    page: Page = open_page(PHONE)
    sign_in_as(page.context, club, game, "Гена")
    page.goto(f"/table/{game.table}")
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    expect(end.get_by_test_id("end-review")).to_have_text("Разбор партии")
    end.get_by_test_id("end-review").click()
    page.wait_for_url(f"**/replay/{game.record}?review=1")
    panel = page.get_by_test_id("review-panel")
    expect(panel.get_by_test_id("review-seat")).to_have_value("1")
    expect(panel.get_by_test_id("review-result")).to_be_visible(timeout=90_000)
    expect(panel).to_be_in_viewport()
    status = page.request.get(f"/api/replays/{game.record}/review?seat=1").json()
    assert status["state"] == "done" and status["review"]["seat"] == 1
    assert status["review"]["open_cards"] is None
    expect(panel.get_by_test_id("review-open")).to_have_count(0)


def test_a_card_game_review_shows_each_deal_with_open_cards(open_page, club: Club) -> None:
    """Go-Stop: below the decisions, the deal as played and as players seeing every card
    played it, labelled as using every card; in Russian and English."""
    game = finish_game(
        club, ["Аня", "Боря"], {"game": "go_stop", "seats": TWO_PEOPLE}, seed=3, min_moves=6
    )
    page: Page = open_page(DESKTOP)
    sign_in_as(page.context, club, game, "Аня")
    page.goto(f"/replay/{game.record}?review=1")
    panel = page.get_by_test_id("review-panel")
    expect(panel.get_by_test_id("review-result")).to_be_visible(timeout=90_000)
    review = page.request.get(f"/api/replays/{game.record}/review?seat=0").json()["review"]
    deals = review["open_cards"]
    assert review["hidden"] and len(deals) == 1 and deals[0]["start"] == 0
    open_cards = panel.get_by_test_id("review-open")
    expect(open_cards).to_contain_text("С открытыми картами")
    expect(open_cards).to_contain_text("все карты теперь открыты")
    expect(panel).to_contain_text("только по тому, что видело это место")

    def signed(value: float) -> str:
        text = str(int(value)) if value == int(value) else f"{value:.1f}"
        return f"+{text}" if value > 0 else text

    row = open_cards.get_by_test_id("review-open-deal")
    expect(row).to_have_count(1)
    expect(row.get_by_role("button")).to_have_text(
        f"Раздача 1: сыграно {signed(deals[0]['played'])}, "
        f"с открытыми картами {signed(deals[0]['open'])}"
    )
    row.locator("summary").click()
    line = row.get_by_test_id("review-open-line")
    expect(line).to_contain_text(deals[0]["line"][0]["label"]["ru"])
    expect(line).to_contain_text("Аня:")
    # The page stands at the end; a click on the deal opens its first position.
    row.get_by_role("button").click()
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "0")
    page.get_by_test_id("lang-switch").click()
    expect(open_cards).to_contain_text("With open cards")
    expect(row.get_by_role("button")).to_contain_text("with open cards")
    screenshot(page, "review-open-cards-1366x900")
    assert_fits(page, DESKTOP["width"])
    # The panel is longer than its frame: it scrolls inside it, nothing runs out of it.
    aside = page.locator("aside.side-panel")
    inside = aside.evaluate(
        """a => a.scrollHeight <= a.clientHeight + 1
            || ['auto', 'scroll'].includes(getComputedStyle(a).overflowY)"""
    )
    assert inside, "the replay's side panel runs out of its frame"
