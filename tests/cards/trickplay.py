"""Test helpers both trick games' tests use: bots playing on legally, and the hidden-card scan.

Kozel's and Klabor's tests check the same two things the same way: a bot's
every action is among the legal ones, and no view or event shows a seat a
card of another hand that the table has not seen. What a seat may have seen
differs by game, so the caller says it; the scan itself is here once.
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable, Iterable
from typing import Any

from igroteka.cards import cards_of, parse_card
from igroteka.engine import IgrotekaError


def ascii_set(mask: int) -> set[str]:
    """The cards of a bitmask in their ASCII form ("Qh")."""
    return {c.ascii for c in cards_of(mask)}


def cards_in(data: Any, skip: tuple[str, ...] = ()) -> set[str]:
    """Every card named anywhere in a JSON value, outside the `skip` keys (whole-suit lists)."""
    found: set[str] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key not in skip:
                found |= cards_in(value, skip)
    elif isinstance(data, list):
        for value in data:
            found |= cards_in(value, skip)
    elif isinstance(data, str) and 2 <= len(data) <= 3:
        with contextlib.suppress(IgrotekaError):
            found.add(parse_card(data).ascii)
    return found


def others_hands(state: Any, seat: int | None, seats: int) -> set[str]:
    """The cards in every hand but `seat`'s (all hands for a spectator)."""
    others: set[str] = set()
    for s in range(seats):
        if s != seat:
            others |= ascii_set(state.hands[s])
    return others


def assert_no_leak(state: Any, events: Iterable[Any], seat: int | None, hidden: set[str],
                   allowed: set[str], skip: tuple[str, ...] = ()) -> None:
    """`seat`'s view and its side of this shuffle's events show no `hidden` card not `allowed`.

    Each is also checked to be plain JSON, as the server sends it.
    """
    view = state.view(seat)
    json.dumps(view)
    leaked = (cards_in(view, skip) & hidden) - allowed
    assert not leaked, f"seat {seat} view shows {leaked}"
    for event in events:
        shown = event.for_seat(seat)
        json.dumps(shown)
        if shown["shuffle"] != state.shuffle_number:
            continue
        leaked = (cards_in(shown, skip) & hidden) - allowed
        assert not leaked, f"seat {seat} event {event.kind} shows {leaked}"


def play_legally(state: Any, players: Any, rng: random.Random,
                 until: Callable[[Any], bool] = lambda state: False) -> set[str]:
    """Let `players` (one per seat, or one for all) play on until the end or `until(state)`.

    Every action must be legal; returns the phases in which a player decided.
    """
    phases: set[str] = set()
    while not state.is_terminal() and not until(state):
        seat = state.current_seat()
        phases.add(state.phase)
        player = players[seat] if isinstance(players, list) else players
        action = player.choose(state, seat, rng)
        assert action in state.legal_actions()
        state.apply(action, seat)
    return phases
