"""What the views, the bots and the knowledge helpers read of a Sea Salt & Paper state.

The state (state.py) imports these helpers; they take the state typed by
`SeaSaltPaperTable`, so none imports state.py and the imports run one way.
"""

from __future__ import annotations

from typing import Any, Protocol

from igroteka.engine.game import Outcome


class SeaSaltPaperTable(Protocol):
    """Hands, played duos, the deck, the two discard piles, the turn and the match score."""

    seats: int
    target: int
    totals: list[int]
    round_no: int
    first: int
    deck: list[int]
    piles: list[list[int]]
    hands: list[list[int]]
    played: list[list[int]]
    mover: int
    phase: str
    pair: list[int]
    announced: str | None
    caller: int | None
    final_turns: list[int]
    revealed: list[bool]
    crab_pile: int | None
    known: list[dict[int, int]]
    last_moves: list[list[dict[str, Any]]]
    last_round: dict[str, Any] | None
    mermaid_winner: int | None
    round_scores: list[int]
    over: bool

    def current_seat(self) -> int | None: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def outcome(self) -> Outcome | None: ...

    def winners(self) -> tuple[int, ...]: ...

    def may_announce(self) -> bool: ...

    def search_actions(self) -> list[Any]: ...

    def search_step(self, action: Any) -> None: ...
