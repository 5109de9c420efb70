"""Small real games that implement the engine contract, for testing game-agnostic bots.

Each covers one kind of game the bots must handle: tic-tac-toe (two seats,
perfect information, a transposition key), Nim (two to four seats, a known
theory to check a solver against), Pig (dice: chance without hidden
information) and Tricks (a trick-taking card game with hidden hands, an
unseen stock, teams of two and an endgame solver). Importing this package
registers them.
"""

from tests.bots.games.nim import NIM
from tests.bots.games.pig import PIG
from tests.bots.games.tictactoe import TICTACTOE
from tests.bots.games.tricks import TRICKS

__all__ = ["NIM", "PIG", "TICTACTOE", "TRICKS"]
