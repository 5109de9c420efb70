"""King of Tokyo's hard at three to six monsters: dice settled at the leaves, Tokyo's risk."""

from __future__ import annotations

import random

from igroteka.bots import make_bot
from igroteka.bots.base import Clock
from igroteka.bots.mcts import MCTSBot
from igroteka.games.king_of_tokyo.actions import Act
from igroteka.games.king_of_tokyo.bots import strength
from igroteka.games.king_of_tokyo.game import GAME
from igroteka.games.king_of_tokyo.search import (
    UNSETTLED,
    FieldSearch,
    HardPlayer,
    attackers,
    field_strength,
    field_values,
    settle,
    should_yield,
)
from tests.king_of_tokyo.helpers import table, turn


def in_tokyo(state, seat: int, hp: int) -> None:
    match = state.match
    match.city = seat
    match.hp[seat] = hp


def test_tokyo_is_riskier_the_more_monsters_hit_it() -> None:
    """Seven hearts in Tokyo: worth keeping against one rival, to be left against five."""
    duel, six = table(players=2), table(players=6)
    in_tokyo(duel, 0, 7)
    in_tokyo(six, 0, 7)
    assert attackers(duel.match, 0) == 1 and attackers(six.match, 0) == 5
    assert not should_yield(duel.match, 0)
    assert should_yield(six.match, 0)
    # Outside Tokyo nothing changes; in Tokyo the five rivals' blows cost more than one's.
    assert field_strength(six.match, 1) == strength(six.match, 1)
    assert field_strength(duel.match, 0) > strength(duel.match, 0)
    assert field_strength(six.match, 0) < strength(six.match, 0)
    assert field_strength(six.match, 0) < field_strength(duel.match, 0)


def test_settle_scores_the_dice_showing() -> None:
    """A leaf in the middle of a roll is judged with its dice resolved: three 3s are 3 VP."""
    state = table(players=4)
    turn(state, 0)
    match = state.match
    match.dice = list("333SHE")
    before = match.vp[0]
    settle(state)
    assert match.phase not in UNSETTLED
    assert match.vp[0] == before + 3 + 1  # the 3s, and Tokyo entered (it was empty)
    assert match.city == 0
    assert field_values(state, 4)[0] > 0


def test_settle_answers_a_yield_by_the_blows_to_come() -> None:
    """Seat 1 is hit in Tokyo with 4 hearts left at six monsters: it leaves, seat 0 enters."""
    state = table(players=6)
    in_tokyo(state, 1, 6)
    turn(state, 0)
    state.match.dice = list("SS1234")
    settle(state)
    assert state.match.hp[1] == 4
    assert state.match.city == 0


def test_quiet_samples_offer_the_same_decisions() -> None:
    """The search's samples list exactly the decisions the state itself offers the search."""
    for seed in range(30):
        state = GAME.new_state(GAME.options.resolve(None, {"players": 4}), seed)
        rng = random.Random(seed)
        for _ in range(80):
            if state.current_seat() is None:
                break
            quiet = state.clone()
            quiet.quiet = True
            assert quiet.search_actions() == state.search_actions()
            state.apply(rng.choice(state.legal_actions()))


def test_hard_plays_the_duel_search_at_two_and_the_field_search_beyond() -> None:
    hard = make_bot(GAME, "hard")
    assert isinstance(hard, HardPlayer)
    assert type(hard.duel) is MCTSBot
    assert hard.duel.rollout_depth == 0 and hard.duel.time_budget == 0.3
    assert isinstance(hard.field, FieldSearch) and hard.field.time_budget == 0.3
    for players in (2, 4, 6):
        state = table(players=players)
        turn(state, 0)
        action = hard.choose(state.clone(), 0, random.Random(players))
        assert action in state.legal_actions()


def test_the_field_search_keeps_three_of_a_kind_for_points() -> None:
    """Last reroll, 2 2 2 and three odd dice: keeping the 2s beats rolling them away."""
    state = table(players=4)
    turn(state, 0)
    match = state.match
    match.dice = list("222H1E")
    match.rolls_left = 1
    search = FieldSearch(time_budget=None, iterations=600)
    root = search.search(state, 0, random.Random(5), Clock(None))
    keep_twos = Act("reroll", (3, 4, 5))
    assert keep_twos in root.children
    reroll_all = root.children[Act("reroll", (0, 1, 2, 3, 4, 5))]
    assert root.children[keep_twos].reward / root.children[keep_twos].visits > (
        reroll_all.reward / reroll_all.visits
    )
