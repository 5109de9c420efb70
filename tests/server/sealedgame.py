"""The sealed-throw test game (tests/engine/sealed_game.py), registered for the server's tests.

Three seats bid at the same time, sealed until all are in; the highest bidder
throws with a continuous action (`controls`); each seat was dealt a secret
token in the opening events. Registered under its own id from this module, so
that a bot worker that imports the module a job names finds the game. A second
game ends inside its opening events, as a Go-Stop deal with four of a kind may.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine import Event, Game, Text, register
from tests.engine.sealed_game import OVER, SealedThrowGame, SealedThrowState


class ServedSealedThrow(SealedThrowGame):
    id = "test_sealed_table"
    name = Text("Тайная ставка за столом", "Sealed bid at a table")


GAME = register(ServedSealedThrow())


class InstantState(SealedThrowState):
    """Decided by the deal itself: the game is over inside its opening events."""

    def __init__(self, game: Game, options: dict[str, Any], seed: int = 0) -> None:
        super().__init__(game, options, seed)
        self.phase = OVER
        self._opening.append(Event("instant", {"tokens": list(self.tokens)}))


class InstantSealedThrow(SealedThrowGame):
    """Like a Go-Stop four-of-a-kind in hand: the game ends as it begins."""

    id = "test_sealed_instant"
    name = Text("Тайная ставка, решённая раздачей", "Sealed bid decided by the deal")

    def new_state(self, options: dict[str, Any] | None = None, seed: int = 0) -> InstantState:
        return InstantState(self, self.options.validate(options or {}), seed)


INSTANT = register(InstantSealedThrow())
