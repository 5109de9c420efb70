"""A plain, slow reading of Klabor's rules, written apart from the engine to check it.

Cards are ASCII strings ("Th", "Js"); nothing here uses bitmasks or the
engine's tables.
"""

from __future__ import annotations

from collections.abc import Sequence

PLAIN = ["A", "T", "K", "Q", "J", "9", "8", "7"]
TRUMP = ["J", "9", "A", "T", "K", "Q", "8", "7"]
NATURAL = ["7", "8", "9", "T", "J", "Q", "K", "A"]
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
TRUMP_POINTS = {**PLAIN_POINTS, "J": 20, "9": 14}


def points(card: str, trump: str) -> int:
    table = TRUMP_POINTS if card[1] == trump else PLAIN_POINTS
    return table.get(card[0], 0)


def strength(card: str, trump: str, led: str) -> int | None:
    """How strong `card` is in a trick led with suit `led`; None if it cannot win."""
    if card[1] == trump:
        return 100 - TRUMP.index(card[0])
    if card[1] == led:
        return 50 - PLAIN.index(card[0])
    return None


def trick_winner(trick: Sequence[str], trump: str) -> int:
    led = trick[0][1]
    values = [strength(c, trump, led) for c in trick]
    best = max(v for v in values if v is not None)
    return values.index(best)


def legal_plays(hand: Sequence[str], trick: Sequence[tuple[int, str]], seat: int, trump: str,
                side_of: Sequence[int], teams: bool, overtrump_ruff: bool,
                partner_exempt: bool) -> set[str]:
    """The seed's following rules, read literally."""
    if not trick:
        return set(hand)
    led = trick[0][1][1]
    cards = [c for _, c in trick]
    winner_seat = trick[trick_winner(cards, trump)][0]
    winner_card = cards[trick_winner(cards, trump)]
    opponent_wins = side_of[winner_seat] != side_of[seat]
    same = [c for c in hand if c[1] == led]
    trumps = [c for c in hand if c[1] == trump]

    def higher(options: list[str]) -> list[str]:
        return [c for c in options if TRUMP.index(c[0]) < TRUMP.index(winner_card[0])]

    if led == trump:
        if not same:
            return set(hand)
        if not teams or opponent_wins:
            better = higher(same)
            if better:
                return set(better)
        return set(same)
    if same:
        return set(same)
    if not trumps:
        return set(hand)
    if partner_exempt and teams and not opponent_wins:
        return set(hand)
    if overtrump_ruff and winner_card[1] == trump and opponent_wins:
        better = higher(trumps)
        if better:
            return set(better)
    return set(trumps)


def runs(hand: Sequence[str]) -> list[tuple[str, str, int]]:
    """Maximal runs of 3+ in natural order: (suit, top rank, length)."""
    out = []
    for suit in "cdhs":
        ranks = [r for r in NATURAL if r + suit in hand]
        length = 0
        for i, rank in enumerate(NATURAL):
            if rank in ranks:
                length += 1
            else:
                if length >= 3:
                    out.append((suit, NATURAL[i - 1], length))
                length = 0
        if length >= 3:
            out.append((suit, "A", length))
    return out


def sequence_value(length: int, quint: bool) -> int:
    """What one run scores: cut from the top into 5 (quint), 4 and 3."""
    total = 0
    while length >= 3:
        if quint and length >= 5:
            total, length = total + 100, length - 5
        elif length >= 4:
            total, length = total + 50, length - 4
        else:
            total, length = total + 20, length - 3
    return total


def sequences_value(hand: Sequence[str], quint: bool = False) -> int:
    return sum(sequence_value(length, quint) for _, _, length in runs(hand))


def deal_written(totals: Sequence[int], maker: int, tricks: Sequence[int], pot: int,
                 baits_before: int, winner_takes_all: bool, split: str) -> list[int]:
    """The score sheet line of a deal from the sides' totals (a висяк writes the defenders)."""
    sides = len(totals)
    others = [s for s in range(sides) if s != maker]
    best = max(totals[s] for s in others)
    written = [0] * sides
    if totals[maker] > best:
        if winner_takes_all:
            written[maker] = sum(totals) + pot
        else:
            written = list(totals)
            written[maker] += pot
    elif totals[maker] < best:
        for s in others:
            written[s] = totals[s]
        amount = totals[maker] + pot
        takers = others
        if split == "to_best" and len(others) > 1:
            takers = [s for s in others if totals[s] == best]
        for s in takers:
            written[s] += amount // len(takers)
        if baits_before >= 2:
            written[maker] -= 100
    else:
        for s in others:
            written[s] = totals[s]
    for s in range(sides):
        if tricks[s] == 0:
            written[s] -= 100
    return written


def best_sequence(hand: Sequence[str], trump: str | None, quint: bool = False
                  ) -> tuple[int, int, int] | None:
    """The best sequence as (kind 1 tierce / 2 fifty / 3 quint, top rank 7..14, trump 0/1)."""
    best = None
    for suit, top, length in runs(hand):
        if quint and length >= 5:
            kind = 3
        elif length >= 4:
            kind = 2
        else:
            kind = 1
        key = (kind, NATURAL.index(top) + 7, 1 if suit == trump else 0)
        if best is None or key > best:
            best = key
    return best


def contest_step(best: tuple[int, int, int] | None, holder: int | None, seat: int,
                 key: tuple[int, int, int], tie_nobody: bool
                 ) -> tuple[tuple[int, int, int] | None, int | None, bool]:
    """One declaration: (new best, new holder, whether the seat was allowed to declare)."""
    if best is None or key > best:
        return key, seat, True
    if key[:2] == best[:2] and key[2] == 0 and best[2] == 0 and tie_nobody and holder is not None:
        return best, None, True
    return best, holder, False
