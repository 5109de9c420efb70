"""What the conformance tests compare: snapshots of a state, JSON round trips, refusals.

Helpers take the state through the engine contract only (`view`, `acting`,
`legal_actions`, ...), never a game's own fields, so they hold for any game.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from igroteka.engine import IgrotekaError, IllegalAction, MalformedAction, State, Text


def seats(state: State) -> range:
    return range(state.game.seat_count(state.options))


def viewers(state: State) -> list[int | None]:
    """Every seat, then a spectator."""
    return [*seats(state), None]


def views(state: State) -> dict[int | None, Any]:
    """What each seat and a spectator see, and everything (`full_view`), keyed by who."""
    seen: dict[Any, Any] = {who: state.view(who) for who in viewers(state)}
    seen["full"] = state.full_view()
    return seen


def snapshot(state: State) -> dict[str, Any]:
    """Everything a player or a bot can read of a state, to tell whether it changed."""
    acting = state.acting()
    outcome = state.outcome()
    return {
        "views": views(state),
        "acting": acting,
        "current": state.current_seat(),
        "legal": {seat: list(state.legal_actions(seat)) for seat in acting},
        "controls": {seat: state.controls(seat) for seat in acting},
        "history": list(state.history),
        "outcome": outcome.to_json() if outcome is not None else None,
        "match_score": state.match_score(),
    }


def round_trips(data: Any, what: str) -> None:
    """`data` is JSON and comes back from a JSON text unchanged (no tuples, no int keys)."""
    again = json.loads(json.dumps(data, allow_nan=False))
    assert again == data, f"{what} does not survive JSON: {data!r} came back as {again!r}"


def assert_bilingual(text: Text, what: str) -> None:
    assert isinstance(text, Text), f"{what}: not a Text but {text!r}"
    ru, en = text.render("ru"), text.render("en")
    assert ru.strip() and en.strip(), f"{what}: an empty message {text.to_json()}"
    assert ru != en, f"{what}: the same words in both languages: {en!r}"


def refused(
    state: State, action: Any, seat: int | None, errors: tuple[type[IgrotekaError], ...]
) -> IgrotekaError:
    """Apply `action` for `seat`, expect one of `errors`, and check that nothing changed."""
    before = snapshot(state)
    with pytest.raises(errors) as info:
        state.apply(action, seat)
    assert_bilingual(info.value.text, f"refusing {action!r} for seat {seat}")
    assert snapshot(state) == before, f"refusing {action!r} for seat {seat} changed the state"
    return info.value


ILLEGAL = (IllegalAction,)
UNREADABLE = (IllegalAction, MalformedAction)
