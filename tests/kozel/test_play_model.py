"""Hard reads the others' play: sampled deals are weighted by how likely each seat's cards were.

`PlayModel` replays the deal in a sampled world and asks the medium policy, seat
by seat, whether it would have played the card that was played. A deal in which
the medium players' own cards are exactly what they played counts fully; a deal
in which an opponent would have played otherwise counts less, and the sampler
(`SeatKnowledge.sample_hands` with a model) draws such deals less often.
"""

from __future__ import annotations

import random

import pytest

from igroteka.games.kozel.actions import PLAY
from igroteka.games.kozel.bots import MediumBot
from igroteka.games.kozel.knowledge import PlayModel, SeatKnowledge
from igroteka.games.kozel.play import DealPlay
from igroteka.games.kozel.policy import medium_card
from tests.kozel.helpers import GAME


def positions(seeds: range, after: int):
    """Seat 0 to play after `after` cards, every card so far by the medium policy."""
    medium = MediumBot()
    for seed in seeds:
        state = GAME.new_state(GAME.resolve_options(), seed)
        rng = random.Random(seed)
        while (seat := state.current_seat()) is not None:
            dp = state.play
            if state.phase == PLAY and dp is not None and seat == 0 and len(dp.log) >= after:
                yield state
                break
            state.apply(medium.choose(state, seat, rng), seat)


def test_the_true_deal_of_medium_players_is_fully_likely():
    model = PlayModel(miss=0.1, partner_miss=0.1)
    for state in positions(range(6), 12):
        assert model.likelihood(state.play, 0, list(state.hands)) == 1.0


def test_a_deal_where_an_opponent_would_have_played_otherwise_is_less_likely():
    model = PlayModel(miss=0.25, partner_miss=1.0)
    for state in positions(range(6), 12):
        knowledge = SeatKnowledge(state, 0)
        weights = {model.likelihood(state.play, 0, knowledge.sample_hands(random.Random(i)))
                   for i in range(40)}
        assert weights <= {0.25**k for k in range(33)}  # a factor per card medium would not play
        assert min(weights) < 1.0  # some consistent deals contradict an opponent's play


def test_no_deal_is_ruled_out_and_no_model_means_no_weighting():
    state = next(positions(range(1), 16))
    knowledge = SeatKnowledge(state, 0)
    hands = knowledge.sample_hands(random.Random(3))
    assert PlayModel(miss=0.0, partner_miss=0.0).likelihood(state.play, 0, hands) >= 0.0
    assert PlayModel(miss=1.0, partner_miss=1.0).likelihood(state.play, 0, hands) == 1.0
    assert knowledge.sample_hands(random.Random(5)) == SeatKnowledge(state, 0).sample_hands(
        random.Random(5)
    )


def true_holder_share(model: PlayModel | None, seeds: range, after: int) -> float:
    """How often a sampled deal puts an unseen card with the seat that really holds it."""
    hits = total = 0
    for state in positions(seeds, after):
        knowledge = SeatKnowledge(state, 0, model)
        rng = random.Random(11)
        for _ in range(30):
            hands = knowledge.sample_hands(rng)
            for s in (1, 2, 3):
                hits += (hands[s] & state.hands[s]).bit_count()
                total += hands[s].bit_count()
    return hits / total


def test_reading_the_play_puts_the_hidden_cards_where_they_are_more_often():
    seeds = range(20, 32)
    plain = true_holder_share(None, seeds, 12)
    read = true_holder_share(PlayModel(miss=0.2, partner_miss=0.5), seeds, 12)
    assert read > plain + 0.03


def replayed_likelihood(model: PlayModel, dp, seat: int, hands: list[int]) -> float:
    """The likelihood the plain way: replay the whole deal, a factor at each missed card."""
    start = hands[:]
    for s, card in dp.log:
        start[s] |= 1 << card
    replay = DealPlay(dp.rules, dp.table, start, dp.trumper, dp.restricted)
    weight = 1.0
    for s, card in dp.log:
        if s != seat:
            legal = replay.legal_mask()
            if legal & (legal - 1) and medium_card(replay, random.Random(0)) != card:
                weight *= model.partner_miss if s == seat ^ 2 else model.miss
        replay.play(card)
    return weight


def test_the_misses_kept_by_hand_give_the_same_likelihood_as_a_full_replay():
    # The medium policy reads only its own hand, so a seat's misses are kept by its hand
    # (`PlayModel.likelihood`'s cache) and the three factors multiply to the full replay's.
    model = PlayModel(miss=0.2, partner_miss=0.5)
    hits = 0
    for after in (8, 16, 24):
        for state in positions(range(3), after):
            knowledge = SeatKnowledge(state, 0)
            cache: dict[tuple[int, int], int] = {}
            rng = random.Random(after)
            for _ in range(60):
                hands = knowledge.sample_hands(rng)
                size = len(cache)
                got = model.likelihood(state.play, 0, hands, cache)
                hits += len(cache) < size + 3
                assert got == pytest.approx(replayed_likelihood(model, state.play, 0, hands))
                assert got == model.likelihood(state.play, 0, hands)
    assert hits > 0  # late in the deal the same hands come up again and are not replayed
