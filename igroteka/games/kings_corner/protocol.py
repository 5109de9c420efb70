"""What the helpers (views, texts, bots, knowledge) read of a Kings Corner state.

The state (state.py) imports the helpers, which take it typed by this
Protocol, so none of them imports state.py and the imports run one way.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from igroteka.engine.game import Outcome
from igroteka.games.kings_corner.layout import Builds


class KingsCornerMatch(Protocol):
    options: dict[str, Any]
    n: int
    builds: Builds
    stakes: str
    table: str
    hands: list[list[int]]
    stock: list[int]
    piles: list[list[int]]
    reps: dict[int, int]
    dealt_base: list[bool]
    phase: str
    pending: int | None
    dealer: int
    mover: int
    moved: bool
    idle: int
    scores: list[int]
    pot: int
    hands_played: int
    hand_log: list[dict[str, Any]]
    turn_moves: list[list[dict[str, Any]]]
    rng: random.Random

    def current_seat(self) -> int | None: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def outcome(self) -> Outcome | None: ...

    def shown_scores(self) -> list[int]: ...

    def ranking_scores(self) -> list[int]: ...
