"""Klabor / Deberts (Клабор, Деберц): trump bidding, sequences, bella, бейт, висяк, 501.

Importing the package registers the game. The rules follow seed 000 (part
2) and shared/rules/klabor.md; rules.ru.md / rules.en.md beside this file
are the pages players read.
"""

from igroteka.engine.registry import register
from igroteka.games.klabor.game import KlaborGame
from igroteka.games.klabor.state import KlaborState

GAME = register(KlaborGame())

__all__ = ["GAME", "KlaborGame", "KlaborState"]
