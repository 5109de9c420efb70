"""Sequence (Последовательность) and Sequence Numbers: five chips in a row on a board of cards."""

from igroteka.games.sequence.game import GAME

__all__ = ["GAME"]
