"""Positions and option sets for checking the compiled kernel against the Python engine."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from igroteka.games.ugolki.state import UgolkiState

from .helpers import GAME, options

# Every two-player preset, and mixes of the rules no preset puts together.
OPTION_SETS: dict[str, dict[str, Any]] = {
    **{
        preset.key: options(preset.key)
        for preset in GAME.options.presets
        if GAME.resolve_options(preset.key)["players"] == "2"
    },
    "steps8_stay_lock": options(
        "novice", stay_in_target=True, no_lock=True, home_first=True, repetition=True
    ),
    "all_lock_stay_10x10": options(
        "gambiter_halma10", no_lock=True, stay_in_target=True, mirror_limit=True, repetition=True
    ),
    "diagonal_4x4_immediate": options(
        "kosye", home="4x4", finish="immediate", leave_deadline=20, no_return=True, home_first=True
    ),
    "orthogonal_tri4_tempo": options(
        "online", home="tri4", white_corner="right", cutoff_judge="tempo", late_pieces="2"
    ),
}


def random_position(rng: random.Random, opts: dict[str, Any]) -> UgolkiState:
    """Pieces strewn over the board (more of them near the homes), a random move number."""
    start = GAME.new_state(opts)
    assert isinstance(start, UgolkiState)
    geo = start.rules.geo
    count = len(start.pieces[0])
    if rng.random() < 0.3:
        count = rng.randint(1, count)
    cells = list(range(geo.cells))
    letters = "WB"
    fields = []
    taken: set[int] = set()
    for seat in range(2):
        near = list(geo.homes[seat] | geo.targets[seat])
        squares: list[int] = []
        while len(squares) < count:
            cell = rng.choice(near) if rng.random() < 0.4 else rng.choice(cells)
            if cell not in taken:
                taken.add(cell)
                squares.append(cell)
        fields.append(letters[seat] + ",".join(geo.names[i] for i in squares))
    limit = max(int(opts["cutoff_move"]), int(opts["leave_deadline"]), 20)
    number = rng.choice(
        [rng.randint(1, limit), int(opts["leave_deadline"]) or 1, int(opts["cutoff_move"]) or 1]
    )
    text = f"{rng.choice('WB')}:{fields[0]}:{fields[1]}:{number}"
    state = GAME.state_from_position(text, opts)
    assert isinstance(state, UgolkiState)
    return state


def played_positions(rng: random.Random, opts: dict[str, Any], count: int) -> list[UgolkiState]:
    """Positions of games played partly by the most forward moves, partly at random, and
    some with Black copying White, so they reach every end (homes filled, deadlines, the
    cut-off, repetitions) and the mirror limit."""
    out: list[UgolkiState] = []
    state = GAME.new_state(opts)
    assert isinstance(state, UgolkiState)
    greed = rng.random()
    copying = rng.random() < 0.3
    while len(out) < count:
        if state.outcome() is not None:
            state = GAME.new_state(opts)
            assert isinstance(state, UgolkiState)
            greed = rng.random()
            copying = rng.random() < 0.3
        out.append(state.clone())
        mirrored = _mirror_move(state) if copying else None
        if mirrored is not None:
            action = mirrored
        elif rng.random() < greed:
            ranked = state.search_actions()
            action = ranked[min(len(ranked) - 1, int(rng.expovariate(1.0)))]
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
    return out


def _mirror_move(state: UgolkiState) -> Any:
    """Black's copy of White's last move (the mirror rule limits those), if it may play it."""
    if state.turn != 1 or not state.last:
        return None
    geo = state.rules.geo
    wanted = (geo.rotate(state.last[0]), geo.rotate(state.last[-1]))
    for action in state.search_actions():
        if action.path and (geo.index_of[action.path[0]], geo.index_of[action.path[-1]]) == wanted:
            return action
    return None


def python_moves(state: UgolkiState) -> list[tuple[Any, ...]]:
    """The Python engine's moves as the kernel lists them: (from, to, paths, result, counts)."""
    index = state.rules.geo.index_of
    paths = Counter(
        (index[a.path[0]], index[a.path[-1]]) if a.path else (-1, -1) for a in state.legal_actions()
    )
    moves = []
    for action in state.legal_actions():
        pair = (index[action.path[0]], index[action.path[-1]]) if action.path else (-1, -1)
        if pair not in paths:
            continue
        child = state.clone()
        child._apply(action, state.turn)
        result = child.result
        code = -1 if result is None else (result.winners[0] + 1 if result.winners else 0)
        moves.append(
            (
                *pair,
                paths.pop(pair),
                code,
                tuple(child.at_home),
                tuple(child.in_target),
                tuple(child.tempo),
                child.repeats,
                child.copies,
                child.passes,
            )
        )
    return sorted(moves)


def kernel_moves(state: UgolkiState) -> list[tuple[Any, ...]]:
    from igroteka.games.ugolki import kernel

    return sorted(
        (
            m["from"],
            m["to"],
            m["paths"],
            m["result"],
            tuple(m["at_home"]),
            tuple(m["in_target"]),
            tuple(m["tempo"]),
            m["repeats"],
            m["copies"],
            m["passes"],
        )
        for m in kernel.generate(state)
    )
