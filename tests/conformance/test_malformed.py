"""Malformed input, as a client or a forged record may send it, is refused by every game with
a `MalformedAction` whose reason reads in both languages: never a crash of the game's own
code, nor of the message that explains the refusal (Kings Corner's once had JSON braces in
its text, which the reason's own formatting took for placeholders)."""

from __future__ import annotations

import pytest

from igroteka.engine.errors import MalformedAction
from tests.conformance.games import games

GARBAGE = [{"nonsense": True}, {"type": "no such move"}, "x", [1, 2], None, 5, {}, {"play": []}]


@pytest.mark.parametrize("game", games(), ids=lambda game: game.id)
def test_malformed_actions_are_refused_with_a_reason_in_both_languages(game) -> None:
    state = game.new_state(game.resolve_options(), 1)
    for data in GARBAGE:
        with pytest.raises(MalformedAction) as refused:
            state.action_from_json(data)
        russian, english = refused.value.message("ru"), refused.value.message("en")
        assert russian and english and russian != english, (data, russian)
    for text in ("", "  ", "???", "zz99 qq"):
        with pytest.raises(MalformedAction) as refused:
            state.parse_action(text, state.acting()[0])
        assert refused.value.message("ru") != refused.value.message("en"), text
