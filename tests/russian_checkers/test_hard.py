"""`hard`: the compiled kernel's search, and the Python search where the kernel cannot load.

No timing here: each search is bounded by depth (with an unlimited clock), so the same
position always gets the same move, and the moves are checked against an exact solver.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from igroteka.bots.levels import make_bot, parse_bot
from igroteka.games.russian_checkers import kernel, movegen
from igroteka.games.russian_checkers.board import VALID
from igroteka.games.russian_checkers.players import HardBot
from igroteka.offline.table import BROWSER_BOT_BUDGET, browser_bot

from .helpers import GAME, random_fen, state

Key = tuple[int, int, int, int, int]


def _children(key: Key) -> list[Key]:
    wm, wk, bm, bk, side = key
    return [
        (*movegen.play(wm, wk, bm, bk, side, *code), 1 - side)
        for code in movegen.generate(wm, wk, bm, bk, side)
    ]


@cache
def _wins(key: Key, plies: int) -> bool:
    """The side to move can force the other out of moves (or pieces) within `plies`."""
    return plies > 0 and any(_loses(child, plies - 1) for child in _children(key))


@cache
def _loses(key: Key, plies: int) -> bool:
    children = _children(key)
    if not children:
        return True
    return plies > 0 and all(_wins(child, plies - 1) for child in children)


def _puzzles(count: int) -> list[str]:
    """Small positions the side to move wins within 3 plies, where some moves do not win
    within 5 (so the choice matters)."""
    rng = random.Random(4)
    found = []
    while len(found) < count:
        fen = random_fen(rng, kings=0.5)
        key = state(fen).key()
        if sum((mask & VALID).bit_count() for mask in key[:4]) > 6:
            continue
        children = _children(key)
        if len(children) < 2 or not _wins(key, 3):
            continue
        if all(_loses(child, 4) for child in children):
            continue
        found.append(fen)
    return found


PUZZLES = _puzzles(12)


def _choose(bot: HardBot, fen: str) -> Key:
    s = state(fen)
    action = bot.choose(s, s.turn, random.Random(0))
    s.apply(action)
    return s.key()


def test_hard_is_the_kernels_search() -> None:
    bot = make_bot(GAME, "hard")
    assert isinstance(bot, HardBot) and bot.kernel == 1 and bot.time_budget == 1.0
    assert kernel.AVAILABLE
    assert parse_bot("hard:kernel=0,time=0.5", GAME) == HardBot(time_budget=0.5, kernel=0)
    assert parse_bot(bot.describe(), GAME) == bot
    # The browser caps it like any bot (and plays the Python search there).
    assert browser_bot(GAME, "hard", GAME.resolve_options()).time_budget == BROWSER_BOT_BUDGET


@pytest.mark.parametrize("fen", PUZZLES)
def test_the_kernel_finds_the_win(fen: str) -> None:
    assert _loses(_choose(HardBot(time_budget=None, max_depth=6), fen), 4), fen


@pytest.mark.parametrize("fen", PUZZLES[:6])
def test_the_python_search_finds_the_win_without_the_kernel(
    fen: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(kernel, "AVAILABLE", False)
    assert _loses(_choose(HardBot(time_budget=None, max_depth=4), fen), 4), fen


def test_the_kernel_plays_legal_moves_through_whole_games() -> None:
    rng = random.Random(9)
    hard = HardBot(time_budget=None, max_depth=4)
    for _ in range(3):
        s = GAME.new_state()
        while s.outcome() is not None or s.ply < 200:
            if s.outcome() is not None:
                break
            move = hard.choose(s, s.turn, rng) if s.turn == 0 else rng.choice(s.legal_actions())
            s.apply(move)  # checked: an illegal move would raise
        assert s.outcome() is not None or s.ply == 200


def test_king_endings_the_rules_draw_are_valued_as_draws() -> None:
    # Three kings cannot win a lone king that holds the main road (a1-h8; rule D4 draws it);
    # off the road they can (Petrov's triangle), and the kernel values it so.
    on_road = kernel.search(state("W:WKc1,Ke1,Kg1:BKh8").key(), [], 1e9, False, 1)
    off_road = kernel.search(state("W:WKc1,Ke1,Kg1:BKa7").key(), [], 1e9, False, 1)
    assert 0 <= on_road["score"] < 100
    assert off_road["score"] > 500


def test_a_repetition_in_the_game_reads_as_a_draw() -> None:
    # White is two kings up; when every move it has would bring back a position the game
    # has already seen (with Black to move), each is valued as the draw it is.
    key = state("W:WKa1,Kh8,Kh2:BKb8").key()
    assert kernel.search(key, [], 1e9, False, 1)["score"] > 500
    history = []
    for child in _children(key):
        history += [child, key]
    assert kernel.search(key, history[:-1], 1e9, False, 1)["score"] == 0
