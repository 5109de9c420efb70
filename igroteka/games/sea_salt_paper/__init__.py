"""Sea Salt & Paper (Море, соль и бумага): collect sets, play duos, call STOP or LAST CHANCE."""

from igroteka.games.sea_salt_paper.game import GAME

__all__ = ["GAME"]
