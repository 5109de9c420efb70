"""Shared set-up for the Ugolki tests: states from a preset, a position and overrides."""

from __future__ import annotations

from typing import Any

from igroteka.engine import get_game
from igroteka.games.ugolki.state import UgolkiState

GAME = get_game("ugolki")


def options(preset: str = "online", **overrides: Any) -> dict[str, Any]:
    return GAME.resolve_options(preset, overrides)


def start(preset: str = "online", **overrides: Any) -> UgolkiState:
    state = GAME.new_state(options(preset, **overrides))
    assert isinstance(state, UgolkiState)
    return state


def position(text: str, preset: str = "online", **overrides: Any) -> UgolkiState:
    state = GAME.state_from_position(text, options(preset, **overrides))
    assert isinstance(state, UgolkiState)
    return state


def play(state: UgolkiState, *moves: str) -> UgolkiState:
    for move in moves:
        state.apply(state.parse_action(move))
    return state


def texts(state: UgolkiState) -> set[str]:
    return {str(a) for a in state.legal_actions()}
