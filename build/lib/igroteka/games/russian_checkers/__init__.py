"""Russian draughts (русские шашки): official rules, every federation draw rule, FEN and PDN."""

from igroteka.engine.registry import register
from igroteka.games.russian_checkers.game import RussianCheckers

GAME = register(RussianCheckers())

__all__ = ["GAME", "RussianCheckers"]
