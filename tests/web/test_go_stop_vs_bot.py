"""A newcomer plays whole Go-Stop deals against the easy bot from the lobby, in a browser.

The deal has to be known in advance to be sure it brings a Go/Stop decision,
so this module runs its own club whose server seed is fixed by the test
(quick play adds no player seeds, so the game's seed follows from it). The
test plays the deal first in the engine, with the same simple policy the
browser player follows and the server's own bot code, trying server seeds
until one gives the player a pair to choose, a Go and then a Stop; the page
must then show exactly those decisions and end with exactly that payment.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from igroteka.engine.randomness import combine_seeds
from igroteka.engine.registry import get_game
from igroteka.games.go_stop.cards import MONTH
from igroteka.server.bot_pool import BotJob, choose
from tests.server.harness import NO_LIMITS_ENV
from tests.web.conftest import DESKTOP, PHONE, ROOT, WEB_DIST, Club, _free_port
from tests.web.helpers import assert_fits, screenshot, settle, sign_in_as_guest, version

SEED_ENV = "GO_STOP_TEST_SERVER_SEED"
# `igroteka serve` with every table's server seed taken from the environment.
SERVE_WITH_FIXED_SEED = (
    "import os, sys\n"
    "import igroteka.server.club as club\n"
    f"club.new_server_seed = lambda: os.environ['{SEED_ENV}']\n"
    "from igroteka.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)
GAME = get_game("go_stop")
OPTIONS = GAME.resolve_options("single_deal", {})


def policy(view: dict[str, Any]) -> dict[str, Any]:
    """What the browser player does, from what the page shows: the hand card meeting the most
    layout cards (the first such), the first card offered for a pair, Go once, then Stop."""
    pending = view["pending"]
    if pending["kind"] == "play":
        there = {group["month"]: len(group["cards"]) for group in view["layout"]}
        most = max(there.get(MONTH[c], 0) for c in view["hand"])
        return {"play": next(c for c in view["hand"] if there.get(MONTH[c], 0) == most)}
    if pending["kind"] in ("choose_hand", "choose_stock"):
        return {"choose": min(pending["options"])}
    me = view["players"][view["seat"]]
    return {"go": True} if pending["go_allowed"] and me["gos"] == 0 else {"stop": True}


@dataclass
class Plan:
    server_seed: str
    # (what is asked, the view it is asked in) for each of the player's decisions
    steps: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    outcome: dict[str, Any] = field(default_factory=dict)
    final_hands: list[list[int]] = field(default_factory=list)


def play_in_engine(server_seed: str) -> Plan:
    """The deal as the club will play it: this policy in seat 0, the server's easy bot in seat 1."""
    seed = combine_seeds(server_seed, [])
    state: Any = GAME.new_state(OPTIONS, seed)
    plan = Plan(server_seed)
    actions: list[Any] = []
    while not state.is_terminal():
        seat = state.current_seat()
        if seat == 0:
            view = state.view(0)
            action = policy(view)
            plan.steps.append((view["pending"]["kind"], view))
        else:
            job = BotJob(
                key="plan",
                module="igroteka.games.go_stop",
                game="go_stop",
                options=OPTIONS,
                seed=seed,
                actions=tuple(actions),
                seat=1,
                level="easy",
            )
            action = choose(job)
        actions.append(action)
        state.apply(state.action_from_json(action))
    plan.outcome = state.outcome().to_json()
    plan.final_hands = [list(hand) for hand in state.hands]
    return plan


def find_plan() -> Plan:
    for k in range(300):
        plan = play_in_engine(f"go-stop-browser-{k}")
        kinds = [kind for kind, _ in plan.steps]
        decided = [kind for kind in kinds if kind == "go_stop"]
        if len(decided) == 2 and "choose_hand" in kinds and plan.outcome["winners"] == [0]:
            return plan
    raise AssertionError("no server seed in 300 gives a pair to choose, a Go and a Stop")


class SeededClub(Club):
    """The club of conftest.py, its server seed fixed through the environment."""

    def __init__(self, database: Path, server_seed: str) -> None:
        self.database = database
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = database.with_suffix(".log")
        env = {
            **os.environ,
            SEED_ENV: server_seed,
            "IGROTEKA_BOT_DELAY": "0.05",
            "IGROTEKA_GRACE_SECONDS": "30",
            "IGROTEKA_LOG_LEVEL": "WARNING",
            **NO_LIMITS_ENV,
        }
        self.process = subprocess.Popen(
            [
                sys.executable, "-c", SERVE_WITH_FIXED_SEED, "serve",
                "--port", str(self.port), "--database-url", f"sqlite:///{database}",
            ],
            cwd=ROOT, env=env, stdout=self.log.open("ab"), stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{self.url}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the club did not start:\n{self.log.read_text()[-3000:]}")
            time.sleep(0.1)


@pytest.fixture(scope="module")
def plan() -> Plan:
    return find_plan()


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory, plan: Plan) -> Iterator[Club]:
    """Overrides conftest's club for this module: the same server, its seed fixed."""
    if not (WEB_DIST / "index.html").is_file():
        pytest.fail("the web client is not built: run `make web` (make test does it first)")
    server = SeededClub(tmp_path_factory.mktemp("gostop") / "club.db", plan.server_seed)
    yield server
    server.stop()


