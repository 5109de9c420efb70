"""Kings Corner's presets resolve; the clashes the rules name are refused, saying which."""

from __future__ import annotations

import random

import pytest

from igroteka.engine.errors import OptionError
from igroteka.games.kings_corner import GAME
from igroteka.games.kings_corner.bots import EasyBot, MediumBot
from igroteka.games.kings_corner.cards import name
from igroteka.games.kings_corner.hard import HardBot

PRESETS = [p.key for p in GAME.options.presets]


def test_the_rules_file_has_22_presets_and_standard_is_the_default() -> None:
    assert len(PRESETS) == 22
    assert GAME.options.default_preset == "standard"
    assert GAME.resolve_options() == GAME.options.defaults()


@pytest.mark.parametrize(
    ("overrides", "words"),
    [
        (
            {"deal_size": 4, "four_card_refill": True, "draw_until_play": True},
            "Draw until you can play",
        ),
        ({"four_card_refill": True}, "Cards dealt"),
        ({"stakes": "chips_pot"}, "to a target"),
        ({"stakes": "pool", "match": "target"}, "to a target"),
    ],
)
def test_clashing_options_are_refused_naming_both(overrides: dict, words: str) -> None:
    with pytest.raises(OptionError) as refused:
        GAME.resolve_options(None, overrides)
    assert words in refused.value.message("en")
    assert refused.value.message("ru") != refused.value.message("en")


def test_four_card_and_draw_until_play_presets_do_not_combine() -> None:
    values = {
        **GAME.options.preset("four_card").values,
        **GAME.options.preset("draw_until_play").values,
    }
    with pytest.raises(OptionError) as refused:
        GAME.resolve_options(None, values)
    assert "Refill onto empty spots" in refused.value.message("en")


def test_kings_in_the_corner_allows_four_players_at_most() -> None:
    GAME.resolve_options("kings_in_the_corner", {"players": 4})
    with pytest.raises(OptionError) as refused:
        GAME.resolve_options("kings_in_the_corner", {"players": 5})
    assert "Player limit" in refused.value.message("en")


def test_a_seat_sees_its_own_hand_and_only_the_counts_of_the_others() -> None:
    state = GAME.new_state(GAME.resolve_options(None, {"players": 3}), 5)
    view = state.view(1)
    assert view["hand"] == [name(c) for c in state.hands[1]]
    assert view["hand_counts"] == [len(h) for h in state.hands]
    assert "hands" not in view and "stock" not in view
    assert state.view(None)["hand"] is None


@pytest.mark.parametrize("bot", [EasyBot, MediumBot])
def test_the_bots_play_a_whole_match_with_legal_moves(bot) -> None:
    state = GAME.new_state(GAME.resolve_options("jokers", {"players": 3}), 2)
    rng = random.Random(2)
    player = bot()
    steps = 0
    while not state.is_terminal():
        action = player.choose(state, state.current_seat(), rng)
        state.apply(action)
        steps += 1
    assert state.outcome() is not None and steps > 10


def test_hard_answers_within_its_budget_with_a_legal_move() -> None:
    state = GAME.new_state(GAME.resolve_options(None, {"players": 2}), 3)
    action = HardBot(time_budget=0.05).choose(state, state.current_seat(), random.Random(1))
    assert action in state.legal_actions()
