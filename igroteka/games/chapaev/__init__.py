"""Chapaev (Чапаев): flicks on a checkers board, with deterministic 2D physics."""

from igroteka.games.chapaev.game import GAME

__all__ = ["GAME"]
