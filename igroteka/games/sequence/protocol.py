"""What the helper modules read of a Sequence table, as a Protocol.

The state (state.py) imports the views, the notation and the bots'
heuristic; they take the state typed by `SequenceTable`, so none imports
state.py and the imports run one way: state -> helpers -> this protocol.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from igroteka.engine.game import Outcome
from igroteka.games.sequence.actions import Action
from igroteka.games.sequence.cards import Pack


class SequenceTable(Protocol):
    """The board, the hands, the deck and discards, whose turn, and the result."""

    options: dict[str, Any]
    pack: Pack
    seats: int
    team_of: tuple[int, ...]
    team_count: int
    needed: int
    chips: list[int]
    locked: list[int]
    sequences: list[list[tuple[int, ...]]]
    hands: list[list[int]]
    deck: list[int]
    discards: list[list[int]]
    mover: int
    exchanged: bool
    stuck: int
    last: list[dict[str, Any] | None]
    winner: int | None
    over: bool
    # The draw pile's generator: a search gives each copy the same one per world.
    rng: random.Random

    def current_seat(self) -> int | None: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def outcome(self) -> Outcome | None: ...

    def dead(self, card: int) -> bool: ...

    def removable(self, cell: int, team: int) -> bool: ...

    def advance(self, action: Action) -> None: ...

    def search_copy(self) -> SequenceTable:
        """A copy for a search to play on (no history kept)."""
        ...

    def determinize(self, seat: int, rng: random.Random) -> SequenceTable:
        """A world `seat` cannot tell from this one: the unseen cards dealt anew."""
        ...
