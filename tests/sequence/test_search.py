"""The determinized search (arena only): worlds from what the seat knows, medium unless beaten."""

from __future__ import annotations

import random

from igroteka.bots.levels import parse_bot
from igroteka.games.sequence import GAME
from igroteka.games.sequence.bots import MediumBot
from igroteka.games.sequence.search import SearchBot
from tests.sequence.helpers import table


def midgame(seed: int):
    """A two-player game a dozen plies in, medium playing both seats."""
    state = table(seed=seed)
    medium = MediumBot()
    rng = random.Random(seed)
    for _ in range(12):
        state.advance(medium.choose(state, state.mover, rng))
    return state


def test_the_choice_does_not_depend_on_cards_the_seat_cannot_see() -> None:
    for seed in (1, 2, 3):
        state = midgame(seed)
        seat = state.mover
        other = 1 - seat
        # The same table with the opponent's hand and the deck dealt otherwise.
        swapped = state.search_copy()
        pool = swapped.hands[other] + swapped.deck
        random.Random(seed + 99).shuffle(pool)
        size = len(swapped.hands[other])
        swapped.hands[other], swapped.deck = sorted(pool[:size]), pool[size:]
        bot = SearchBot({"worlds": 3, "width": 3, "depth": 4, "time": 1000.0})
        assert bot.choose(state, seat, random.Random(7)) == bot.choose(
            swapped, seat, random.Random(7)
        )


def test_with_a_margin_nothing_can_pass_it_plays_mediums_move() -> None:
    for seed in (4, 5):
        state = midgame(seed)
        seat = state.mover
        stubborn = SearchBot({"worlds": 2, "width": 3, "depth": 2, "margin": 10.0})
        medium = MediumBot().choose(state, seat, random.Random(0))
        assert stubborn.choose(state, seat, random.Random(0)) == medium


def test_the_search_leaves_the_table_as_it_was() -> None:
    state = midgame(6)
    before = (list(state.chips), [list(h) for h in state.hands], list(state.deck), state.mover)
    SearchBot({"worlds": 2, "width": 3, "depth": 6}).choose(state, state.mover, random.Random(1))
    assert (state.chips, state.hands, state.deck, state.mover) == before


def test_the_search_and_the_planning_player_are_arena_only() -> None:
    assert GAME.arena_bots["search"] is SearchBot
    assert GAME.bot_factories["hard"] is not GAME.arena_bots["plan"]
    assert "search" not in GAME.bot_factories and "plan" not in GAME.bot_factories
    bot = parse_bot("search:worlds=4,width=2,depth=3,margin=0", GAME)
    assert isinstance(bot, SearchBot)
    assert (bot.worlds, bot.width, bot.depth, bot.margin) == (4, 2, 3, 0.0)
    assert type(parse_bot("plan", GAME)).__name__ == "PlanBot"
