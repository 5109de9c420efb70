"""The hidden-information check shared by the view and playout tests.

What a seat may not know: the opponent's hand and the stock. Every card
named in a view or an event for a seat is collected (by the keys that hold
cards) and must be outside both; a view must also be the same whatever the
hidden cards really are (the state and a re-dealt copy look alike to the seat).
"""

from __future__ import annotations

import json
import random
from typing import Any

from igroteka.games.go_stop.state import GoStopState

CARD_KEYS = {
    "hand",
    "cards",
    "brights",
    "animals",
    "ribbons",
    "junk",
    "options",
    "card",
    "hand_card",
    "hand_target",
    "stock_card",
    "layout",
    "stock",
    "hands",
}
# Subtrees of numbers that share names with card groups (points for "brights", ...).
NUMBER_KEYS = {"counts", "score", "if_stop", "payout", "result"}


def named_cards(data: Any, under_card_key: bool = False) -> set[int]:
    """Every int that sits under a card-holding key, however deep."""
    found: set[int] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key not in NUMBER_KEYS:
                found |= named_cards(value, key in CARD_KEYS)
    elif isinstance(data, list):
        for item in data:
            found |= named_cards(item, under_card_key)
    elif under_card_key and isinstance(data, int) and not isinstance(data, bool):
        found.add(data)
    return found


def secrets_from(state: GoStopState, seat: int | None) -> set[int]:
    """The cards `seat` must not see now (a spectator: both hands and the stock)."""
    hidden = set(state.stock)
    for other in (0, 1):
        if other != seat:
            hidden |= set(state.hands[other])
    result = state.result
    if result is not None and result.kind == "four" and result.month is not None:
        # The four that wins the deal is shown to claim it.
        hidden -= {c for c in range(1, 49) if (c - 1) // 4 + 1 == result.month}
    return hidden


def check_view(state: GoStopState, seat: int | None, rng: random.Random) -> None:
    view = state.view(seat)
    json.dumps(view)
    leaked = named_cards(view) & secrets_from(state, seat)
    assert not leaked, f"seat {seat} sees {sorted(leaked)}"
    if seat is not None and not state.is_terminal():
        assert state.determinize(seat, rng).view(seat) == view


def check_events(state: GoStopState, events: list[Any]) -> None:
    for seat in (0, 1, None):
        for event in events:
            data = event.for_seat(seat)
            json.dumps(data)
            leaked = named_cards(data) & secrets_from(state, seat)
            assert not leaked, f"event {data['kind']} shows seat {seat} {sorted(leaked)}"
