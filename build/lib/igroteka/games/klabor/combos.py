"""Sequences («терц», «полтинник») in a hand, and the contest that decides who scores them.

Sequences run in the natural order 7 8 9 10 J Q K A whatever the trump.
A run of three is a терц (20), of four a полтинник (50). A longer run is cut
from the top: its top four are the полтинник, and what is left may make a
second sequence (seven in a row: 50 + 20; eight: 50 + 50), because one card
may not serve two sequences. With the Belote-like `quint_100` option the top
five of a run of five or more score 100 instead.

Sequences are compared by their *key*: kind first (any полтинник beats any
терц), then рост (the top card), then trump over plain. Equal plain keys are
a tie the options settle: the first declarer keeps it, or nobody scores.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.cards import Card, Rank
from igroteka.engine.i18n import Text
from igroteka.games.klabor.cardrules import SUIT_BY_NUMBER

TIERCE, FIFTY, QUINT = 1, 2, 3
VALUES = {TIERCE: 20, FIFTY: 50, QUINT: 100}
LENGTHS = {TIERCE: 3, FIFTY: 4, QUINT: 5}
KIND_NAMES = {
    TIERCE: Text("терц", "tierce"),
    FIFTY: Text("полтинник", "fifty"),
    QUINT: Text("квинта", "quint"),
}
KIND_CODES = {TIERCE: "tierce", FIFTY: "fifty", QUINT: "quint"}
BELLA_POINTS = 20

Key = tuple[int, int, int]
"""(kind, top rank, 1 if trump else 0): a larger key is a better sequence."""


@dataclass(frozen=True)
class Sequence:
    """One scoring sequence: `length` cards of `suit` (a number) ending with `top`."""

    suit: int
    top: int
    kind: int

    @property
    def length(self) -> int:
        return LENGTHS[self.kind]

    @property
    def value(self) -> int:
        return VALUES[self.kind]

    @property
    def mask(self) -> int:
        base = self.suit * 13 - 2
        return sum(1 << (base + rank) for rank in range(self.top - self.length + 1, self.top + 1))

    def cards(self) -> list[Card]:
        suit = SUIT_BY_NUMBER[self.suit]
        return [Card(Rank(r), suit) for r in range(self.top, self.top - self.length, -1)]

    def key(self, trump: int | None) -> Key:
        return (self.kind, self.top, 1 if trump == self.suit else 0)

    def name(self) -> Text:
        return describe_key(self.kind, self.top)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": KIND_CODES[self.kind],
            "name": self.name().to_json(),
            "suit": SUIT_BY_NUMBER[self.suit].letter,
            "top": Rank(self.top).ascii,
            "value": self.value,
            "cards": [c.ascii for c in self.cards()],
            "text": " ".join(str(c) for c in self.cards()),
        }


def describe_key(kind: int, top: int) -> Text:
    """«терц от дамы» / "tierce, queen high"."""
    rank = Rank(top)
    return Text("{kind} от {rank}", "{kind}, {rank} high").with_params(
        kind=KIND_NAMES[kind], rank=_RANK_FROM.get(rank, rank.label)
    )


_RANK_FROM = {
    Rank.NINE: Text("девятки", "nine"),
    Rank.TEN: Text("десятки", "ten"),
    Rank.JACK: Text("валета", "jack"),
    Rank.QUEEN: Text("дамы", "queen"),
    Rank.KING: Text("короля", "king"),
    Rank.ACE: Text("туза", "ace"),
}


def _split_run(suit: int, top: int, length: int, quint: bool) -> list[Sequence]:
    out = []
    while length >= 3:
        if quint and length >= 5:
            kind = QUINT
        elif length >= 4:
            kind = FIFTY
        else:
            kind = TIERCE
        out.append(Sequence(suit, top, kind))
        top -= LENGTHS[kind]
        length -= LENGTHS[kind]
    return out


def find_sequences(hand: int, quint: bool = False) -> list[Sequence]:
    """Every scoring sequence in `hand` (a card mask), best first within each run."""
    found: list[Sequence] = []
    for suit in range(4):
        base = suit * 13 - 2
        run = 0
        for rank in range(7, 16):
            held = rank <= 14 and hand >> (base + rank) & 1
            if held:
                run += 1
                continue
            if run >= 3:
                found.extend(_split_run(suit, rank - 1, run, quint))
            run = 0
    return found


def best_key(sequences: list[Sequence], trump: int | None) -> Key | None:
    if not sequences:
        return None
    return max(s.key(trump) for s in sequences)


def total_value(sequences: list[Sequence]) -> int:
    return sum(s.value for s in sequences)


WIN, TIE, LOSE = "win", "tie", "lose"


def compare(new: Key, best: Key) -> str:
    """How a newly declared key fares against the best so far: WIN, TIE (equal plain) or LOSE."""
    if new > best:
        return WIN
    if new[:2] == best[:2] and new[2] == 0 and best[2] == 0:
        return TIE
    return LOSE
