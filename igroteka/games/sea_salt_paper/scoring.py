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


def card_points(hand: Sequence[int], played: Sequence[int]) -> int:
    """Card points: played duos, pairs still in hand, collectors, multipliers, mermaids."""
    points = len(played) // 2
    held = Counter(TYPE[c] for c in hand)
    points += held[CRAB] // 2 + held[BOAT] // 2 + held[FISH] // 2
    points += min(held[SWIMMER], held[SHARK])
    owned = held + Counter(TYPE[c] for c in played)
    for kind, table in COLLECTOR_POINTS.items():
        points += table[owned[kind]]
    points += owned[LIGHTHOUSE] * owned[BOAT] + owned[SHOAL] * owned[FISH]
    points += 2 * owned[COLONY] * owned[PENGUIN] + 3 * owned[CAPTAIN] * owned[SAILOR]
    mermaids = owned[MERMAID]
    if mermaids:
        counts = sorted(colour_counts(hand, played).values(), reverse=True)
        points += sum(counts[:mermaids])
    return points


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
