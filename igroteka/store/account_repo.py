"""Users and sessions: the queries behind sign-in."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError

from igroteka.store.accounts import AuthSession, User
from igroteka.store.clock import as_utc, utcnow
from igroteka.store.database import Database


class LoginTaken(Exception):
    """Two registrations raced for one login; the database's unique index decided."""


class AccountRepo:
    def __init__(self, database: Database) -> None:
        self.database = database
        self._settings_lock = asyncio.Lock()

    async def create_user(self, name: str, lang: str, **fields: Any) -> User:
        user = User(name=name, lang=lang, settings={}, **fields)
        try:
            async with self.database.session() as session, session.begin():
                session.add(user)
        except IntegrityError as error:
            raise LoginTaken from error
        return user

    async def get(self, user_id: int) -> User | None:
        async with self.database.session() as session:
            return await session.get(User, user_id)

    async def by_login(self, login: str) -> User | None:
        async with self.database.session() as session:
            return await session.scalar(select(User).where(User.login == login))

    async def update(self, user_id: int, **fields: Any) -> User | None:
        try:
            async with self.database.session() as session, session.begin():
                user = await session.get(User, user_id)
                if user is None:
                    return None
                for key, value in fields.items():
                    setattr(user, key, value)
        except IntegrityError as error:
            raise LoginTaken from error
        return user

    async def merge_settings(
        self, user_id: int, changes: dict[str, Any], lang: str | None = None
    ) -> User | None:
        """Add changed display settings to the stored ones, read and written in one step.

        Two requests of one person may arrive together (two tabs, two quick clicks);
        each carries only the keys it changed, so each must merge into what is stored
        now, not into what its request saw: the lock orders them in this process, and
        the row lock orders them between processes on PostgreSQL.
        """
        async with self._settings_lock, self.database.session() as session, session.begin():
            user = await session.get(User, user_id, with_for_update=True)
            if user is None:
                return None
            user.settings = {**(user.settings or {}), **changes}
            if lang is not None:
                user.lang = lang
        return user

    async def open_session(self, user_id: int, token_hash: str, days: int) -> None:
        now = utcnow()
        async with self.database.session() as session, session.begin():
            session.add(
                AuthSession(
                    token_hash=token_hash,
                    user_id=user_id,
                    created_at=now,
                    expires_at=now + timedelta(days=days),
                )
            )

    async def user_for_session(self, token_hash: str) -> User | None:
        async with self.database.session() as session:
            row = await session.get(AuthSession, token_hash)
            if row is None or as_utc(row.expires_at) < utcnow():
                return None
            return await session.get(User, row.user_id)

    async def close_session(self, token_hash: str) -> None:
        async with self.database.session() as session, session.begin():
            await session.execute(delete(AuthSession).where(AuthSession.token_hash == token_hash))
