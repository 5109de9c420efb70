"""King of Tokyo's planned rerolls at five and six monsters (rolls.py): exact expectimax."""

from __future__ import annotations

import math
import random

import pytest

from igroteka.bots import make_bot
from igroteka.games.king_of_tokyo.actions import FACES, Act
from igroteka.games.king_of_tokyo.game import GAME
from igroteka.games.king_of_tokyo.rolls import (
    counts_of,
    dice_for,
    multisets,
    outcomes,
    plan,
    reroll_for,
    roll_choice,
    sub_multisets,
)
from igroteka.games.king_of_tokyo.search import HardPlayer, field_strength
from tests.king_of_tokyo.helpers import table, turn

THREE = FACES.index("3")


def threes(counts: tuple[int, ...]) -> float:
    return float(counts[THREE])


def test_the_dice_endings_and_their_chances() -> None:
    assert len(multisets(6)) == 462 and all(sum(m) == 6 for m in multisets(6))
    for size in range(1, 7):
        chances = outcomes(size)
        assert math.isclose(sum(p for _, p in chances), 1.0)
    # Two dice: a double is 1/36, a given pair of different faces 2/36.
    two = dict(outcomes(2))
    assert math.isclose(two[(0, 0, 2, 0, 0, 0)], 1 / 36)
    assert math.isclose(two[(0, 0, 1, 0, 0, 1)], 2 / 36)
    assert len(sub_multisets((2, 0, 1, 0, 0, 0))) == 6


def test_the_plan_keeps_what_it_wants_and_knows_the_expected_value() -> None:
    """Judged by the 3s showing: keep the 3s, reroll the rest; each rerolled die turns 3
    with chance 1 - (5/6)^r over r rerolls, so the value is exact."""
    dice = counts_of(list("33H12S"))
    for rolls in (1, 2):
        kept, value = plan(dice, rolls, threes)
        assert kept == (0, 0, 2, 0, 0, 0)
        assert math.isclose(value, 2 + 4 * (1 - (5 / 6) ** rolls))
    assert plan(dice, 0, threes) == (None, 2.0)


def test_the_plan_stops_when_the_dice_showing_are_the_best() -> None:
    dice = counts_of(list("333HES"))
    kept, value = plan(dice, 2, lambda m: 1.0 if m == dice else 0.0)
    assert kept is None and value == 1.0


def test_the_plan_weighs_a_sure_thing_against_a_gamble() -> None:
    """Four 3s showing and one reroll: a fifth 3 is worth less than the risk of losing
    the set, so the plan rerolls only the two odd dice, never a 3."""
    dice = counts_of(list("3333HE"))
    kept, _ = plan(dice, 1, lambda m: m[THREE] if m[THREE] >= 3 else 0.0)
    assert kept is not None and kept[THREE] == 4


def test_a_keep_becomes_the_reroll_of_the_other_dice() -> None:
    dice = list("3H3S13")
    action = reroll_for(dice, (0, 0, 3, 0, 0, 0))
    assert action == Act("reroll", (1, 3, 4))
    assert sorted(dice_for((1, 0, 2, 0, 0, 1))) == sorted(list("133S"))


def test_the_turn_plan_chases_points_on_a_real_table() -> None:
    """Six monsters, seat 0 rolls 3 3 3 3 E H with one reroll left and full hearts: it keeps
    its four 3s (4 VP in hand, a fifth 3 or a Smash to come) and rerolls the rest."""
    state = table(players=6)
    turn(state, 0)
    match = state.match
    match.dice = list("3333EH")
    match.rolls_left = 1
    hard = HardPlayer()
    action = roll_choice(state.clone(), 0, hard.race.value)
    assert action is not None and action.kind == "reroll"
    assert set(action.args) <= {4, 5} and action in state.legal_actions()


def test_the_plan_applies_only_to_the_rolling_monster_with_rerolls_left() -> None:
    state = table(players=6)
    turn(state, 0)
    hard = HardPlayer()
    assert roll_choice(state, 1, hard.race.value) is None
    state.match.rolls_left = 0
    assert roll_choice(state, 0, hard.race.value) is None


def test_leaving_at_the_first_hit_bounds_tokyos_cost() -> None:
    """Eight hearts in Tokyo with Tokyo Bay's field: staying is costly, but a monster may
    leave once hit, so with `leave` Tokyo costs at most about one blow."""
    state = table(players=6)
    match = state.match
    match.city = 0
    match.hp[0] = 8
    plain = field_strength(match, 0)
    leaving = field_strength(match, 0, leave=True)
    assert leaving > plain
    match.city = None
    outside = field_strength(match, 0)
    assert leaving == pytest.approx(outside - 0.9 * 1.5)  # one blow's hearts, no more


@pytest.mark.parametrize("players", [5, 6])
def test_hard_plans_its_rolls_from_five_monsters(players: int) -> None:
    """At five and six monsters hard's reroll is the plan's; elsewhere its search decides."""
    hard = make_bot(GAME, "hard")
    assert isinstance(hard, HardPlayer) and hard.race_from == 5
    state = table(players=players)
    turn(state, 0)
    match = state.match
    match.dice = list("222H1E")
    match.rolls_left = 2
    planned = roll_choice(state.clone(), 0, hard.race.value)
    assert hard.choose(state.clone(), 0, random.Random(1)) == planned
