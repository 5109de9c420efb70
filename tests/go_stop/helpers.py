"""Building Go-Stop positions for tests: name the cards that matter, the rest is filled in.

A test names the mover's hand, the layout, the top of the stock and the
captured piles. The other cards fill the opponent's hand, the rest of the
stock and the mover's hand (hand sizes stay consistent with a real deal);
when the counts do not fit, neutral cards (four animals, four ribbons of
different sets, worth nothing together) pad the mover's captured pile.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine import get_game
from igroteka.games.go_stop.bots import MediumBot
from igroteka.games.go_stop.state import GoStopState

GAME = get_game("go_stop")
PADDING = (46, 25, 17, 37, 47, 38, 26, 2)


def options(**overrides: Any) -> dict[str, Any]:
    return GAME.resolve_options(None, overrides)


def position(
    hand: list[int],
    layout: list[int],
    stock: list[int],
    captured: tuple[list[int], list[int]] = ([], []),
    *,
    mover: int = 0,
    opponent_hand: list[int] | None = None,
    ppuk: dict[int, int] | None = None,
    gos: tuple[int, int] = (0, 0),
    decided_at: tuple[int, int] = (0, 0),
    ppuks: tuple[int, int] | None = None,
    exact: bool = False,
) -> dict[str, Any]:
    """A position dict; with `exact`, nothing is filled in (the test names all 48 cards)."""
    piles = [list(captured[0]), list(captured[1])]
    named = set(hand) | set(layout) | set(stock) | set(piles[0]) | set(piles[1])
    named |= set(opponent_hand or [])
    hands = [[], []]
    hands[mover] = list(hand)
    hands[1 - mover] = list(opponent_hand or [])
    stock = list(stock)
    if not exact:
        rest = [c for c in range(1, 49) if c not in named]
        pads = [c for c in PADDING if c in rest]
        while True:
            free = 48 - len(layout) - len(piles[0]) - len(piles[1])
            if free % 2 == 0 and free // 2 <= 20:
                break
            pad = pads.pop(0)
            rest.remove(pad)
            piles[mover].append(pad)
        pairs = free // 2  # cards in both hands together, and in the stock
        want = [0, 0]
        want[mover] = (pairs + 1) // 2
        want[1 - mover] = pairs // 2
        for seat in (1 - mover, mover):
            while len(hands[seat]) < want[seat]:
                hands[seat].append(rest.pop())
        stock += rest
    data: dict[str, Any] = {
        "hands": hands,
        "layout": list(layout),
        "stock": stock,
        "captured": piles,
        "turn": mover,
        "gos": list(gos),
        "decided_at": list(decided_at),
    }
    if ppuk:
        data["ppuk"] = {str(month): seat for month, seat in ppuk.items()}
    if ppuks is not None:
        data["ppuks"] = list(ppuks)
    return data


def state_at(*args: Any, opts: dict[str, Any] | None = None, **kwargs: Any) -> GoStopState:
    state = GAME.state_from_position(position(*args, **kwargs), opts)
    assert isinstance(state, GoStopState)
    return state


def play_turn(state: GoStopState, card: int, *choices: int) -> list[dict[str, Any]]:
    """Play `card`, answer any pair choices in order, and return the events (spectator's view)."""
    from igroteka.games.go_stop.actions import Choose, Play

    seat = state.current_seat()
    events = state.apply(Play(card), seat)
    for choice in choices:
        events += state.apply(Choose(choice), seat)
    return [event.for_seat(None) for event in events]


def all_cards(state: GoStopState) -> list[int]:
    """Every card wherever it is; a sound state holds each of the 48 exactly once."""
    cards = [*state.hands[0], *state.hands[1], *state.stock]
    for month in range(1, 13):
        cards += state.layout[month]
    cards += state.piles[0].cards + state.piles[1].cards + state.cards_in_play()
    return cards


def endgame(
    hand: list[int],
    layout: list[int],
    stock: list[int],
    theirs: list[int],
    opponent_hand: list[int] | None = None,
    opts: dict[str, Any] | None = None,
    **kwargs: Any,
) -> GoStopState:
    """A late position: the hands and stock as named, every other card in the mover's pile."""
    named = {*hand, *layout, *stock, *theirs, *(opponent_hand or [])}
    mine = [c for c in range(1, 49) if c not in named]
    mover = kwargs.get("mover", 0)
    piles = (mine, theirs) if mover == 0 else (theirs, mine)
    return state_at(
        hand,
        layout,
        stock,
        piles,
        opponent_hand=opponent_hand or [],
        exact=True,
        opts=opts,
        **kwargs,
    )


def medium_deal(seed: int, plies: int) -> GoStopState:
    """A deal played `plies` actions by two medium bots (or until it ends)."""
    state = GAME.new_state(GAME.resolve_options(), seed)
    medium = MediumBot()
    rng = random.Random(seed)
    while len(state.history) < plies and (seat := state.current_seat()) is not None:
        state.apply(medium.choose(state, seat, rng), seat)
    return state
