"""Random playouts over option combinations: cards conserved, scores add up, piles well built."""

from __future__ import annotations

import itertools
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.engine.errors import OptionError
from igroteka.games.kings_corner import GAME
from igroteka.games.kings_corner.cards import KING, RANK, parse
from igroteka.games.kings_corner.layout import fits
from igroteka.games.kings_corner.scoring import hand_value

OPTIONS = st.fixed_dictionaries(
    {
        "players": st.integers(2, 6),
        "jokers": st.sampled_from([0, 2]),
        "draw_timing": st.sampled_from(["end", "start"]),
        "draw_count": st.sampled_from([1, 2]),
        "draw_until_play": st.booleans(),
        "empty_hand_draw": st.sampled_from([0, 3]),
        "build_side": st.sampled_from(["down_alt", "down_suit", "up_suit"]),
        "build_corner": st.sampled_from(["down_alt", "down_suit"]),
        "king_pile_to_corner": st.sampled_from(["any", "dealt_only"]),
        "mandatory_kings": st.sampled_from(["off", "forced", "penalty"]),
        "immediate_corner_kings": st.booleans(),
        "stakes": st.sampled_from(["points", "chips_pot", "pool"]),
        "card_values": st.sampled_from(["k10", "count", "face13", "a50_ten10_five"]),
        "match": st.sampled_from(["fixed_hands", "off"]),
        "hands": st.integers(1, 3),
        "four_card": st.booleans(),
        "corner_ace_bonus": st.sampled_from([0, 5]),
    }
)


def check_invariants(state, size: int) -> None:
    held = [c for h in state.hands for c in h]
    table = [c for p in state.piles for c in p]
    everything = held + table + state.stock
    assert sorted(everything) == list(range(size))
    for spot, pile in enumerate(state.piles):
        if spot >= 4 and pile:
            assert RANK[state.reps.get(pile[0], pile[0])] == KING
        rule = state.builds.rule(spot)
        for below, above in itertools.pairwise(pile):
            lower = state.reps.get(below, below)
            upper = state.reps.get(above, above)
            # A pile moved onto a side pile keeps its own joints; each joint fits some rule.
            assert any(fits(upper, lower, r) for r in (rule, state.builds.side))
    corner_ids = [state.reps.get(c, c) for p in state.piles[4:] for c in p]
    assert len(corner_ids) == len(set(corner_ids))
    if state.stakes != "points":
        assert sum(state.scores) + state.pot == 0


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPTIONS, st.integers(0, 10**6))
def test_random_playouts_keep_cards_and_scores(values: dict, seed: int) -> None:
    four = values.pop("four_card")
    if four:
        values.update(deal_size=4, four_card_refill=True, draw_until_play=False, empty_hand_draw=0)
    try:
        options = GAME.resolve_options(None, values)
    except OptionError:
        return
    state = GAME.new_state(options, seed)
    size = 54 if values["jokers"] else 52
    rng = random.Random(seed)
    hands_seen = 0
    while not state.is_terminal():
        check_invariants(state, size)
        before = list(state.scores)
        state.apply(rng.choice(state.legal_actions()))
        if state.hands_played > hands_seen:
            record = state.hand_log[hands_seen]
            hands_seen += 1
            if state.stakes == "points":
                winner = record["winner"]
                expected = [0 if s == winner else v for s, v in enumerate(record["values"])]
                table = state.table
                assert record["values"] == [
                    hand_value([parse(w) for w in h], table) for h in record["hands"]
                ]
                assert record["change"] == expected, (record, before)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners
    assert abs(sum(outcome.returns)) < 1e-9
    assert state.hands_played == len(state.hand_log)
