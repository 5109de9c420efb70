"""The hidden cards of a Go-Stop seat: hwatu as a shared-code deck, worlds drawn uniformly."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from igroteka.games.go_stop.cards import CARDS, HWATU, MONTH
from igroteka.games.go_stop.knowledge import deal_hidden
from tests.cards.exact import chi_square, chi_square_bound
from tests.go_stop.helpers import GAME


def test_hwatu_is_a_deck_of_the_games_own() -> None:
    assert HWATU.ids == tuple(range(1, 49)) and len(HWATU.kinds) == 48
    assert all(HWATU.kind(card_id) is CARDS[card_id] for card_id in HWATU.ids)
    november = HWATU.mask_where(lambda card: card.month == 11)
    assert [card.id for card in HWATU.kinds_in(november)] == [41, 42, 43, 44]


def test_the_opponents_hand_and_the_stock_order_are_uniform() -> None:
    unseen = [13, 1, 9, 5]  # four months: no four is possible
    rng = random.Random(3)
    seen = Counter()
    for _ in range(2400):
        hand, stock = deal_hidden(unseen, 2, [], rng)
        assert hand == sorted(hand)
        seen[(*hand, *stock)] += 1
    expected = {(*sorted(order[:2]), *order[2:]): 1 / 12
                for order in itertools.permutations(unseen)}
    assert len(expected) == 12
    assert chi_square(seen, expected, 2400) < chi_square_bound(11)


def test_the_opponent_never_gets_a_four_he_would_have_shown() -> None:
    # He played card 4 (January); holding 1, 2 and 3 besides would have been a dealt four.
    unseen = [1, 2, 3, 5, 9, 13]
    rng = random.Random(4)
    hands = Counter(tuple(deal_hidden(unseen, 3, [4], rng)[0]) for _ in range(3800))
    assert (1, 2, 3) not in hands
    expected = {h: 1 / 19 for h in itertools.combinations(unseen, 3) if h != (1, 2, 3)}
    assert chi_square(hands, expected, 3800) < chi_square_bound(18)


def test_a_world_keeps_what_the_seat_sees_and_not_where_the_cards_are() -> None:
    state = GAME.new_state(seed=12)
    for _ in range(8):
        state.apply(state.legal_actions()[0])
    seat = state.current_seat()
    other = 1 - seat
    world = state.determinize(seat, random.Random(1))
    assert world.hands[seat] == state.hands[seat] and world.layout == state.layout
    assert len(world.hands[other]) == len(state.hands[other])
    assert len(world.stock) == len(state.stock)
    assert sorted(world.hands[other] + world.stock) == sorted(state.hands[other] + state.stock)
    months = Counter(MONTH[c] for c in world.hands[other] + state.played[other])
    assert max(months.values()) < 4
    # The truth and a world the seat cannot tell from it give the same draws.
    one, two = state.determinize(seat, random.Random(7)), world.determinize(seat, random.Random(7))
    assert (one.hands, one.stock) == (two.hands, two.stock)
