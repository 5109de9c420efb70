"""King of Tokyo (Король Токио): two to six monsters, dice, Tokyo City and Bay, 66 power cards."""

from igroteka.games.king_of_tokyo import game
from igroteka.games.king_of_tokyo.game import GAME

__all__ = ["GAME", "game"]
