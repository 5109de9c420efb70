"""Kings Corner (Короли в углу): a shedding game for two to six players on a cross of piles."""

from igroteka.games.kings_corner.game import GAME

__all__ = ["GAME"]
