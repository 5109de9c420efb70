"""Bots against bots: matches with alternated seats, duplicate deals, and honest statistics.

`duplicate` says who sits where and how a unit of duplicate deals is scored,
`match` plays the games (`igroteka arena`), `stats` gives the intervals, and
`bench` times engines and bots (`igroteka bench`).
"""

from igroteka.arena.duplicate import seatings, side_margin, side_score, unit_score
from igroteka.arena.match import (
    GameResult,
    MatchResult,
    match_size,
    play_game,
    play_unit,
    run_match,
)
from igroteka.arena.stats import Summary, summarize, wilson_interval

__all__ = [
    "GameResult",
    "MatchResult",
    "Summary",
    "match_size",
    "play_game",
    "play_unit",
    "run_match",
    "seatings",
    "side_margin",
    "side_score",
    "summarize",
    "unit_score",
    "wilson_interval",
]
