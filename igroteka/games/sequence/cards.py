"""The two packs: two French 52-card decks (Sequence) and the equation cards (Sequence Numbers).

Whatever the pack, every card does one of three things, which is all the
rules look at: it names a board label (a card face, or a number) and puts a
chip on an empty cell showing it; it is wild (two-eyed jack, "Plus") and
puts a chip on any empty cell but a corner; or it removes an opponent's chip
not in a sequence (one-eyed jack, "Minus"). A label is a card's 52-card
index on the classic board and the number itself on the numbers board.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from igroteka.cards.card import Card, parse_card
from igroteka.cards.deck import CardKind, Deck, deck_recipe, own_deck
from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.sequence.board import CELLS, CODES, FREE, number_of

WILD = -1
REMOVE = -2
CORNER = -1  # the label of a free corner


@dataclass(frozen=True)
class Pack:
    """A pack with what each card does and what each board cell shows."""

    deck: Deck[Any]
    # What card id does: a board label, WILD or REMOVE.
    effect: dict[int, int]
    # The label each of the 100 cells shows (CORNER for the free corners).
    labels: tuple[int, ...]
    # The cells showing each label.
    cells_of: dict[int, tuple[int, ...]]
    numbers: bool
    # Each card's wire name ("Qh#1", "8+7", "Plus#2").
    names: dict[int, str]
    # What built it: `pack(numbers, top, salt)` builds it again.
    top: int = 48
    salt: int | None = None

    def __reduce__(self) -> tuple[Any, tuple[bool, int, int | None]]:
        """Pickled as the call that builds it: a state goes to a bot worker process,
        and a numbers pack's card kinds hold read-only mappings pickle cannot carry."""
        return pack, (self.numbers, self.top, self.salt)

    def to_json(self, card: int) -> str:
        return self.names[card]

    def from_json(self, data: Any) -> int:
        if not isinstance(data, str):
            raise MalformedAction(
                Text(
                    "Карта пишется строкой, например «Qh#1»",
                    "A card is written as a string, such as 'Qh#1'",
                )
            )
        return self.deck.from_json(data)

    def name(self, card: int) -> str:
        """What a player reads: "Q♥", "8 + 7", "Plus"."""
        kind = self.deck.kind(card)
        if isinstance(kind, Card):
            return str(kind)
        return str(kind.code)

    def kind_code(self, card: int) -> str:
        """The card without its copy: two copies of a card have the same code."""
        return self.to_json(card).partition("#")[0]

    def targets(self, card: int) -> tuple[int, ...]:
        effect = self.effect[card]
        return self.cells_of.get(effect, ()) if effect >= 0 else ()

    def parse_kind(self, text: str) -> str:
        """The code of the card a player typed ("Q♥", "qh", "8+7", "plus")."""
        cleaned = text.strip().replace(" ", "").lower().partition("#")[0]
        if self.numbers:
            for kind in self.deck.kinds:
                if kind.code.lower() == cleaned or kind.code.lower().replace("−", "-") == cleaned:
                    return str(kind.code)
            if cleaned in ("плюс", "минус"):
                return "Plus" if cleaned == "плюс" else "Minus"
            raise MalformedAction(
                Text("Нет такой карты: «{text}»", "There is no such card: '{text}'").with_params(
                    text=text
                )
            )
        return parse_card(cleaned).ascii


def _classic() -> Pack:
    deck = deck_recipe("2x52")
    labels = tuple(CORNER if code == FREE else parse_card(code).index for code in CODES)
    effect: dict[int, int] = {}
    for card in deck.ids:
        kind = deck.kind(card)
        eyes = kind.jack_eyes
        effect[card] = kind.index if eyes is None else (WILD if eyes == 2 else REMOVE)
    return Pack(deck, effect, labels, _cells_of(labels), False, _names(deck))


def equations(n: int) -> tuple[str, str]:
    """The addition and the subtraction card whose answer is `n` (rules file, B3)."""
    d = 1 + n % 9
    return f"{(n + 1) // 2}+{n // 2}", f"{n + d}−{d}"


# The largest operand a random sum may use (rules file, B3: `random_equations`).
OPERAND_MAX = 60


def random_equations(n: int, rng: random.Random) -> tuple[str, str]:
    """An addition `a+b` and a subtraction `(n+d)−d` with answer `n`, operands 0 to 60 drawn.

    The subtracted number is at least 1, so the subtraction never reads as
    the answer itself ("15−0").
    """
    a = rng.randint(0, n)
    d = rng.randint(1, OPERAND_MAX - n)
    return f"{a}+{n - a}", f"{n + d}−{d}"


def _numbers(top: int, salt: int | None) -> Pack:
    copies = 48 // top
    kinds: list[CardKind] = []
    answers: list[int] = []
    draw = None if salt is None else random.Random(salt)
    for n in range(1, top + 1):
        for code in equations(n) if draw is None else random_equations(n, draw):
            kinds.append(CardKind(code, Text(code, code), copies, {"answer": n}))
            answers.append(n)
    kinds.append(CardKind("Plus", Text("Плюс", "Plus"), 2, {"answer": WILD}))
    kinds.append(CardKind("Minus", Text("Минус", "Minus"), 2, {"answer": REMOVE}))
    deck = own_deck(kinds, name=f"numbers{top}" if salt is None else f"numbers{top}-{salt}")
    effect = {card: int(deck.kind(card)["answer"]) for card in deck.ids}
    labels = tuple(CORNER if code == FREE else number_of(code, top) for code in CODES)
    return Pack(deck, effect, labels, _cells_of(labels), True, _names(deck), top, salt)


def _names(deck: Deck[Any]) -> dict[int, str]:
    return {card: deck.to_json(card) for card in deck.ids}


def _cells_of(labels: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    found: dict[int, list[int]] = {}
    for cell in range(CELLS):
        if labels[cell] != CORNER:
            found.setdefault(labels[cell], []).append(cell)
    return {label: tuple(cells) for label, cells in found.items()}


@lru_cache(maxsize=64)
def pack(numbers: bool, top: int = 48, salt: int | None = None) -> Pack:
    """The pack of a table: classic, or Sequence Numbers up to `top` (48 or 24).

    `salt` draws Sequence Numbers' sums at random (the option "Random sums"); a
    table keeps its pack, so the cache only spares rebuilding it for the same
    salt and is bounded: a server deals a new salt to every such table.
    """
    return _numbers(top, salt) if numbers else _classic()


def cell_label(pack_: Pack, cell: int) -> str:
    """What a cell shows, as the views send it: "Qh", "15", or "free"."""
    label = pack_.labels[cell]
    if label == CORNER:
        return "free"
    return str(label) if pack_.numbers else parse_card(CODES[cell]).ascii
