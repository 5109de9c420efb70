"""Kozel (Козёл): the four-player team trick-taking game of queens, jacks and the shoha.

Importing the package registers the game. The rules follow
shared/rules/kozel.md; rules.ru.md / rules.en.md beside this file are the
pages players read.
"""

from igroteka.engine.registry import register
from igroteka.games.kozel.game import KozelGame
from igroteka.games.kozel.state import KozelState

GAME = register(KozelGame())

__all__ = ["GAME", "KozelGame", "KozelState"]
