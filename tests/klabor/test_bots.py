"""The Klabor bots: legal in every phase, honest, within their budget, and ordered by strength.

The look at strength is a smoke check on a handful of fixed duplicate deals; the
real figures come from `igroteka arena klabor ...` and are recorded in
docs/benchmarks.md.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.arena import play_unit
from igroteka.cards import Card, Rank, Suit
from igroteka.games.klabor.bots import HardBot
from tests.cards.trickplay import play_legally
from tests.klabor.helpers import GAME, act, options, start

VARIANTS = [
    {"players": 2, "target": 301},
    {"players": 3, "target": 301, "seven_exchange_time": "before_draw", "bella_any_turn": True},
    {"players": 4, "target": 301, "seven_exchange_4p": True, "partner_winning_exemption": True},
    {"players": 4, "target": 301, "four_player_mode": "solo", "must_overtrump_on_ruff": True},
    {"players": 2, "target": 301, "klabor_combo": True, "weak_hand_redeal": "2",
     "obligatory_order": True, "bella_strict": True},
]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6),
       levels=st.lists(st.sampled_from(["easy", "medium"]), min_size=4, max_size=4))
def test_easy_and_medium_play_whole_matches_legally(variant, seed, levels):
    state = GAME.new_state(GAME.resolve_options(None, variant), seed)
    bots = [GAME.bot_factories[level]() for level in levels]
    phases = play_legally(state, bots, random.Random(seed))
    assert "play" in phases or state.klabor is not None


def test_hard_decides_legally_in_every_phase():
    hard = HardBot(time_limit=1000.0, samples=2)
    for variant in VARIANTS[:4]:
        state = GAME.new_state(GAME.resolve_options(None, variant), 11)
        seen = play_legally(state, hard, random.Random(3), until=lambda s: len(s.sheet) >= 2)
        assert {"bid", "announce", "play"} <= seen


def test_hard_keeps_to_its_time_budget():
    import time

    hard = HardBot(time_limit=0.05, clock="cpu")
    state = GAME.new_state(options(players=3), 5)
    rng = random.Random(1)
    while len(state.sheet) < 1:
        seat = state.current_seat()
        started = time.process_time()
        action = hard.choose(state, seat, rng)
        assert time.process_time() - started < 0.5
        state.apply(action, seat)


def test_bots_decide_the_same_whatever_the_hidden_cards():
    mine = "Jh 9h Ah 7c 8c 9c"
    states = [start(options(), [mine, other], "Kh", ["Qh Ad Td", extra], frez="Kd", dealer=1)
              for other, extra in (("Kc Qc Jc 7d 8d 9d", "7h As Ts"),
                                   ("Ks Qs Js 7s 8s 9s", "7h Ac Tc"))]
    for state in states:
        act(state, "play", "pass", "pass")
    for level, settings_ in (("medium", {}), ("hard", {"time_limit": 1000.0, "samples": 6})):
        choices = set()
        for state in states:
            bot = GAME.bot_factories[level](settings_ or None)
            choices.add(bot.choose(state, 1, random.Random(9)) if state.turn == 1 else None)
        assert len(choices) == 1


def test_hard_defender_with_a_worthless_hand_asks_for_a_redeal():
    weak = ["8h 9s 7c 8c Qd 7d", "As Ks Qs Ac Kc Ah"]
    state = start(options(), weak, "Jh", ["Jd 9d 7s", "Th Tc 7h"], dealer=1)
    act(state, "pass", "play")
    assert state.turn == 0 and state.redeal_reasons(0) == ["weak_hand"]
    hard = HardBot(time_limit=1000.0, samples=20)
    choice = hard.choose(state, 0, random.Random(2))
    assert str(choice) == "redeal"


def test_medium_beats_easy_on_fixed_duplicate_deals():
    two = GAME.resolve_options(None, {"players": 2})
    results = [sum(r.margin for r in play_unit(GAME, two, "medium", "easy", 1, unit))
               for unit in range(12)]
    assert sum(1 for r in results if r > 0) > sum(1 for r in results if r < 0)


def test_medium_says_bella_into_its_partners_master_trick():
    """Pairs: the partner leads the jack of trumps, nobody can beat it: the K♥ goes with «белла»,
    though an opponent still plays (it used to wait for the last seat, and the 20 were lost)."""
    from igroteka.games.klabor.policy import medium_card
    from tests.klabor.helpers import deal_play, play_cards

    dp = deal_play(4, "h", {0: "Jh 7s 8s", 1: "7h 9s Ts", 2: "Kh Qh As", 3: "Ah Ks Qs"},
                   leader=0, teams=True)
    play_cards(dp, "Jh 7h")
    card, bella = medium_card(dp, 0, random.Random(1))
    assert card in (Card(Rank.KING, Suit.HEARTS).index, Card(Rank.QUEEN, Suit.HEARTS).index)
    assert bella
