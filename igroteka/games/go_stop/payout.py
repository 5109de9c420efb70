"""What a Stop pays: the combination score, the Go additions or doublings, and the three doublings.

Seed: one earlier Go adds 1, two add 2; from the third Go on each Go doubles
the payment and the +1/+2 are dropped (3 Go = x2, 4 Go = x4 ...). Each of the
three conditions then doubles the whole payment: brights scored against an
opponent without brights; at least seven animals; junk scored against an
opponent with fewer than five junk units (the opponent's cup always counts two
there). The stopper's own cup counts as its combination score classified it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.go_stop.scoring import Pile, Score

BRIGHT_DOUBLING = "brights"
ANIMAL_DOUBLING = "animals"
JUNK_DOUBLING = "junk"

DOUBLING_NAMES = {
    BRIGHT_DOUBLING: Text(
        "яркие против соперника без ярких", "brights against an opponent with no bright"
    ),
    ANIMAL_DOUBLING: Text("семь и больше животных", "seven or more animals"),
    JUNK_DOUBLING: Text(
        "хлам против соперника с менее чем пятью единицами хлама",
        "junk against an opponent with fewer than five junk units",
    ),
}

SEVEN_ANIMALS = 7
JUNK_DEFENCE = 5


def go_payment(score: int, gos: int) -> int:
    """The payment before the doublings: +1, +2, then x2 per Go from the third."""
    if gos <= 0:
        return score
    if gos <= 2:
        return score + gos
    return score * 2 ** (gos - 2)


def doublings(own: Score, opponent: Pile) -> list[str]:
    found: list[str] = []
    if own.brights > 0 and opponent.brights == 0:
        found.append(BRIGHT_DOUBLING)
    if own.animal_count >= SEVEN_ANIMALS:
        found.append(ANIMAL_DOUBLING)
    if own.junk > 0 and opponent.defence_units() < JUNK_DEFENCE:
        found.append(JUNK_DOUBLING)
    return found


@dataclass(frozen=True)
class Payout:
    score: int
    gos: int
    doublings: tuple[str, ...]
    amount: int

    def to_json(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "gos": self.gos,
            "doublings": list(self.doublings),
            "amount": self.amount,
        }


def stop_payout(own: Pile, opponent: Pile, gos: int) -> Payout:
    score = own.score()
    found = doublings(score, opponent)
    amount = go_payment(score.total, gos) * 2 ** len(found)
    return Payout(score.total, gos, tuple(found), amount)


@dataclass(frozen=True)
class Result:
    """How the deal ended: `amount` is what the winner is paid (0 for nagari)."""

    kind: str
    winner: int | None
    amount: int
    payout: Payout | None = None
    month: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "winner": self.winner, "amount": self.amount}
        if self.payout is not None:
            data["payout"] = self.payout.to_json()
        if self.month is not None:
            data["month"] = self.month
        return data
