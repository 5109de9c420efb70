"""Game-agnostic bots: random, greedy (easy), alpha-beta, MCTS and ISMCTS, by level.

Every bot talks to a game only through the engine contract (`search_actions`,
`evaluate`, `determinize`, `key`, `solve`), so a new game gets bots for free
and makes them stronger by writing a better heuristic.
"""

from igroteka.bots.alphabeta import AlphaBetaBot
from igroteka.bots.base import Bot, BotError, Player, describe_bot
from igroteka.bots.greedy import GreedyBot
from igroteka.bots.ismcts import ISMCTSBot
from igroteka.bots.levels import LEVELS, make_bot, parse_bot, search_kind
from igroteka.bots.mcts import MCTSBot
from igroteka.bots.random_bot import RandomBot

__all__ = [
    "LEVELS",
    "AlphaBetaBot",
    "Bot",
    "BotError",
    "GreedyBot",
    "ISMCTSBot",
    "MCTSBot",
    "Player",
    "RandomBot",
    "describe_bot",
    "make_bot",
    "parse_bot",
    "search_kind",
]
