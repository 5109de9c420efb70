"""The club's games, one package each, listed here: the registry takes them from `GAMES`.

A package holds one game in the same files (README, "Adding a game") and
keeps its instance as `GAME` in its game.py. A new game is one more package
in the import and in `PACKAGES` below; nothing else outside its folder
changes.
"""

from igroteka.games import go_stop, klabor, kozel, rose_king, russian_checkers, ugolki

PACKAGES = (ugolki, russian_checkers, kozel, klabor, go_stop, rose_king)
GAMES = tuple(package.GAME for package in PACKAGES)

__all__ = ["GAMES", "PACKAGES"]
