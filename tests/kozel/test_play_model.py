"""Hard reads the others' play: sampled deals are weighted by how likely each seat's cards were.

`PlayModel` replays the deal in a sampled world and asks the medium policy, seat
by seat, whether it would have played the card that was played. A deal in which
the medium players' own cards are exactly what they played counts fully; a deal
in which an opponent would have played otherwise counts less, and the sampler
(`SeatKnowledge.sample_hands` with a model) draws such deals less often.
"""

from __future__ import annotations

import random

from igroteka.games.kozel.actions import PLAY
from igroteka.games.kozel.bots import MediumBot
from igroteka.games.kozel.knowledge import PlayModel, SeatKnowledge
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
