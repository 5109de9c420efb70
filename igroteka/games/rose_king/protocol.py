"""What the helper modules (views, bots) read of a Rose King state, as a Protocol.

state.py imports the helpers and they take the state typed by this protocol,
so the imports run one way: state -> helpers -> this protocol.
"""

from __future__ import annotations

from typing import Protocol

from igroteka.engine.game import Outcome


class RoseKingPosition(Protocol):
    """The board, the crown, the cards and heroes of each hand, and whose turn it is."""

    players: int
    shared: bool
    board: bytearray
    crown: int
    supply: int
    hands: list[list[str]]
    heroes: list[int]
    pile: list[str]
    discard: list[str]
    hero_discard: int
    turn: int | None
    passes: int
    last: list[str | None]
    last_square: int | None
    skipped: list[int]
    result: Outcome | None

    @property
    def limit(self) -> int: ...

    def holder(self, seat: int) -> int: ...

    def holder_seats(self, holder: int) -> list[int]: ...

    def colour(self, seat: int) -> int: ...

    def scores(self) -> tuple[int, int]: ...
