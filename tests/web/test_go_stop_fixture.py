"""The web client's Go-Stop unit tests read the engine's deck and views from a file: it must
be exactly what the engine gives today (regenerate with `python -m tests.web.go_stop_fixture`)."""

from __future__ import annotations

import json

from tests.web.go_stop_fixture import FIXTURE, build, render


def test_the_client_fixture_is_what_the_engine_gives() -> None:
    assert FIXTURE.read_text(encoding="utf-8") == render(), (
        "web/test/fixtures/go_stop.json is stale: run `python -m tests.web.go_stop_fixture`"
    )


def test_the_fixture_covers_what_the_client_must_draw() -> None:
    data = build()
    assert len(data["deck"]) == 48
    kinds = {event["kind"] for event in data["events"]}
    needed = {"deal", "play", "flip", "choose", "capture", "transfer", "decision", "go", "stop"}
    assert needed <= kinds
    cups = {p["score"]["cup"] for v in data["views"] for p in v["players"]}
    assert {"animal", "junk"} <= cups, "views with the cup counted both ways"
    phases = {v["phase"] for v in data["views"]}
    assert {"play", "choose_hand", "choose_stock", "go_stop", "over"} <= phases
    assert json.loads(render()) == data
