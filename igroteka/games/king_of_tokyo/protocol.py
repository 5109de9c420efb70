"""What the helper modules read and change of a King of Tokyo table, as a Protocol.

The state (state.py) holds a `Match` (match.py); effects.py takes it typed by
`Table` and the views and bots take the state typed by `KingPosition`, so
imports run one way: state -> match -> effects -> this protocol.
"""

from __future__ import annotations

from typing import Any, Protocol


class Table(Protocol):
    """The parts of a match the discard cards' effects use."""

    alive: list[bool]
    energy: list[int]
    extra: list[tuple[int, int]]
    city: int | None
    bay: int | None

    def clockwise(self, start: int) -> list[int]: ...

    def gain_vp(self, seat: int, amount: int) -> None: ...

    def lose_vp(self, seat: int, amount: int) -> None: ...

    def gain_energy(self, seat: int, amount: int) -> None: ...

    def heal(self, seat: int, amount: int) -> int: ...

    def lose(self, seat: int, amount: int, by: int | None) -> int: ...

    def in_tokyo(self, seat: int) -> bool: ...

    def leave_tokyo(self, seat: int) -> None: ...

    def enter(self, seat: int, space: str) -> None: ...

    def emit(self, kind: str, **data: Any) -> None: ...


class KingPosition(Protocol):
    """What the views and bots read of the state: its match and options."""

    match: Any
    options: dict[str, Any]
