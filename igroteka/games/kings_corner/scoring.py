"""What a card left in hand costs under each scoring table (rules, section 7.7).

A joker left in hand costs the highest value of the table; in chip stakes a
king costs 10 chips and any other card 1 (a joker 10).
"""

from __future__ import annotations

from collections.abc import Iterable

from igroteka.games.kings_corner.cards import ACE, KING, RANK

TABLES = (
    "k10",
    "count",
    "face13",
    "a25_face10_pip",
    "a25_ten10_five",
    "a50_ten10_five",
    "face10_six5_ace1",
)

JOKER_VALUE = {
    "k10": 10,
    "count": 1,
    "face13": 13,
    "a25_face10_pip": 25,
    "a25_ten10_five": 25,
    "a50_ten10_five": 50,
    "face10_six5_ace1": 10,
}


def card_value(card: int, table: str) -> int:
    rank = RANK[card]
    if rank == 0:
        return JOKER_VALUE[table]
    if table == "k10":
        return 10 if rank == KING else 1
    if table == "count":
        return 1
    if table == "face13":
        return rank
    if table == "a25_face10_pip":
        return 25 if rank == ACE else min(rank, 10)
    if table in ("a25_ten10_five", "a50_ten10_five"):
        if rank == ACE:
            return 25 if table == "a25_ten10_five" else 50
        return 10 if rank >= 10 else 5
    # face10_six5_ace1: faces 10, 6 to 10 are 5, ace to 5 are 1
    if rank >= 11:
        return 10
    return 5 if rank >= 6 else 1


def hand_value(hand: Iterable[int], table: str) -> int:
    return sum(card_value(card, table) for card in hand)


def chips_owed(hand: Iterable[int]) -> int:
    """Chips a loser pays the player who went out: 10 a king (or joker), 1 any other card."""
    return sum(10 if RANK[card] in (0, KING) else 1 for card in hand)
