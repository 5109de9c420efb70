"""Friends and table invitations: who asked whom, who accepted, who was called to which table.

A friendship is one row per pair, written by the one who asked; it counts once the
other accepts (as on lichess and BGA: nobody is anybody's friend without saying so).
An invitation to a table names the table, the one who invites and the friend; the
server shows it to the friend while the table waits for players.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import (
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    UniqueConstraint,
    delete,
    func,
    or_,
    select,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column

from igroteka.store.accounts import User
from igroteka.store.base import Base
from igroteka.store.clock import utcnow
from igroteka.store.database import Database


class FriendshipRow(Base):
    __tablename__ = "friendships"
    __table_args__ = (UniqueConstraint("asker_id", "friend_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    asker_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    friend_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    accepted: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    accepted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class TableInviteRow(Base):
    __tablename__ = "table_invites"
    __table_args__ = (UniqueConstraint("table_id", "to_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"))
    from_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    to_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class AlreadyLinked(Exception):
    """Two requests between the same two people raced; the unique index decided."""


@dataclass(frozen=True)
class Link:
    """One friendship as one of its two people sees it."""

    other: User
    accepted: bool
    asked_by_me: bool


@dataclass(frozen=True)
class Invitation:
    id: int
    table_id: str
    sender: User


class FriendRepo:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def players_named(self, name: str) -> list[User]:
        """Registered players whose login or name is `name` (letter case aside); guests are
        never found: they cannot have friends."""
        wanted = name.strip()
        # SQLite's lower() knows only Latin letters: the usual spellings of a Cyrillic
        # name are asked for as they are, and the letter case compared here.
        spellings = {wanted, wanted.lower(), wanted.capitalize(), wanted.title(), wanted.upper()}
        async with self.database.session() as session:
            found = await session.scalars(
                select(User)
                .where(User.is_guest.is_(False))
                .where(
                    or_(
                        User.login == wanted.lower(),
                        User.name.in_(spellings),
                        func.lower(User.name) == wanted.lower(),
                    )
                )
                .order_by(User.id)
                .limit(10)
            )
            key = wanted.casefold()
            return [u for u in found if u.login == wanted.lower() or u.name.casefold() == key]

    async def between(self, one: int, other: int) -> FriendshipRow | None:
        async with self.database.session() as session:
            return await session.scalar(
                select(FriendshipRow).where(
                    or_(
                        (FriendshipRow.asker_id == one) & (FriendshipRow.friend_id == other),
                        (FriendshipRow.asker_id == other) & (FriendshipRow.friend_id == one),
                    )
                )
            )

    async def ask(self, asker: int, friend: int) -> None:
        try:
            async with self.database.session() as session, session.begin():
                session.add(FriendshipRow(asker_id=asker, friend_id=friend, accepted=False))
        except IntegrityError as error:
            raise AlreadyLinked from error

    async def accept(self, asker: int, me: int) -> bool:
        """Accept `asker`'s request to `me`; False when there is none."""
        async with self.database.session() as session, session.begin():
            row = await session.scalar(
                select(FriendshipRow)
                .where(FriendshipRow.asker_id == asker, FriendshipRow.friend_id == me)
                .with_for_update()
            )
            if row is None:
                return False
            if not row.accepted:
                row.accepted = True
                row.accepted_at = utcnow()
            return True

    async def remove(self, one: int, other: int) -> bool:
        """End a friendship, or decline or withdraw a request, whoever wrote it."""
        async with self.database.session() as session, session.begin():
            result = await session.execute(
                delete(FriendshipRow).where(
                    or_(
                        (FriendshipRow.asker_id == one) & (FriendshipRow.friend_id == other),
                        (FriendshipRow.asker_id == other) & (FriendshipRow.friend_id == one),
                    )
                )
            )
            await session.execute(
                delete(TableInviteRow).where(
                    or_(
                        (TableInviteRow.from_id == one) & (TableInviteRow.to_id == other),
                        (TableInviteRow.from_id == other) & (TableInviteRow.to_id == one),
                    )
                )
            )
            return bool(getattr(result, "rowcount", 0))

    async def links_of(self, user_id: int) -> list[Link]:
        async with self.database.session() as session:
            rows = (
                await session.execute(
                    select(FriendshipRow, User)
                    .join(
                        User,
                        or_(
                            (FriendshipRow.asker_id == user_id)
                            & (User.id == FriendshipRow.friend_id),
                            (FriendshipRow.friend_id == user_id)
                            & (User.id == FriendshipRow.asker_id),
                        ),
                    )
                    .order_by(User.name, User.id)
                )
            ).all()
        return [
            Link(other=user, accepted=row.accepted, asked_by_me=row.asker_id == user_id)
            for row, user in rows
        ]

    async def invite(self, table_id: str, sender: int, friend: int) -> None:
        """Call `friend` to the table; a second call to the same table renews the first."""
        async with self.database.session() as session, session.begin():
            await session.execute(
                delete(TableInviteRow).where(
                    TableInviteRow.table_id == table_id, TableInviteRow.to_id == friend
                )
            )
            session.add(TableInviteRow(table_id=table_id, from_id=sender, to_id=friend))

    async def invitations_for(self, user_id: int) -> list[Invitation]:
        async with self.database.session() as session:
            rows = (
                await session.execute(
                    select(TableInviteRow, User)
                    .join(User, User.id == TableInviteRow.from_id)
                    .where(TableInviteRow.to_id == user_id)
                    .order_by(TableInviteRow.created_at.desc(), TableInviteRow.id.desc())
                )
            ).all()
        return [Invitation(id=row.id, table_id=row.table_id, sender=user) for row, user in rows]

    async def drop_invitation(self, invite_id: int, user_id: int) -> bool:
        """The friend dismisses an invitation (only their own)."""
        async with self.database.session() as session, session.begin():
            result = await session.execute(
                delete(TableInviteRow).where(
                    TableInviteRow.id == invite_id, TableInviteRow.to_id == user_id
                )
            )
            return bool(getattr(result, "rowcount", 0))
