"""Ratings as players read them (issue 14): 1500 ± 350 for a newcomer, explained on
the ratings tab; a guest told why they have no rating; a profile with each game's
rating history drawn as a plot.

The rated games are written with the club's own rating service into the club's
database (a registered player beating and losing to a bot), so the page shows
what a long evening of play would leave, without playing it here.
"""

from __future__ import annotations

import asyncio
import re
import threading

from playwright.sync_api import Page, expect

from igroteka.store.database import Database
from igroteka.store.ratings import Participant, RatingService, bot_player, user_player
from tests.web.conftest import DESKTOP, PHONE, Club
from tests.web.helpers import assert_fits, screenshot, sign_in_as_guest


def _rate(club: Club, user_id: int, name: str, results: list[float]) -> None:
    """`results[i]` is the person's return in game i against the medium bot (1 win, -1 loss)."""

    async def go() -> None:
        database = Database(f"sqlite:///{club.database}")
        try:
            ratings = RatingService(database.sessions)
            person = Participant(user_player(user_id), name)
            bot = Participant(bot_player("medium"), "Бот (средний)", is_bot=True)
            for i, result in enumerate(results):
                await ratings.record(
                    f"profile-test-{user_id}-{i}", "kozel", "classic",
                    [person, bot, person, bot], [result, -result, result, -result],
                    [(0, 2), (1, 3)],
                )
        finally:
            await database.close()

    # Playwright's sync API holds this thread's event loop: the writes run in their own.
    worker = threading.Thread(target=lambda: asyncio.run(go()))
    worker.start()
    worker.join()


def test_ratings_read_as_in_chess_and_a_profile_draws_the_history(open_page, club: Club) -> None:
    # A guest is told, on the ratings tab, why there is no rating for them.
    guest: Page = open_page(PHONE, "/")
    guest.locator("[data-game=ugolki]").get_by_test_id("quickplay-open").click()
    guest.locator("[data-game=ugolki]").get_by_test_id("quickplay-start").click()
    sign_in_as_guest(guest, "Гость Гоша")
    guest.wait_for_url("**/table/**")
    guest.goto("/ratings")
    expect(guest.get_by_test_id("guest-unrated")).to_contain_text("гостей в рейтинг не записывают")
    expect(guest.get_by_test_id("ratings-explained")).to_contain_text("1500")

    vera: Page = open_page(DESKTOP, "/")
    answer = vera.request.post(
        "/api/auth/register",
        data={"login": "vera_profile", "password": "long password 42", "name": "Вера"},
    )
    assert answer.ok, answer.text()
    user_id = answer.json()["user"]["id"]
    _rate(club, user_id, "Вера", [1, 1, -1, 1, 1])

    vera.goto("/ratings")
    vera.get_by_label("Игра").select_option("kozel")
    expect(vera.get_by_test_id("guest-unrated")).to_have_count(0)
    row = vera.locator("table.ratings tbody tr", has_text="Вера")
    rating = row.locator(".rating-cell").inner_text()
    number, deviation = (int(part) for part in rating.split(" ± "))
    assert 1500 < number < 1900 and 0 < deviation < 350, rating  # four wins in five
    assert "." not in rating
    screenshot(vera, "ratings-1366x900")

    row.get_by_role("link", name="Вера").click()
    expect(vera).to_have_url(re.compile(rf"/player/user(:|%3A){user_id}$"))
    expect(vera.get_by_test_id("profile-name")).to_have_text("Вера")
    board = vera.locator(".profile-board[data-game=kozel]")
    expect(board).to_contain_text("Козёл")
    expect(board).to_contain_text("Классика")
    expect(board.get_by_test_id("profile-rating")).to_contain_text(rating)
    expect(board.get_by_test_id("profile-rating")).to_contain_text("5 партий")
    plot = board.get_by_test_id("rating-plot")
    expect(plot).to_have_attribute("data-points", "5")
    expect(plot.locator("circle.dot")).to_have_count(5)
    # Four rises and a fall: the line goes up but not at the third game.
    heights = plot.locator("circle.dot").evaluate_all(
        "dots => dots.map(d => Number(d.getAttribute('cy')))"
    )
    assert heights[3] < heights[2] > heights[1], heights  # SVG y grows downwards
    expect(board.locator("table.profile-games tbody tr")).to_have_count(5)
    screenshot(vera, "profile-1366x900")

    # The same on a phone, and from «Мои игры».
    phone: Page = open_page(PHONE, "/")
    phone.context.add_cookies(vera.context.cookies())
    phone.goto("/me")
    phone.get_by_test_id("my-profile").click()
    expect(phone.get_by_test_id("rating-plot")).to_be_visible()
    assert_fits(phone, PHONE["width"])
    screenshot(phone, "profile-390x844")
    # A bot has a profile too, named in the reader's language.
    phone.goto("/player/bot:medium")
    expect(phone.get_by_test_id("profile-name")).to_contain_text("Бот (средний)")
