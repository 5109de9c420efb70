"""One deal's result for each seat: how benchmarks score Kozel deal by deal.

A seat's result is its team's game points of the first deal against the other
team's (points written against a team count negative under penalty scoring),
with the card points as a tie-break worth less than one game point.
"""

from __future__ import annotations

from typing import Any

from igroteka.games.kozel.protocol import KozelMatch

CARD_TIE_BREAK = 0.001  # 120 card points are worth less than one game point


def first_deal_returns(state: KozelMatch) -> tuple[float, ...] | None:
    """Each seat's result of the match's first deal, or None while it is played."""
    results = deal_results(state)
    return results[0] if results else None


def deal_results(state: KozelMatch) -> list[tuple[float, ...]]:
    """Each seat's result of every deal scored so far."""
    sign = 1 if state.rules.credit_scoring else -1
    return [_line_returns(line, sign) for line in state.sheet]


def _line_returns(line: dict[str, Any], sign: int) -> tuple[float, ...]:
    written, cards = line["written"], line["card_points"]

    def margin(team: int) -> float:
        other = 1 - team
        return sign * (written[team] - written[other]) + CARD_TIE_BREAK * (
            cards[team] - cards[other]
        )

    return tuple(margin(seat & 1) for seat in range(4))
