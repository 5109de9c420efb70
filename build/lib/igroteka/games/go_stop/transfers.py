"""Junk transfers: what a debt takes from the opponent's captured junk.

Seed: transfers take the least valuable junk first, then by card ID; the cup
is never transferred. A one-card debt (ttadak, chok, sseul, a captured stack
that is not your own ppuk) takes exactly one card. Your own ppuk is owed two
units, which one double may pay; how a mixed pile pays it is an option (the
seed does not settle it), by default cards in order until the units are covered.
"""

from __future__ import annotations

from igroteka.games.go_stop.cards import UNITS, transfer_order
from igroteka.games.go_stop.options import DEBT_DOUBLE_ALONE, DEBT_IN_ORDER, DEBT_SINGLE_ALONE
from igroteka.games.go_stop.scoring import Pile

ONE_CARD = 0  # a debt of one card, whatever its units
TWO_UNITS = 2  # a debt of two junk units


def cards_owed(junk: list[int], debt: int, rule: str = DEBT_IN_ORDER) -> list[int]:
    """The cards a debt takes from this junk (the opponent's transferable cards)."""
    if not junk:
        return []
    ordered = sorted(junk, key=transfer_order)
    if debt == ONE_CARD:
        return ordered[:1]
    singles = [c for c in ordered if UNITS[c] == 1]
    doubles = [c for c in ordered if UNITS[c] >= 2]
    if len(singles) >= 2:
        return singles[:2]
    if rule == DEBT_DOUBLE_ALONE and doubles:
        return doubles[:1]
    if rule == DEBT_SINGLE_ALONE and singles:
        return singles[:1]
    taken: list[int] = []
    units = 0
    for card in ordered:
        if units >= debt:
            break
        taken.append(card)
        units += UNITS[card]
    return taken


def transfer(debtor: Pile, creditor: Pile, debt: int, rule: str = DEBT_IN_ORDER) -> list[int]:
    """Move the owed cards from `debtor` to `creditor`; returns them (maybe none)."""
    cards = cards_owed(debtor.junk, debt, rule)
    for card in cards:
        debtor.remove_junk(card)
        creditor.add(card)
    return cards
