"""What every HTTP handler needs: the club, the signed-in person, the reader's language,
the client's address (for rate limits), and the proof that a change comes from the club's
own page."""

from __future__ import annotations

import ipaddress
from typing import Any

from fastapi import Request

from igroteka.engine.i18n import LANGUAGES
from igroteka.server import texts
from igroteka.server.auth import COOKIE, token_hash
from igroteka.server.club import Club
from igroteka.server.connection import Member
from igroteka.server.errors import ClubError
from igroteka.server.origins import SAFE_METHODS, OriginPolicy, has_body, is_json
from igroteka.server.schemas import ErrorOut
from igroteka.store.account_repo import AccountRepo
from igroteka.store.accounts import User

ERROR_TEXT = "A refusal, in the error shape of docs/protocol.md"
RETRY_AFTER = {
    "Retry-After": {
        "description": "Seconds until the limit lets this request through",
        "required": True,
        "schema": {"type": "integer", "minimum": 1},
    }
}


def refusals(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The OpenAPI `responses` for these refusal statuses (429 with its Retry-After)."""
    out: dict[int | str, dict[str, Any]] = {}
    for status in statuses:
        out[status] = {"model": ErrorOut, "description": ERROR_TEXT}
        if status == 429:
            out[status]["headers"] = RETRY_AFTER
    return out


# The refusals any operation may answer...
ERRORS = refusals(400, 401, 403, 404, 409, 422, 429)
# ...a change from a page that is not the club's (403) or with a body not in JSON (415)...
CHANGE = refusals(403, 415)
# ...and one at a table that may have closed since (410: expired, or everyone left).
LIVE_TABLE = refusals(410)


async def from_own_page(request: Request) -> None:
    """A state-changing request must come from the club's own page, with a JSON body
    (igroteka/server/origins.py says why both)."""
    if request.method in SAFE_METHODS:
        return
    policy: OriginPolicy = request.app.state.origins
    if not policy.allows(request.headers, request.url.scheme):
        raise ClubError(texts.FOREIGN_ORIGIN, "foreign_origin", 403)
    content_type = request.headers.get("content-type")
    if (content_type is not None and not is_json(content_type)) or (
        content_type is None and has_body(request.headers)
    ):
        raise ClubError(texts.JSON_ONLY, "json_only", 415)


def client_address(request: Request) -> str:
    """The client's address as the rate limits count it: an IPv6 client by its /64 (one
    household or host gets a whole /64), through a trusted proxy its forwarded address."""
    host = request.client.host if request.client else ""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host or "unknown"
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


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
