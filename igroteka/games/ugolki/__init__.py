"""Ugolki / Halma (Уголки, Халма): every board, home, move rule and end rule
of the sources rules.en.md names."""

from igroteka.games.ugolki.actions import UgolkiAction
from igroteka.games.ugolki.game import GAME, UgolkiGame
from igroteka.games.ugolki.state import UgolkiState

__all__ = ["GAME", "UgolkiAction", "UgolkiGame", "UgolkiState"]
