"""Contract v2 on the test-only sealed-throw game: several seats acting, controls, openings."""

from __future__ import annotations

import json
import random

import pytest

from igroteka.engine import GameRecord, IllegalAction, MalformedAction
from igroteka.engine.registry import register, unregister
from igroteka.engine.replay import replay_events
from tests.engine.sealed_game import GAME, Bid, Throw


@pytest.fixture
def registered():
    register(GAME)
    yield GAME
    unregister(GAME)


def test_all_three_act_at_once_and_the_seat_must_be_said():
    state = GAME.new_state({}, seed=3)
    assert state.acting() == (0, 1, 2)
    with pytest.raises(IllegalAction) as info:
        state.apply(Bid(2))
    assert info.value.code == "seat_required"
    state.apply(Bid(2), 1)
    assert state.acting() == (0, 2)
    assert state.legal_actions(1) == []
    with pytest.raises(IllegalAction) as info:
        state.apply(Bid(1), 1)
    assert info.value.code == "not_your_turn"


def test_a_sealed_bid_reaches_only_its_own_seat_until_all_are_in():
    state = GAME.new_state({}, seed=3)
    events = state.apply(Bid(3), 2)
    assert [e.for_seat(0) for e in events] == [{"kind": "sealed", "seat": 2}]
    assert events[0].for_seat(2)["action"] == {"bid": 3}
    assert "mine" not in state.view(0)["bids"] and state.view(2)["bids"]["mine"] == 3
    worlds = [state.determinize(0, random.Random(i)) for i in range(30)]
    assert all(world.view(0) == state.view(0) for world in worlds)
    assert {world.sealed.choices[2].amount for world in worlds} == {1, 2, 3}
    state.apply(Bid(1), 0)
    revealed = state.apply(Bid(1), 1)
    assert revealed[-1].for_seat(None) == {"kind": "bids", "bids": [1, 1, 3], "thrower": 2}
    assert state.acting() == (2,)


def test_controls_describe_the_throw_and_any_value_in_range_is_taken():
    state = GAME.new_state({}, seed=5)
    for seat in range(3):
        state.apply(Bid(1 + (seat == 1)), seat)
    assert state.acting() == (1,)
    assert state.controls(0) is None
    controls = state.controls(1)
    assert controls is not None and [p["name"] for p in controls["params"]] == ["angle", "power"]
    throw = state.action_from_json({"throw": {"angle": 33.3, "power": 0.42}})
    assert throw not in state.legal_actions(1)  # not in the finite sample, still legal
    state.check(throw, 1)
    with pytest.raises(IllegalAction) as info:
        state.action_from_json({"throw": {"angle": 120, "power": 0.5}})
    assert info.value.code == "out_of_range" and "90" in info.value.message("ru")
    with pytest.raises(MalformedAction):
        state.action_from_json({"throw": {"angle": "far", "power": 0.5}})
    state.apply(throw, 1)
    assert state.round == 2 and state.acting() == (0, 1, 2)


def test_opening_events_tell_each_token_to_its_seat_only():
    state = GAME.new_state({}, seed=8)
    (event,) = state.opening_events()
    assert "token" not in event.for_seat(None)
    assert event.for_seat(1)["token"] == state.tokens[1]
    assert state.clone().opening_events() == []


def test_a_record_with_seats_replays_to_the_same_views_and_events(registered):
    state = GAME.new_state({"rounds": 3}, seed=11)
    rng = random.Random(4)
    played = [state.opening_events()]
    while state.acting():
        seat = rng.choice(state.acting())
        played.append(state.apply(rng.choice(state.legal_actions(seat)), seat))
    record = GameRecord.from_json(json.loads(json.dumps(GameRecord.of(state).to_json())))
    again, events = replay_events(record)
    assert again.full_view() == state.full_view()
    assert [[e.revealed() for e in es] for es in events] == [
        [e.revealed() for e in es] for es in played
    ]
    assert again.outcome() == state.outcome()


def test_the_game_says_its_dynamics_and_action_space():
    card = GAME.describe()
    assert card["dynamics"] == "simultaneous" and card["action_space"] == "continuous"


def test_a_throw_keeps_full_precision_through_json():
    state = GAME.new_state({}, seed=2)
    throw = Throw(12.345678901234, 0.999999999)
    assert state.action_from_json(json.loads(json.dumps(throw.to_json()))) == throw
