"""A newcomer on a phone opens the lobby and plays Ugolki against a bot to the end.

The player's moves are chosen by a simple greedy script from what the board
shows (its movable pieces, the highlighted targets, the tinted homes), and
made by clicking squares one jump at a time, as a person would. Halfway, the
page is reloaded and must come back to the same position.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.conftest import PHONE
from tests.web.helpers import (
    assert_fits,
    click_square,
    movable,
    pieces,
    screenshot,
    quick_play,
    targets,
    version,
    wait_for_finished,
    wait_until_my_turn_or_end,
)


def _coords(square: str) -> tuple[int, int]:
    return ord(square[0]) - ord("a"), int(square[1:]) - 1


class Greedy:
    """Drive every piece into the opposite home, deepest corner first."""

    def __init__(self, page: Page) -> None:
        seat = page.locator("main.table-page").get_attribute("data-seat")
        homes: dict[str, list[str]] = {}
        for home, square in page.eval_on_selector_all(
            "svg.board [data-home]",
            "nodes => nodes.map(n => [n.dataset.home, n.dataset.homeSquare])",
        ):
            homes.setdefault(home, []).append(square)
        assert seat in homes and len(homes) == 2, f"homes on the board: {homes}"
        self.target = set(next(squares for key, squares in homes.items() if key != seat))
        own = [_coords(s) for s in homes[seat]]
        cx = sum(f for f, _ in own) / len(own)
        cy = sum(r for _, r in own) / len(own)
        self.corner = _coords(
            max(self.target, key=lambda s: abs(_coords(s)[0] - cx) + abs(_coords(s)[1] - cy))
        )

    def potential(self, square: str) -> int:
        f, r = _coords(square)
        outside = 0 if square in self.target else 100
        return abs(f - self.corner[0]) + abs(r - self.corner[1]) + outside

    def move(self, page: Page) -> None:
        """One whole move: the first piece, laggards first, that can get closer; else any move."""
        candidates = sorted(movable(page), key=self.potential, reverse=True)
        assert candidates, "it is my move but no piece may move"
        before = version(page)
        for piece in candidates:
            click_square(page, piece)
            options = targets(page)
            best = min(options, key=self.potential) if options else None
            if best is not None and self.potential(best) < self.potential(piece):
                self._play_chain(page, best)
                break
            click_square(page, piece)  # put it back
        else:
            click_square(page, candidates[0])
            self._play_chain(page, targets(page)[0])
        page.wait_for_function(
            "v => Number(document.querySelector('main.table-page').dataset.version) > v "
            "|| document.querySelector('main.table-page').dataset.status === 'finished'",
            arg=before,
        )

    def _play_chain(self, page: Page, first: str) -> None:
        at = first
        click_square(page, at)
        finish = page.get_by_test_id("finish-move")
        # With «Завершить ход» showing, the chain may go on: jump on while it helps, then stop.
        while finish.count() > 0:
            options = targets(page)
            onward = min(options, key=self.potential) if options else None
            if onward is not None and self.potential(onward) < self.potential(at):
                at = onward
                click_square(page, at)
            else:
                finish.click()
                break


def test_newcomer_plays_ugolki_against_a_bot_to_the_end(open_page) -> None:
    page: Page = open_page(PHONE)
    expect(page.locator("[data-game=ugolki]")).to_be_visible()
    expect(page.locator("[data-game=russian_checkers]")).to_be_visible()
    screenshot(page, "lobby-390x844")
    assert_fits(page, PHONE["width"])

    quick_play(page, "ugolki", "GAMBITER: мини-уголки 3×3", "Новичок")
    assert wait_until_my_turn_or_end(page) == "turn"
    expect(page.get_by_test_id("turn-banner")).to_have_text("Ваш ход")
    expect(page.get_by_test_id("connection")).to_have_attribute("data-status", "online")
    expect(page.get_by_test_id("tempo")).to_contain_text("Темповое число")

    # A piece hemmed in at home: picking it up says at once why it cannot move.
    seat = page.locator("main.table-page").get_attribute("data-seat")
    free = movable(page)
    stuck = [sq for sq, owner, _king in pieces(page) if owner == seat and sq not in free]
    assert stuck, "every piece may move at the start"
    click_square(page, stuck[0])
    expect(page.get_by_test_id("refusal")).to_have_text(
        "Этой шашке сейчас некуда ходить: ни шагнуть, ни прыгнуть"
    )

    player = Greedy(page)
    moves = 0
    reloaded = False
    while wait_until_my_turn_or_end(page) == "turn":
        if moves == 6 and not reloaded:
            screenshot(page, "ugolki-390x844")
            assert_fits(page, PHONE["width"])
            log = page.locator(".game-log li:not(.log-end)")
            before = (pieces(page), version(page), log.count())
            page.reload()
            assert wait_until_my_turn_or_end(page) == "turn"
            after = (pieces(page), version(page), log.count())
            assert after == before, "the reloaded page shows another position"
            reloaded = True
        player.move(page)
        moves += 1
        assert moves < 120, "the game did not end"

    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    table_id = page.url.split("/table/")[1].split("?")[0]
    screenshot(page, "ugolki-end-390x844")
    assert_fits(page, PHONE["width"])
    headline = end.locator("h2").inner_text()
    assert headline in ("Вы победили!", "Вы проиграли", "Ничья")
    assert end.locator(".lead").inner_text().strip(), "the end screen gives no reason"
    end.get_by_role("link", name="Запись партии").click()
    page.wait_for_url("**/replay/**")
    expect(page.get_by_test_id("replay-result")).to_be_visible()
    assert page.locator(".game-log li").count() >= moves

    # The bot was rated on this rule set's board (a guest plays unrated). The end screen
    # comes with the last move; the table is settled (chips, ratings) just after it.
    wait_for_finished(page, table_id)
    page.goto("/ratings")
    page.get_by_label("Игра").select_option("ugolki")
    page.get_by_label("Правила игры").select_option("gambiter_mini")
    expect(page.locator("table.ratings tbody tr").first).to_contain_text("Бот (лёгкий)")
    # And the game is among the player's own, with its record.
    page.get_by_role("tab", name="Мои игры").click()
    expect(page.locator(".my-game").first).to_contain_text("Уголки")
    expect(page.locator(".my-game").first.get_by_role("link", name="Запись партии")).to_be_visible()