MY_MOVE = """() => {
    const main = document.querySelector('main.table-page');
    if (!main) return false;
    if (main.dataset.status === 'finished') return true;
    return !!(document.querySelector('button.gs-hand-card[data-playable="1"]')
        || document.querySelector('[data-testid=gs-choose]')
        || document.querySelector('[data-testid=gs-gostop]'));
}"""


def wait_for_my_move(page: Page) -> str:
    """'play', 'choose', 'go_stop' or 'end'."""
    page.wait_for_function(MY_MOVE, timeout=20_000)
    if page.locator("main.table-page").get_attribute("data-status") == "finished":
        return "end"
    if page.get_by_test_id("gs-gostop").count():
        return "go_stop"
    if page.get_by_test_id("gs-choose").count():
        return "choose"
    return "play"


def wait_for_answer(page: Page, before: int) -> None:
    page.wait_for_function(
        "v => Number(document.querySelector('main.table-page').dataset.version) > v "
        "|| document.querySelector('main.table-page').dataset.status === 'finished'",
        arg=before,
    )


def hand_on_page(page: Page) -> list[int]:
    return [
        int(x)
        for x in page.eval_on_selector_all(
            "button.gs-hand-card", "nodes => nodes.map(n => n.dataset.card)"
        )
    ]


def start_quick_play(page: Page, name: str) -> None:
    tile = page.locator("[data-game=go_stop]")
    expect(tile).to_be_visible()
    tile.get_by_test_id("quickplay-open").click()
    # «Одиночная раздача против ИИ» is the table quick play opens by default.
    expect(tile.get_by_test_id("quickplay-preset")).to_have_value("single_deal")
    expect(tile.get_by_test_id("quickplay-preset").locator("option:checked")).to_have_text(
        "Одиночная раздача против ИИ"
    )
    tile.get_by_text("лёгкий").click()
    tile.get_by_test_id("quickplay-start").click()
    sign_in_as_guest(page, name)
    page.wait_for_url("**/table/**")
    expect(page.get_by_test_id("gostop")).to_be_visible()


def test_newcomer_plays_a_whole_deal_with_a_go_and_a_stop(open_page, plan: Plan) -> None:
    page: Page = open_page(PHONE)
    start_quick_play(page, "Новичок")
    expected = iter(plan.steps)
    moves = 0
    saw_motion = False
    while (step := wait_for_my_move(page)) != "end":
        kind, view = next(expected)
        assert step == {"play": "play", "choose_hand": "choose", "choose_stock": "choose"}.get(
            kind, kind
        ), f"the page asks for {step}, the engine's deal for {kind}"
        before = version(page)
        if step == "play":
            assert hand_on_page(page) == view["hand"], "the page shows another hand"
            card = policy(view)["play"]
            button = page.locator(f'button.gs-hand-card[data-card="{card}"]')
            matches = sum(len(g["cards"]) for g in view["layout"] if g["month"] == MONTH[card])
            assert button.get_attribute("data-matches") == str(matches)
            if moves == 2:
                screenshot(page, "go_stop-390x844")
                assert_fits(page, PHONE["width"])
            button.click()
            if not saw_motion and matches:
                # A capture glides to the pile in 150-250 ms.
                page.wait_for_function(
                    """() => document.getAnimations().some(a => {
                        if (a instanceof CSSTransition || a instanceof CSSAnimation) return false;
                        const d = a.effect && a.effect.getTiming().duration;
                        return d >= 150 && d <= 250; })""",
                    timeout=5_000,
                )
                saw_motion = True
        elif step == "choose":
            panel = page.get_by_test_id("gs-choose")
            offered = [int(x) for x in panel.locator("[data-choose]").evaluate_all(
                "nodes => nodes.map(n => n.dataset.choose)"
            )]
            assert offered == view["pending"]["options"]
            # The same two cards are raised on the layout, each a button too.
            assert page.locator("button.gs-option").count() == 2
            panel.locator("[data-choose]").first.click()
        else:
            me = view["players"][0]
            dialog = page.get_by_test_id("gs-gostop")
            expect(dialog.get_by_role("heading")).to_have_text("Го или Стоп?")
            expect(dialog).to_contain_text(f"У вас {me['score']['total']} оч")
            stop = dialog.get_by_test_id("gs-stop")
            expect(stop).to_have_text(f"Стоп: получить {me['if_stop']['amount']}")
            expect(stop).to_be_focused()
            if policy(view) == {"go": True}:
                if view["hand"]:
                    # A card tapped now: the table says what comes first, and nothing moves.
                    page.locator("button.gs-hand-card").first.click()
                    expect(page.get_by_test_id("refusal")).to_have_text(
                        "Сначала решите: Го (играть дальше) или Стоп (получить выплату)"
                    )
                    assert version(page) == before
                screenshot(page, "go_stop-decision-390x844")
                assert_fits(page, PHONE["width"])
                dialog.get_by_test_id("gs-go").click()
                wait_for_answer(page, before)
                expect(page.get_by_test_id("gs-gos-0")).to_have_text("Го 1 (+1 к выплате)")
            else:
                formula = dialog.get_by_test_id("gs-formula")
                expect(formula).to_contain_text(f"+{me['gos']} за Го")
                expect(formula).to_contain_text(f"= {me['if_stop']['amount']}")
                stop.click()
        wait_for_answer(page, before)
        moves += 1
        assert moves < 40, "the deal did not end"
    assert next(expected, None) is None, "the page ended the deal before the engine did"
    assert saw_motion, "no capture was animated"

    amount = plan.outcome["details"]["amount"]
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    expect(end.locator("h2")).to_have_text("Вы победили!")
    expect(end.locator(".lead")).to_have_text(f"Стоп: выплата {amount}")
    screenshot(page, "go_stop-end-390x844")
    record = end.get_by_role("link", name="Запись партии").get_attribute("href")
    end.get_by_test_id("end-close").click()
    result = page.get_by_test_id("gs-result")
    expect(result).to_have_attribute("data-amount", str(amount))
    expect(result).to_contain_text(f"говорит Стоп и получает {amount}")
    expect(page.get_by_test_id("game-log")).to_contain_text("говорит Го")
    assert_fits(page, PHONE["width"])

    # The record shows the last position, the cards left in hand face up, and the same result.
    assert record
    page.goto(record)
    expect(page.get_by_test_id("gs-result")).to_have_attribute("data-amount", str(amount))
    left = sum(len(hand) for hand in plan.final_hands)
    expect(page.locator(".gs-hands-end [data-card]")).to_have_count(left)
    assert page.locator("button.gs-hand-card").count() == 0, "a record is not played"
    screenshot(page, "go_stop-replay-390x844")


