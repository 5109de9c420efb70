"""Setting up King of Tokyo positions for the tests: a table, cards given, dice rolled."""

from __future__ import annotations

from typing import Any

from igroteka.games.king_of_tokyo.actions import Act
from igroteka.games.king_of_tokyo.game import GAME


def table(players: int = 4, seed: int = 1, **options: Any) -> Any:
    """A fresh game whose first turn is taken back: every monster outside, seat 0 to play."""
    state = GAME.new_state(GAME.options.resolve(None, {"players": players, **options}), seed)
    match = state.match
    match.active = match.base = 0
    match.dice = []
    match.phase = "roll"
    return state


def give(state: Any, seat: int, key: str) -> dict[str, Any]:
    """`seat` gets a keep card as if bought (its arrival effects included), for free."""
    match = state.match
    if key in match.deck:
        match.deck.remove(key)
    card: dict[str, Any] = {"key": key}
    match.take(seat, card)
    return card


def turn(state: Any, seat: int, penalty: int = 0) -> None:
    """`seat` begins a turn (start-of-turn effects, first roll)."""
    match = state.match
    match.base = seat
    match.begin_turn(seat, penalty)


def roll(state: Any, seat: int, faces: str, start: bool = True) -> None:
    """`seat` ends its rolling with these faces (e.g. "111S2H") and resolves them."""
    match = state.match
    if start:
        turn(state, seat)
    match.dice = list(faces)
    match.phase = "roll"
    state.apply(Act("stop"), seat)


def act(state: Any, seat: int, kind: str, *args: Any) -> None:
    state.apply(Act(kind, tuple(args)), seat)


def market(state: Any, *keys: str) -> None:
    """Put these cards in the market's slots (taken from the deck)."""
    match = state.match
    for slot, key in enumerate(keys):
        old = match.market[slot]
        if old is not None:
            match.deck.append(old)
        match.deck.remove(key)
        match.market[slot] = key


def buy_phase(state: Any, seat: int) -> None:
    match = state.match
    match.active = match.base = seat
    match.prompts = []
    match.open_buy()


def total_cards(match: Any) -> int:
    owned = sum(len(hand) for hand in match.cards)
    shown = sum(1 for key in match.market if key is not None)
    return owned + shown + len(match.deck) + len(match.discard) + (match.lab is not None)
