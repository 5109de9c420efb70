"""Klabor / Deberts (Клабор, Деберц): trump bidding, sequences, bella, бейт, висяк, 501.

The game (`GAME`) is listed in igroteka/games/__init__.py. Its rules, with every
judgment call, are rules.ru.md / rules.en.md beside this file: the pages
players read.
"""

from igroteka.games.klabor.game import GAME, KlaborGame
from igroteka.games.klabor.state import KlaborState

__all__ = ["GAME", "KlaborGame", "KlaborState"]
