"""Small real games that implement the engine contract, for testing game-agnostic bots.

Each covers one kind of game the bots must handle: tic-tac-toe (two seats,
perfect information, a transposition key), Nim (two to four seats, a known
theory to check a solver against), Pig (dice: chance without hidden
information) and Tricks (a trick-taking card game with hidden hands, an
unseen stock, teams of two and an endgame solver).

They are registered only while a test runs (`registered`), so the club's
own game list never shows them.
"""

from collections.abc import Iterator
from contextlib import contextmanager

from igroteka.engine import register, unregister
from tests.bots.games.nim import NIM
from tests.bots.games.pig import PIG
from tests.bots.games.tictactoe import TICTACTOE
from tests.bots.games.tricks import TRICKS

ALL = (TICTACTOE, NIM, PIG, TRICKS)

__all__ = ["ALL", "NIM", "PIG", "TICTACTOE", "TRICKS", "registered"]


@contextmanager
def registered() -> Iterator[None]:
    for game in ALL:
        register(game)
    try:
        yield
    finally:
        for game in ALL:
            unregister(game)
