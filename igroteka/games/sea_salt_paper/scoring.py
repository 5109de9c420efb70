"""Card points, the colour bonus and what a round pays (rules §5, §6).

`card_points(hand, played)`: hand cards and played duo cards (a flat list, in
pairs); the colour bonus counts the same cards by colour, white included.
`settle` turns an announcement and everyone's points into the round's score.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from igroteka.games.sea_salt_paper.cards import (
    BOAT,
    CAPTAIN,
    COLONY,
    COLOUR,
    CRAB,
    FISH,
    LIGHTHOUSE,
    MERMAID,
    OCTOPUS,
    PENGUIN,
    SAILOR,
    SHARK,
    SHELL,
    SHOAL,
    SWIMMER,
    TYPE,
)

COLLECTOR_POINTS = {
    SHELL: (0, 0, 2, 4, 6, 8, 10),
    OCTOPUS: (0, 0, 3, 6, 9, 12),
    PENGUIN: (0, 1, 3, 5),
    SAILOR: (0, 0, 5),
}
ANNOUNCE_AT = 7
STOP = "stop"
LAST_CHANCE = "last_chance"
EMPTY_DECK = "empty_deck"


# Counting by type is what every rollout does hundreds of times a move: each card's type as a
# small index into a list of counts (`type_counts`), not a Counter of names.
KINDS = (
    CRAB,
    BOAT,
    FISH,
    SWIMMER,
    SHARK,
    SHELL,
    OCTOPUS,
    PENGUIN,
    SAILOR,
    LIGHTHOUSE,
    SHOAL,
    COLONY,
    CAPTAIN,
    MERMAID,
)
(I_CRAB, I_BOAT, I_FISH, I_SWIMMER, I_SHARK, I_SHELL, I_OCTOPUS, I_PENGUIN, I_SAILOR) = range(9)
(I_LIGHTHOUSE, I_SHOAL, I_COLONY, I_CAPTAIN, I_MERMAID) = range(9, 14)
KIND_OF = tuple(KINDS.index(kind) for kind in TYPE)
_COLLECTED = tuple((KINDS.index(kind), table) for kind, table in COLLECTOR_POINTS.items())


def type_counts(cards: Iterable[int], counts: list[int] | None = None) -> list[int]:
    """How many cards of each type (indexed as KINDS), added to `counts` when given."""
    out = [0] * len(KINDS) if counts is None else counts
    for card in cards:
        out[KIND_OF[card]] += 1
    return out


def counted_points(
    held: Sequence[int], owned: Sequence[int], hand: Sequence[int], played: Sequence[int]
) -> int:
    """`card_points` from the hand's type counts and the owned ones (hand and played)."""
    points = len(played) // 2 + held[I_CRAB] // 2 + held[I_BOAT] // 2 + held[I_FISH] // 2
    points += min(held[I_SWIMMER], held[I_SHARK])
    for index, table in _COLLECTED:
        points += table[owned[index]]
    points += owned[I_LIGHTHOUSE] * owned[I_BOAT] + owned[I_SHOAL] * owned[I_FISH]
    points += 2 * owned[I_COLONY] * owned[I_PENGUIN] + 3 * owned[I_CAPTAIN] * owned[I_SAILOR]
    mermaids = owned[I_MERMAID]
    if mermaids:
        counts = sorted(colour_counts(hand, played).values(), reverse=True)
        points += sum(counts[:mermaids])
    return points


def card_points(hand: Sequence[int], played: Sequence[int]) -> int:
    """Card points: played duos, pairs still in hand, collectors, multipliers, mermaids."""
    held = type_counts(hand)
    owned = type_counts(played, held.copy()) if played else held
    return counted_points(held, owned, hand, played)


def colour_counts(hand: Iterable[int], played: Iterable[int]) -> Counter[str]:
    counts = Counter(COLOUR[c] for c in hand)
    counts.update(COLOUR[c] for c in played)
    return counts


def colour_bonus(hand: Sequence[int], played: Sequence[int]) -> int:
    """The number of cards of the player's most common colour (white counts)."""
    return max(colour_counts(hand, played).values(), default=0)


def settle(
    kind: str, caller: int, points: Sequence[int], bonuses: Sequence[int]
) -> tuple[list[int], bool | None]:
    """Each seat's round score and, for LAST CHANCE, whether the caller won the bet.

    STOP: everyone scores card points. LAST CHANCE: the caller wins the bet when
    no other player has strictly more card points; then the caller scores points
    plus colour bonus and the others their colour bonus only; when lost, the
    caller scores the colour bonus and the others their card points.
    """
    seats = range(len(points))
    if kind == STOP:
        return list(points), None
    if kind == LAST_CHANCE:
        won = all(points[caller] >= points[s] for s in seats if s != caller)
        if won:
            return [points[s] + bonuses[s] if s == caller else bonuses[s] for s in seats], True
        return [bonuses[s] if s == caller else points[s] for s in seats], False
    return [0 for _ in seats], None
