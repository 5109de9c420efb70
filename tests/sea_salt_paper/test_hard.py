"""Hard, the determinized search: legal choices, no peeking, and the plays the rounds reward.

Budgets are counts of worlds with a time cap far away, so a slow machine changes nothing.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.bots import make_bot
from igroteka.bots.levels import parse_bot
from igroteka.games.sea_salt_paper.actions import (
    ANNOUNCE_LAST,
    ANNOUNCE_STOP,
    DRAW_DECK,
    END_TURN,
    TakePile,
)
from igroteka.games.sea_salt_paper.policy import (
    DEFAULT,
    DUO_EFFECT,
    LOOSE_COLLECTOR,
    LOOSE_MULTIPLIER,
    LOOSE_PAIR,
    PolicyPlayer,
    Style,
    hand_value,
    policy_action,
)
from igroteka.games.sea_salt_paper.scoring import card_points
from igroteka.games.sea_salt_paper.search import (
    MATCH_WIN,
    RACING,
    HardPlayer,
    play_out,
    round_result,
)
from igroteka.games.sea_salt_paper.state import SeaSaltPaperState
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


def seven_points_against_four_duos() -> SeaSaltPaperState:
    """Seat 0 holds 7 card points (four shells, a played boat duo); seat 1 has played four
    duos (4 points shown) and holds two hidden cards."""
    state = table(
        hands=[cards("shell DB", "shell LB", "shell Y", "shell G"), cards("octopus Y", "sailor O")],
        played=[
            cards("boat DB", "boat LB"),
            cards(
                "crab DB",
                "crab LB",
                "crab Y",
                "crab G",
                "fish DB",
                "fish LB",
                "swimmer Y",
                "shark PU",
            ),
        ],
    )
    state.phase = "duos"
    assert card_points(state.hands[0], state.played[0]) == 7
    return state


def test_the_policy_calls_last_chance_as_early_as_its_style_says() -> None:
    """The default wants a lead of 3 over what the other has shown (here about 2: it calls
    STOP); the racing style, the opponent model of medium that calls at 7, calls at once."""
    state = seven_points_against_four_duos()
    assert policy_action(state) == ANNOUNCE_STOP
    assert policy_action(state, style=Style(last_lead=-100.0)) == ANNOUNCE_LAST


def test_the_arena_tunes_the_policy_and_hard_by_name() -> None:
    racing = parse_bot("policy:last_lead=-100,deck_draw=2", GAME)
    assert isinstance(racing, PolicyPlayer)
    assert racing.style == Style(last_lead=-100.0, deck_draw=2.0)
    assert HardPlayer().others == RACING and HardPlayer().own == DEFAULT
    player = parse_bot("hard:opp_last=3,margin=0.5,worlds=8", GAME)
    assert isinstance(player, HardPlayer)
    assert player.others.last_lead == 3.0 and player.own == DEFAULT and player.margin == 0.5
    styled = parse_bot("hard:own_deck_draw=0.6,opp_stop_lead=2,opp_last_lead=1", GAME)
    assert isinstance(styled, HardPlayer)
    assert styled.own == Style(deck_draw=0.6)
    assert styled.others == Style(last_lead=1.0, stop_lead=2.0)


def test_rollouts_play_the_other_seats_in_the_opponent_style() -> None:
    """Seat 1 to move with 7 points and no lead: the racing opponent model calls LAST CHANCE
    at once and the round ends after seat 0's final turn; the default plays on."""
    state = seven_points_against_four_duos()
    state.hands = [state.hands[1], state.hands[0]]
    state.played = [state.played[1], state.played[0]]
    state.mover = 1
    racing = state.search_copy()
    play_out(racing, 0, others=Style(last_lead=-100.0))
    assert racing.last_round is not None and racing.last_round["caller"] == 1
    assert racing.last_round["ending"] == "last_chance"


def test_a_round_that_ends_the_match_counts_who_won_it() -> None:
    """Near the target a round is judged by the match: a seat that wins the match by a point
    scores far above one that wins the round by more but loses the match."""
    state = table()
    state.over = True
    state.round_scores = [5, 6]
    state.totals = [41, 38]
    assert round_result(state, 0) == 5 - 6 + MATCH_WIN
    assert round_result(state, 1) == 6 - 5 - MATCH_WIN
    state.over = False
    assert round_result(state, 0) == -1.0


def test_the_margin_keeps_the_policys_choice_when_the_search_barely_differs() -> None:
    """With a margin above any round's score the search never leaves the policy's choice."""
    for seed in range(4):
        state = GAME.new_state({"players": 2}, seed)
        seat = state.current_seat()
        choice = HardPlayer({"worlds": 4, "time": 1000.0, "margin": 100.0}).choose(
            state, seat, random.Random(seed)
        )
        assert choice == policy_action(state)


def test_the_policy_values_a_hand_by_its_points_and_its_loose_cards() -> None:
    """Points now, plus what a loose card may bring: a duo in hand its effect, a lone shell
    its next, a lighthouse its boats; a played duo counts its point and no effect."""
    assert hand_value(cards("crab DB", "crab LB"), []) == pytest.approx(1 + DUO_EFFECT)
    assert hand_value(cards("shell DB"), []) == pytest.approx(LOOSE_COLLECTOR["shell"])
    lighthouse = cards("lighthouse PU")
    assert hand_value(lighthouse, []) == pytest.approx(LOOSE_MULTIPLIER["lighthouse"][1])
    assert hand_value(lighthouse, cards("boat DB", "boat Y")) == pytest.approx(1 + 2)
    assert hand_value(cards("crab DB"), cards("crab LB", "crab Y")) == pytest.approx(1 + LOOSE_PAIR)
