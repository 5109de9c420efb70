"""«Разбор партии»: a finished game's decisions reviewed by the hard bot (review.py)."""

from igroteka.review.open_cards import OpenDeal, OpenMove, has_open_cards, open_deals
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
    "OpenDeal",
    "OpenMove",
    "Review",
    "Reviewer",
    "Settings",
    "assemble",
    "has_open_cards",
    "open_deals",
    "review_moves",
    "review_record",
]
