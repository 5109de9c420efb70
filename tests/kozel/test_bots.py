"""The Kozel bots: legal in every phase, honest, and ordered by strength in a quick look.

The look at strength is a smoke check on a handful of fixed duplicate deals;
the real figures come from `igroteka arena kozel ...` and are recorded in
docs/benchmarks.md.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.arena import play_unit
from igroteka.games.kozel.bots import EasyBot, HardBot, MediumBot
from tests.cards.trickplay import play_legally
from tests.kozel.helpers import GAME

PHASE_VARIANTS = [
    {"give_last_trump": "optional", "give_only_nontrump": True, "target": 6},
    {"give_last_trump": "mandatory", "trump_lead_restriction": "both_first_deal", "target": 6},
    {"redeal_one_trump": True, "redeal_no_trumps": True, "redeal_four_aces": True,
     "redeal_trigger": "on_request", "target": 6},
    {"trump_mode": "open_deal", "must_ruff": True, "deck": "24", "target": 6},
    {"first_leader": "holder_JC", "scoring_mode": "declarer_weighted", "target": 6},
]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(PHASE_VARIANTS), seed=st.integers(0, 10**6),
       levels=st.lists(st.sampled_from(["easy", "medium"]), min_size=4, max_size=4))
def test_easy_and_medium_play_whole_matches_legally(variant, seed, levels):
    state = GAME.new_state(GAME.resolve_options(None, variant), seed)
    bots = [GAME.bot_factories[level]() for level in levels]
    phases = play_legally(state, bots, random.Random(seed))
    assert "play" in phases


def test_hard_decides_in_every_phase():
    hard = HardBot(time_limit=1000.0, samples=2)
    for variant in PHASE_VARIANTS[:3]:
        state = GAME.new_state(GAME.resolve_options(None, variant), 11)
        seen = play_legally(state, hard, random.Random(3), until=lambda s: s.deal_number > 2)
        assert "play" in seen


def test_bot_factories_build_players():
    assert set(GAME.bot_factories) == {"easy", "medium", "hard"}
    assert isinstance(GAME.bot_factories["easy"](), EasyBot)
    assert isinstance(GAME.bot_factories["medium"](None), MediumBot)
    hard = GAME.bot_factories["hard"]({"time_limit": 0.2, "samples": 5, "unknown": 1})
    assert isinstance(hard, HardBot)
    assert hard.search.time_limit == 0.2 and hard.search.max_samples == 5


def test_a_bot_refuses_to_move_out_of_turn():
    state = GAME.new_state(GAME.resolve_options(), 1)
    seat = (state.current_seat() + 1) % 4
    try:
        MediumBot().choose(state, seat, random.Random(0))
    except ValueError as error:
        assert str(seat) in str(error)
    else:
        raise AssertionError("a bot moved out of turn")


def _total(x: str, y: str, units: range) -> float:
    """X's margin summed over duplicate deals (each first deal played in both seatings)."""
    options = GAME.resolve_options()
    return sum(result.margin for unit in units
               for result in play_unit(GAME, options, x, y, 1, unit))


def test_quick_look_medium_ahead_of_easy():
    assert _total("medium", "easy", range(20)) > 0


def test_quick_look_hard_ahead_of_medium():
    fixed = "hard:time_limit=1000,samples=6"
    assert _total(fixed, "medium", range(4)) > 0


def _medium_plays(hands: list[str], *played: str) -> str:
    """The card medium plays after `played`, trump clubs, seat 1 (index 0) trumping and leading."""
    from tests.kozel.helpers import options, play, start

    state = start(options(), [h.split() for h in hands], trump="c", trumper=0)
    play(state, *played)
    seat = state.current_seat()
    action = GAME.bot_factories["medium"](state.options).choose(state, seat, random.Random(1))
    return action.card.ascii


def test_medium_gives_its_partners_safe_trump_trick_a_jack_not_a_master_queen():
    """Last on a trump trick the partner wins with the shoha: a jack, keeping the queen."""
    hands = ["8c Ac Tc Qc As Ts Ks 9s", "7c Kc Qh Qd 8s 7s Ad Td",
             "9c Jc Js Jh Kd 9d 8d 7d", "Qs Jd Ah Th Kh 9h 8h 7h"]
    assert _medium_plays(hands, "8c", "7c", "9c") == "Jd"


def test_medium_void_in_the_suit_led_trumps_a_fat_trick_instead_of_discarding():
    """An ace led, medium void in spades with an opponent still to play: it trumps cheaply."""
    hands = ["As Ts Ks 7c 8c 9c Tc Kd", "Qd Jh Th Ah 9h 8d 7d Kh",
             "9s 8s 7s Jc Qc Kc Ac Td", "Qs Js Jd 7h 8h Qh 9d Ad"]
    assert _medium_plays(hands, "As") == "Jh"
