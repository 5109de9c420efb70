"""Kozel (Козёл): the four-player team trick-taking game of queens, jacks and the shoha.

The game (`GAME`) is listed in igroteka/games/__init__.py. Its rules, with every
judgment call, are rules.ru.md / rules.en.md beside this file: the pages
players read.
"""

from igroteka.games.kozel.game import GAME, KozelGame
from igroteka.games.kozel.state import KozelState

__all__ = ["GAME", "KozelGame", "KozelState"]
