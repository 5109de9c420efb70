"""Figures of the offline app for docs/benchmarks.md (not a test): the first visit that
keeps the club on the device, the first Python start, a cached load offline, the size of
what is kept, and the bots' think time (every level) in Pyodide in Chromium.

    IGROTEKA_TEST_CHROMIUM=/usr/bin/chromium python -m tests.web.offline_figures [moves]
"""

from __future__ import annotations

import io
import json
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from igroteka.offline.pack import build_zip
from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE, WEB_DIST, Club

# Bots against bots in the page's own Pyodide: each move's think time, per game and level
# (every seat the same level, the first MOVES moves of one game, seed 11).
LEVELS = ["easy", "medium", "hard"]
BOT_SCRIPT = """
import json, time
from igroteka.engine.registry import get_game
from igroteka.offline.table import browser_bot
import random
figures = {}
for game_id in GAMES:
    game = get_game(game_id)
    options = game.resolve_options()
    for level in LEVELS:
        state = game.new_state(options, 11)
        times = []
        while not state.is_terminal() and len(times) < MOVES:
            seat = state.acting()[0]
            bot = browser_bot(game, level, options)
            started = time.perf_counter()
            action = bot.choose(state.clone(), seat, random.Random(len(times)))
            times.append((time.perf_counter() - started) * 1000)
            state.apply(action, seat)
        figures[f"{game_id} {level}"] = {"moves": len(times),
                                         "mean_ms": round(sum(times) / len(times)),
                                         "max_ms": round(max(times))}
json.dumps(figures)
"""


def main(moves: int = 20) -> None:
    kept = sum(p.stat().st_size for p in WEB_DIST.rglob("*") if p.is_file())
    package = build_zip()
    python_files = len(zipfile.ZipFile(io.BytesIO(package)).namelist())
    print(f"kept on the device: web_dist {kept / 1e6:.1f} MB + package {len(package) / 1e3:.0f} kB "
          f"({python_files} files)")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        server = Club(Path(tmp) / "club.db")
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        context = browser.new_context(viewport=PHONE, base_url=server.url)
        context.set_default_timeout(120_000)
        page = context.new_page()
        started = time.perf_counter()
        page.goto("/offline")
        page.wait_for_selector('[data-testid=offline-status][data-state=ready]')
        print(f"first visit until kept for offline: {time.perf_counter() - started:.1f} s")
        page.get_by_test_id("offline-game").select_option("russian_checkers")
        page.get_by_test_id("offline-level").select_option("hard")
        started = time.perf_counter()
        page.get_by_test_id("offline-start").click()
        page.wait_for_selector("svg.board.interactive [data-movable='1']")
        took = time.perf_counter() - started
        print(f"first offline table (Python started in the worker): {took:.1f} s")
        server.stop()
        context.set_offline(True)
        started = time.perf_counter()
        page.reload()
        page.wait_for_selector("svg.board.interactive [data-movable='1']")
        took = time.perf_counter() - started
        print(f"cached load offline, reload to a playable table: {took:.1f} s")
        ready = page.evaluate(
            "() => performance.getEntriesByName('igroteka-python-ready').map(e => e.detail.ms)"
        )
        print(f"  of which Python in the worker: {ready} ms")
        games = ["russian_checkers", "ugolki", "kozel", "klabor", "go_stop"]
        script = (
            BOT_SCRIPT.replace("GAMES", json.dumps(games))
            .replace("LEVELS", json.dumps(LEVELS))
            .replace("MOVES", str(moves))
        )
        figures = page.evaluate(
            """async (script) => {
                const { loadPyodide } = await import('/pyodide/pyodide.mjs');
                const py = await loadPyodide({ indexURL: '/pyodide/' });
                const zip = await (await fetch('/offline/igroteka.zip')).arrayBuffer();
                py.unpackArchive(zip, 'zip', { extractDir: '/home/pyodide/pkg' });
                py.runPython("import sys; sys.path.insert(0, '/home/pyodide/pkg')");
                return JSON.parse(py.runPython(script));
            }""",
            script,
        )
        for game, row in figures.items():
            print(f"bot in Pyodide/Chromium, {game}: {row}")
        context.close()
        browser.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
