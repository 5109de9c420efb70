"""The compiled kernel (kernel.c) against the Python engine, the reference it follows.

CI builds the kernel (`make test` depends on `make kernel`), so a kernel that did not
load is a failure here, not a skip. On thousands of positions of every two-player option
set, random and played, both list the same moves (from, to), each made by as many paths,
with the same position after it (the result, the counts the end rules read, the
repetition and mirror counts); both count the same perft and value positions alike.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from igroteka.engine import native
from igroteka.games.ugolki import bots, kernel
from igroteka.games.ugolki.state import UgolkiState

from .helpers import GAME, options, position, start
from .kernel_helpers import (
    OPTION_SETS,
    kernel_moves,
    played_positions,
    python_moves,
    random_position,
)

SETS = sorted(OPTION_SETS)


def _check(state: UgolkiState) -> None:
    assert kernel_moves(state) == python_moves(state), state.position()
    for seat in (0, 1):
        assert kernel.lead(state, seat) == pytest.approx(bots.lead(state, seat), abs=1e-9)


def test_the_kernel_is_built() -> None:
    assert kernel.AVAILABLE, "the compiled kernel did not load: run `make kernel`"
    assert kernel.applies(start())
    # Four players stay with the Python engine.
    assert not kernel.applies(start("halma16_4"))


@pytest.mark.parametrize("name", SETS)
def test_same_moves_and_results_on_random_positions(name: str) -> None:
    rng = random.Random(f"random {name}")
    for _ in range(1000):
        state = random_position(rng, OPTION_SETS[name])
        if state.outcome() is None:
            _check(state)


@pytest.mark.parametrize("name", SETS)
def test_same_moves_and_results_in_played_games(name: str) -> None:
    rng = random.Random(f"played {name}")
    reached = set()
    for state in played_positions(rng, OPTION_SETS[name], 1000):
        if state.outcome() is None:
            _check(state)
            reached |= {move[3] for move in kernel_moves(state)}
    # The games reach their ends, so the end rules were compared too.
    assert -1 in reached and reached - {-1}


def test_the_mirror_limit_is_reached_and_followed() -> None:
    rng = random.Random(5)
    copies = [s.copies for s in played_positions(rng, options("online"), 3000)]
    assert max(copies) >= 10


def test_a_seat_with_no_move_passes_and_two_passes_draw() -> None:
    # White's only piece is shut in the corner; Black's as well on the other side.
    state = position("W:Wa1:Ba2,a3,b1,c1,h8,g8,h7,f8,h6,e8:10", "online", no_lock=False)
    assert python_moves(state)[0][:3] == (-1, -1, 1)
    _check(state)
    both = position("W:Wa1,h8,h6,f8:Ba2,a3,b1,c1,g8,h7:10", "online", no_lock=False)
    _check(both)


@pytest.mark.parametrize("name", SETS)
def test_same_perft_as_python(name: str) -> None:
    opts = OPTION_SETS[name]
    rng = random.Random(f"perft {name}")
    first = GAME.new_state(opts)
    assert first.perft(2) == first.python_perft(2)
    for _ in range(20):
        state = random_position(rng, opts)
        assert kernel.perft(state, 2) == state.python_perft(2), state.position()
    # Three plies where the tree is small enough for the Python count (wide boards: two).
    for state in played_positions(rng, opts, 400)[::40]:
        depth = 3 if kernel.perft(state, 3) <= 40_000 else 2
        assert kernel.perft(state, depth) == state.python_perft(depth), state.position()


@pytest.mark.parametrize("preset", ["online", "kosye", "kostrov"])
def test_same_perft_from_the_start(preset: str) -> None:
    state = start(preset)
    assert kernel.perft(state, 4) == state.python_perft(4)


def test_perft_from_the_start_of_the_default_game() -> None:
    # `igroteka bench engine --game ugolki` counts these (docs/benchmarks.md).
    state = start()
    assert [state.perft(d) for d in range(1, 5)] == [14, 196, 4412, 99597]


def test_state_perft_without_the_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    # Where the kernel cannot load (Pyodide), perft counts in Python.
    monkeypatch.setattr(kernel, "AVAILABLE", False)
    assert not kernel.applies(start())
    assert start().perft(3) == 4412


def test_no_library_or_kernels_turned_off_loads_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The offline zip carries no library; IGROTEKA_KERNEL=0 measures the Python path.
    assert native.load(tmp_path, kernel.CDEF) is None
    folder = Path(kernel.__file__).parent
    assert native.load(folder, kernel.CDEF) is not None
    monkeypatch.setenv("IGROTEKA_KERNEL", "0")
    assert native.load(folder, kernel.CDEF) is None
