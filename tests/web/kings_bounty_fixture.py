"""The engine's Kings Bounty deck and a few views, written for the web client's unit tests.

The client numbers the 84 cards itself (web/src/renderers/kings_bounty/deck.ts) and reads
the views; web/test/kingsBounty.test.ts compares both with this file, and
test_kings_bounty_fixture.py keeps the file in step:

    .venv/bin/python -m tests.web.kings_bounty_fixture   # rewrite the fixture
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from igroteka.games.kings_bounty.cards import deck_json
from igroteka.games.kings_bounty.game import GAME

FIXTURE = Path(__file__).resolve().parents[2] / "web" / "test" / "fixtures" / "kings_bounty.json"


def build() -> dict[str, Any]:
    """The deck; seat 0's view of a seeded 3-player game every 25 plies and at the end, with the
    legal actions of whoever acts then."""
    state = GAME.new_state({"players": "3"}, 21)
    rng = random.Random(21)
    views: list[dict[str, Any]] = []
    legal: list[list[Any]] = []
    ply = 0
    while not state.is_terminal():
        if ply % 25 == 0 and len(views) < 8:
            views.append(state.view(0))
            legal.append([a.to_json() for a in state.legal_actions()])
        state.apply(rng.choice(state.legal_actions()))
        ply += 1
    views.append(state.view(0))
    legal.append([])
    return {"deck": deck_json(), "views": views, "legal": legal}


def render() -> str:
    return json.dumps(build(), ensure_ascii=False, indent=1) + "\n"


if __name__ == "__main__":
    FIXTURE.write_text(render(), encoding="utf-8")
