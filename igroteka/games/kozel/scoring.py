"""What a deal writes on the score sheet, and when the match is over.

Penalty scoring writes 2/4/6 against the losing team and the team that
reaches the target are the «козлы»; the credit modes write 1/2/3 (or the
declarer-weighted table) to the winners, and the team that reaches the target
wins. «Яйца» (60:60) write nothing and raise the stakes of the next scored
deal according to `eggs_mode`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class DealScore:
    """The line a deal adds to the score sheet."""

    kind: str  # "scored", "eggs" or "catch"
    card_points: tuple[int, int]
    written: tuple[int, int] = (0, 0)
    base: int = 0
    eggs: int = 0
    team: int | None = None  # the team the points were written to
    details: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "card_points": list(self.card_points),
            "written": list(self.written),
            "base": self.base,
            "eggs": self.eggs,
            "team": self.team,
            **self.details,
        }


def penalty_base(points: int, tricks: int, spas_min: int, golye_rule: str) -> int:
    """2, 4 or 6 for a losing team with these card points and tricks (section 13.1)."""
    golye = points == 0 if golye_rule == "zero_points" else tricks == 0
    if golye:
        return 6
    return 4 if points < spas_min else 2


def with_eggs(base: int, eggs: int, eggs_mode: str, credit: bool) -> int:
    """`base` raised by the `eggs` pending 60:60 deals.

    Under the credit modes "+2 per eggs" becomes +1, because every value there
    is half the penalty value (our judgment call, see the rules page).
    """
    if eggs == 0 or eggs_mode == "replay":
        return base
    if eggs_mode == "double_next_cumulative":
        return base * 2**eggs
    if eggs_mode == "double_next":
        return base * 2
    return base + (1 if credit else 2) * eggs


def score_deal(
    options: Mapping[str, Any],
    points: tuple[int, int],
    tricks: tuple[int, int],
    trumping_team: int,
    eggs: int,
) -> DealScore:
    """Score a deal played to the end (no catch)."""
    if points[0] == points[1]:
        return DealScore("eggs", points, eggs=eggs)
    loser = 0 if points[0] < points[1] else 1
    winner = 1 - loser
    penalty = penalty_base(points[loser], tricks[loser], options["spas_min"], options["golye_rule"])
    mode = options["scoring_mode"]
    if mode == "loser_2_4_6":
        base, team = penalty, loser
    elif mode == "winner_1_2_3":
        base, team = penalty // 2, winner
    else:
        base = _declarer_weighted(points[winner], penalty == 6, winner == trumping_team)
        team = winner
    value = with_eggs(base, eggs, options["eggs_mode"], mode != "loser_2_4_6")
    written = (value, 0) if team == 0 else (0, value)
    return DealScore("scored", points, written, base, eggs, team)


def _declarer_weighted(winner_points: int, golye: bool, trumpers_won: bool) -> int:
    """Section 13.3 «с хвалёнкой»: the trumpers earn 1/2/3, beating them earns 2/3."""
    if trumpers_won:
        if winner_points == 120 or golye:
            return 3
        return 2 if winner_points >= 91 else 1
    return 3 if winner_points >= 91 else 2


def score_catch(options: Mapping[str, Any], queen_team: int, eggs: int) -> DealScore:
    """The queen of clubs was caught: 4 against her team, or 2 to the catchers."""
    credit = options["scoring_mode"] != "loser_2_4_6"
    base, team = (2, 1 - queen_team) if credit else (4, queen_team)
    value = with_eggs(base, eggs, options["eggs_mode"], credit)
    written = (value, 0) if team == 0 else (0, value)
    return DealScore("catch", (0, 0), written, base, eggs, team, {"queen_team": queen_team})


def goats(options: Mapping[str, Any], scores: tuple[int, int] | list[int]) -> int | None:
    """The team that are «козлы» now (the match is over), or None."""
    target = options["target"]
    for team in (0, 1):
        if scores[team] >= target:
            return team if options["scoring_mode"] == "loser_2_4_6" else 1 - team
    return None


def dry(options: Mapping[str, Any], scores: tuple[int, int] | list[int], goat_team: int) -> bool:
    """Whether the goats are «dry»: the winners' own total is 0 (under the credit
    modes, where points are the winners' own, the goats scored nothing)."""
    if options["scoring_mode"] == "loser_2_4_6":
        return scores[1 - goat_team] == 0
    return scores[goat_team] == 0


def stake_multiplier(options: Mapping[str, Any], is_dry: bool) -> int:
    """How many table stakes each goat pays: the «dry goats» multiplier, or 1."""
    return int(options["dry_goat_multiplier"]) if is_dry else 1


def payouts(
    options: Mapping[str, Any], scores: tuple[int, int] | list[int], goat_team: int
) -> tuple[list[int], bool]:
    """Chips per seat under the retired game option `stake`, and whether the goats are dry.

    Only records made while that option existed hold it; their outcome still
    lists these numbers so that they replay to the very result they recorded.
    The club never paid them: chips follow the table's stake (see
    `KozelGame.stake_multiplier`).
    """
    is_dry = dry(options, scores, goat_team)
    amount = int(options.get("stake", 0)) * stake_multiplier(options, is_dry)
    return [(-amount if seat % 2 == goat_team else amount) for seat in range(4)], is_dry
