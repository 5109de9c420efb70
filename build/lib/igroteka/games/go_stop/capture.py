"""Matching and capture: what one turn takes from the layout once both cards are down.

The seed resolves captures after both steps (the hand card, then the stock
card). When the stock card is of the hand card's month, what the hand card
found decides: nothing found, chok (take both); one card, ppuk (the three stay
as your stack); two cards, ttadak (take all four). Otherwise each card takes
its pair, or all four with a stack of three, or stays on the layout.

The layout is a list indexed by month (1-12) of the cards there; `owner` holds,
per month, the seat whose ppuk the stack of three is (NOBODY for a dealt stack).
Debts are listed in a fixed order: the hand card's stack, the stock card's
stack, then ttadak or chok, then sseul.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from igroteka.games.go_stop.cards import MONTH
from igroteka.games.go_stop.transfers import ONE_CARD, TWO_UNITS

NOBODY = -1

PAIR = "pair"
STACK = "stack"
CHOK = "chok"
TTADAK = "ttadak"
SSEUL = "sseul"
PPUK = "ppuk"
OWN_PPUK = "own_ppuk"


@dataclass
class Resolution:
    """What a turn did: captures and how they were made, the ppuk month, debts owed to the mover."""

    captures: list[tuple[str, list[int]]] = field(default_factory=list)
    ppuk_month: int = 0
    debts: list[tuple[str, int]] = field(default_factory=list)

    @property
    def captured(self) -> list[int]:
        return [card for _, cards in self.captures for card in cards]


def _take(
    layout: list[list[int]],
    owner: list[int],
    mover: int,
    card: int,
    target: int | None,
    result: Resolution,
    stack_junk: bool,
) -> None:
    """One card (hand or stock, not sharing a month with the other) meets the layout."""
    month = MONTH[card]
    there = layout[month]
    if not there:
        there.append(card)
    elif len(there) == 3:
        taken = [*there, card]
        stack_owner = owner[month]
        layout[month] = []
        owner[month] = NOBODY
        result.captures.append((STACK, taken))
        if stack_owner == mover:
            result.debts.append((OWN_PPUK, TWO_UNITS))
        elif stack_owner != NOBODY or stack_junk:
            result.debts.append((STACK, ONE_CARD))
    else:
        pair = target if target is not None else there[0]
        there.remove(pair)
        result.captures.append((PAIR, [card, pair]))


def resolve(
    layout: list[list[int]],
    owner: list[int],
    mover: int,
    hand: tuple[int, int | None],
    stock: tuple[int, int | None],
    *,
    bonuses: bool,
    stack_junk: bool,
) -> Resolution:
    """Apply a turn's two cards to the layout (mutated) and say what was captured and owed.

    `hand` and `stock` are (card, chosen target or None). Sseul is judged by
    the caller, which knows the layout at the start of the turn.
    """
    result = Resolution()
    hand_card, hand_target = hand
    stock_card, stock_target = stock
    month = MONTH[hand_card]
    if MONTH[stock_card] == month:
        there = layout[month]
        if not there:
            result.captures.append((CHOK, [hand_card, stock_card]))
            if bonuses:
                result.debts.append((CHOK, ONE_CARD))
        elif len(there) == 1:
            there.extend((hand_card, stock_card))
            owner[month] = mover
            result.ppuk_month = month
        else:
            result.captures.append((TTADAK, [hand_card, *there, stock_card]))
            layout[month] = []
            if bonuses:
                result.debts.append((TTADAK, ONE_CARD))
        return result
    _take(layout, owner, mover, hand_card, hand_target, result, stack_junk)
    _take(layout, owner, mover, stock_card, stock_target, result, stack_junk)
    return result
