"""Random whole games over option combinations: cards conserved, hands of six while the deck
lasts, every building guarded at most once, the score is titles plus obelisks, the end as
page 6 says; and what a seat knows of the cards it put under the deck."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.games.kings_bounty.actions import DRAW, Play, Return
from igroteka.games.kings_bounty.cards import CARD_COUNT, KIND, OBELISK, VALUE
from igroteka.games.kings_bounty.state import KingsBountyState
from igroteka.games.kings_bounty.titles import BY_KEY, holders
from tests.kings_bounty.helpers import GAME, position

OPTION_VALUES = {
    "players": ["2", "3", "4", "5"],
    "attack_tie": ["fails", "captures"],
    "wizard_tower": [True, False],
    "guard_change": ["stronger", "never"],
    "emperor_always": [True, False],
}
options_strategy = st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()})


def everywhere(state: KingsBountyState) -> list[int]:
    guards = [g for g in state.guard if g >= 0]
    return sorted(
        [c for hand in state.hands for c in hand]
        + state.deck
        + [b for area in state.buildings for b in area]
        + guards
        + state.discard
    )


def check(state: KingsBountyState) -> None:
    assert everywhere(state) == list(range(CARD_COUNT))
    for seat, area in enumerate(state.buildings):
        for building in area:
            assert state.owner[building] == seat and KIND[building] != "troop"
    if state.deck and state.phase == "play":
        assert all(len(hand) == 6 for hand in state.hands)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options_strategy, st.integers(0, 2**32 - 1))
def test_random_games_keep_the_cards_and_score_by_the_rules(options: dict, seed: int) -> None:
    state = GAME.new_state(options, seed)
    rng = random.Random(seed)
    n = state.n
    empty_turns: list[int] = []
    while not state.is_terminal():
        check(state)
        seat = state.current_seat()
        assert seat is not None
        if not state.deck and state.phase == "play":
            empty_turns.append(seat)
        state.apply(rng.choice(state.legal_actions()), seat)
    check(state)
    # The end: after the deck ran out, turns went on up to and including the last player's.
    assert empty_turns and empty_turns[-1] == n - 1
    assert empty_turns == list(range(empty_turns[0], n))
    outcome = state.outcome()
    assert outcome is not None
    expected = [sum(VALUE[b] for b in state.buildings[s] if KIND[b] == OBELISK) for s in range(n)]
    for key, holder in zip(state.titles, holders(state.titles, state), strict=True):
        if holder is not None:
            expected[holder] += BY_KEY[key].points
    assert list(outcome.points) == expected
    best = max(expected)
    assert outcome.winners == (expected.index(best),)


OBELISKS = list(range(72, 84))


def test_a_seat_knows_where_the_cards_it_returned_are() -> None:
    state = position([OBELISKS[:6], OBELISKS[6:]], deck=[20, 21, 22])
    state.apply(Return(72))
    state.apply(DRAW)  # seat 1 draws 20; the deck: 21 22 72
    state.apply(Play(OBELISKS[6]))  # seat 2 draws 21
    state.apply(Play(OBELISKS[1]))  # seat 1 draws 22; the deck: 72
    for i in range(20):
        assert state.determinize(0, random.Random(i)).deck == [72]
    # Seat 2 never saw which card went under: the deck's last card is any it cannot see.
    assert len({state.determinize(1, random.Random(i)).deck[0] for i in range(40)}) > 1


def test_a_returned_card_drawn_by_another_is_known_until_he_returns_cards() -> None:
    state = position([OBELISKS[:6], OBELISKS[6:]], deck=[20])
    state.apply(Return(72))
    state.apply(DRAW)  # seat 1 draws 20; the deck: 72
    state.apply(Play(OBELISKS[6]))  # seat 2 draws 72, the last card
    for i in range(10):
        assert 72 in state.determinize(0, random.Random(i)).hands[1]
    state.known[0][72] = 1
    state.deck = [30, 31]  # as if cards were left: seat 2 returns one, seat 1 loses track
    state.empty_at_start = False
    state.mover = 1
    state.returned_last[1] = False
    state.apply(Return(OBELISKS[7]))
    assert 72 not in state.known[0]
    assert any(72 not in state.determinize(0, random.Random(i)).hands[1] for i in range(40))
