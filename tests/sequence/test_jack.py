"""`jack` (jack.py): hard's count, searched in sampled worlds only where it is unsure."""

from __future__ import annotations

import random

import pytest

from igroteka.bots.levels import parse_bot
from igroteka.games.sequence import GAME
from igroteka.games.sequence.actions import Play
from igroteka.games.sequence.bots import MediumBot
from igroteka.games.sequence.cards import WILD
from igroteka.games.sequence.jack import JackBot
from igroteka.games.sequence.weighed import WeighedBot
from tests.sequence.helpers import BLUE, GREEN, cell, give, midgame, place, table


def test_jack_is_an_arena_player_that_takes_its_settings() -> None:
    assert GAME.arena_bots["jack"] is JackBot
    assert GAME.bot_factories["hard"] is WeighedBot
    bot = parse_bot("jack:worlds=2,width=4,rounds=2,close=7,jack_gap=50,held_safe=0.25", GAME)
    assert isinstance(bot, JackBot)
    assert (bot.worlds, bot.width, bot.rounds, bot.close, bot.jack_gap) == (2, 4, 2, 7.0, 50.0)
    assert bot.weights.held_safe == 0.25
    assert bot.policy.weights.held_safe == 0.25


def test_a_held_wild_jack_puts_a_jack_play_and_a_card_play_among_the_candidates() -> None:
    state = table()
    place(state, GREEN, *(cell(4, c) for c in range(3, 6)))  # 6h 5h 4h of Green's
    state.hands[0] = []
    give(state, 0, "Jd#1", "2s#1", "Kc#1", "5c#1")
    bot = JackBot({"close": 0.0, "jack_gap": 1.0e9})
    moves = bot.candidates(bot.action_values(state), state)
    kinds = [state.pack.effect[m.card] for m in moves]
    assert WILD in kinds and any(k >= 0 for k in kinds)
    # Without a wild jack in hand and with nothing close, the count's first play stands alone.
    state.hands[0] = []
    give(state, 0, "2s#1", "Kc#1", "5c#1", "2h#1")
    assert len(JackBot({"close": 0.0}).candidates(bot.action_values(state), state)) == 1


def test_where_the_count_is_sure_it_plays_as_hard() -> None:
    for preset, plies in (("two", 10), ("two", 30), ("two_teams", 20)):
        for seed in (1, 2, 3):
            state = midgame(seed, plies, preset)
            seat = state.mover
            sure = JackBot({"close": 0.0, "jack_gap": 0.0, "width": 2})
            moves = sure.candidates(sure.action_values(state), state)
            if len(moves) < 2:
                expected = WeighedBot().choose(state, seat, random.Random(0))
                assert sure.choose(state, seat, random.Random(0)) == expected


def test_a_jack_spent_on_the_way_costs_its_price() -> None:
    state = table()
    state.hands[0] = []
    give(state, 0, "Jd#1", "2s#1", "Kc#1", "5c#1")
    state.hands[1] = []
    give(state, 1, "3s#1", "4s#1", "6d#1", "7d#1", "8c#1", "Qh#1", "Ah#1")
    bot = JackBot({"plies": 2, "spent": 1.0})
    jack = next(
        a
        for a in state.legal_actions()
        if isinstance(a, Play) and state.pack.effect[a.card] == WILD and a.cell == cell(4, 4)
    )
    plain = next(
        a for a in state.legal_actions() if isinstance(a, Play) and state.pack.effect[a.card] >= 0
    )
    for move, price in ((jack, bot.weights.wild_cost), (plain, 0.0)):
        world = state.search_copy()
        world.rng = random.Random(1)
        # Two players, one round: our move, then the other seat's (no jack in its hand).
        value = bot.play_on(world, BLUE, move)
        assert world.mover == BLUE
        assert value == pytest.approx(bot.board_value(world, BLUE) - price)


def test_jack_plays_legal_moves_and_leaves_the_table_as_it_was() -> None:
    for preset, plies in (("two", 6), ("two", 30), ("two_teams", 22)):
        for seed in (1, 2):
            state = midgame(seed, plies, preset)
            seat = state.mover
            before = (list(state.chips), [list(h) for h in state.hands], list(state.deck))
            action = JackBot().choose(state, seat, random.Random(3))
            assert action in state.legal_actions()
            assert (list(state.chips), [list(h) for h in state.hands], list(state.deck)) == before


def test_the_same_seed_gives_the_same_move() -> None:
    for preset, plies in (("two", 16), ("two_teams", 22)):
        for seed in (1, 2, 3):
            state = midgame(seed, plies, preset)
            seat = state.mover
            first = JackBot().choose(state, seat, random.Random(7))
            assert JackBot().choose(state.search_copy(), seat, random.Random(7)) == first


def test_the_choice_does_not_depend_on_cards_the_seat_cannot_see() -> None:
    moved = 0
    for preset, plies in (("two", 16), ("two", 31), ("two_teams", 22)):
        for seed in (1, 2, 3, 4):
            state = midgame(seed, plies, preset)
            seat = state.mover
            bot = JackBot({"margin": 0.0, "close": 50.0, "width": 3})
            choice = bot.choose(state, seat, random.Random(11))
            moved += choice != WeighedBot().choose(state, seat, random.Random(11))
            for salt in range(3):
                # The same table with every hidden card (other hands, the deck) dealt anew.
                world = state.determinize(seat, random.Random(salt))
                assert world.hands[seat] == state.hands[seat]
                again = JackBot({"margin": 0.0, "close": 50.0, "width": 3})
                assert again.choose(world, seat, random.Random(11)) == choice
    # The search does overrule the count somewhere, so the check bites.
    assert moved > 0


@pytest.mark.parametrize("preset", ["two", "two_teams"])
def test_jack_plays_to_the_end_of_random_games(preset: str) -> None:
    state = table(preset, seed=4)
    rng = random.Random(4)
    bots = [JackBot({"worlds": 2}), MediumBot()]
    plies = 0
    while state.current_seat() is not None and plies < 400:
        seat = state.mover
        action = bots[seat % 2].choose(state, seat, rng)
        assert action in state.legal_actions()
        state.advance(action)
        plies += 1
    assert state.over
