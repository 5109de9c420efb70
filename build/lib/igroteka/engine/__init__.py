"""The game-agnostic contract every game implements.

Nothing here knows a specific game, a server, a database or a bot. A game is a
`Game` (what can be set up) plus a `State` (one position of a running game);
both are modelled on OpenSpiel's State API, with boardgame.io's per-seat view.
"""

from igroteka.engine.errors import (
    IgrotekaError,
    IllegalAction,
    MalformedAction,
    OptionError,
    PositionError,
    UnknownGame,
)
from igroteka.engine.events import Event
from igroteka.engine.game import Action, Game, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.options import Option, OptionSchema, Preset
from igroteka.engine.registry import all_games, get_game, register, unregister
from igroteka.engine.replay import GameRecord, replay

__all__ = [
    "Action",
    "Event",
    "Game",
    "GameRecord",
    "IgrotekaError",
    "IllegalAction",
    "MalformedAction",
    "Option",
    "OptionError",
    "OptionSchema",
    "Outcome",
    "PositionError",
    "Preset",
    "State",
    "Text",
    "UnknownGame",
    "all_games",
    "get_game",
    "register",
    "replay",
    "unregister",
]
