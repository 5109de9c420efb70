"""«Разбор партии»: a finished game's decisions reviewed by the hard bot (review.py)."""

from igroteka.review.review import (
    Decision,
    MoveReview,
    Review,
    Reviewer,
    Settings,
    assemble,
    review_moves,
    review_record,
)

__all__ = [
    "Decision",
    "MoveReview",
    "Review",
    "Reviewer",
    "Settings",
    "assemble",
    "review_moves",
    "review_record",
]
