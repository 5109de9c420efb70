"""Imports every model module, so `Base.metadata` (and Alembic) sees every table."""

from __future__ import annotations

from igroteka.store import (
    accounts,
    friends,
    leases,
    ledger,
    ratings,
    reviews,
    rulesets,
    runs,
    tables,
)
from igroteka.store.base import Base

__all__ = [
    "Base",
    "accounts",
    "friends",
    "leases",
    "ledger",
    "ratings",
    "reviews",
    "rulesets",
    "runs",
    "tables",
]
