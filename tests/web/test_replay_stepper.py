"""The record of a finished game steps move by move with every hand shown (issue 14): from
«Мои игры», with the buttons, the arrow keys, the slider and the move list; an old link to
the finished table opens the record instead of «Нет такого стола»; a checkers game
downloads as PDN that pydraughts reads back to the game's end position.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from draughts import Board, Move
from draughts.PDN import PDNReader
from playwright.sync_api import Browser, Page, expect

from igroteka.engine.registry import get_game
from tests.web.conftest import DESKTOP, PHONE, Club
from tests.web.finished_games import finish_game, sign_in_as
from tests.web.helpers import assert_fits, screenshot

TWO_PEOPLE = [{"kind": "me"}, {"kind": "human"}]


def step(page: Page) -> int:
    return int(page.locator("main.replay-page").get_attribute("data-step") or "-1")


def shown_hands(page: Page) -> list[list[int]]:
    return page.eval_on_selector_all(
        "[data-testid=open-hands] [data-seat]",
        "piles => piles.map(p => [...p.querySelectorAll('[data-card]')]"
        ".map(c => Number(c.dataset.card)).sort((a, b) => a - b))",
    )


def hands_of(view: dict[str, Any]) -> list[list[int]]:
    return [sorted(hand) for hand in view["hands"]]


def test_a_finished_go_stop_deal_steps_with_both_hands_shown(open_page, club: Club) -> None:
    game = finish_game(
        club, ["Аня", "Боря"], {"game": "go_stop", "seats": TWO_PEOPLE}, seed=3, min_moves=8
    )
    page: Page = open_page(PHONE)
    sign_in_as(page.context, club, game, "Аня")
    page.goto("/me")
    page.locator(f'a[href="/replay/{game.record}"]').click()
    page.wait_for_url(f"**/replay/{game.record}")
    replay = page.request.get(f"/api/replays/{game.record}").json()
    views = [replay["start_view"]] + [s["view"] for s in replay["steps"]]
    last = len(views) - 1
    assert last >= 6
    stepper = page.get_by_test_id("replay-stepper")
    expect(stepper).to_be_visible()
    # It opens at the end, as the game finished.
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", str(last))
    expect(page.get_by_test_id("replay-where")).to_have_text(f"Ход {last} из {last}")

    page.keyboard.press("Home")
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "0")
    expect(page.get_by_test_id("replay-where")).to_contain_text("Начало партии")
    # Both hands, face up, as dealt.
    hands = shown_hands(page)
    assert hands == hands_of(views[0]) and all(len(h) >= 7 for h in hands), hands
    screenshot(page, "replay-start-390x844")
    assert_fits(page, PHONE["width"])

    page.get_by_test_id("replay-forward").click()
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "1")
    assert shown_hands(page) == hands_of(views[1])
    assert shown_hands(page) != hands_of(views[0]), "the first move left the hand"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "3")
    page.keyboard.press("ArrowLeft")
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "2")
    assert shown_hands(page) == hands_of(views[2])
    page.get_by_test_id("replay-back").click()
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "1")

    # The slider jumps anywhere; so does a move in the list.
    page.get_by_test_id("replay-slider").fill("5")
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "5")
    assert shown_hands(page) == hands_of(views[5])
    moves = page.get_by_test_id("replay-step")
    expect(moves).to_have_count(last)
    moves.nth(3).locator("button").click()
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "4")
    expect(moves.nth(3)).to_have_attribute("aria-current", "step")
    assert shown_hands(page) == hands_of(views[4])
    expect(page.get_by_test_id("replay-where")).to_have_text(f"Ход 4 из {last}")
    screenshot(page, "replay-move-4-390x844")
    page.get_by_test_id("replay-last").click()
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", str(last))
    expect(page.get_by_test_id("replay-forward")).to_be_disabled()

    # The same page in English.
    page.get_by_test_id("lang-switch").click()
    expect(page.get_by_test_id("replay-where")).to_have_text(f"Move {last} of {last}")
    expect(page.get_by_test_id("replay-first")).to_have_attribute("aria-label", "To the start")
    page.set_viewport_size(DESKTOP)
    page.keyboard.press("Home")
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "0")
    screenshot(page, "replay-start-1366x900")
    assert_fits(page, DESKTOP["width"])


def test_a_checkers_game_downloads_as_pdn(open_page, club: Club, tmp_path: Path) -> None:
    game = finish_game(
        club, ["Аня", "Боря"], {"game": "russian_checkers", "seats": TWO_PEOPLE}, seed=4
    )
    page: Page = open_page(PHONE)
    sign_in_as(page.context, club, game, "Боря")
    page.goto(f"/replay/{game.record}")
    link = page.get_by_test_id("pdn-download")
    expect(link).to_have_text("Скачать PDN")
    with page.expect_download() as waiting:
        link.click()
    download = waiting.value
    assert download.suggested_filename == f"igroteka-{game.record}.pdn"
    saved = tmp_path / "game.pdn"
    download.save_as(saved)
    text = saved.read_text(encoding="utf-8")
    assert '[GameType "25,W,8,8,A0,0"]' in text
    assert '[White "Аня"]' in text and '[Black "Боря"]' in text
    parsed = PDNReader(pdn_text=text).games[0]
    board = Board(variant="russian", fen=parsed.tags["FEN"])
    for move in parsed.moves:
        board.push(Move(board, pdn_move=move))
    replay = page.request.get(f"/api/replays/{game.record}").json()
    engine: Any = get_game("russian_checkers")
    state = engine.new_state(engine.options.validate(replay["options"]), int(replay["seed"]))
    for entry, action in zip(replay["steps"], replay["actions"], strict=True):
        state.apply(state.action_from_json(action), entry["seat"])
    assert sorted(board.fen.split(":")[1:]) == sorted(state.position().split(":")[1:])


def test_an_old_link_to_a_finished_table_opens_its_record(browser: Browser, tmp_path: Path) -> None:
    clubs = [Club(tmp_path / "club.db")]
    try:
        game = finish_game(clubs[0], ["Аня", "Боря"], {"game": "go_stop", "seats": TWO_PEOPLE})
        # The club restarts: the finished table is no longer loaded, as hours later.
        clubs[0].stop()
        clubs.append(Club(clubs[0].database, port=clubs[0].port))
        context = browser.new_context(viewport=PHONE, base_url=clubs[-1].url)
        context.set_default_timeout(15_000)
        sign_in_as(context, clubs[-1], game, "Аня")
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"/table/{game.table}")
        page.wait_for_url(re.compile(rf"/replay/{game.record}$"))
        expect(page.get_by_test_id("replay-stepper")).to_be_visible()
        expect(page.locator("body")).not_to_contain_text("Нет такого стола")
        screenshot(page, "replay-old-link-390x844")
        context.close()
        assert errors == []
    finally:
        clubs[-1].stop()
