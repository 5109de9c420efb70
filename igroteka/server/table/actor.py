"""One table: an asyncio task that owns the game State and applies commands one at a time.

A move is checked by the game's own rules for the seat that makes it, saved to
the journal, and only then sent out: to every seat its own view and its own
redacted events, to spectators the public ones. Nothing here knows any game.
The actor is its parts put together, each in its own module of this package.
"""

from __future__ import annotations

from igroteka.server.table.lobby import Lobby
from igroteka.server.table.messages import Messages
from igroteka.server.table.play import Play
from igroteka.server.table.presence import Presence
from igroteka.server.table.rematch import Rematch
from igroteka.server.table.restore import Restore
from igroteka.server.table.seating import Seating
from igroteka.server.table.turns import Turns


class TableActor(Messages, Presence, Seating, Turns, Play, Restore, Lobby, Rematch):
    """A table of the club: its seats, its game, its clocks and bots, its subscribers."""
