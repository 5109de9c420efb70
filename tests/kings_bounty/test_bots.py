"""The three levels play legal moves quickly, and the heuristic sees what a play is worth."""

from __future__ import annotations

import random
import time

import pytest

from igroteka.bots.levels import make_bot
from igroteka.games.kings_bounty.actions import Play
from igroteka.games.kings_bounty.bots import HeuristicPlayer, beaten_by, dead_cards, judge
from igroteka.games.kings_bounty.cards import CASTLE, OBELISK, TROOP
from igroteka.games.kings_bounty.search import HardPlayer, against_others
from tests.kings_bounty.helpers import GAME, card, position


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("players", ["2", "4"])
def test_each_level_plays_a_legal_move_in_time(level: str, players: str) -> None:
    state = GAME.new_state({"players": players}, 5)
    bot = make_bot(GAME, level, state.options)
    rng = random.Random(5)
    for ply in range(60):
        if state.is_terminal():
            break
        seat = state.current_seat()
        assert seat is not None
        if ply % 6 == 0:
            started = time.process_time()
            action = bot.choose(state, seat, rng)
            assert time.process_time() - started < 0.6
        else:
            action = rng.choice(state.legal_actions())
        assert action in state.legal_actions()
        state.apply(action, seat)


def test_medium_takes_a_three_point_obelisk_it_can_capture() -> None:
    obelisk = card(OBELISK, value=3)
    hero = card(TROOP, "humans", "hero")
    archer = card(TROOP, "humans", "archer", value=1)
    castle = card(CASTLE, "elves")
    hand = [hero, archer, *range(12, 16)]
    state = position(
        [hand, list(range(16, 22))], deck=[80, 81], areas=[[castle], [obelisk]], titles=["keeper"]
    )
    choice = HeuristicPlayer().choose(state, 0, random.Random(1))
    assert isinstance(choice, Play) and choice.target == obelisk


def test_risk_falls_as_a_building_is_guarded() -> None:
    assert beaten_by(0) == 1.0 and beaten_by(6) == 0.0
    obelisk = card(OBELISK, value=3)
    guard = card(TROOP, "humans", "hero")
    open_ = position([list(range(6)), list(range(6, 12))], areas=[[obelisk], []])
    held = position([list(range(6)), list(range(6, 12))], areas=[[(obelisk, guard)], []])
    assert judge(held, 0) > judge(open_, 0)


def test_dead_cards_are_troops_of_nations_without_a_castle() -> None:
    orc = card(TROOP, "orcs", "archer")
    elf = card(TROOP, "elves", "archer")
    elf_castle = card(CASTLE, "elves")
    human = card(TROOP, "humans", "archer")
    state = position([[orc, elf, elf_castle, human, 70, 71], list(range(6, 12))])
    assert dead_cards(state, 0) == [orc]


def test_the_arena_scores_a_game_by_its_points_margin() -> None:
    state = GAME.new_state({"players": "3"}, 2)
    assert GAME.deal_returns(state) is None
    state.points = [6, 3, 0]
    state.winner_seat = 0
    assert GAME.deal_returns(state) == (4.5, 0.0, -4.5)


def test_hard_plays_the_same_in_every_world_it_cannot_tell_apart() -> None:
    """Hard reads the table only through `determinize`: from the real 4-player game and
    from a world dealt anew from the seat's knowledge it makes the same choice."""
    state = GAME.new_state({"players": "4"}, 11)
    medium = HeuristicPlayer()
    rng = random.Random(3)
    for _ in range(14):
        seat = state.current_seat()
        assert seat is not None
        state.apply(medium.choose(state, seat, rng), seat)
    seat = state.current_seat()
    assert seat is not None
    world = state.determinize(seat, random.Random(8))
    assert world.hands[seat] == state.hands[seat]
    assert [world.hands[p] for p in range(4) if p != seat] != [
        state.hands[p] for p in range(4) if p != seat
    ]
    hard = HardPlayer({"time": 60.0, "worlds": 6})
    assert hard.choose(state, seat, random.Random(5)) == hard.choose(world, seat, random.Random(5))


def test_hard_weighs_the_leader_and_the_others_mean() -> None:
    values = [6.0, 9.0, 0.0, 3.0]
    assert against_others(values, 0, 1.0) == -3.0
    assert against_others(values, 0, 0.0) == 2.0
    assert against_others(values, 0, 0.5) == -0.5


def test_hard_takes_a_three_point_obelisk_it_can_capture() -> None:
    obelisk = card(OBELISK, value=3)
    hero = card(TROOP, "humans", "hero")
    archer = card(TROOP, "humans", "archer", value=1)
    castle = card(CASTLE, "elves")
    state = position(
        [[hero, archer, *range(12, 16)], list(range(16, 22))],
        deck=list(range(22, 30)),
        areas=[[castle], [obelisk]],
        titles=["keeper"],
    )
    choice = HardPlayer({"time": 60.0, "worlds": 8}).choose(state, 0, random.Random(1))
    assert isinstance(choice, Play) and choice.target == obelisk
