"""The Kozel views the web client's unit tests read are the engine's own, not stale copies."""

from __future__ import annotations

import json

from tests.web.kozel_fixture import FIXTURE, build


def test_the_client_fixture_is_what_the_engine_sends_now() -> None:
    stored = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert stored == build(), "regenerate it: .venv/bin/python -m tests.web.kozel_fixture"
    # Each scenario reached what it is named for.
    assert stored["declare"]["view"]["phase"] == "declare"
    assert stored["give"]["view"]["phase"] == "give"
    assert stored["match_over"]["view"]["goats"] in (0, 1)
