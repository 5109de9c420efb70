"""Positions for Kings Corner's worked cases, set up by hand on a fresh match."""

from __future__ import annotations

from typing import Any

from igroteka.games.kings_corner import GAME
from igroteka.games.kings_corner.actions import SPOTS, Move, Play
from igroteka.games.kings_corner.cards import parse


def c(word: str) -> int:
    return parse(word)


def cs(words: str) -> list[int]:
    return [parse(w) for w in words.split()]


def position(
    piles: dict[str, str] | None = None,
    hand: str = "",
    others: list[str] | None = None,
    stock: str | None = None,
    preset: str | None = None,
    **options: Any,
) -> Any:
    """A match whose seat 0 is to move, with these piles, hands and stock (top last)."""
    values = GAME.resolve_options(preset, {"players": 1 + len(others or ["2c"]), **options})
    state = GAME.new_state(values, 1)
    state.piles = [[] for _ in range(8)]
    for spot, words in (piles or {}).items():
        state.piles[SPOTS.index(spot)] = cs(words)
    state.dealt_base = [bool(state.piles[s]) for s in range(4)]
    state.reps = {}
    state.hands = [sorted(cs(hand))] + [sorted(cs(h)) for h in (others or ["2c"])]
    used = {x for p in state.piles for x in p} | {x for h in state.hands for x in h}
    if stock is None:
        state.stock = [x for x in range(52) if x not in used]
    else:
        state.stock = cs(stock)
    state.mover = 0
    state.phase = "play"
    state.pending = None
    state.moved = state.played_card = state.drew = False
    state.idle = 0
    state.turns_taken = [1] + [0] * (state.n - 1)
    state.forget_legal()
    return state


def play(word: str, spot: str, declared: str | None = None) -> Play:
    return Play(c(word), SPOTS.index(spot), None if declared is None else c(declared))


def move(source: str, target: str) -> Move:
    return Move(SPOTS.index(source), SPOTS.index(target))


def pile(state: Any, spot: str) -> list[str]:
    from igroteka.games.kings_corner.cards import text

    return [text(x) for x in state.piles[SPOTS.index(spot)]]
