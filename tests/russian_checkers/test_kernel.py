"""The compiled kernel (kernel.c) against the Python engine, the reference it follows.

CI builds the kernel (`make test` depends on `make kernel`), so a kernel that did not
load is a failure here, not a skip. The Python generator stays the reference: on
thousands of positions both list the same moves with the same resulting positions,
and both count the published perft.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from igroteka.engine import native
from igroteka.games.russian_checkers import kernel, movegen
from igroteka.games.russian_checkers.board import START_BLACK, START_WHITE

from .helpers import GAME, random_fen, state
from .test_perft import PUBLISHED

# Beyond the published table: our Python perft's counts from the start (pydraughts agrees
# to depth 6), which the kernel must repeat.
DEEPER = {7: 190146, 8: 929905}


def _playout_positions(rng: random.Random, count: int) -> list[tuple[int, int, int, int, int]]:
    out = []
    s = GAME.new_state()
    while len(out) < count:
        if s.outcome() is not None:
            s = GAME.new_state()
        out.append(s.key())
        s.apply(rng.choice(s.legal_actions()))
    return out


def _random_positions(rng: random.Random, count: int) -> list[tuple[int, int, int, int, int]]:
    return [state(random_fen(rng, kings=rng.choice((0.0, 0.3, 0.8)))).key() for _ in range(count)]


def _same_moves(key: tuple[int, int, int, int, int]) -> None:
    wm, wk, bm, bk, side = key
    python = sorted(
        (code, movegen.play(wm, wk, bm, bk, side, *code))
        for code in movegen.generate(wm, wk, bm, bk, side)
    )
    compiled = sorted(kernel.generate_with_results(wm, wk, bm, bk, side))
    assert compiled == python, key


def test_the_kernel_is_built() -> None:
    assert kernel.AVAILABLE, "the compiled kernel did not load: run `make kernel`"


def test_same_moves_and_results_on_random_positions() -> None:
    rng = random.Random(2311)
    for key in _random_positions(rng, 4000):
        _same_moves(key)


def test_same_moves_and_results_in_played_games() -> None:
    rng = random.Random(2312)
    for key in _playout_positions(rng, 3000):
        _same_moves(key)


def test_capture_rules_cases() -> None:
    # A man crowned mid-capture goes on as a king; the Turkish strike; a king that must
    # land where it can go on; men capturing backwards.
    for fen in (
        "W:Wc3:Bd4,f6,f4,b6",
        "W:We7:Bd6,f6,c3,g3",
        "W:WKh2:Bg3,e5,c5,c3",
        "W:WKa1:Bc3,e5,f6,d6",
        "B:Wd4,f4,d2:Be5,Kh6",
        "W:WKc1,e3:Bd2,b4,f6,g5,e7",
    ):
        _same_moves(state(fen).key())


@pytest.mark.parametrize("depth", sorted({**PUBLISHED, **DEEPER}))
def test_published_perft_from_the_start(depth: int) -> None:
    expected = {**PUBLISHED, **DEEPER}[depth]
    assert kernel.perft(START_WHITE, 0, START_BLACK, 0, 0, depth) == expected


def test_the_python_perft_counts_the_published_numbers_too() -> None:
    for depth in range(1, 6):
        assert movegen.perft(START_WHITE, 0, START_BLACK, 0, 0, depth) == PUBLISHED[depth]


def test_same_perft_as_python_on_random_positions() -> None:
    rng = random.Random(2313)
    for key in _random_positions(rng, 300):
        assert kernel.perft(*key, 3) == movegen.perft(*key, 3), key
    for key in _playout_positions(rng, 200)[::4]:
        assert kernel.perft(*key, 4) == movegen.perft(*key, 4), key


def test_state_perft_without_the_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    # Where the kernel cannot load (Pyodide), perft counts in Python.
    monkeypatch.setattr(kernel, "AVAILABLE", False)
    assert GAME.new_state().perft(4) == PUBLISHED[4]


def test_no_library_or_kernels_turned_off_loads_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The offline zip carries no library; IGROTEKA_KERNEL=0 measures the Python path.
    assert native.load(tmp_path, kernel.CDEF) is None
    folder = Path(kernel.__file__).parent
    assert native.load(folder, kernel.CDEF) is not None
    monkeypatch.setenv("IGROTEKA_KERNEL", "0")
    assert native.load(folder, kernel.CDEF) is None
