"""Kozel views from the real engine for the web client's unit tests.

The client's pure Kozel logic (web/test/kozel.test.ts) is tested on views the
engine really sends, not on hand-made imitations. Each scenario is a preset,
options, a seed and a list of actions found by a seeded random playout; the
views are written to web/test/fixtures/kozel-views.json with

    .venv/bin/python -m tests.web.kozel_fixture

and test_kozel_fixture.py fails when the engine's views drift from the file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.web.view_fixture import Check, has_reason, playout, write

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "web" / "test" / "fixtures" / "kozel-views.json"


def _has_reason(words: str) -> Check:
    return has_reason(words, lambda state, view: state.phase == "play")


def _phase(name: str) -> Check:
    return lambda state, view: state.phase == name


def _after_deal(kind: str) -> Check:
    def check(state: Any, view: dict[str, Any]) -> bool:
        last = view.get("last_deal")
        trick = (view["trick"] or {}).get("cards")
        return bool(last) and last["kind"] == kind and not trick and not view["last_trick"]

    return check


def _over(state: Any, view: dict[str, Any]) -> bool:
    return state.is_terminal()


SCENARIOS: dict[str, tuple[str, dict[str, Any], Check]] = {
    "follow_plain": ("classic", {}, _has_reason("нужно ходить в масть")),
    "follow_trump": ("classic", {}, _has_reason("нужно ходить козырем")),
    "queen_is_trump": ("classic", {}, _has_reason("— козырь, а не")),
    "declare": ("classic", {}, _phase("declare")),
    "redeal": (
        "classic", {"redeal_one_trump": True, "redeal_trigger": "on_request"}, _phase("redeal")
    ),
    "give": ("tula", {"give_last_trump": "optional"}, _phase("give")),
    "return": ("tula", {"give_last_trump": "mandatory"}, _phase("return")),
    "after_eggs": ("short6", {}, _after_deal("eggs")),
    "after_scored": ("short6", {}, _after_deal("scored")),
    "match_over": ("short6", {}, _over),
}


def find(preset: str, overrides: dict[str, Any], check: Check) -> dict[str, Any]:
    """The first (seed, actions) of a seeded random playout reaching a view `check` accepts."""
    seed, actions, view = playout("kozel", preset, overrides, check, range(1, 400))
    return {"preset": preset, "options": overrides, "seed": seed, "actions": actions,
            "seat": view["seat"], "view": view}


def build() -> dict[str, Any]:
    return {name: find(*spec) for name, spec in SCENARIOS.items()}


def main() -> None:
    write(FIXTURE, build())


if __name__ == "__main__":
    main()
