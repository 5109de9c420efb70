"""Hard, the determinized search: legal choices, no peeking, and the plays the rounds reward.

Budgets are counts of worlds with a time cap far away, so a slow machine changes nothing.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.bots import make_bot
from igroteka.games.sea_salt_paper.actions import (
    ANNOUNCE_LAST,
    ANNOUNCE_STOP,
    DRAW_DECK,
    END_TURN,
    TakePile,
)
from igroteka.games.sea_salt_paper.policy import policy_action
from igroteka.games.sea_salt_paper.search import HardPlayer, play_out
from tests.sea_salt_paper.helpers import GAME, cards, owned, table


def hard(worlds: int = 12) -> HardPlayer:
    return HardPlayer({"worlds": worlds, "time": 1000.0})


def test_the_table_level_hard_is_the_search() -> None:
    assert isinstance(make_bot(GAME, "hard"), HardPlayer)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10_000), plies=st.integers(0, 80))
def test_hard_chooses_legal_actions_and_leaves_the_state_alone(
    players: int, seed: int, plies: int
) -> None:
    state = GAME.new_state({"players": players}, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if not state.acting():
            return
        state.apply(rng.choice(state.legal_actions()), state.current_seat())
    if not state.acting():
        return
    seat = state.current_seat()
    before = state.full_view()
    assert hard(3).choose(state, seat, random.Random(seed)) in state.legal_actions()
    assert state.full_view() == before


def test_hard_does_not_read_the_cards_it_cannot_see() -> None:
    """Two tables alike for seat 0 but for the opponent's hidden hand: the same choice."""
    mine = cards("crab DB", "crab LB", "shell DB", "octopus LB", "penguin PU")
    theirs = cards("mermaid", "mermaid", "sailor PK", "sailor O")
    other = cards("boat DB", "boat LB", "fish DB", "fish LB")
    piles = (cards("shell LB"), cards("octopus Y"))
    first = table(hands=[mine, theirs], piles=piles)
    second = table(hands=[mine, other], piles=piles)
    for state in (first, second):
        state.deck = [c for c in state.deck if c not in theirs + other] + (
            other if state is first else theirs
        )
        assert owned(state) == list(range(58))
    choices = {hard().choose(state, 0, random.Random(4)) for state in (first, second)}
    assert len(choices) == 1


def test_hard_takes_the_fourth_mermaid() -> None:
    mermaids = cards("mermaid", "mermaid", "mermaid", "mermaid")
    state = table(
        hands=[[*mermaids[:3], *cards("shell DB", "crab DB")], cards("boat DB", "fish DB")],
        piles=([mermaids[3]], cards("octopus Y")),
    )
    assert hard().choose(state, 0, random.Random(1)) == TakePile(0)


def test_hard_ends_a_round_it_leads_before_the_deck_runs_out() -> None:
    """Sixteen points with one card left in the deck: ending the turn lets the round die at zero."""
    mine = cards("octopus LB", "octopus Y", "octopus G", "penguin PU", "penguin LO", "colony G")
    state = table(
        hands=[mine, cards("boat DB", "fish Y", "shell DB", "crab G")],
        piles=(cards("shark PU"), cards("swimmer LO")),
    )
    state.deck = state.deck[-1:]
    state.phase = "duos"
    choice = hard().choose(state, 0, random.Random(2))
    assert choice in (ANNOUNCE_STOP, ANNOUNCE_LAST)
    assert choice != END_TURN


def test_the_rollout_policy_plays_rounds_to_their_end() -> None:
    for seed in range(6):
        state = GAME.new_state({"players": 2 + seed % 3}, seed)
        start = state.round_no
        play_out(state, 0)
        assert state.over or state.round_no == start + 1
        assert sum(state.round_scores) >= 0


def test_the_rollout_policy_draws_two_when_the_piles_hold_nothing_useful() -> None:
    state = table(hands=[cards("shell DB"), []], piles=(cards("boat DB"), cards("fish Y")))
    assert policy_action(state) == DRAW_DECK
    state.piles = [cards("shell LB"), cards("fish Y")]
    assert policy_action(state) == TakePile(0)
