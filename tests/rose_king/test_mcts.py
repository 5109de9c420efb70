"""Rose King's MCTS on the compact position (mcts.py): legal in every form of the game, the
generic search's evaluation, and sensible choices."""

from __future__ import annotations

import math
import pickle
import random

import pytest

from igroteka.bots import make_bot, parse_bot
from igroteka.bots.mcts import MCTSBot
from igroteka.games.rose_king import GAME, Draw, Play
from igroteka.games.rose_king.bots import HERO, SCALE, evaluate
from igroteka.games.rose_king.mcts import FastMCTS, playout, red_value, scores
from igroteka.games.rose_king.scoring import areas, score
from igroteka.games.rose_king.search import Position, survey

from .helpers import position, sq, start

PRESETS = [p.key for p in GAME.options.presets]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("optional", [False, True])
def test_every_chosen_move_is_legal_in_the_real_state(preset: str, optional: bool) -> None:
    """Whole games in each preset, four-player teams and the shared hand included."""
    state = start(preset, seed=3, hero_optional_when_only_move=optional)
    rng = random.Random(3)
    bot = FastMCTS({"iterations": 40})
    seats = set()
    while not state.is_terminal():
        seat = state.current_seat()
        seats.add(seat)
        action = bot.choose(state, seat, rng)
        assert action in state.legal_actions()
        state.apply(action)
    assert seats == set(range(state.players))


def test_the_search_never_touches_the_real_state() -> None:
    state = start("teams_shared", seed=4)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    before = (bytes(state.board), [list(h) for h in state.hands], list(state.pile))
    luck = state.rng.getstate()
    FastMCTS({"iterations": 300}).choose(state, state.current_seat(), random.Random(0))
    assert (bytes(state.board), state.hands, state.pile) == before
    assert state.rng.getstate() == luck  # the pile's luck is the bot's own, never the state's


def test_the_evaluation_is_the_generic_searchs() -> None:
    """Along a random game the copy's value is `bots.evaluate`'s for Red; at the end, the result."""
    for preset in ("rulebook", "teams", "teams_shared"):
        state = start(preset, seed=6)
        rng = random.Random(6)
        while not state.is_terminal():
            copy = Position.of(state, rng)
            assert red_value(copy) == pytest.approx(evaluate(state, 0))
            assert scores(copy.board) == (
                score(areas(state.board, 1)),
                score(areas(state.board, 2)),
            )
            state.apply(rng.choice(state.legal_actions()))
        # The end: the copy's last position, marked over, is worth the result.
        copy.board = bytearray(state.board)
        copy.over = True
        assert red_value(copy) == state.outcome().returns[0] == -state.outcome().returns[1]


def test_draws_in_the_search_take_a_random_card_of_the_pile() -> None:
    state = start(seed=5)
    world = Position.of(state, random.Random(1))
    drawn = {_draw(world, seed) for seed in range(40)}
    assert len(drawn) > 5 and drawn <= set(state.pile)


def _draw(world: Position, seed: int) -> str:
    p = world.copy()
    p.apply(Draw(), None, random.Random(seed))
    return p.hands[0][-1]


def test_it_takes_the_move_that_joins_its_territories() -> None:
    """S1 from the crown at (4,2) fills (4,3) and joins a single stone to a row of four."""
    rows = [
        ".........",
        ".........",
        "....R....",
        ".........",
        "....RRRR.",
        ".........",
        ".........",
        ".........",
        ".........",
    ]
    state = position(
        rows, crown=(4, 2), hands=[["S1", "N1", "W3"], ["E1", "W1"]], heroes=[0, 0], turn=0
    )
    bot = FastMCTS({"iterations": 3000})
    assert bot.choose(state, 0, random.Random(0)) == Play("S1")


