"""The engine's Go-Stop deck, views and events, written for the web client's unit tests.

The client draws the 48 hwatu cards from its own data and sorts captured cards
itself; its tests (web/test/goStop.test.ts) compare that with what this module
takes from the engine: the deck, views from seeded random deals (the cup
counted both ways, stacks and ppuks, choices, Go/Stop decisions, the end) and
one event of every kind. test_go_stop_fixture.py keeps the file in step:

    .venv/bin/python -m tests.web.go_stop_fixture   # rewrite web/test/fixtures/go_stop.json
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from igroteka.engine.registry import get_game
from igroteka.games.go_stop.cards import deck_json

FIXTURE = Path(__file__).resolve().parents[2] / "web" / "test" / "fixtures" / "go_stop.json"
DEALS = 60
PER_FEATURE = 3


def _features(view: dict[str, Any]) -> list[str]:
    """What makes a view worth keeping: each feature is kept a few times."""
    found = [f"phase:{view['phase']}"]
    for player in view["players"]:
        if player["score"]["cup"]:
            found.append(f"cup:{player['score']['cup']}")
        if player["gos"]:
            found.append("gos")
        if player["if_stop"]["doublings"]:
            found.append("doubling")
        if any(player["score"][k] for k in ("red_poem", "blue", "plain_red", "godori")):
            found.append("sets")
    if any(group["stack"] for group in view["layout"]):
        found.append("stack")
    if any(group["ppuk"] is not None for group in view["layout"]):
        found.append("ppuk")
    if view["outcome"] is not None:
        found.append(f"end:{view['outcome']['details']['kind']}")
    return found


def build() -> dict[str, Any]:
    game = get_game("go_stop")
    views: list[dict[str, Any]] = []
    events: dict[str, dict[str, Any]] = {}
    kept: dict[str, int] = {}
    for deal in range(DEALS):
        state: Any = game.new_state(None, deal)
        rng = random.Random(deal)
        for event in state.opening_events():
            events.setdefault(event.kind, event.for_seat(0))
        while not state.is_terminal():
            seat = state.current_seat()
            action = rng.choice(state.legal_actions())
            for event in state.apply(action):
                events.setdefault(event.kind, event.for_seat(seat))
            view = state.view(seat if not state.is_terminal() else deal % 2)
            wanted = [f for f in _features(view) if kept.get(f, 0) < PER_FEATURE]
            if wanted:
                for feature in wanted:
                    kept[feature] = kept.get(feature, 0) + 1
                views.append(view)
    return {"deck": deck_json(), "views": views, "events": [events[k] for k in sorted(events)]}


def render() -> str:
    return json.dumps(build(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    FIXTURE.write_text(render(), encoding="utf-8")
    print(f"wrote {FIXTURE}")
