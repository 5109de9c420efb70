"""Guests, registration, login and display settings."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Depends, Query, Request, Response

from igroteka.server import texts
from igroteka.server.auth import (
    COOKIE,
    check_login,
    check_password,
    hash_password,
    new_token,
    token_hash,
    verify_password,
)
from igroteka.server.deps import (
    CHANGE,
    ERRORS,
    accounts_of,
    client_address,
    club_of,
    current_user,
    from_own_page,
    language,
    require_user,
)
from igroteka.server.errors import ClubError
from igroteka.server.schemas import (
    ChipsOut,
    Empty,
    GuestIn,
    LoginIn,
    MyGameOut,
    RegisterIn,
    SettingsIn,
    UserEnvelope,
    UserOut,
)
from igroteka.server.seats import Seat
from igroteka.server.text_safety import clean_name
from igroteka.store.account_repo import LoginTaken
from igroteka.store.accounts import User
from igroteka.store.clock import as_utc

router = APIRouter(
    prefix="/api", tags=["accounts"], responses=ERRORS, dependencies=[Depends(from_own_page)]
)


def user_out(user: User, chips: int | None = None) -> UserOut:
    return UserOut(
        id=user.id,
        name=user.name,
        login=user.login,
        guest=user.is_guest,
        lang="en" if user.lang == "en" else "ru",
        settings=dict(user.settings or {}),
        chips=chips,
    )


async def chips_of(request: Request, user: User) -> int | None:
    """A registered player's balance, after today's top-up (given once a day)."""
    if user.is_guest:
        return None
    grant = await club_of(request).chips.daily_top_up(user.id)
    return grant.balance


async def _sign_in(request: Request, response: Response, user: User) -> None:
    token = new_token()
    club = club_of(request)
    await accounts_of(request).open_session(user.id, token_hash(token), club.settings.session_days)
    secure = club.settings.cookie_secure == "always" or (
        club.settings.cookie_secure == "auto" and request.url.scheme == "https"
    )
    response.set_cookie(
        COOKIE,
        token,
        max_age=club.settings.session_days * 86400,
        httponly=True,
        secure=secure,
        samesite="lax",
        path="/",
    )


@router.post("/auth/guest", response_model=UserEnvelope, responses=CHANGE)
async def guest(body: GuestIn, request: Request, response: Response) -> UserEnvelope:
    name = clean_name(body.name)
    lang = body.lang or language(request)
    await club_of(request).check_rate("guest", client_address(request))
    user = await accounts_of(request).create_user(name, lang, is_guest=True)
    await _sign_in(request, response, user)
    return UserEnvelope(user=user_out(user))


@router.post("/auth/register", response_model=UserEnvelope, responses=CHANGE)
async def register(body: RegisterIn, request: Request, response: Response) -> UserEnvelope:
    login = check_login(body.login)
    password = check_password(body.password)
    repo = accounts_of(request)
    me = await current_user(request)
    name = clean_name(body.name) if body.name is not None else (me.name if me else login)
    lang = body.lang or (me.lang if me else language(request))
    taken = ClubError(texts.LOGIN_TAKEN.with_params(login=login), "login_taken", 409)
    if await repo.by_login(login) is not None:
        raise taken
    fields = {
        "login": login,
        "password_hash": hash_password(password),
        "is_guest": False,
        "name": name,
        "lang": lang,
    }
    try:
        if me is not None and me.is_guest:
            # The guest keeps their seats and games: the account is upgraded in place.
            user = await repo.update(me.id, **fields)
            if user is None:
                raise ClubError(texts.NOT_SIGNED_IN, "not_signed_in", 401)
        else:
            await club_of(request).check_rate("guest", client_address(request))
            user = await repo.create_user(**fields)
    except LoginTaken:
        raise taken from None
    await club_of(request).chips.open_account(user.id)
    await _sign_in(request, response, user)
    return UserEnvelope(user=user_out(user, await chips_of(request, user)))


@router.post("/auth/login", response_model=UserEnvelope, responses=CHANGE)
async def login(body: LoginIn, request: Request, response: Response) -> UserEnvelope:
    """Three limits, so that a stranger's failures never lock the owner out: attempts from
    one address (spraying many names), attempts at this name from this address (guessing
    its password; cleared by a success), and attempts at this name from anywhere, which
    past their limit make each answer slower instead of refusing it."""
    club = club_of(request)
    key = body.login.lower()[:40]
    address = client_address(request)
    await club.check_rate("login_address", address)
    await club.check_rate("login", f"{key} {address}")
    if not (await club.limiter.check("login_name", key)).allowed:
        await asyncio.sleep(club.settings.login_slowdown_seconds)
    user = await accounts_of(request).by_login(key)
    if user is None or not verify_password(user.password_hash, body.password):
        raise ClubError(texts.BAD_LOGIN, "bad_login", 401)
    await club.limiter.reset("login", f"{key} {address}")
    await club.limiter.reset("login_name", key)
    await _sign_in(request, response, user)
    return UserEnvelope(user=user_out(user, await chips_of(request, user)))


@router.post("/auth/logout", response_model=Empty, responses=CHANGE)
async def logout(request: Request, response: Response) -> Empty:
    token = request.cookies.get(COOKIE)
    if token:
        await accounts_of(request).close_session(token_hash(token))
    response.delete_cookie(COOKIE, path="/")
    return Empty()


@router.get("/me", response_model=UserEnvelope)
async def me(request: Request, user: User = Depends(require_user)) -> UserEnvelope:
    return UserEnvelope(user=user_out(user, await chips_of(request, user)))


@router.get("/me/games", response_model=list[MyGameOut])
async def my_games(
    request: Request,
    user: User = Depends(require_user),
    limit: int = Query(50, ge=1, le=200),
) -> list[MyGameOut]:
    """The games I played or play, newest first: back to the table, or to the replay."""
    games = []
    for record, table in await club_of(request).repo.games_of(user.id, limit):
        seats = table.seats or record.seats
        mine = [
            i for i, s in enumerate(seats) if user.id in (s.get("user_id"), s.get("left_user_id"))
        ]
        others = [
            Seat.from_stored(s).label().render(user.lang)
            for i, s in enumerate(seats)
            if i not in mine
        ]
        games.append(
            MyGameOut(
                id=record.id,
                table=table.id,
                game=record.game,
                preset=table.preset,
                status=table.status,
                started_at=as_utc(record.started_at).isoformat(),
                finished_at=as_utc(record.finished_at).isoformat() if record.finished_at else None,
                seats=mine,
                opponents=others,
                result=record.outcome,
                replay=record.finished_at is not None,
                offline=table.id.startswith("offline-"),
            )
        )
    return games


@router.get("/me/chips", response_model=ChipsOut)
async def my_chips(request: Request, user: User = Depends(require_user)) -> ChipsOut:
    """The balance and the latest movements (stakes, winnings, top-ups)."""
    balance = await chips_of(request, user)
    if balance is None:
        return ChipsOut(balance=None, history=[])
    lines = await club_of(request).chips.history(user.id)
    return ChipsOut(
        balance=balance,
        history=[
            {
                "kind": line.kind,
                "amount": line.amount,
                "at": as_utc(line.at).isoformat(),
                "memo": line.memo,
            }
            for line in lines
        ],
    )


@router.patch("/me/settings", response_model=UserEnvelope, responses=CHANGE)
async def settings(
    body: SettingsIn, request: Request, user: User = Depends(require_user)
) -> UserEnvelope:
    changes = body.model_dump(exclude_none=True)
    lang = changes.pop("lang", None)
    updated = await accounts_of(request).merge_settings(user.id, changes, lang)
    if updated is None:
        raise ClubError(texts.NOT_SIGNED_IN, "not_signed_in", 401)
    return UserEnvelope(user=user_out(updated, await chips_of(request, updated)))
