"""Tables, the games played at them, and the append-only log of their actions.

A game is stored as exactly what the engine needs to rebuild it: (game,
options, seed) in `game_records` and one `actions` row per applied action, in
order. The server seed of a fair deal is kept here until the game ends and is
never sent to anyone before that.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from igroteka.store.base import Base
from igroteka.store.clock import utcnow


class TableRow(Base):
    __tablename__ = "tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(40), index=True)
    preset: Mapped[str | None] = mapped_column(String(40), nullable=True)
    # The player's rule set the table was created from (igroteka/store/rulesets.py), with
    # its name as it was then: the lobby names it, and ratings may count by it later.
    ruleset_id: Mapped[str | None] = mapped_column(String(16), nullable=True, index=True)
    ruleset_name: Mapped[str | None] = mapped_column(String(40), nullable=True)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    private: Mapped[bool] = mapped_column(Boolean, default=False)
    invite_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # The invite token itself, so its creator and the players can see the link again.
    # Only the HTTP endpoint for them returns it (see docs/server.md for why it is kept).
    invite_token: Mapped[str | None] = mapped_column(String(64), nullable=True)
    stake: Mapped[int] = mapped_column(Integer, default=0)
    clock: Mapped[dict[str, Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(16), index=True)
    created_by: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), nullable=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # The last time a seated person did something at a waiting table (its idle expiry).
    active_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    server_seed: Mapped[str] = mapped_column(String(128))
    commitment: Mapped[str] = mapped_column(String(64))
    player_seeds: Mapped[dict[str, str]] = mapped_column(JSON, default=dict)
    record_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    # The clocks when they last started or stopped other than by a move (a move's own
    # row holds them then): {remaining, running, at}.
    clock_state: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


class GameRecordRow(Base):
    __tablename__ = "game_records"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), index=True)
    game: Mapped[str] = mapped_column(String(40))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    # Seeds are 256-bit integers (combine_seeds); decimal text fits every database.
    seed: Mapped[str] = mapped_column(String(100))
    commitment: Mapped[str | None] = mapped_column(String(64), nullable=True)
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    outcome: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


class GamePlayerRow(Base):
    """Who played in a game (one row per person and seat): the "my games" list."""

    __tablename__ = "game_players"
    __table_args__ = (UniqueConstraint("record_id", "seat", "user_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    record_id: Mapped[int] = mapped_column(
        ForeignKey("game_records.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int] = mapped_column(Integer)


class ActionRow(Base):
    __tablename__ = "actions"
    __table_args__ = (UniqueConstraint("record_id", "idx"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    record_id: Mapped[int] = mapped_column(
        ForeignKey("game_records.id", ondelete="CASCADE"), index=True
    )
    idx: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[Any] = mapped_column(JSON)
    by_bot: Mapped[bool] = mapped_column(Boolean, default=False)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # The clocks just after this action: {remaining, running}, so a restart resumes them.
    clocks: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


class ChatRow(Base):
    __tablename__ = "chat_messages"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), nullable=True
    )
    name: Mapped[str] = mapped_column(String(40))
    text: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
