"""Finished reviews («Разбор партии») kept with the club's records, so a restart loses none.

A review is a pure function of the record and the review's settings, so it is stored
under both: the key names the settings (`review_key`), and a club started with other
settings (a stronger judge, more worlds) makes its reviews anew instead of showing ones
made another way. A review goes with its record (ON DELETE CASCADE).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, UniqueConstraint, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column

from igroteka.store.base import Base
from igroteka.store.clock import utcnow
from igroteka.store.database import Database


class ReviewRow(Base):
    __tablename__ = "reviews"
    __table_args__ = (UniqueConstraint("record_id", "seat", "settings"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    record_id: Mapped[int] = mapped_column(
        ForeignKey("game_records.id", ondelete="CASCADE"), index=True
    )
    seat: Mapped[int] = mapped_column(Integer)
    # How the review was made (igroteka/server/reviews.py `review_key`).
    settings: Mapped[str] = mapped_column(String(200))
    # The moves reviewed: the progress a finished review reports.
    moves: Mapped[int] = mapped_column(Integer)
    review: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ReviewStore:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def get(self, record_id: int, seat: int, settings: str) -> ReviewRow | None:
        query = select(ReviewRow).where(
            ReviewRow.record_id == record_id,
            ReviewRow.seat == seat,
            ReviewRow.settings == settings,
        )
        async with self.database.session() as session:
            return (await session.execute(query)).scalar_one_or_none()

    async def put(
        self, record_id: int, seat: int, settings: str, moves: int, review: dict[str, Any]
    ) -> None:
        """Keep a finished review; one already kept (another process of the club made the
        same review) stays as it is: both are the same function of the same record."""
        row = ReviewRow(
            record_id=record_id, seat=seat, settings=settings, moves=moves, review=review
        )
        try:
            async with self.database.session() as session, session.begin():
                session.add(row)
        except IntegrityError:
            pass
