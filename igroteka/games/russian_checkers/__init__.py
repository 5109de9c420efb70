"""Russian draughts (русские шашки): official rules, every federation draw rule, FEN and PDN."""

from igroteka.games.russian_checkers.game import GAME, RussianCheckers

__all__ = ["GAME", "RussianCheckers"]
