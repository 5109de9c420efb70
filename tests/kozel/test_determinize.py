"""Sampled worlds agree with what the seat knows, and depend on nothing else."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.cards import HandSampler, cards_of, mask_of
from igroteka.games.kozel.bots import HardBot, MediumBot
from tests.kozel.helpers import GAME

VARIANTS = [
    {},
    {"give_last_trump": "optional", "give_only_nontrump": True},
    {"give_last_trump": "mandatory", "trump_lead_restriction": "non_trumpers"},
    {"trump_mode": "open_deal", "must_ruff": True},
    {"deck": "24", "trump_mode": "permanent", "first_leader": "holder_JC"},
    {"redeal_one_trump": True, "redeal_four_aces": True, "redeal_trigger": "on_request",
     "give_last_trump": "optional"},
]
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def midgame(variant: int, seed: int, steps: int) -> Any:
    opts = GAME.resolve_options(None, VARIANTS[variant])
    state = GAME.new_state(opts, seed)
    rng = random.Random(seed + 1)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def resampled(state: Any, seat: int, rng: random.Random) -> Any:
    """The same game as `seat` knows it, with the hidden cards dealt differently.

    Worked out here, not with the code under test: cards whose place the seat
    may know (face up, its own exchanges, the card that made the trumper) stay
    put, the rest are dealt anew to seats that have not shown a void in them.
    """
    other = state.clone()
    played = state.play.played if state.play is not None else 0
    void = state.play.void if state.play is not None else [0, 0, 0, 0]
    stay = state.revealed | (1 << state.trumper_card if state.trumper_card is not None else 0)
    for ex in state.exchanges:
        for card in (ex.given, ex.returned):
            if card is not None:
                stay |= 1 << card
    others = [s for s in range(4) if s != seat]
    kept = {s: state.hands[s] & stay for s in others}
    pool = [c for s in others for c in cards_of(state.hands[s] & ~stay)]
    capacity = {s: (state.hands[s] & ~stay).bit_count() for s in others}
    sampler = HandSampler(pool, capacity,
                          lambda card: [s for s in others if not void[s] & (1 << card.index)])
    for s, cards in sampler.sample(rng).items():
        other.hands[s] = kept[s] | mask_of(cards)
    assert not other.hands[seat] & played
    return other


STATES = st.tuples(st.integers(0, len(VARIANTS) - 1), st.integers(0, 10**6),
                   st.integers(0, 60))


@SETTINGS
@given(case=STATES, seat=st.integers(0, 3), draw=st.integers(0, 10**6))
def test_a_sampled_world_matches_the_seats_view(case: tuple[int, int, int], seat: int,
                                                draw: int) -> None:
    state = midgame(*case)
    world = state.determinize(seat, random.Random(draw))
    assert world.view(seat) == state.view(seat)
    assert world.hands[seat] == state.hands[seat]
    assert [h.bit_count() for h in world.hands] == [h.bit_count() for h in state.hands]
    everything = 0
    for hand in world.hands:
        assert not everything & hand
        everything |= hand
    played = state.play.played if state.play is not None else 0
    assert everything | played == state.rules.deck_mask and not everything & played
    if state.play is not None:
        for s in range(4):
            assert not world.hands[s] & state.play.void[s], "a shown void was broken"
    assert not world.revealed & ~world.hands[world.trumper]
    for ex in state.exchanges:
        if ex.knows(seat) and ex.given is not None and state.hands[ex.receiver] & (1 << ex.given):
            assert world.hands[ex.receiver] & (1 << ex.given)
    rng = random.Random(draw)
    for _ in range(40):
        if world.is_terminal():
            break
        world.apply(rng.choice(world.legal_actions()))


@SETTINGS
@given(case=STATES, seat=st.integers(0, 3), draw=st.integers(0, 10**6))
def test_worlds_do_not_depend_on_where_the_hidden_cards_are(
    case: tuple[int, int, int], seat: int, draw: int
) -> None:
    state = midgame(*case)
    if state.is_terminal():
        return
    other = resampled(state, seat, random.Random(draw + 1))
    assert other.view(seat) == state.view(seat)
    first = state.determinize(seat, random.Random(draw))
    second = other.determinize(seat, random.Random(draw))
    assert first.hands == second.hands
    assert first.rng.getstate() == second.rng.getstate()
    if state.current_seat() == seat:
        assert (MediumBot().choose(state, seat, random.Random(draw))
                == MediumBot().choose(other, seat, random.Random(draw)))


@pytest.mark.parametrize(
    ("settings", "first_step"),
    [({}, 10), ({"exact_tricks": 4, "miss": 0.05, "draws": 24}, 25)],
)
def test_the_hard_bot_reads_only_its_seat(settings: dict[str, Any], first_step: int):
    # Also with a sharper play model and the exact search over the last four tricks.
    hard = HardBot(time_limit=1000.0, samples=3, **settings)
    checked = late = 0
    for seed in range(40):
        state = midgame(0, seed, first_step + seed % 20)
        seat = state.current_seat()
        if seat is None or state.phase != "play" or len(state.legal_actions()) < 2:
            continue
        other = resampled(state, seat, random.Random(seed))
        assert hard.choose(state, seat, random.Random(seed)) == hard.choose(
            other, seat, random.Random(seed))
        checked += 1
        late += state.play.tricks_left() <= 4
        if checked == 4:
            break
    assert checked == 4
    assert late or first_step == 10  # the later positions include exactly searched ones


def test_a_finished_match_determinizes_to_itself():
    state = midgame(4, 3, 100_000)
    assert state.is_terminal()
    world = state.determinize(1, random.Random(0))
    assert world.full_view() == state.full_view()


def _named_trump_deal(seed: int) -> Any:
    """A declared-mode deal just after the trumper named the trump, before any card."""
    state = GAME.new_state(GAME.resolve_options(None, {"trump_mode": "declared"}), seed)
    while state.trump is None or state.phase != "play":
        state.apply(MediumBot().choose(state, state.current_seat(), random.Random(seed)))
    return state


def test_a_named_trump_tells_the_others_the_namer_is_strong_in_it():
    from igroteka.games.kozel.knowledge import NAMING_SLACK
    from igroteka.games.kozel.policy import declare_scores

    def fits(state: Any, hand: int) -> bool:
        scores = declare_scores(state.rules, hand)
        return scores[state.trump] >= max(scores.values()) - NAMING_SLACK

    hinted = blind = total = 0
    for seed in range(12):
        state = _named_trump_deal(seed)
        seat = (state.trumper + 1) & 3
        assert fits(state, state.hands[state.trumper])  # the bot named its best suit
        for draw in range(20):
            world = state.determinize(seat, random.Random(draw))
            hinted += fits(state, world.hands[world.trumper])
            blind += fits(state, resampled(state, seat, random.Random(draw)).hands[state.trumper])
            total += 1
    assert hinted / total > 0.95
    assert blind / total < 0.8  # without the hint many worlds would have him name a weak suit
