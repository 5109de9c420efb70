"""Kings Corner's hard bot: it plans the whole turn, blocks, and leaves the match's dice alone."""

from __future__ import annotations

import random

from igroteka.games.kings_corner import GAME
from igroteka.games.kings_corner.actions import END
from igroteka.games.kings_corner.bots import MediumBot
from igroteka.games.kings_corner.hard import HardBot, openness
from igroteka.games.kings_corner.turns import turn_plans
from tests.kings_corner.helpers import play, position


def bot() -> HardBot:
    # A sample count and a budget it cannot reach on any machine: the choice is reproducible.
    return HardBot(time_budget=60.0, samples=6)


def test_the_turn_plans_include_the_run_that_empties_the_hand() -> None:
    state = position(
        {"N": "9s", "E": "3c", "S": "4c", "W": "2c"}, hand="8h 7s 6d", others=["Qc Jh"]
    )
    plans = turn_plans(state, 0)
    out = [p for p in plans if not p.closed]
    assert [p.actions for p in out] == [(play("8h", "N"), play("7s", "N"), play("6d", "N"))]
    # Stopping earlier is a plan too: the walk lists every distinct end of the turn.
    assert len([p for p in plans if p.closed]) == 3


def test_hard_plays_the_run_out_and_goes_out() -> None:
    state = position(
        {"N": "9s", "E": "3c", "S": "4c", "W": "2c"}, hand="8h 7s 6d", others=["Qc Jh"]
    )
    player, rng = bot(), random.Random(1)
    played = []
    while state.hands_played == 0:
        action = player.choose(state, 0, rng)
        played.append(action)
        state.apply(action, 0)
    assert played == [play("8h", "N"), play("7s", "N"), play("6d", "N")]
    assert state.hand_log[0]["winner"] == 0


def test_an_empty_side_is_open_to_every_unseen_card() -> None:
    state = position({"N": "9s", "E": "5d", "S": "3h"}, hand="Jd 2c", others=["Qc Jh"])
    assert openness(state, 0) == 52 - 5
    state.piles[3] = [play("Jd", "W").card]
    state.hands[0] = [play("2c", "W").card]
    # Now only the red eights, the black fours, the two of spades (the two of clubs is in
    # hand), the black tens and the four kings have a place.
    assert openness(state, 0) == 2 + 2 + 1 + 2 + 4


def test_the_rollouts_see_that_an_empty_side_left_open_costs() -> None:
    # Ending the turn keeps both cards and leaves W to the next player's cheapest card;
    # filling it sheds one and blocks. Over the same 300 sampled deals filling pays more.
    state = position({"N": "9s", "E": "5d", "S": "3h"}, hand="Jd 2h", others=["Qc Jh 8d 4s"])
    plans = turn_plans(state, 0)
    values = HardBot(time_budget=60.0, samples=300).plan_values(state, 0, plans, random.Random(3))
    ending = [v for p, v in zip(plans, values, strict=True) if p.actions == (END,)]
    filling = [
        v for p, v in zip(plans, values, strict=True) if getattr(p.actions[0], "spot", None) == 3
    ]
    assert len(ending) == 1 and len(filling) == 2
    assert min(filling) > ending[0]


def test_thinking_leaves_the_matchs_own_generator_alone() -> None:
    # Going out inside the walk deals the next hand; it must come from a copy's dice.
    state = position({"N": "9s", "E": "3c", "S": "4c", "W": "2c"}, hand="8h 7s", others=["Qc Jh"])
    before = state.rng.getstate()
    bot().choose(state, 0, random.Random(2))
    assert state.rng.getstate() == before


def test_hard_plays_a_whole_match_with_jokers_against_medium() -> None:
    state = GAME.new_state(GAME.resolve_options("jokers", {"players": 3}), 4)
    rng = random.Random(4)
    players = [HardBot(time_budget=0.02), MediumBot(), MediumBot()]
    steps = 0
    while not state.is_terminal():
        seat = state.current_seat()
        action = players[seat].choose(state, seat, rng)
        assert action in state.legal_actions(seat)
        state.apply(action, seat)
        steps += 1
    assert state.outcome() is not None and steps > 10
