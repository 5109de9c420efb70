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

from pathlib import Path
from typing import Any

from tests.web.view_fixture import Check, has_reason, playout, write

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "web" / "test" / "fixtures" / "klabor-views.json"

# A playout of one match: deals are about 40 actions, so a tournament round fits.
MATCH = 3000


def _has_reason(words: str) -> Check:
    return has_reason(words, lambda state, view: view["phase"] == "play")


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


def _tournament_round2(state: Any, view: dict[str, Any]) -> bool:
    """Round two of the pairs tournament, a deal of it written and the next one bid for."""
    tour = view["match"]["tournament"]
    last = view.get("last_deal") or {}
    return tour["round"] == 2 and last.get("round") == 2 and view["phase"] == "bid"


SCENARIOS: dict[str, tuple[str, Check] | tuple[str, Check, int]] = {
    "bid_round1": ("moscow", _bid_round(1)),
    "bid_round2": ("moscow", _bid_round(2)),
    "follow_suit": ("moscow", _has_reason("нужно ходить в масть")),
    "overtrump": ("moscow", _has_reason("перебить")),
    "bella": ("moscow", _bella),
    "three_play": ("three", lambda state, view: view["phase"] == "play" and bool(
        (view["trick"] or {}).get("cards"))),
    "pairs_after_deal": ("pairs", _after_deal(("made", "bait", "hanging"))),
    "bait": ("moscow", _after_deal(("bait",))),
    "tournament_round2": ("tournament", _tournament_round2, MATCH),
}


def find(preset: str, check: Check, max_actions: int = 399) -> dict[str, Any]:
    """The first (seed, actions) of a seeded random playout reaching a view `check` accepts."""
    seed, actions, view = playout("klabor", preset, {}, check, range(1, 200), max_actions)
    return {"preset": preset, "seed": seed, "actions": actions, "seat": view["seat"], "view": view}


def build() -> dict[str, Any]:
    return {name: find(*spec) for name, spec in SCENARIOS.items()}


def main() -> None:
    write(FIXTURE, build())


if __name__ == "__main__":
    main()
