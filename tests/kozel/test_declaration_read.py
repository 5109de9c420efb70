"""Hard can read the trump another seat named: `declare_miss` (issue 23, off by default).

With the option, a sampled deal in which the medium rule (`policy.medium_declare`)
would have named another suit with the namer's sampled hand counts `declare_miss`
(`partner_declare_miss` for the partner) in the sampler's weight. Against medium
namers this puts the namer's cards with him more often; off (1.0) it draws exactly
today's deals.
"""

from __future__ import annotations

import random

import pytest

from igroteka.bots import BotError, parse_bot
from igroteka.games.kozel.actions import PLAY
from igroteka.games.kozel.bots import MediumBot
from igroteka.games.kozel.knowledge import PlayModel, SeatKnowledge
from igroteka.games.kozel.policy import medium_declare
from tests.kozel.helpers import GAME


def first_turns(seeds: range, team: int):
    """Seat 0's first card of the deal, where seat `team` (1: an opponent, 2: the
    partner) named the trump; medium plays every seat before it."""
    medium = MediumBot()
    for seed in seeds:
        state = GAME.new_state(GAME.resolve_options(), seed)
        rng = random.Random(seed)
        while (seat := state.current_seat()) is not None:
            if state.phase == PLAY and seat == 0:
                if (state.trumper == 2) == (team == 2) and state.trumper != 0:
                    yield state
                break
            state.apply(medium.choose(state, seat, rng), seat)


def namer_hand(state, hands: list[int]) -> int:
    """The namer's hand as dealt: the sampled hand and the cards he has played."""
    played = 0
    for s, card in state.play.log:
        if s == state.trumper:
            played |= 1 << card
    return hands[state.trumper] | played


@pytest.mark.parametrize("team", [1, 2])
def test_the_declaration_weight_is_the_medium_rule_on_the_namers_sampled_hand(team):
    model = PlayModel(declare_miss=0.2, partner_declare_miss=0.5)
    miss = 0.5 if team == 2 else 0.2
    seen = set()
    for state in first_turns(range(30), team):
        knowledge = SeatKnowledge(state, 0, model)
        assert knowledge.declaration_weight(list(state.hands)) == 1.0  # medium named it
        rng = random.Random(3)
        for _ in range(30):
            hands = knowledge.sample_hands(rng)
            named = medium_declare(state.rules, namer_hand(state, hands)) == state.trump
            weight = knowledge.declaration_weight(hands)
            assert weight == (1.0 if named else miss)
            seen.add(weight)
            assert SeatKnowledge(state, 0, PlayModel()).declaration_weight(hands) == 1.0
    assert seen == {1.0, miss}  # both cases come up


def trumper_share(model: PlayModel, seeds: range) -> float:
    """How often a sampled deal gives the opponent who named the trump his own cards."""
    hits = total = 0
    for state in first_turns(seeds, 1):
        knowledge = SeatKnowledge(state, 0, model)
        rng = random.Random(5)
        for _ in range(40):
            hands = knowledge.sample_hands(rng)
            hits += (hands[state.trumper] & state.hands[state.trumper]).bit_count()
            total += hands[state.trumper].bit_count()
    return hits / total


def test_reading_a_medium_namer_puts_his_cards_with_him_more_often():
    plain = trumper_share(PlayModel(), range(40))
    read = trumper_share(PlayModel(declare_miss=0.2), range(40))
    assert read > plain + 0.008


def test_off_draws_todays_deals_and_on_draws_others():
    changed = 0
    for state in first_turns(range(12), 1):
        today = SeatKnowledge(state, 0, PlayModel()).sample_hands
        off = SeatKnowledge(state, 0, PlayModel(declare_miss=1.0)).sample_hands
        on = SeatKnowledge(state, 0, PlayModel(declare_miss=0.05)).sample_hands
        for i in range(10):
            assert off(random.Random(i)) == today(random.Random(i))
            changed += on(random.Random(i)) != today(random.Random(i))
    assert changed > 0


def test_the_arena_sets_the_factor_and_refuses_zero():
    game = GAME
    options = game.resolve_options()
    bot = parse_bot("hard:declare_miss=0.2,partner_declare_miss=0.6", game, options)
    model = bot.search.play_model
    assert (model.declare_miss, model.partner_declare_miss) == (0.2, 0.6)
    assert parse_bot("hard", game, options).search.play_model.declare_miss == 1.0
    with pytest.raises(BotError):
        parse_bot("hard:declare_miss=0", game, options)
