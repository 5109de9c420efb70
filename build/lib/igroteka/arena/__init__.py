"""Bots against bots: matches with alternated seats, duplicate deals, and honest statistics."""

from igroteka.arena.match import (
    GameResult,
    MatchResult,
    match_size,
    play_game,
    run_match,
    seatings,
)
from igroteka.arena.stats import Summary, summarize, wilson_interval

__all__ = [
    "GameResult",
    "MatchResult",
    "Summary",
    "match_size",
    "play_game",
    "run_match",
    "seatings",
    "summarize",
    "wilson_interval",
]
