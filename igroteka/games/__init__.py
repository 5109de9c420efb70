"""The club's games, one package each, listed here: the registry takes them from `GAMES`.

A package holds one game in the same files (README, "Adding a game") and
keeps its instance as `GAME` in its game.py. A new game is one more package
in the import and in `PACKAGES` below; nothing else outside its folder
changes.
"""

from igroteka.games import (
    chapaev,
    go_stop,
    king_of_tokyo,
    kings_bounty,
    kings_corner,
    klabor,
    kozel,
    rose_king,
    russian_checkers,
    sea_salt_paper,
    sequence,
    ugolki,
)

PACKAGES = (
    ugolki,
    russian_checkers,
    kozel,
    klabor,
    go_stop,
    chapaev,
    king_of_tokyo,
    sequence,
    kings_bounty,
    kings_corner,
    sea_salt_paper,
    rose_king,
)
GAMES = tuple(package.GAME for package in PACKAGES)

__all__ = ["GAMES", "PACKAGES"]
