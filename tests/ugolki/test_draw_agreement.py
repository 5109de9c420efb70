"""Draws by agreement in a game of two: an offer, its answer, and a bot's answer by evaluation."""

from __future__ import annotations

import pytest

from igroteka.engine import IllegalAction, MalformedAction, replay
from igroteka.engine.replay import GameRecord
from igroteka.games.ugolki.actions import DrawAction, UgolkiAction
from igroteka.games.ugolki.state import UgolkiState
from tests.ugolki.helpers import GAME, play, start


def test_an_offer_then_an_acceptance_is_a_draw_that_replays() -> None:
    s = start()
    assert s.draw_actions() == [DrawAction("offer")]
    assert DrawAction("offer") not in s.legal_actions()
    events = s.apply(s.parse_action("ничья?"))
    assert [e.kind for e in events] == ["draw_offered"] and s.current_seat() == 0
    assert s.view(1)["draw"] == {"agreement": True, "offer": 0}
    play(s, str(s.legal_actions()[0]))
    assert s.draw_actions() == [DrawAction("accept"), DrawAction("decline")]
    events = s.apply(s.action_from_json({"draw": "accept"}))
    assert [e.kind for e in events] == ["draw_agreed", "game_over"]
    result = s.outcome()
    assert result is not None and result.returns == (0.0, 0.0)
    assert result.reason.render("ru") == "Ничья по соглашению"
    again = replay(GameRecord.of(s))
    assert again.outcome() == result
    assert GAME.new_state().action_label(DrawAction("decline")).render("ru") == (
        "отказаться от ничьей"
    )


def test_declining_keeps_the_turn_and_a_move_declines_too() -> None:
    s = start()
    s.apply(DrawAction("offer"))
    play(s, str(s.legal_actions()[0]))
    events = s.apply(DrawAction("decline"))
    assert [(e.kind, e.public["seat"]) for e in events] == [("draw_declined", 1)]
    assert s.current_seat() == 1 and s.draw_offer is None and s.outcome() is None
    s.apply(s.legal_actions()[0])
    s.apply(DrawAction("offer"))
    s.apply(s.legal_actions()[0])
    events = s.apply(s.legal_actions()[0])
    assert [e.kind for e in events] == ["draw_declined", "move"] and s.draw_offer is None


def test_refusals_name_the_reason() -> None:
    s = start()
    with pytest.raises(IllegalAction) as nothing:
        s.apply(DrawAction("accept"))
    assert "not offered" in nothing.value.message("en")
    s.apply(DrawAction("offer"))
    with pytest.raises(IllegalAction) as twice:
        s.apply(DrawAction("offer"))
    assert "already" in twice.value.message("en")
    four = start("halma16_4")
    assert four.draw_actions() == []
    with pytest.raises(IllegalAction) as many:
        four.apply(DrawAction("offer"))
    assert "вдвоём" in many.value.message("ru")
    with pytest.raises(MalformedAction) as bad:
        s.action_from_json({"draw": "maybe"})
    assert "'decline'" in bad.value.message("en")


def test_a_bot_answers_by_its_evaluation() -> None:
    s = start()
    s.apply(DrawAction("offer"))
    s.apply(s.legal_actions()[0])
    assert s.draw_answer(0) is None
    assert s.draw_answer(1) == DrawAction("accept")  # the start: not better
    # White dawdles at home while Black runs: Black, far ahead, declines.
    late = start()
    for _ in range(6):
        late.apply(min(late.legal_actions(), key=lambda a: _after(late, a)))
        late.apply(max(late.legal_actions(), key=lambda a: -_after(late, a)))
    late.apply(DrawAction("offer"))
    late.apply(min(late.legal_actions(), key=lambda a: _after(late, a)))
    assert late.evaluate(1) > 0.3
    assert late.draw_answer(1) == DrawAction("decline")


def _after(state: UgolkiState, action: UgolkiAction) -> float:
    """White's evaluation after `action`."""
    child = state.clone()
    child.apply(action)
    return float(child.evaluate(0))