def test_white_plays_for_white() -> None:
    """The same join, for White: the node rewards follow the chooser's colour."""
    rows = [
        ".........",
        ".........",
        "....W....",
        ".........",
        "....WWWW.",
        ".........",
        ".........",
        ".........",
        ".........",
    ]
    state = position(
        rows, crown=(4, 2), hands=[["E1", "W1"], ["S1", "N1", "W3"]], heroes=[0, 0], turn=1
    )
    bot = FastMCTS({"iterations": 3000})
    assert bot.choose(state, 1, random.Random(0)) == Play("S1")


def test_the_arena_names_it_with_its_settings_and_it_pickles() -> None:
    bot = parse_bot("fast:time=0.3,c=0.7,rollout=4", GAME)
    assert isinstance(bot, FastMCTS)
    assert (bot.time, bot.c, bot.rollout) == (0.3, 0.7, 4)
    copy = pickle.loads(pickle.dumps(bot))
    assert (copy.time, copy.c, copy.rollout) == (0.3, 0.7, 4)


def test_more_iterations_see_more_than_one_move() -> None:
    state = start(seed=8)
    bot = FastMCTS({"iterations": 500})
    root = bot.search(state, random.Random(1))
    assert bot.done == 500
    visits = [child.visits for child in root.children.values()]
    assert sum(visits) == 500 and len(visits) == len(state.legal_actions())
    assert all(math.isfinite(child.reward) for child in root.children.values())


def test_tables_get_it_as_hard_and_the_generic_levels_below() -> None:
    options = GAME.resolve_options("teams_shared")
    hard = make_bot(GAME, "hard", options)
    assert isinstance(hard, FastMCTS) and hard.time == 1.0
    assert isinstance(make_bot(GAME, "medium", options), MCTSBot)
    assert parse_bot("hard:time=10", GAME).time == 10.0  # type: ignore[attr-defined]


def test_the_greedy_playout_puts_a_stone_beside_its_own() -> None:
    """`policy=1`'s playout: of the plain plays, the one touching most of the mover's stones."""
    rows = [
        ".........",
        ".........",
        ".........",
        "...R.R...",
        ".........",
        "...R.....",
        ".........",
        ".........",
        ".........",
    ]
    # From (4,4): N1 lands on (4,3) between two red stones, E2 on an empty corner of nothing.
    state = position(rows, crown=(4, 4), hands=[["E2", "N1", "S3"], ["W1"]], heroes=[0, 0])
    for seed in range(20):
        p = Position.of(state, random.Random(seed))
        playout(p, 1, random.Random(seed))
        assert p.board[sq(4, 3)] == 1 and p.crown == sq(4, 3)


def test_the_greedy_playout_draws_when_it_has_no_plain_play() -> None:
    rows = ["R........"] + ["........."] * 8
    # From (0,0) every card of Red's hand leaves the board; a hero would need a white stone.
    state = position(rows, crown=(0, 0), hands=[["N1", "W2"], ["E1"]], heroes=[4, 4])
    p = Position.of(state, random.Random(0))
    playout(p, 1, random.Random(0))
    assert len(p.hands[0]) == 3 and p.board == bytearray(state.board)


def test_the_open_gains_enter_the_value_when_asked() -> None:
    """`open`: the share of `search.survey`'s open gains added to Red's lead before the tanh."""
    state = start(seed=9)
    rng = random.Random(9)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    p = Position.of(state, random.Random(0))
    red, white, gains = survey(p.board)
    assert gains != 0
    heroes = (p.heroes[0] - p.heroes[1]) * HERO
    assert red_value(p, 0.25) == pytest.approx(
        math.tanh((red - white + 0.25 * gains + heroes) / SCALE)
    )
    assert red_value(p) == pytest.approx(evaluate(state, 0))  # no share: the generic value


def test_the_arena_takes_the_playout_policy_and_the_open_share() -> None:
    bot = parse_bot("fast:policy=1,open=0.15", GAME)
    assert isinstance(bot, FastMCTS) and (bot.policy, bot.open) == (1, 0.15)
    state = start(seed=10)
    searched = FastMCTS({"iterations": 200, "policy": 1, "open": 0.15})
    assert searched.choose(state, 0, random.Random(0)) in state.legal_actions()
