"""Views from the real engine at positions a seeded random playout reaches.

The client's pure card-game logic (web/test/*.test.ts) is tested on views the
engine really sends, not on hand-made imitations, and the browser tests start
a table at such a position (tests/web/positions.py). A scenario is a game, a
preset with option overrides and a check on (state, view); `playout` finds the
first seed whose random playout reaches a view the check accepts and returns
that seed with the actions that lead there, so the position can be replayed.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from igroteka.engine.registry import get_game

Check = Callable[[Any, dict[str, Any]], bool]


def has_reason(words: str, phase: Callable[[Any, dict[str, Any]], bool]) -> Check:
    """A seat to move holding a card it may not play, for a reason with these words."""

    def check(state: Any, view: dict[str, Any]) -> bool:
        return phase(state, view) and any(
            not p["playable"] and p["reason"] and words in p["reason"]["ru"]
            for p in view.get("playable", [])
        )

    return check


def playout(
    game_id: str,
    preset: str,
    overrides: dict[str, Any],
    check: Check,
    seeds: range,
    max_actions: int | None = None,
) -> tuple[int, list[Any], dict[str, Any]]:
    """(seed, actions, view of the seat to move) of the first seeded playout `check` accepts."""
    game = get_game(game_id)
    options = game.resolve_options(preset, overrides)
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_state(options, seed=seed)
        actions: list[Any] = []
        while max_actions is None or len(actions) <= max_actions:
            seat = state.current_seat()
            view = state.view(seat if seat is not None else 0)
            if check(state, view):
                return seed, actions, view
            if state.is_terminal():
                break
            action = rng.choice(state.legal_actions())
            actions.append(action.to_json())
            state.apply(action)
    raise LookupError(f"no seed in {seeds} reaches the scenario in {game_id} {preset} {overrides}")


def write(path: Path, scenarios: dict[str, Any]) -> None:
    """The fixture file the web client's unit tests import."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(scenarios, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path}")
