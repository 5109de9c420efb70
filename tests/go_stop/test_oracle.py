"""Go-Stop's all-seeing player (`oracle`, arena only): hard's search on the true deal.

It must play legally, and its play must be the best of hard's candidates when
each is played out (by the same greedy styles) on the true deal, the opponent's
hand and the stock's order included, which hard, guessing them, does not
always find.
"""

from __future__ import annotations

import random

import pytest

from igroteka.arena import play_game
from igroteka.bots import BotError
from igroteka.bots.levels import parse_bot
from igroteka.games.go_stop.actions import DECIDE, GO, PLAY, STOP
from igroteka.games.go_stop.bots import (
    MEDIUM,
    PLAYS,
    SHARP,
    HandOracleBot,
    HardBot,
    MediumBot,
    OracleBot,
    greedy_play,
    greedy_values,
    rollout,
)
from tests.go_stop.helpers import GAME


def positions(seeds: range):
    """Every decision with a choice in the first deal of each seeded game."""
    medium = MediumBot()
    for seed in seeds:
        state = GAME.new_state(GAME.resolve_options(), seed)
        rng = random.Random(seed)
        while (seat := state.current_seat()) is not None and state.result is None:
            if state.phase in (PLAY, DECIDE) and len(state.legal_actions()) > 1:
                yield state, seat
            state.apply(medium.choose(state, seat, rng), seat)


def true_value(state, seat, action) -> float:
    """What `action` wins on the true deal, both seats then playing hard's greedy styles."""
    trial = state.search_copy()
    trial.advance(action)
    return rollout(trial, seat, SHARP, MEDIUM)


def test_the_oracle_plays_whole_deals_legally():
    result = play_game(GAME, GAME.resolve_options(), "oracle", "medium", 5, 0, by_deal=True)
    assert result.finished and result.plies > 10  # every move went through `apply`'s checks


def test_the_oracle_is_for_the_arena_only():
    assert "oracle" not in GAME.bot_factories
    assert GAME.arena_bots["oracle"] is OracleBot


def test_the_oracle_takes_the_play_the_true_deal_pays_for_and_hard_sometimes_misses():
    oracle = OracleBot()
    hard = HardBot(samples=6, go_samples=12, budget_s=1000.0)  # bounded by samples
    differ = checked = 0
    for state, seat in positions(range(12)):
        chosen = oracle.choose(state.search_copy(), seat, random.Random(1))
        assert chosen in state.legal_actions()
        if state.phase == DECIDE:
            stop = state.search_copy()
            stop.advance(STOP)
            go_pays = true_value(state, seat, GO) > stop.result.amount
            assert chosen == (GO if go_pays else STOP)
            continue
        ranked = [PLAYS[c] for _, c in sorted(greedy_values(state, SHARP), reverse=True)]
        base = greedy_play(state, SHARP)
        others = [a for a in ranked if a != base][: oracle.candidates - 1]
        candidates = [base, *others]
        values = {a: true_value(state, seat, a) for a in candidates}
        best = max(values.values())
        assert values[chosen] == best
        checked += 1
        guessed = hard.choose(state.search_copy(), seat, random.Random(1))
        differ += values.get(guessed, best) < best
    assert checked > 20
    assert differ > 0  # hard, guessing the hidden cards, sometimes plays a worse card


def test_the_hand_oracle_sees_the_opponents_hand_but_not_the_stocks_order():
    # `oracle_hand` (arena only) measures how much of the oracle's margin is knowing the stock.
    assert "oracle_hand" not in GAME.bot_factories
    assert GAME.arena_bots["oracle_hand"] is HandOracleBot
    state = GAME.new_state(GAME.resolve_options(), 5)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    seat = state.current_seat()
    bot = HandOracleBot()
    rng = random.Random(3)
    orders = set()
    for _ in range(20):
        world = bot.world(state, seat, rng)
        assert world.hands == state.hands and world.layout == state.layout
        assert sorted(world.stock) == sorted(state.stock)
        orders.add(tuple(world.stock))
    assert len(orders) > 1  # the stock's order is guessed anew
    hard_worlds = {tuple(HardBot().world(state, seat, rng).hands[1 - seat]) for _ in range(20)}
    assert len(hard_worlds) > 1  # while hard guesses the hand too


def test_the_hand_oracle_plays_whole_deals_legally():
    spec = "oracle_hand:samples=4,go_samples=4"
    result = play_game(GAME, GAME.resolve_options(), spec, "medium", 5, 1, by_deal=True)
    assert result.finished and result.plies > 10


def test_hard_takes_its_settings_from_an_arena_spec_and_refuses_unknown_ones():
    bot = parse_bot("hard:samples=3,go_samples=5,candidates=2,margin_z=1.5,time_limit=2", GAME)
    assert isinstance(bot, HardBot)
    assert (bot.samples, bot.go_samples, bot.candidates) == (3, 5, 2)
    assert (bot.margin_z, bot.budget_s) == (1.5, 2.0)
    with pytest.raises(BotError):
        parse_bot("hard:depth=3", GAME)


def test_hard_searches_until_its_sample_count_runs_out_within_a_generous_budget():
    # Counted, not timed: with a budget far beyond need, the sample count ends the search.
    state = GAME.new_state(GAME.resolve_options(), 7)
    seat = state.current_seat()
    bot = HardBot(samples=7, budget_s=1000.0)
    worlds = []
    original = bot.world

    def counted(*args):
        worlds.append(1)
        return original(*args)

    bot.world = counted
    bot.choose(state, seat, random.Random(0))
    assert len(worlds) == 7
