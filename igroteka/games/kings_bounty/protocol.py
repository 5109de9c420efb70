"""What the views, the knowledge sampler and the bots read of a Kings Bounty game.

The state (state.py) imports those helpers; they take the state typed by
`KingsBountyTable`, so none of them imports state.py.
"""

from __future__ import annotations

from typing import Any, Protocol

from igroteka.engine.game import Outcome


class KingsBountyTable(Protocol):
    """Hands, deck, each seat's buildings and their guards, the titles in play and the turn."""

    n: int
    hands: list[list[int]]
    deck: list[int]
    buildings: list[list[int]]
    guard: list[int]
    owner: list[int]
    discard: list[int]
    titles: list[str]
    captures: list[int]
    failed: list[int]
    mover: int
    phase: str
    returning: list[int]
    returned_last: list[bool]
    empty_at_start: bool
    known: list[dict[int, int]]
    last: list[dict[str, Any] | None]
    points: list[int] | None
    winner_seat: int | None

    def current_seat(self) -> int | None: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def outcome(self) -> Outcome | None: ...


class KingsBountySearch(KingsBountyTable, Protocol):
    """What the bots' players read besides the table: the moves and their consequences."""

    def search_copy(self) -> KingsBountySearch: ...

    def advance(self, action: Any) -> None: ...

    def attack_power(self, building: int, attacker: int) -> int: ...

    def may_play_troop(self, seat: int, card: int) -> bool: ...

    def captures_it(self, card: int, building: int) -> bool: ...