def test_desktop_keyboard_and_reduced_motion(open_page, plan: Plan) -> None:
    page: Page = open_page(DESKTOP)
    page.evaluate(
        "() => localStorage.setItem('igroteka.settings', JSON.stringify({reduced_motion: true}))"
    )
    page.reload()
    start_quick_play(page, "Клавиатура")
    assert wait_for_my_move(page) == "play"
    _, view = plan.steps[0]
    backs = page.get_by_test_id("gs-hidden-hand-1")
    expect(backs).to_have_attribute("data-count", str(view["hand_counts"][1]))
    expect(backs).to_contain_text(f"{view['hand_counts'][1]} карт на руке")
    expect(page.get_by_test_id("gs-stock")).to_contain_text(f"{view['stock_count']} карт в колоде")
    # Keyboard only: the hand's cards are buttons in order; Enter plays the focused one.
    target = policy(view)["play"]
    page.locator("button.gs-hand-card").first.focus()
    for _ in range(view["hand"].index(target)):
        page.keyboard.press("Tab")
    focused = page.evaluate("() => document.activeElement.dataset.card")
    assert focused == str(target)
    if any(group["month"] == MONTH[target] for group in view["layout"]):
        # The focused card shows where it would go.
        expect(page.locator(f'li.gs-month[data-month="{MONTH[target]}"]')).to_have_class(
            re.compile(r"\bhover\b")
        )
    before = version(page)
    page.keyboard.press("Enter")
    wait_for_answer(page, before)
    settle(page)
    moving = page.evaluate("() => document.getAnimations().length")
    assert moving == 0, "cards move although the player asked for no animation"
    assert target not in hand_on_page(page)
    assert wait_for_my_move(page) in ("play", "choose", "go_stop")
    screenshot(page, "go_stop-1366x900")
    assert_fits(page, DESKTOP["width"])
    # The smallest phones: nothing sticks out, every control fits a finger.
    page.set_viewport_size({"width": 360, "height": 740})
    settle(page)
    assert_fits(page, 360)


def test_the_rules_page_shows_every_card(open_page) -> None:
    page: Page = open_page(PHONE, "/rules/go_stop")
    gallery = page.get_by_test_id("gs-gallery")
    expect(gallery.locator("svg.hwatu")).to_have_count(48)
    expect(gallery.get_by_role("img", name="март, занавес (вид: яркая)")).to_be_visible()
    lightning = "декабрь, двойной хлам: молния (вид: двойной хлам)"
    expect(gallery.get_by_role("img", name=lightning)).to_be_visible()
    expect(page.locator(".markdown")).to_contain_text("Го или Стоп")
    assert_fits(page, PHONE["width"])
    gallery.scroll_into_view_if_needed()
    screenshot(page, "go_stop-rules-390x844")
