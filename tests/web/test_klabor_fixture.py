"""The Klabor views the web client's unit tests read are the engine's own, not stale copies."""

from __future__ import annotations

import json

from tests.web.klabor_fixture import FIXTURE, build


def test_the_client_fixture_is_what_the_engine_sends_now() -> None:
    stored = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert stored == build(), "regenerate it: .venv/bin/python -m tests.web.klabor_fixture"
    assert stored["bid_round2"]["view"]["bidding"]["round"] == 2
    assert stored["bait"]["view"]["last_deal"]["kind"] == "bait"
    assert stored["three_play"]["view"]["players"] == 3
    tour = stored["tournament_round2"]["view"]["match"]["tournament"]
    assert tour["round"] == 2 and tour["obyaz"] == tour["rounds"][0]["winner"]
