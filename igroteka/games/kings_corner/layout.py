"""The cross and the corners: which card fits where, and every move of a hand on a layout.

Piles hold physical card ids (base first, exposed last); a joker on the table
stands for the card in `reps`. The rule of a spot is its build (down in
alternating colours by default, down or up in suit as options); a pile move
uses the target spot's rule. No card identity may appear twice among the
corner piles (a joker in a corner bars the real card it stands for, and the
other way round).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from igroteka.games.kings_corner.actions import CORNERS, SIDES, Move, Play
from igroteka.games.kings_corner.cards import JOKER_IDS, KING, RANK, RED, SUIT, card_of

DOWN_ALT = "down_alt"
DOWN_SUIT = "down_suit"
UP_SUIT = "up_suit"


@dataclass(frozen=True)
class Builds:
    side: str
    corner: str
    dealt_only: bool

    def rule(self, spot: int) -> str:
        return self.side if spot < 4 else self.corner


def fits(card: int, exposed: int, rule: str) -> bool:
    """Whether (effective) `card` may go on (effective) `exposed` under `rule`."""
    if rule == DOWN_ALT:
        return RANK[card] == RANK[exposed] - 1 and RED[card] != RED[exposed]
    if rule == DOWN_SUIT:
        return RANK[card] == RANK[exposed] - 1 and SUIT[card] == SUIT[exposed]
    return RANK[card] == RANK[exposed] + 1 and SUIT[card] == SUIT[exposed]


def declarations(exposed: int, rule: str) -> list[int]:
    """The cards a joker may be declared as to go on (effective) `exposed` under `rule`."""
    rank = RANK[exposed] + (1 if rule == UP_SUIT else -1)
    if rank < 1 or rank > KING:
        return []
    if rule == DOWN_ALT:
        return [card_of(rank, s) for s in range(4) if (s in (1, 2)) != RED[exposed]]
    return [card_of(rank, SUIT[exposed])]


def effective(card: int, reps: Mapping[int, int]) -> int:
    return reps.get(card, card)


def corner_identities(piles: Sequence[Sequence[int]], reps: Mapping[int, int]) -> set[int]:
    return {reps.get(c, c) for spot in CORNERS for c in piles[spot]}


def hand_moves(
    piles: Sequence[Sequence[int]],
    reps: Mapping[int, int],
    hand: Sequence[int],
    builds: Builds,
) -> list[Play]:
    """Every play of a hand card (builds, kings to corners, cards to empty sides)."""
    plays: list[Play] = []
    in_corners = corner_identities(piles, reps)
    taken = set(reps.values())
    distinct = sorted(set(hand))
    jokers = [c for c in distinct if c in JOKER_IDS]
    real = [c for c in distinct if c not in JOKER_IDS]
    for spot in range(8):
        pile = piles[spot]
        if pile:
            exposed = effective(pile[-1], reps)
            rule = builds.rule(spot)
            for card in real:
                if fits(card, exposed, rule) and (spot < 4 or card not in in_corners):
                    plays.append(Play(card, spot))
            if jokers:
                for declared in declarations(exposed, rule):
                    if declared in taken or (spot >= 4 and declared in in_corners):
                        continue
                    plays.extend(Play(j, spot, declared) for j in jokers)
        elif spot < 4:
            plays.extend(Play(card, spot) for card in real)
            if jokers:
                plays.extend(
                    Play(j, spot, declared)
                    for declared in range(52)
                    if declared not in taken
                    for j in jokers
                )
        else:
            plays.extend(
                Play(card, spot) for card in real if RANK[card] == KING and card not in in_corners
            )
            if jokers:
                plays.extend(
                    Play(j, spot, card_of(KING, s))
                    for s in range(4)
                    if card_of(KING, s) not in taken and card_of(KING, s) not in in_corners
                    for j in jokers
                )
    return plays


def pile_moves(
    piles: Sequence[Sequence[int]],
    reps: Mapping[int, int],
    dealt_base: Sequence[bool],
    builds: Builds,
) -> list[Move]:
    """Every whole-pile move: a side pile onto a pile it fits, a king's pile to an empty corner."""
    moves: list[Move] = []
    in_corners: set[int] | None = None
    for source in SIDES:
        pile = piles[source]
        if not pile:
            continue
        base = effective(pile[0], reps)
        for target in range(8):
            if target == source:
                continue
            there = piles[target]
            if there:
                if not fits(base, effective(there[-1], reps), builds.rule(target)):
                    continue
            elif target < 4 or RANK[base] != KING or (builds.dealt_only and not dealt_base[source]):
                continue
            if target >= 4:
                if in_corners is None:
                    in_corners = corner_identities(piles, reps)
                if any(effective(c, reps) in in_corners for c in pile):
                    continue
            moves.append(Move(source, target))
    return moves
