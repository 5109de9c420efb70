"""Random whole deals: cards conserved, junk units conserved by transfers, payouts by the rules,
no secret reaching the other seat. Replays and clones: tests/conformance."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.games.go_stop.cards import KIND, UNITS
from igroteka.games.go_stop.state import GoStopState
from tests.go_stop.helpers import GAME, all_cards
from tests.go_stop.secrets import check_events, check_view

OPTION_VALUES = {
    "last_turn": ["deal", "each_player"],
    "sseul": ["two_cards", "any_clear"],
    "stack_junk": ["any_stack", "ppuk_only"],
    "ppuk_debt": ["in_order", "double_alone", "single_alone"],
    "three_ppuk_payout": ["flat", "as_stop"],
}
options_strategy = st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()})


def expected_payment(state: GoStopState, seat: int) -> int:
    """The seed's payment, recomputed here from the captured cards without the engine's payout."""
    mine, theirs = state.piles[seat], state.piles[1 - seat]
    score = mine.score()
    gos = state.gos[seat]
    paid = (
        score.total if gos == 0 else score.total + gos if gos <= 2 else score.total * 2 ** (gos - 2)
    )
    opponent_units = sum(UNITS[c] for c in theirs.cards if KIND[c] == "junk")
    opponent_units += 2 if 33 in theirs.cards else 0
    if score.brights and not any(KIND[c] == "bright" for c in theirs.cards):
        paid *= 2
    if score.animal_count >= 7:
        paid *= 2
    if score.junk and opponent_units < 5:
        paid *= 2
    return paid


def junk_units(state: GoStopState) -> int:
    return state.piles[0].junk_units + state.piles[1].junk_units


def play_out(seed: int, opts: dict, rng: random.Random, check_secrets: bool) -> GoStopState:
    state = GAME.new_state(opts, seed)
    check_events(state, state.opening_events())
    while not state.is_terminal():
        assert sorted(all_cards(state)) == list(range(1, 49))
        actions = state.legal_actions()
        assert actions and state.current_seat() in (0, 1)
        before_units = junk_units(state)
        before_gos = list(state.gos)
        action = rng.choice(actions)
        events = state.apply(action, state.current_seat())
        captured = [c for e in events if e.kind == "capture" for c in e.public["cards"]]
        new_units = sum(UNITS[c] for c in captured if KIND[c] == "junk")
        assert (
            junk_units(state) == before_units + new_units
        )  # transfers move units, never make them
        moved = [e.public for e in events if e.kind == "transfer"]
        for transfer in moved:
            assert 33 not in transfer["cards"]
        if check_secrets:
            check_events(state, events)
            for seat in (0, 1, None):
                check_view(state, seat, rng)
        if state.result is not None and state.result.kind == "stop":
            winner = state.result.winner
            assert state.gos == before_gos
            assert state.result.amount == expected_payment(state, winner)
    assert sorted(all_cards(state)) == list(range(1, 49))
    assert state.legal_actions() == []
    return state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), options_strategy, st.randoms(use_true_random=False))
def test_random_deals_keep_every_rule_and_secret(seed: int, opts: dict, rng: random.Random) -> None:
    options = GAME.resolve_options(None, opts)
    state = play_out(seed, options, rng, check_secrets=True)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.points[0] == -outcome.points[1]
    assert sum(outcome.returns) == 0
    result = state.result
    if result.kind == "nagari":
        assert outcome.points == (0.0, 0.0) and not state.stock
    elif result.kind in ("four", "three_ppuk") and options["three_ppuk_payout"] == "flat":
        assert result.amount == 5
    json.dumps(outcome.to_json())


def test_the_same_seed_deals_the_same_cards() -> None:
    assert GAME.new_state(seed=77).full_view() == GAME.new_state(seed=77).full_view()
    assert GAME.new_state(seed=77).full_view() != GAME.new_state(seed=78).full_view()
