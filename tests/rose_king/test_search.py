"""The arena's `search` player (search.py): its copy of the position keeps the rules, and it
plays legally and sensibly."""

from __future__ import annotations

import random

import pytest

from igroteka.bots import make_bot, parse_bot
from igroteka.games.rose_king import GAME, Draw, Play
from igroteka.games.rose_king.mcts import FastMCTS
from igroteka.games.rose_king.scoring import areas, score
from igroteka.games.rose_king.search import (
    HERO,
    OPEN,
    REACH,
    Position,
    SearchBot,
    survey,
    value,
)

from .helpers import position, start

PRESETS = [p.key for p in GAME.options.presets]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("optional", [False, True])
def test_the_search_copy_follows_the_rules(preset: str, optional: bool) -> None:
    """Along random games the copy offers the same moves and reaches the same positions."""
    for seed in range(4):
        state = start(preset, seed=seed, hero_optional_when_only_move=optional)
        rng = random.Random(seed)
        while not state.is_terminal():
            copy = Position.of(state, rng)
            assert set(copy.moves(copy.turn)) == set(state.legal_actions())
            assert copy.turn == state.current_seat()
            action = rng.choice(state.legal_actions())
            after = copy.play(action)
            state.apply(action)
            assert after.board == state.board and after.crown == state.crown
            assert after.supply == state.supply and after.heroes == state.heroes
            if not isinstance(action, Draw):  # a draw takes the world's card, not the state's
                assert after.hands == state.hands
                assert after.over == state.is_terminal()
                if not after.over:
                    assert after.turn == state.current_seat()
            red, white, _ = survey(after.board)
            assert (red, white) == (score(areas(state.board, 1)), score(areas(state.board, 2)))


def test_a_world_shuffles_only_the_pile() -> None:
    state = start(seed=5)
    world = Position.of(state, random.Random(1))
    assert sorted(world.pile) == sorted(state.pile) and world.hands == state.hands
    drawn = world.play(Draw())
    assert drawn.hands[0][-1] == world.pile[-1]


def test_value_prices_the_score_lead_the_heroes_and_the_open_squares() -> None:
    rows = ["RR......."] + ["." * 9] * 8
    state = position(rows, crown=(1, 0), hands=[["S1"], ["S2"]], heroes=[4, 3], turn=0)
    p = Position.of(state, random.Random(0))
    # Red: one territory of 2 (4 points), three empty squares beside it, each worth 2*2+1.
    assert survey(p.board) == (4, 0, 15)
    # A hero more (at full price while the supply is large); Red's S1 reaches an empty square.
    assert value(p) == pytest.approx(4 + HERO + OPEN * 15 + REACH)


def test_an_empty_square_joining_two_territories_is_worth_the_join() -> None:
    rows = ["RR.RRR..W"] + ["." * 9] * 8
    board = position(rows, hands=[[], []]).board
    red, white, open_gains = survey(board)
    assert (red, white) == (4 + 9, 1)
    # (2,0) joins 2 and 3 into 6: 36 - 13 = 23; each other empty neighbour adds 2n + 1.
    red_open = 23 + (2 * 2 + 1) * 2 + (2 * 3 + 1) * 4
    white_open = (2 * 1 + 1) * 2
    assert open_gains == red_open - white_open


def test_search_takes_the_move_that_joins_its_territories() -> None:
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
    bot = SearchBot({"time": 0.2})
    assert bot.choose(state, 0, random.Random(0)) == Play("S1")


def test_search_plays_a_whole_game_legally_in_every_form() -> None:
    for preset in ("rulebook", "teams", "teams_shared"):
        state = start(preset, seed=2)
        rng = random.Random(2)
        # Tables get the MCTS on the compact position; the search is the arena's `search`.
        assert isinstance(make_bot(GAME, "hard", dict(state.options)), FastMCTS)
        assert isinstance(parse_bot("search", GAME, dict(state.options)), SearchBot)
        bot = SearchBot({"time": 0.01, "draws": 1, "root": 2})
        while not state.is_terminal():
            seat = state.current_seat()
            action = bot.choose(state, seat, rng)
            assert action in state.legal_actions()
            state.apply(action)


def test_search_takes_settings_from_the_arena() -> None:
    bot = parse_bot("search:time=2.5,draws=3", GAME)
    assert isinstance(bot, SearchBot) and bot.time == 2.5 and bot.draws == 3
