"""What the helper modules read of a Chapaev state, as a Protocol.

The state (state.py) imports the views and the bots; they take the state as a
parameter typed by `ChapaevPosition`, so none of them imports state.py.
"""

from __future__ import annotations

from typing import Any, Protocol

from igroteka.engine.game import Outcome
from igroteka.games.chapaev.physics import Physics
from igroteka.games.chapaev.rounds import Rows


class ChapaevPosition(Protocol):
    """The discs (ids 0..7 White, 8..15 Black), whose shot it is, the rows and the match."""

    physics: Physics
    xs: list[float]
    ys: list[float]
    alive: list[bool]
    phase: str
    to_shoot: int | None
    seat_colour: list[int]
    rows: Rows
    round: int
    rounds_won: list[int]
    last_shot: dict[str, Any] | None
    extra_shot: bool
    result: Outcome | None
    options: dict[str, Any]

    def piece_names(self, colour: int) -> dict[str, int]: ...

    def colour_seat(self, colour: int) -> int: ...

    def current_seat(self) -> int | None: ...
