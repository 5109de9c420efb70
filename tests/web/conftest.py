"""The browser suite: a real club server in a child process, Debian's Chromium driven by Playwright.

The server is `igroteka serve` itself, on a free loopback port with a fresh
SQLite database, serving the built client from igroteka/web_dist (`make web`
builds it; `make test` does that first).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Page,
    Playwright,
    expect,
    sync_playwright,
)

from tests.server.harness import NO_LIMITS_ENV, assert_all_exit, descendants, free_port

ROOT = Path(__file__).resolve().parents[2]
WEB_DIST = ROOT / "igroteka" / "web_dist"
# Debian's chromium; `make test CHROMIUM=...` passes another one down.
CHROMIUM = os.environ.get("IGROTEKA_TEST_CHROMIUM") or "/usr/bin/chromium"
MISSING_CHROMIUM = (
    f"{CHROMIUM} is missing: run `make test` (it installs Debian's chromium as root) "
    "or `sudo apt-get install chromium`"
)
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = ROOT / "test-results" / "screenshots"
# What a page must show within: as long as the contexts' action timeout, not Playwright's
# 5 s, because `make test` runs two workers and a busy machine may take seconds to serve a
# page; a page that never shows it still fails.
expect.set_options(timeout=15_000)
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """All browser tests in one `make test` worker, in order (`--dist loadgroup`): they share
    the session's club, and two pages at once on a 2-core machine race their own timeouts;
    the other worker runs the rest of the suite beside them."""
    for item in items:
        if item.nodeid.startswith("tests/web/"):
            item.add_marker(pytest.mark.xdist_group("browser"))


def _free_port() -> int:
    """A port outside the ephemeral range (tests/server/harness.py says why)."""
    return free_port()


class Club:
    """`igroteka serve` as a child process, stopped at the end of the session."""

    def __init__(
        self, database: Path, port: int | None = None, env: dict[str, str] | None = None
    ) -> None:
        self.database = database
        self.port = port or _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = database.with_suffix(".log")
        env = {
            **os.environ,
            "IGROTEKA_BOT_DELAY": "0.05",
            "IGROTEKA_GRACE_SECONDS": "30",
            "IGROTEKA_LOG_LEVEL": "WARNING",
            **NO_LIMITS_ENV,  # every page here comes from 127.0.0.1
            # «Разбор партии» with a quick judge: the page, not the bot, is under test here.
            "IGROTEKA_REVIEW_JUDGE": "alphabeta:depth=2",
            "IGROTEKA_REVIEW_DEPTH": "2",
            "IGROTEKA_REVIEW_WORLDS": "4",
            **(env or {}),
        }
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "igroteka",
                "serve",
                "--port",
                str(self.port),
                "--database-url",
                f"sqlite:///{database}",
            ],
            cwd=ROOT,
            env=env,
            stdout=self.log.open("ab"),
            stderr=subprocess.STDOUT,
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

    def kill(self) -> None:
        """Die at once, as in a crash: no goodbye to the sockets, nothing flushed; and none
        of its processes (the bot workers) may outlive it."""
        left = descendants(self.process.pid)
        self.process.kill()
        self.process.wait()
        assert_all_exit(left)

    def stop(self) -> None:
        left = descendants(self.process.pid)
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        assert_all_exit(left)


@pytest.fixture(scope="session")
def club(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Club]:
    if not (WEB_DIST / "index.html").is_file():
        pytest.fail("the web client is not built: run `make web` (make test does it first)")
    if not Path(CHROMIUM).exists():
        pytest.fail(MISSING_CHROMIUM)
    server = Club(tmp_path_factory.mktemp("club") / "club.db")
    yield server
    server.stop()


# Per test file, not per session: Playwright's sync API keeps an event loop running in the
# thread while it is open, and with `make test`'s two workers a file of asyncio tests may
# follow a browser test file in the same worker (`asyncio.run` refuses to run inside a
# running loop).
@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(MISSING_CHROMIUM)
    chromium = playwright.chromium.launch(
        executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    yield chromium
    chromium.close()


@pytest.fixture
def open_page(browser: Browser, club: Club) -> Iterator[Callable[..., Page]]:
    """Pages in fresh contexts (each its own cookies: its own person); page errors fail the test."""
    contexts: list[BrowserContext] = []
    errors: list[str] = []

    def make(viewport: dict[str, int] | None = None, path: str = "/", touch: bool = False) -> Page:
        context = browser.new_context(
            viewport=viewport or DESKTOP, base_url=club.url, has_touch=touch
        )
        context.set_default_timeout(15_000)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(path)
        return page

    yield make
    for context in contexts:
        context.close()
    assert errors == [], f"errors in the page: {errors}"
