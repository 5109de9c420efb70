"""What the helper modules read of a draughts state, as a Protocol.

The state (state.py) imports the draw rules, the refusals, the views, the
PDN writer and the bots' evaluation; they take the state as a parameter typed
by `CheckersPosition`, so none of them imports state.py and the imports run
one way: state -> helpers -> this protocol.
"""

from __future__ import annotations

from typing import Any, Protocol

from igroteka.engine.game import Game, Options, Outcome
from igroteka.games.russian_checkers.actions import Move
from igroteka.games.russian_checkers.movegen import Generated


class CheckersPosition(Protocol):
    """Bitboards and side to move, the draw counters, the last move and the game so far."""

    game: Game
    options: Options
    history: list[tuple[int, Any]]
    start_fen: str
    wm: int
    wk: int
    bm: int
    bk: int
    turn: int
    ply: int
    king_plies: int
    capture_plies: int
    balance_plies: int
    balance_side: int
    last_move: Move | None
    captured_last: tuple[str, ...]
    draw_offer: int | None
    # The positions (pieces, side to move) since the last irreversible move, this one last.
    reps: tuple[tuple[int, int, int, int, int], ...]

    def outcome(self) -> Outcome | None: ...

    def generated(self) -> list[Generated]: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def piece_at(self, square: int) -> tuple[int, bool] | None: ...

    def pieces(self) -> list[dict[str, Any]]: ...

    def position(self) -> str: ...

    def repetitions(self) -> int: ...
