"""What the views and the bots read of a Go-Stop deal, as a Protocol.

The state (state.py) imports the views and the bots' evaluation (bots.py);
they take the state as a parameter typed by `GoStopDeal`, so neither imports
state.py and the imports run one way: state -> helpers -> this protocol.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from igroteka.engine.game import Outcome
from igroteka.games.go_stop.actions import Action
from igroteka.games.go_stop.payout import Result
from igroteka.games.go_stop.scoring import Pile


class GoStopDeal(Protocol):
    """Hands, layout, stock, captured piles, the turn's phase and the cards in play."""

    hands: list[list[int]]
    stock: list[int]
    layout: list[list[int]]
    owner: list[int]
    piles: list[Pile]
    gone: list[int]
    ppuks: list[int]
    gos: list[int]
    decided_at: list[int]
    mover: int
    first: int
    turn: int
    phase: str
    hand_card: int
    hand_target: int | None
    stock_card: int
    last_turn: bool
    result: Result | None

    def current_seat(self) -> int | None: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def outcome(self) -> Outcome | None: ...

    def advance(self, action: Action) -> None: ...

    def search_copy(self) -> GoStopDeal: ...

    def determinize(self, seat: int, rng: random.Random) -> GoStopDeal: ...
