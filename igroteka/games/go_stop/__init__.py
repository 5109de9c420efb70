"""Go-Stop (hwatu) for two, as one online table plays it: one deal, you against the AI."""

from igroteka.games.go_stop.game import GAME, GoStopGame

__all__ = ["GAME", "GoStopGame"]
