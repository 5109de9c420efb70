"""The all-seeing player (oracle.py): hard's count told where every card is."""

from __future__ import annotations

import random

from igroteka.bots.levels import parse_bot
from igroteka.games.sequence import GAME
from igroteka.games.sequence.oracle import AllSeeing, OracleBot
from igroteka.games.sequence.weighed import Knowledge, WeighedBot
from tests.sequence.helpers import table


def _effect(state, card: int) -> int:
    return state.pack.effect[card]


def test_the_oracle_is_an_arena_player_only() -> None:
    assert GAME.arena_bots["oracle"] is OracleBot
    assert OracleBot not in GAME.bot_factories.values()
    bot = parse_bot("oracle:horizon=2,held_safe=0.5", GAME)
    assert isinstance(bot, OracleBot) and isinstance(bot, WeighedBot)
    assert bot.horizon == 2 and bot.weights.held_safe == 0.5 and bot.weights.dead == 0.0


def test_it_counts_the_other_teams_copies_and_its_own_teams_from_the_true_table() -> None:
    state = table("two_teams", seed=5)
    team = state.team_of[0]
    horizon = 1
    know = AllSeeing(state, 0, horizon)
    seen = Knowledge(state, 0)
    draws = [
        (state.deck[-1 - i], i % state.seats) for i in range(min(len(state.deck), state.seats))
    ]
    for label in seen.unseen:
        theirs = sum(
            1
            for seat in range(state.seats)
            if state.team_of[seat] != team
            for card in state.hands[seat]
            if _effect(state, card) == label
        ) + sum(
            1 for card, s in draws if state.team_of[s] != team and _effect(state, card) == label
        )
        partner = sum(
            1
            for seat in range(1, state.seats)
            if state.team_of[seat] == team
            for card in state.hands[seat]
            if _effect(state, card) == label
        ) + sum(
            1 for card, s in draws if state.team_of[s] == team and _effect(state, card) == label
        )
        assert know.unseen[label] == theirs
        assert know.held[label] == seen.held[label] + partner
    # Its own jacks are still its own hand's.
    assert (know.wild, know.remove) == (seen.wild, seen.remove)


def test_the_oracle_plays_legal_moves_to_the_end() -> None:
    state = table("two", seed=9)
    bots = [OracleBot(), WeighedBot()]
    rng = random.Random(9)
    for _ in range(400):
        if state.over:
            break
        action = bots[state.mover % 2].choose(state, state.mover, rng)
        assert action in state.legal_actions()
        state.advance(action)
    assert state.over
