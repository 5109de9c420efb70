"""An independent, deliberately plain reading of section 18 of the rules note, on card strings.

The engine works on bitmasks and precomputed tables; this works on "Qc"-style
strings and lists exactly as the note's pseudo-code does, so the playout tests
can check one against the other.
"""

from __future__ import annotations

from typing import Any

QJ = ["Qc", "Qs", "Qh", "Qd", "Jc", "Js", "Jh", "Jd"]
POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}


def shoha(opts: dict[str, Any]) -> str:
    return "7c" if opts["deck"] == "32" and opts["low_rank"] == 7 else "6c"


def plain_order(opts: dict[str, Any]) -> list[str]:
    top = ["A", "K", "T"] if opts["king_above_ten"] else ["A", "T", "K"]
    if opts["deck"] == "24":
        return [*top, "6"]
    return [*top, "9", "8", "7" if opts["low_rank"] == 7 else "6"]


def trump_order(opts: dict[str, Any], trump: str) -> list[str]:
    permanent = ([shoha(opts)] if opts["shokha"] else []) + QJ
    return permanent + [r + trump for r in plain_order(opts) if r + trump not in permanent]


def eff_suit(card: str, order: list[str]) -> str:
    return "TRUMP" if card in order else card[1]


def legal_plays(hand: list[str], trick: list[str], order: list[str], restricted: bool,
                must_ruff: bool) -> set[str]:
    if not trick:
        plain = [c for c in hand if c not in order]
        if restricted and plain:
            return set(plain)
        return set(hand)
    led = eff_suit(trick[0], order)
    same = [c for c in hand if eff_suit(c, order) == led]
    if same:
        return set(same)
    if must_ruff and led != "TRUMP" and any(c in order for c in hand):
        return {c for c in hand if c in order}
    return set(hand)


def trick_winner(trick: list[str], order: list[str], opts: dict[str, Any]) -> int:
    trumps = [i for i, c in enumerate(trick) if c in order]
    if trumps:
        return min(trumps, key=lambda i: order.index(trick[i]))
    led = trick[0][1]
    ranks = plain_order(opts)
    followers = [i for i, c in enumerate(trick) if c[1] == led and c not in order]
    return min(followers, key=lambda i: ranks.index(trick[i][0]))


def card_points(cards: list[str]) -> int:
    return sum(POINTS.get(c[0], 0) for c in cards)


def deal_written(opts: dict[str, Any], points: list[int], tricks: list[int], trumping: int,
                 eggs: int) -> tuple[int, int]:
    if points[0] == points[1]:
        return (0, 0)
    loser = 0 if points[0] < points[1] else 1
    golye = points[loser] == 0 if opts["golye_rule"] == "zero_points" else tricks[loser] == 0
    base = 6 if golye else 4 if points[loser] < opts["spas_min"] else 2
    team = loser
    if opts["scoring_mode"] == "winner_1_2_3":
        base, team = base // 2, 1 - loser
    elif opts["scoring_mode"] == "declarer_weighted":
        winner = 1 - loser
        if winner == trumping:
            base = 3 if points[winner] == 120 or golye else 2 if points[winner] >= 91 else 1
        else:
            base = 3 if points[winner] >= 91 else 2
        team = winner
    value = with_eggs(opts, base, eggs)
    return (value, 0) if team == 0 else (0, value)


def catch_written(opts: dict[str, Any], queen_team: int, eggs: int) -> tuple[int, int]:
    if opts["scoring_mode"] == "loser_2_4_6":
        value, team = with_eggs(opts, 4, eggs), queen_team
    else:
        value, team = with_eggs(opts, 2, eggs), 1 - queen_team
    return (value, 0) if team == 0 else (0, value)


def with_eggs(opts: dict[str, Any], base: int, eggs: int) -> int:
    mode = opts["eggs_mode"]
    if not eggs or mode == "replay":
        return base
    if mode == "double_next_cumulative":
        return base * 2**eggs
    if mode == "double_next":
        return base * 2
    return base + eggs * (2 if opts["scoring_mode"] == "loser_2_4_6" else 1)


def is_catch(trick: list[tuple[int, str]], opts: dict[str, Any]) -> bool:
    """Whether the trick so far holds a catch of the queen of clubs (section 12)."""
    if opts["catch_queen"] != "end_deal" or not opts["shokha"]:
        return False
    seats = {card: seat for seat, card in trick}
    cards = [card for _, card in trick]
    sh = shoha(opts)
    if "Qc" not in seats or sh not in seats or (seats["Qc"] - seats[sh]) % 2 == 0:
        return False
    return opts["catch_order"] == "any" or cards.index("Qc") < cards.index(sh)
