"""Klabor views from the real engine for the web client's unit tests.

The client's pure Klabor logic (web/test/klabor.test.ts) is tested on views
the engine really sends, not on hand-made imitations. Each scenario is a
preset, a seed and the actions of a seeded random playout up to a view the
scenario's check accepts; they are written to
web/test/fixtures/klabor-views.json with

    .venv/bin/python -m tests.web.klabor_fixture

and test_klabor_fixture.py fails when the engine's views drift from the file.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from igroteka.engine.registry import get_game

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "web" / "test" / "fixtures" / "klabor-views.json"

Check = Callable[[Any, dict[str, Any]], bool]


def _has_reason(words: str) -> Check:
    def check(state: Any, view: dict[str, Any]) -> bool:
        return view["phase"] == "play" and any(
            not p["playable"] and p["reason"] and words in p["reason"]["ru"]
            for p in view.get("playable", [])
        )

    return check


def _bid_round(n: int) -> Check:
    return lambda state, view: view["phase"] == "bid" and view["bidding"]["round"] == n and bool(
        view.get("choices")
    )


def _bella(state: Any, view: dict[str, Any]) -> bool:
    return any(c["action"].get("bella") for c in view.get("choices", []))


def _after_deal(kinds: tuple[str, ...]) -> Check:
    def check(state: Any, view: dict[str, Any]) -> bool:
        last = view.get("last_deal")
        return bool(last) and last["kind"] in kinds and view["phase"] == "bid"

    return check


SCENARIOS: dict[str, tuple[str, Check]] = {
    "bid_round1": ("moscow", _bid_round(1)),
    "bid_round2": ("moscow", _bid_round(2)),
    "follow_suit": ("moscow", _has_reason("нужно ходить в масть")),
    "overtrump": ("moscow", _has_reason("перебить")),
    "bella": ("moscow", _bella),
    "three_play": ("three", lambda state, view: view["phase"] == "play" and bool(
        (view["trick"] or {}).get("cards"))),
    "pairs_after_deal": ("pairs", _after_deal(("made", "bait", "hanging"))),
    "bait": ("moscow", _after_deal(("bait",))),
}


def find(preset: str, check: Check) -> dict[str, Any]:
    """The first (seed, actions) of a seeded random playout reaching a view `check` accepts."""
    game = get_game("klabor")
    options = game.resolve_options(preset, {})
    for seed in range(1, 200):
        rng = random.Random(seed)
        state = game.new_state(options, seed=seed)
        actions: list[Any] = []
        for _ in range(400):
            seat = state.current_seat()
            view = state.view(seat if seat is not None else 0)
            if check(state, view):
                return {"preset": preset, "seed": seed, "actions": actions,
                        "seat": view["seat"], "view": view}
            if state.is_terminal():
                break
            action = rng.choice(state.legal_actions())
            actions.append(action.to_json())
            state.apply(action)
    raise LookupError(f"no seed up to 200 reaches the scenario in {preset}")


def build() -> dict[str, Any]:
    return {name: find(*spec) for name, spec in SCENARIOS.items()}


def main() -> None:
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE}")


if __name__ == "__main__":
    main()
