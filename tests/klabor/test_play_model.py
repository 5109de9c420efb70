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

from igroteka.games.klabor.bots import HardBot, MediumBot
from igroteka.games.klabor.knowledge import PlayModel, SeatKnowledge
from igroteka.games.klabor.policy import maker_side
from tests.klabor.helpers import GAME


def positions(seeds: range, after: int, players: int = 2):
    """Seat 0 to play after at least `after` cards of the first deal, all by medium players."""
    medium = MediumBot()
    for seed in seeds:
        state = GAME.new_state(GAME.resolve_options(None, {"players": players}), seed)
        rng = random.Random(seed)
        while (seat := state.current_seat()) is not None and not state.sheet:
            dp = state.play
            if state.phase == "play" and dp is not None and seat == 0 and len(dp.log) >= after:
                yield state
                break
            state.apply(medium.choose(state, seat, rng), seat)


def weight(model: PlayModel, state, hands: list[int]) -> float:
    return model.likelihood(state.play, 0, maker_side(state), hands)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_true_deal_of_medium_players_is_fully_likely(players):
    model = PlayModel(miss=0.1, partner_miss=0.1)
    found = 0
    for state in positions(range(8), 8, players):
        found += 1
        assert weight(model, state, list(state.hands)) == 1.0
    assert found >= 4


def test_a_deal_where_an_opponent_would_have_played_otherwise_is_less_likely():
    model = PlayModel(miss=0.25, partner_miss=1.0)
    lowest = 1.0
    for state in positions(range(8), 8, 3):
        knowledge = SeatKnowledge(state, 0)
        weights = {weight(model, state, knowledge.sample_hands(random.Random(i)))
                   for i in range(40)}
        assert weights <= {0.25**k for k in range(28)}  # a factor per card medium would not play
        lowest = min(lowest, *weights)
    assert lowest < 1.0  # some consistent deals contradict an opponent's play


def test_a_partner_is_read_with_his_own_weight():
    state = next(positions(range(3), 12, 4))
    assert state.rules.teams
    knowledge = SeatKnowledge(state, 0)
    draws = [knowledge.sample_hands(random.Random(i)) for i in range(60)]
    only_partner = PlayModel(miss=1.0, partner_miss=0.5)
    only_opponents = PlayModel(miss=0.5, partner_miss=1.0)
    both = PlayModel(miss=0.5, partner_miss=0.5)
    for hands in draws:
        assert weight(both, state, hands) == pytest.approx(
            weight(only_partner, state, hands) * weight(only_opponents, state, hands)
        )
    assert any(weight(only_partner, state, hands) < 1.0 for hands in draws)


def test_no_deal_is_ruled_out_and_no_model_means_no_weighting():
    state = next(positions(range(1), 10))
    knowledge = SeatKnowledge(state, 0)
    hands = knowledge.sample_hands(random.Random(3))
    assert PlayModel(miss=0.0, partner_miss=0.0).likelihood(state.play, 0, 0, hands) >= 0.0
    assert PlayModel(miss=1.0, partner_miss=1.0).likelihood(state.play, 0, 0, hands) == 1.0
    assert knowledge.sample_hands(random.Random(5)) == SeatKnowledge(state, 0).sample_hands(
        random.Random(5)
    )
    # Reading the play draws from the public log and the seat's own hand only: the same
    # generator gives the same deal whatever the hidden cards really are.
    model = PlayModel()
    one = SeatKnowledge(state, 0, model).sample_hands(random.Random(7))
    world = state.determinize(0, random.Random(99))
    assert SeatKnowledge(world, 0, model).sample_hands(random.Random(7)) == one


def test_the_hard_bot_reads_the_play_unless_told_not_to():
    assert isinstance(HardBot().search.play_model, PlayModel)
    assert HardBot(miss=1.0, partner_miss=1.0).search.play_model is None
    assert HardBot(miss=0.3).search.play_model.miss == 0.3


def true_holder_share(model: PlayModel | None, seeds: range, after: int, players: int) -> float:
    """How often a sampled deal puts an unseen card with the seat (or stock) really holding it."""
    hits = total = 0
    for state in positions(seeds, after, players):
        knowledge = SeatKnowledge(state, 0, model)
        truth = [*state.hands[: state.n], sum(1 << c for c in state.stock)]
        if state.frez is not None:
            truth[state.n] &= ~(1 << state.frez)
        rng = random.Random(11)
        for _ in range(30):
            hands = knowledge.sample_hands(rng)
            for s in range(1, state.n + 1):
                hits += (hands[s] & truth[s]).bit_count()
                total += hands[s].bit_count()
    return hits / total


@pytest.mark.parametrize(("players", "gain"), [(2, 0.01), (3, 0.03), (4, 0.03)])
def test_reading_the_play_puts_the_hidden_cards_where_they_are_more_often(players, gain):
    # After 12 cards, seeds 20-31: two players 0.78 -> 0.80 (much of what is unseen lies in
    # the stock, which plays nothing), three 0.45 -> 0.50, four 0.47 -> 0.53.
    seeds = range(20, 32)
    plain = true_holder_share(None, seeds, 12, players)
    read = true_holder_share(PlayModel(miss=0.2, partner_miss=0.5), seeds, 12, players)
    assert read > plain + gain
