"""The lookahead player (arena `look`): the weighed count's best moves, each met by a reply."""

from __future__ import annotations

import random

from igroteka.bots.levels import parse_bot
from igroteka.games.sequence import GAME
from igroteka.games.sequence.actions import Play
from igroteka.games.sequence.look import LookBot
from igroteka.games.sequence.weighed import WeighedBot
from tests.sequence.helpers import BLUE, GREEN, cell, give, midgame, place, table


def test_look_is_an_arena_player_that_takes_its_settings() -> None:
    assert GAME.arena_bots["look"] is LookBot
    bot = parse_bot("look:worlds=2,width=3,margin=7,held_safe=0.25", GAME)
    assert isinstance(bot, LookBot)
    assert (bot.worlds, bot.width, bot.margin) == (2, 3, 7.0)
    assert bot.weights.held_safe == 0.25


def test_look_plays_a_legal_move_and_leaves_the_table_as_it_was() -> None:
    for preset, plies in (("two", 6), ("two", 30), ("two_teams", 22)):
        for seed in (1, 2):
            state = midgame(seed, plies, preset)
            seat = state.mover
            before = (list(state.chips), [list(h) for h in state.hands], list(state.deck))
            action = LookBot().choose(state, seat, random.Random(3))
            assert action in state.legal_actions()
            assert (list(state.chips), [list(h) for h in state.hands], list(state.deck)) == before


def test_the_choice_does_not_depend_on_cards_the_seat_cannot_see() -> None:
    moved = 0
    for preset, plies in (("two", 16), ("two", 31), ("two_teams", 22)):
        for seed in (1, 2, 3):
            state = midgame(seed, plies, preset)
            seat = state.mover
            bot = LookBot({"margin": 0.0})
            choice = bot.choose(state, seat, random.Random(11))
            moved += choice != WeighedBot().choose(state, seat, random.Random(11))
            for salt in range(3):
                # The same table with every hidden card (other hands, the deck) dealt anew.
                world = state.determinize(seat, random.Random(salt))
                assert world.hands[seat] == state.hands[seat]
                assert LookBot({"margin": 0.0}).choose(world, seat, random.Random(11)) == choice
    # Without a margin the lookahead does overrule the count somewhere, so the check bites.
    assert moved > 0


def test_look_blocks_an_open_four_it_can_reach() -> None:
    state = table()
    place(state, GREEN, *(cell(4, c) for c in range(3, 7)))  # 6h 5h 4h Ah: 9d at (4,7) closes
    place(state, BLUE, cell(4, 2))
    state.hands[0] = []
    give(state, 0, "9d#1", "2s#1", "Kc#1", "5c#1")
    action = LookBot().choose(state, 0, random.Random(1))
    assert isinstance(action, Play) and action.cell == cell(4, 7)


def test_look_completes_a_sequence() -> None:
    state = table()
    place(state, BLUE, *(cell(8, c) for c in range(1, 5)))  # 7s 6s 5s 4s: 3s at (8,5) closes
    place(state, GREEN, cell(8, 0))
    state.hands[0] = []
    give(state, 0, "3s#1", "Kc#1", "2h#1", "5c#1")
    action = LookBot().choose(state, 0, random.Random(1))
    assert isinstance(action, Play) and action.cell == cell(8, 5)
    state.advance(action)
    assert len(state.sequences[BLUE]) == 1
