"""Rose King (Король роз, Rosenkönig): the rulebook's game for two and our four-player
team variant."""

from igroteka.games.rose_king.actions import Draw, Pass, Play
from igroteka.games.rose_king.game import GAME, RoseKingGame
from igroteka.games.rose_king.state import RoseKingState

__all__ = ["GAME", "Draw", "Pass", "Play", "RoseKingGame", "RoseKingState"]
