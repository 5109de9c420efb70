"""Klabor's all-seeing player (`oracle`, arena only): hard's search on the true deal.

It must play legally, and its card in an exactly searched endgame must be the
double-dummy best card of the true deal, which hard, seeing only its own hand,
does not always find.
"""

from __future__ import annotations

import random

from igroteka.arena import play_game
from igroteka.games.klabor.bots import HardBot, MediumBot, OracleBot
from igroteka.games.klabor.knowledge import SeatKnowledge
from igroteka.games.klabor.policy import maker_side
from igroteka.games.klabor.search import _deal_sequences, _moves, exact_value, make_utility
from tests.klabor.helpers import GAME, options

TWO = options(players=2)


def endgames(seeds: range, tricks_left: int = 4):
    """Positions with `tricks_left` tricks to play and a choice for the seat to move."""
    medium = MediumBot()
    for seed in seeds:
        state = GAME.new_state(TWO, seed)
        rng = random.Random(seed)
        while (seat := state.current_seat()) is not None:
            dp = state.play
            if (
                state.phase == "play"
                and dp is not None
                and dp.tricks_left() <= tricks_left
                and len(state.legal_actions()) > 1
            ):
                yield state, seat
                break
            state.apply(medium.choose(state, seat, rng), seat)


def double_dummy_values(state, seat) -> dict[tuple[int, bool], float]:
    """Each legal move's value by alpha-beta over the true hands (the search's own reward)."""
    dp = state.play
    played_by = SeatKnowledge(state, seat).played_by
    start = [state.hands[s] | played_by[s] for s in range(state.n)]
    side = state.side_of(seat)
    utility = make_utility(
        state.options,
        side,
        maker_side(state),
        _deal_sequences(state, start),
        state.pots,
        state.baits,
    )
    values = {}
    for move in _moves(dp):
        child = dp.clone()
        child.play(*move)
        values[move] = exact_value(child, side, utility)
    return values


def test_the_oracle_plays_whole_deals_legally():
    result = play_game(GAME, TWO, "oracle", "medium", 5, 0, by_deal=True)
    assert result.finished and result.plies > 15  # every move went through `apply`'s checks


def test_the_oracle_is_for_the_arena_only():
    assert "oracle" not in GAME.bot_factories
    assert GAME.arena_bots["oracle"] is OracleBot


def test_the_oracle_finds_the_double_dummy_card_that_hard_misses():
    oracle = OracleBot()
    hard = HardBot(time_limit=1000.0, samples=8)  # bounded by samples: the same every run
    differ = checked = 0
    for state, seat in endgames(range(40)):
        values = double_dummy_values(state, seat)
        best = max(values.values())
        chosen = oracle.choose(state.clone(), seat, random.Random(1))
        assert chosen in state.legal_actions()
        if best >= 0.0:  # below 0 a redeal, where allowed, may beat every card
            assert values[(chosen.card.index, chosen.bella)] == best
            checked += 1
        guessed = hard.choose(state.clone(), seat, random.Random(1))
        if hasattr(guessed, "card"):
            differ += values[(guessed.card.index, guessed.bella)] < best
    assert checked > 10
    assert differ > 0  # hard, guessing the hidden cards, sometimes plays a worse card
