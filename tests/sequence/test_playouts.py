"""Random playouts over option combinations: cards conserved, chips and sequences consistent."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.games.sequence import GAME
from igroteka.games.sequence.board import CORNERS, WINDOWS
from igroteka.games.sequence.state import EMPTY, FREE, SequenceState

COMBINATIONS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 6, "teams": 3},
    {"players": 8},
    {"players": 9},
    {"players": 10},
    {"players": 12, "teams": 3},
    {"variant": "numbers", "players": 2},
    {"variant": "numbers", "players": 3, "numbers_max": 24},
    {"variant": "numbers", "players": 6, "teams": 3},
    {"variant": "numbers", "players": 4, "random_equations": True},
    {"variant": "numbers", "players": 2, "numbers_max": 24, "random_equations": True},
]


def check(state: SequenceState) -> None:
    cards = [c for h in state.hands for c in h] + state.deck
    cards += [c for pile in state.discards for c in pile]
    assert sorted(cards) == sorted(state.pack.deck.ids), "a card was lost or doubled"
    for cell in range(100):
        chip = state.chips[cell]
        assert (chip == FREE) == (cell in CORNERS)
        assert chip in (EMPTY, FREE) or 0 <= chip < state.team_count
    locked = [0] * 100
    for team, windows in enumerate(state.sequences):
        for i, window in enumerate(windows):
            assert window in WINDOWS
            assert all(state.chips[c] in (team, FREE) for c in window), "a sequence was broken"
            for c in window:
                locked[c] += 1
            for other in windows[:i]:
                assert len(set(window) & set(other)) <= 1
    assert locked == state.locked
    if not state.over:
        assert len({len(h) for h in state.hands}) == 1, "hands of different sizes"
        assert all(len(s) < state.needed for s in state.sequences)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**32 - 1))
def test_random_playouts_keep_the_invariants(overrides: dict, seed: int) -> None:
    options = GAME.resolve_options(None, overrides)
    state = GAME.new_state(options, seed)
    rng = random.Random(seed)
    check(state)
    while state.acting():
        state.apply(rng.choice(state.legal_actions()))
        check(state)
    outcome = state.outcome()
    assert outcome is not None
    if outcome.winners:
        team = state.team_of[outcome.winners[0]]
        assert len(state.sequences[team]) >= state.needed
        assert set(outcome.winners) == set(GAME.teams(options)[team])
        assert sum(outcome.returns) == len(outcome.winners) - (state.seats - len(outcome.winners))


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(COMBINATIONS), st.integers(0, 2**32 - 1))
def test_a_game_replays_from_its_seed_and_moves(overrides: dict, seed: int) -> None:
    options = GAME.resolve_options(None, overrides)
    state = GAME.new_state(options, seed)
    rng = random.Random(seed)
    while state.acting():
        state.apply(rng.choice(state.legal_actions()))
    again = GAME.new_state(options, seed)
    for seat, action in state.history:
        again.apply(again.action_from_json(action.to_json()), seat)
    assert again.full_view() == state.full_view()
