"""The web client's Kings Bounty unit tests read the engine's deck and views from a file: it must
be what the engine gives today (regenerate with `python -m tests.web.kings_bounty_fixture`)."""

from __future__ import annotations

from tests.web.kings_bounty_fixture import FIXTURE, build, render


def test_the_client_fixture_is_what_the_engine_gives() -> None:
    assert FIXTURE.read_text(encoding="utf-8") == render(), (
        "web/test/fixtures/kings_bounty.json is stale: run `python -m tests.web.kings_bounty_fixture`"
    )


def test_the_fixture_covers_what_the_client_must_draw() -> None:
    data = build()
    assert len(data["deck"]) == 84
    phases = {view["phase"] for view in data["views"]}
    assert {"play", "over"} <= phases
    assert any(b["guard"] is not None for v in data["views"] for area in v["areas"] for b in area)
