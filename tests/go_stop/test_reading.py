"""Hard's play model (issue 23): sampled deals weighted by how likely the opponent's plays were.

The weights must be those of a full replay of the deal with the medium bot as
the opponent, and against a medium opponent the weighted deals must put the
unseen cards with their true holder more often than the uniform ones.
"""

from __future__ import annotations

import random
from functools import partial

from igroteka.bots.levels import parse_bot
from igroteka.games.go_stop.actions import PLAY, Play
from igroteka.games.go_stop.bots import HardBot, MediumBot, medium_values
from igroteka.games.go_stop.deal import Deal
from igroteka.games.go_stop.knowledge import PlayModel, Reading
from tests.go_stop.helpers import GAME, medium_deal

MISS = 0.2


def reading(state, seat: int, miss: float = MISS) -> Reading:
    found = PlayModel(medium_values, miss).reading(state, seat)
    assert found is not None
    return found


def full_replay_misses(state, seat: int, hand: list[int], stock: list[int]) -> int:
    """The medium bot's misses over the opponent's plays, the deal replayed from its start
    with the opponent holding `hand` now (the stock's unturned cards `stock`)."""
    opponent = 1 - seat
    dealt = next(e for e in state.deal_events if e.kind == "deal")
    hands = [[], []]
    hands[seat] = state.hands[seat] + state.played[seat]
    hands[opponent] = hand + state.played[opponent]
    replay = GAME.state_from_deal(
        Deal(hands, dealt.public["layout"], list(state.flipped) + stock, dealt.public["first"])
    )
    medium = MediumBot()
    count = 0
    for who, action in state.history:
        if who == opponent and replay.phase == PLAY and len(replay.hands[opponent]) > 1:
            count += medium.choose(replay, opponent, random.Random(0)) != action
        replay.apply(action, who)
    assert replay.layout == state.layout and replay.piles[0].total() == state.piles[0].total()
    return count


def test_the_weights_are_a_full_replays() -> None:
    checked = 0
    for seed in range(5000, 5012):
        state = medium_deal(seed, 18)
        seat = state.current_seat()
        if seat is None:
            continue
        read = reading(state, seat)
        rng = random.Random(seed)
        for _ in range(15):
            world = state.determinize(seat, rng)
            hand = world.hands[1 - seat]
            misses = full_replay_misses(state, seat, hand, world.stock)
            assert read.weight(hand) == MISS**misses
            checked += misses > 0
        # The true hand: medium played every card, so the model misses none of them.
        assert read.weight(state.hands[1 - seat]) == 1.0
    assert checked > 50  # most uniform deals are missed somewhere


def placed(state, seat: int, draw, worlds: int) -> float:
    """The share of the opponent's sampled hand cards that he really holds."""
    truth = set(state.hands[1 - seat])
    rng = random.Random(7)
    hits = total = 0
    for _ in range(worlds):
        hand = draw(rng).hands[1 - seat]
        hits += len(truth.intersection(hand))
        total += len(hand)
    return hits / total


def test_against_medium_the_read_deals_place_the_unseen_cards_better() -> None:
    uniform, read = [], []
    for seed in range(5100, 5120):
        state = medium_deal(seed, 14)
        seat = state.current_seat()
        if seat is None or not state.hands[1 - seat]:
            continue
        uniform.append(placed(state, seat, partial(state.determinize, seat), 60))
        read.append(placed(state, seat, reading(state, seat).world, 60))
    assert len(read) >= 15
    assert sum(read) / len(read) > sum(uniform) / len(uniform) + 0.05


def test_no_reading_without_the_deals_start_or_with_miss_one() -> None:
    state = medium_deal(5003, 12)
    seat = state.current_seat()
    assert PlayModel(medium_values, 1.0).reading(state, seat) is None
    assert PlayModel(medium_values, MISS).reading(state.search_copy(), seat) is None
    fresh = GAME.new_state(GAME.resolve_options(), 5003)
    assert PlayModel(medium_values, MISS).reading(fresh, fresh.current_seat()) is None


def test_hard_reads_the_play_by_default_and_the_arena_option_switches_it_off() -> None:
    state = medium_deal(5004, 16)
    seat = state.current_seat()
    default = HardBot().reading(state, seat)
    assert default is not None and default.miss == 0.2 and default.draws == 16
    assert parse_bot("hard:miss=1", GAME, GAME.resolve_options()).reading(state, seat) is None
    bot = parse_bot("hard:miss=0.5,draws=5", GAME, GAME.resolve_options())
    assert isinstance(bot, HardBot)
    found = bot.reading(state, seat)
    assert found is not None and found.miss == 0.5 and found.draws == 5
    action = bot.choose(state, seat, random.Random(1))
    assert action in state.legal_actions()
    assert isinstance(action, Play) or state.phase != PLAY
