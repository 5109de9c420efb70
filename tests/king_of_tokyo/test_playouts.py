"""Random playouts over option combinations, checking King of Tokyo's invariants."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.games.king_of_tokyo.game import GAME
from tests.king_of_tokyo.helpers import total_cards


def check(state) -> None:
    m = state.match
    assert total_cards(m) == 66
    for s in range(m.n):
        assert 0 <= m.vp[s] <= 20 and m.energy[s] >= 0
        assert m.poison[s] >= 0 and m.shrink[s] >= 0
        if m.alive[s]:
            assert 1 <= m.hp[s] <= m.max_hp(s)
        else:
            assert m.cards[s] == [] and m.energy[s] == 0 and not m.in_tokyo(s)
    assert m.city is None or m.city != m.bay
    if not m.bay_open():
        assert m.bay is None
    for seat in (m.city, m.bay):
        assert seat is None or m.alive[seat]


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(2, 6),
    variant=st.booleans(),
    order=st.sampled_from(["fixed", "choice"]),
    texts=st.sampled_from(["2016", "2011"]),
    seed=st.integers(0, 10_000),
)
def test_random_playouts_keep_the_invariants(players, variant, order, texts, seed) -> None:
    options = {"players": players, "two_player_variant": variant and players == 2,
               "dice_order": order, "card_texts": texts}
    state = GAME.new_state(GAME.options.resolve(None, options), seed)
    rng = random.Random(seed)
    moves = 0
    while state.acting():
        check(state)
        seat = rng.choice(state.acting())
        state.apply(rng.choice(state.legal_actions(seat)), seat)
        moves += 1
        assert moves < 20_000
    check(state)
    outcome = state.outcome()
    assert outcome is not None
    m = state.match
    living = m.living()
    if len(living) > 1:
        assert set(outcome.winners) == {s for s in living if m.vp[s] >= 20}
    else:
        assert outcome.winners == tuple(living)


def test_a_game_replays_from_its_seed_and_moves() -> None:
    state = GAME.new_state(GAME.options.resolve(None, {"players": 5}), 7)
    rng = random.Random(7)
    while state.acting():
        seat = rng.choice(state.acting())
        state.apply(rng.choice(state.legal_actions(seat)), seat)
    again = GAME.new_state(GAME.options.resolve(None, {"players": 5}), 7)
    for seat, action in state.history:
        again.apply(action, seat)
    assert again.view(None) == state.view(None)
