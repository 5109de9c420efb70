"""Draws by agreement in a game of two: the offer, its answer, and why one is refused.

Russian checkers and Ugolki play them alike: a player offers a draw and still makes
their move; the opponent accepts, declines, or declines by simply moving. The games
keep the offer in their state (who made it) and add their own conditions (an option
that forbids agreement, a minimum number of moves); what is common lives here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text

DRAW_KINDS = ("offer", "accept", "decline")
DRAW_LABELS = {
    "offer": Text("предложить ничью", "offer a draw"),
    "accept": Text("принять ничью", "accept the draw"),
    "decline": Text("отказаться от ничьей", "decline the draw"),
}
NOTHING_TO_ACCEPT = Text("Соперник не предлагал ничью", "Your opponent has not offered a draw")
ALREADY_OFFERED = Text("Вы уже предложили ничью", "You have already offered a draw")
ACCEPT_INSTEAD = Text(
    "Соперник уже предложил ничью: примите её, откажитесь или сделайте ход",
    "Your opponent has offered a draw: accept it, decline it or make your move",
)


@dataclass(frozen=True, slots=True)
class DrawAction:
    """Offering a draw (the offerer then still moves), or accepting or declining the
    opponent's offer (declining leaves the turn with the decliner; a move declines too).
    A bot answers at once, from its own evaluation (the game's `draw_answer`)."""

    kind: str

    @property
    def steps(self) -> tuple[str, ...]:
        return ()

    @property
    def is_pass(self) -> bool:
        return False

    def to_json(self) -> dict[str, Any]:
        return {"draw": self.kind}

    def label(self) -> Text:
        """The answer in words, for the replay and the log."""
        return DRAW_LABELS[self.kind]

    def __str__(self) -> str:
        return f"draw-{self.kind}"


def draw_from_json(value: object) -> DrawAction:
    """The value of a move's "draw" key; MalformedAction says what it may be."""
    if value not in DRAW_KINDS:
        raise MalformedAction(
            Text(
                "Поле «draw» должно быть «offer», «accept» или «decline», а не {value!r}",
                "'draw' must be 'offer', 'accept' or 'decline', not {value!r}",
            ).with_params(value=value)
        )
    return DrawAction(str(value))


def answer_refusal(kind: str, offer_by: int | None, turn: int | None) -> Text | None:
    """Why `turn` may not send a draw action of `kind` now that `offer_by` offered one
    (None: nobody has), or None when it may. A game checks its own conditions first."""
    if kind in ("accept", "decline"):
        return NOTHING_TO_ACCEPT if offer_by is None or offer_by == turn else None
    if offer_by == turn:
        return ALREADY_OFFERED
    if offer_by is not None:
        return ACCEPT_INSTEAD
    return None
