"""«Разбор партии»: a finished game's decisions reviewed by the hard bot (review.py)."""

from igroteka.review.review import Decision, Review, Reviewer, review_record

__all__ = ["Decision", "Review", "Reviewer", "review_record"]
