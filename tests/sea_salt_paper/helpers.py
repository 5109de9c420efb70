"""Positions for the Sea Salt & Paper tests: cards by type and colour, hands set by hand."""

from __future__ import annotations

from collections.abc import Iterable

from igroteka.games.sea_salt_paper.cards import ALL_IDS, find
from igroteka.games.sea_salt_paper.game import GAME
from igroteka.games.sea_salt_paper.state import SeaSaltPaperState

__all__ = ["GAME", "card", "cards", "table"]


def card(text: str) -> int:
    """One card by the rules file's notation, 'crab DB' or 'mermaid' (the n-th copy with '#n')."""
    name, _, copy = text.partition("#")
    parts = name.split()
    kind = parts[0].lower()
    colour = parts[1].lower() if len(parts) > 1 else "w"
    return find(kind, colour, int(copy) - 1 if copy else 0)


def cards(*texts: str) -> list[int]:
    """Cards by notation; a repeated name takes the next copy."""
    taken: list[int] = []
    for text in texts:
        name = text
        n = 1
        while card(f"{name}#{n}") in taken:
            n += 1
        taken.append(card(f"{name}#{n}"))
    return taken


def table(
    players: int = 2,
    *,
    hands: Iterable[Iterable[int]] = (),
    played: Iterable[Iterable[int]] = (),
    piles: tuple[Iterable[int], Iterable[int]] | None = None,
    deck: Iterable[int] | None = None,
    mover: int = 0,
    tiebreak: str = "last_played",
) -> SeaSaltPaperState:
    """A round under way: the given cards placed, every other card in the deck (top last)."""
    state = GAME.new_state({"players": players, "tiebreak": tiebreak}, 1)
    hands = [sorted(h) for h in hands] + [[] for _ in range(players)]
    played = [list(p) for p in played] + [[] for _ in range(players)]
    state.hands = hands[:players]
    state.played = played[:players]
    state.piles = [list(piles[0]), list(piles[1])] if piles is not None else [[], []]
    used = {c for group in (*state.hands, *state.played, *state.piles) for c in group}
    if deck is None:
        state.deck = [c for c in ALL_IDS if c not in used]
    else:
        state.deck = list(deck)
    state.mover = state.first = mover
    state.phase = "draw" if state.deck or any(state.piles) else "duos"
    return state


def owned(state: SeaSaltPaperState) -> list[int]:
    """Every card somewhere on the table, for conservation checks."""
    return sorted(
        [*state.deck, *state.piles[0], *state.piles[1], *state.pair]
        + [c for h in state.hands for c in h]
        + [c for p in state.played for c in p]
    )
