"""What the helper modules read of an Ugolki state, as a Protocol.

The state (state.py) imports the end rules, the views, the position text and
the bots' heuristic; they take the state as a parameter typed by
`UgolkiPosition`, so none of them imports state.py and the imports run one
way: state -> helpers -> this protocol.
"""

from __future__ import annotations

from typing import Protocol

from igroteka.engine.game import Outcome
from igroteka.games.ugolki.settings import Rules


class UgolkiPosition(Protocol):
    """The board, the running counts kept after every move, and the result once decided."""

    rules: Rules
    board: bytearray
    pieces: list[list[int]]
    turn: int | None
    ply: int
    last: tuple[int, ...] | None
    at_home: list[int]
    in_target: list[int]
    tempo: list[int]
    copies: int
    repeats: int
    passes: int
    result: Outcome | None
    draw_offer: int | None

    @property
    def move_number(self) -> int: ...

    def must_move_from_home(self, seat: int) -> bool: ...
