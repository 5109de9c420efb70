"""What every HTTP handler needs: the club, the signed-in person, the reader's language."""

from __future__ import annotations

from typing import Any

from fastapi import Request

from igroteka.engine.i18n import LANGUAGES
from igroteka.server import texts
from igroteka.server.auth import COOKIE, token_hash
from igroteka.server.club import Club
from igroteka.server.connection import Member
from igroteka.server.errors import ClubError
from igroteka.server.schemas import ErrorOut
from igroteka.store.account_repo import AccountRepo
from igroteka.store.accounts import User

ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorOut, "description": "A refusal, in the error shape of docs/protocol.md"}
    for code in (400, 401, 403, 404, 409, 422, 429)
}


def club_of(request: Request) -> Club:
    club: Club = request.app.state.club
    return club


def accounts_of(request: Request) -> AccountRepo:
    repo: AccountRepo = request.app.state.accounts
    return repo


def member_of(user: User) -> Member:
    return Member(id=user.id, name=user.name, lang=user.lang, guest=user.is_guest)


async def user_from_cookies(repo: AccountRepo, cookies: dict[str, str]) -> User | None:
    token = cookies.get(COOKIE)
    if not token or len(token) > 200:
        return None
    return await repo.user_for_session(token_hash(token))


async def current_user(request: Request) -> User | None:
    cached = getattr(request.state, "user", False)
    if cached is not False:
        return cached
    user = await user_from_cookies(accounts_of(request), dict(request.cookies))
    request.state.user = user
    return user


async def require_user(request: Request) -> User:
    user = await current_user(request)
    if user is None:
        raise ClubError(texts.NOT_SIGNED_IN, "not_signed_in", 401)
    return user


def language(request: Request, user: User | None = None) -> str:
    """The user's saved language, else ?lang=, else the browser's Accept-Language, else ru."""
    if user is not None and user.lang in LANGUAGES:
        return user.lang
    asked = request.query_params.get("lang")
    if asked in LANGUAGES:
        return asked
    header = request.headers.get("accept-language", "").lower()
    if header.startswith("en"):
        return "en"
    return "ru"


async def reader_language(request: Request) -> str:
    """For error answers: the signed-in reader's language when there is one."""
    try:
        user = await current_user(request)
    except Exception:  # the database is the problem being reported; fall back to headers
        user = None
    return language(request, user)
