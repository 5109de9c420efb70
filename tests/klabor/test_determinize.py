"""Sampled worlds (`determinize`): consistent with all a seat knows, blind to what it does not."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.games.klabor.cardrules import DECK_MASK
from igroteka.games.klabor.combos import best_key, find_sequences
from tests.klabor.helpers import GAME, act, options, start


def advance(state, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))


def check_world(state, world, seat: int) -> None:
    assert world.view(seat) == state.view(seat)
    if state.current_seat() == seat:
        assert world.legal_actions() == state.legal_actions()
    every = 0
    for s in range(state.n):
        assert every & world.hands[s] == 0
        every |= world.hands[s]
        assert world.hands[s].bit_count() == state.hands[s].bit_count()
    for card in world.stock:
        assert not every >> card & 1
        every |= 1 << card
    if world.play is not None:
        every |= world.play.played
        for s in range(state.n):
            assert world.hands[s] & world.play.void[s] == 0
    if world.turnup_holder is None and world.turnup >= 0:
        every |= 1 << world.turnup
    assert every == DECK_MASK
    assert len(world.stock) == len(state.stock)
    assert world.frez == state.frez
    if state.frez is not None:
        assert world.stock[-1] == state.frez
    for card, holder in state.public_holder.items():
        assert world.hands[holder] >> card & 1


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6),
       steps=st.integers(0, 40), exchange_early=st.booleans())
def test_worlds_agree_with_everything_the_seat_sees(players, seed, steps, exchange_early):
    opts = options(players=players, seven_exchange_4p=True,
                   seven_exchange_time="before_draw" if exchange_early else "after_draw")
    state = GAME.new_state(opts, seed)
    rng = random.Random(seed)
    advance(state, rng, steps)
    if state.is_terminal():
        return
    for seat in range(players):
        world = state.determinize(seat, random.Random(seed + seat))
        check_world(state, world, seat)
        assert world.hands[seat] == state.hands[seat]


def test_declarers_keep_what_they_declared():
    state = start(options(), ["Kc Qc Jc 7h 9h Ah", "Td 9d 8d 7s Qs As"], "Ad",
                  ["8s 9s Js", "8h Th Kh"], dealer=1)
    act(state, "play", "pass")
    assert state.turn == 1
    act(state, "declare")
    for k in range(30):
        world = state.determinize(0, random.Random(k))
        key = best_key(find_sequences(world.hands[1], False), world.trump_number())
        assert key is not None and key[:2] == (1, 10)


def test_the_sample_does_not_depend_on_the_hidden_cards():
    mine = "Jh 9h Ah 7c 8c 9c"
    a = start(options(), [mine, "Kc Qc Jc 7d 8d 9d"], "Kh", ["Qh Ad Td", "7h As Ts"],
              frez="Kd", dealer=1)
    b = start(options(), [mine, "Ks Qs Js 7s 8s 9s"], "Kh", ["Qh Ad Td", "7h Ac Tc"],
              frez="Kd", dealer=1)
    for state in (a, b):
        act(state, "play", "pass")
    wa = a.determinize(0, random.Random(11))
    wb = b.determinize(0, random.Random(11))
    assert wa.hands == wb.hands and wa.stock == wb.stock


def test_bella_holder_is_resampled_not_copied():
    state = start(options(), ["Kh Qh 7c 8c 9s 7d", "Jh Ac Ad As Ks Ts"], "7h",
                  ["Tc 8d 8s", "Th 9d 9c"], dealer=1)
    act(state, "pass", "play", "pass", "pass")
    holders = set()
    for k in range(40):
        world = state.determinize(1, random.Random(k))
        holders.add(world.play.bella_holder)
    assert holders != {0}


# --- bids as hints -------------------------------------------------------------------------
def _passers_over_bar(state, seat: int, passers: list[int], draws: int = 150) -> float:
    """The share of sampled deals in which some passer's first six would have taken the turn-up."""
    from igroteka.games.klabor.knowledge import PASS_SLACK, SeatKnowledge
    from igroteka.games.klabor.policy import bid_bar, hand_score

    knowledge = SeatKnowledge(state, seat)
    turned = state.turned_suit().number
    bar = bid_bar(state) + PASS_SLACK
    rng = random.Random(4)
    over = 0
    for _ in range(draws):
        hands = knowledge.sample_hands(rng)
        over += any(hand_score(hands[s], turned) >= bar for s in passers)
    return over / draws


def test_samples_respect_the_passes_of_the_first_round():
    # Seat 3 deals; seats 0, 1 and 2 pass on hearts. The hidden hearts (J, 9, A, T...) must
    # then be spread so that no passer would have played hearts on his six cards.
    hands = ["7s 8s 9s 7c 8c 7d", "Ts Ks Qs 9c Tc 8d", "As Js Ac Kc Qc 9d", "Qh Kh 8h Ad Td Kd"]
    state = start(options(players=4), hands, "7h", dealer=3)
    before = _passers_over_bar(state, 3, [0, 1, 2])
    act(state, "pass", "pass", "pass")
    assert state.turn == 3 and [b[2] for b in state.bids] == ["pass"] * 3
    after = _passers_over_bar(state, 3, [0, 1, 2])
    assert before > 0.3  # without the bids, a passer often holds the hearts to play them
    assert after == 0.0


def test_samples_give_the_maker_a_hand_worth_the_bid():
    from igroteka.games.klabor.knowledge import SeatKnowledge
    from igroteka.games.klabor.policy import hand_score

    # Seat 0 (first to speak) plays the turned diamond; seat 3, who deals, samples his hand.
    # Which six of the maker's eight cards he bid on is unknown, so the bid shows in the mean.
    hands = ["Jd 9d Ad As Ac 7s", "8s 9s Ts 7c 8c 9c", "Js Qs Ks Tc Jc Qc", "Kc 7h 8h 9h Th Jh"]
    state = start(options(players=4), hands, "7d", dealer=3)
    act(state, "play")
    diamonds = state.turned_suit().number

    def mean_score(use_bids: bool) -> float:
        knowledge = SeatKnowledge(state, 3)
        if not use_bids:
            knowledge.bid_hints = []
        rng = random.Random(8)
        draws = [knowledge.sample_hands(rng)[0] for _ in range(200)]
        return sum(hand_score(h, diamonds) for h in draws) / len(draws)

    assert mean_score(True) > mean_score(False) + 1.5
