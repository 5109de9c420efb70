"""Positions for Kings Bounty's tests, set up card by card."""

from __future__ import annotations

from typing import Any

from igroteka.games.kings_bounty.cards import CASTLE, KIND, OBELISK, RACE, TROOP, TYPE, VALUE
from igroteka.games.kings_bounty.game import GAME
from igroteka.games.kings_bounty.state import KingsBountyState

__all__ = ["GAME", "card", "position"]


def card(
    kind: str, race: str = "", troop: str = "", value: int | None = None, skip: int = 0
) -> int:
    """The id of a card of this kind (race, troop type, value), the `skip`-th such one."""
    found = [
        c
        for c in range(len(KIND))
        if KIND[c] == kind
        and (not race or RACE[c] == race)
        and (not troop or TYPE[c] == troop)
        and (value is None or VALUE[c] == value)
    ]
    return found[skip]


def position(
    hands: list[list[int]],
    deck: list[int] | None = None,
    areas: list[list[int | tuple[int, int]]] | None = None,
    titles: list[str] | None = None,
    mover: int = 0,
    **options: Any,
) -> KingsBountyState:
    """A game with these hands, deck (top first), areas (building or (building, guard)), titles.

    Every card not placed goes to the discard pile, so the cards are all somewhere.
    """
    n = len(hands)
    state = GAME.new_state({"players": str(n), **options}, 0)
    state.hands = [sorted(hand) for hand in hands]
    state.deck = list(deck or [])
    state.buildings = [[] for _ in range(n)]
    state.guard = [-1] * len(KIND)
    state.owner = [-1] * len(KIND)
    placed = {c for hand in hands for c in hand} | set(state.deck)
    for seat, area in enumerate(areas or [[] for _ in range(n)]):
        for item in area:
            building, guard = item if isinstance(item, tuple) else (item, -1)
            state.buildings[seat].append(building)
            state.owner[building] = seat
            state.guard[building] = guard
            placed.add(building)
            if guard >= 0:
                placed.add(guard)
    state.discard = [c for c in range(len(KIND)) if c not in placed]
    if titles is not None:
        state.titles = list(titles)
    state.mover = mover
    state.empty_at_start = not state.deck
    return state


CASTLE_KIND = CASTLE
OBELISK_KIND = OBELISK
TROOP_KIND = TROOP
