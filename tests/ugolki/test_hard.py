"""`hard`: the compiled kernel's search, and the Python search where the kernel does not apply.

No timing here: each search is bounded by depth (with an unlimited clock), so the same
position always gets the same move. The kernel's values are the Python alpha-beta's at
the same depth (the same `bots.lead`, unsquashed), it finds the wins and avoids the
losses the end rules set, and it plays legal moves through whole games.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from igroteka.arena.bench import bot_bench
from igroteka.bots.alphabeta import AlphaBetaBot
from igroteka.bots.levels import make_bot, parse_bot
from igroteka.bots.mcts import MCTSBot
from igroteka.games.ugolki import kernel
from igroteka.games.ugolki.players import HardBot
from igroteka.offline.table import BROWSER_BOT_BUDGET, browser_bot

from .helpers import GAME, options, position, start
from .kernel_helpers import OPTION_SETS, played_positions

WIN_ZONE = 900000


def test_hard_is_the_kernels_search() -> None:
    bot = make_bot(GAME, "hard")
    assert isinstance(bot, HardBot) and bot.kernel == 1 and bot.time_budget == 1.0
    assert kernel.AVAILABLE
    assert parse_bot("hard:kernel=0,time=0.5", GAME) == HardBot(time_budget=0.5, kernel=0)
    assert parse_bot(bot.describe(), GAME) == bot
    # The browser caps it like any bot (and plays the Python search there).
    assert browser_bot(GAME, "hard", GAME.resolve_options()).time_budget == BROWSER_BOT_BUDGET


@pytest.mark.parametrize("name", ["online", "diagonal", "gambiter_halma8", "novice", "kostrov"])
@pytest.mark.parametrize("depth", [1, 2])
def test_the_kernels_values_are_the_python_searchs(name: str, depth: int) -> None:
    # The Python search squashes the lead with tanh(lead / scale); the kernel keeps the lead
    # in hundredths of a step. Unsquashed, the best values agree.
    rng = random.Random(f"values {name}")
    python = AlphaBetaBot(time_budget=None)
    compared = 0
    for state in played_positions(rng, OPTION_SETS[name], 300)[7::25]:
        if state.outcome() is not None or len(state.pieces[0]) != len(state.pieces[1]):
            continue
        seat = state.turn
        assert seat is not None
        best = max(python.values(state, seat, state.search_actions(), depth))
        found = kernel.search(state, 1e9, False, depth)
        assert found["depth"] == depth
        if abs(best) >= 1.0 - 1e-9:
            assert (found["score"] > WIN_ZONE) == (best > 0), state.position()
            continue
        scale = max(8.0, 2.0 * len(state.pieces[seat]))
        assert found["score"] == pytest.approx(100 * math.atanh(best) * scale, abs=1.01), (
            state.position()
        )
        compared += 1
    assert compared >= 5


def _choose(state: Any, depth: int = 4) -> tuple[Any, dict[str, int]]:
    bot = HardBot(time_budget=None, max_depth=depth)
    action, found = bot.think(state, state.turn, random.Random(0))
    return action, found


def test_the_kernel_fills_the_home_when_it_can() -> None:
    # One step (e5-e6) completes White's target; the reply rule leaves Black no answer.
    white = "e5,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8,h8"
    black = "a4,b4,c4,d4,a5,b5,c5,d5,a6,b6,c6,d6"
    state = position(f"W:W{white}:B{black}:30")
    action, found = _choose(state)
    assert str(action) == "e5-e6"
    assert found["score"] > WIN_ZONE


def test_the_kernel_leaves_home_by_the_deadline() -> None:
    # Move 40 of the online rules: a White piece still on d3 (home) loses unless it leaves now.
    white = "d3,e5,f6,g6,h6,e7,f7,g7,h7,e8,f8,e4"
    black = "a4,b4,c4,d4,a5,b5,c5,d5,a6,b6,c6,d6"
    state = position(f"W:W{white}:B{black}:40")
    action, _ = _choose(state, 3)
    assert action.path[0] == "d3"
    assert action.path[-1] not in {"a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3"}


@pytest.mark.parametrize("name", ["online", "diagonal", "gambiter_halma10", "steps8_stay_lock"])
def test_the_kernel_plays_legal_moves_through_whole_games(name: str) -> None:
    rng = random.Random(name)
    hard = HardBot(time_budget=None, max_depth=3)
    state = GAME.new_state(OPTION_SETS[name])
    while state.outcome() is None:
        if state.turn == 0:
            move = hard.choose(state, 0, rng)
        else:
            move = rng.choice(state.search_actions()[:3])
        state.apply(move)  # checked: an illegal move would raise
    assert state.outcome() is not None


def test_without_the_kernel_hard_is_the_python_search(monkeypatch: pytest.MonkeyPatch) -> None:
    state = played_positions(random.Random(3), options(), 30)[-1]
    bot = HardBot(time_budget=None, max_depth=2)
    assert isinstance(bot.python_search(state), AlphaBetaBot)
    off = HardBot(time_budget=None, max_depth=2, kernel=0)
    action, found = off.think(state, state.turn, random.Random(0))
    assert found == {} and action in state.search_actions()
    assert action == AlphaBetaBot(max_depth=2, time_budget=None).choose(
        state, state.turn, random.Random(0)
    )
    monkeypatch.setattr(kernel, "AVAILABLE", False)
    assert bot.think(state, state.turn, random.Random(0)) == (action, {})


def test_four_players_keep_the_generic_search() -> None:
    state = start("halma16_4")
    bot = make_bot(GAME, "hard", state.options)
    assert isinstance(bot, HardBot)
    assert isinstance(bot.python_search(state), MCTSBot)
    quick = HardBot(time_budget=0.05)
    action, found = quick.think(state, 0, random.Random(0))
    assert found == {}
    state.apply(action)


def test_bench_bots_reports_the_depth_the_kernel_reached() -> None:
    # `igroteka bench bots --game ugolki --level hard` quotes it (docs/benchmarks.md).
    row = bot_bench(GAME, "hard", 1, "cpu")
    assert row.bot == "hard:time=1.0"
    assert len(row.depths) == 1 and row.depths[0] >= 1
