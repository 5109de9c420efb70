"""Players' own rule sets: a game's options saved under a name, with the account.

A rule set keeps the complete option dict it was saved with (not only what differs
from a preset), so it means the same thing if a preset changes later; when an option
itself changes, the server refuses the stored values instead of altering them
(igroteka/server/rulesets.py). The id is random and unguessable, so a rule set that is
not public can still be shared by its link.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from igroteka.store.base import Base
from igroteka.store.clock import utcnow


class RuleSetRow(Base):
    __tablename__ = "rule_sets"

    id: Mapped[str] = mapped_column(String(16), primary_key=True)
    owner_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    game: Mapped[str] = mapped_column(String(40), index=True)
    name: Mapped[str] = mapped_column(String(40))
    description: Mapped[str] = mapped_column(String(200), default="")
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    public: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
