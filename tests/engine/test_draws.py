"""Draws by agreement (igroteka/engine/draws.py): who may answer, who may offer, and what a
malformed draw action gets. The games' own conditions are tested with each game."""

from __future__ import annotations

import pytest

from igroteka.engine.draws import (
    ACCEPT_INSTEAD,
    ALREADY_OFFERED,
    NOTHING_TO_ACCEPT,
    DrawAction,
    answer_refusal,
    draw_from_json,
)
from igroteka.engine.errors import MalformedAction


def test_only_the_opponent_of_the_offerer_may_answer() -> None:
    for kind in ("accept", "decline"):
        assert answer_refusal(kind, None, 0) is NOTHING_TO_ACCEPT
        assert answer_refusal(kind, 0, 0) is NOTHING_TO_ACCEPT
        assert answer_refusal(kind, 1, 0) is None


def test_an_offer_is_made_once_and_not_over_the_opponents() -> None:
    assert answer_refusal("offer", None, 0) is None
    assert answer_refusal("offer", 0, 0) is ALREADY_OFFERED
    assert answer_refusal("offer", 1, 0) is ACCEPT_INSTEAD


def test_draw_actions_round_trip_and_a_bad_kind_says_what_is_allowed() -> None:
    for kind in ("offer", "accept", "decline"):
        action = draw_from_json(kind)
        assert action == DrawAction(kind) and draw_from_json(action.to_json()["draw"]) == action
        assert action.label().render("ru") and action.label().render("en")
    with pytest.raises(MalformedAction) as refused:
        draw_from_json("maybe")
    assert "offer" in refused.value.text.render("en") and "offer" in refused.value.text.render("ru")
