"""Friends over HTTP: ask by name, accept, list with who is online and where, invite to a table
(/api/friends..., and /api/invitations: its own path, so no fixed name sits beside
/api/friends/{user_id}).

Only registered players have friends (a guest cannot be found by name). Asking someone
who already asked you accepts their request, as the two clearly agree.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends, Path, Request

from igroteka.server import friend_texts as say
from igroteka.server.deps import (
    CHANGE,
    ERRORS,
    LIVE_TABLE,
    club_of,
    from_own_page,
    member_of,
    require_user,
)
from igroteka.server.errors import ClubError
from igroteka.server.friend_schemas import FriendNameIn, FriendsOut, InviteFriendIn
from igroteka.server.friends import friends_view, pick_friend
from igroteka.server.online import WhoIsOnline
from igroteka.server.schemas import Empty
from igroteka.store.accounts import User
from igroteka.store.friends import AlreadyLinked, FriendRepo

router = APIRouter(
    prefix="/api",
    tags=["friends"],
    responses=ERRORS,
    dependencies=[Depends(from_own_page)],
)
ID_MAX = 2**31 - 1


def presence_of(request: Request) -> WhoIsOnline:
    presence: WhoIsOnline = request.app.state.presence
    return presence


def repo_of(request: Request) -> FriendRepo:
    return FriendRepo(club_of(request).database)


async def registered(user: User = Depends(require_user)) -> User:
    if user.is_guest:
        raise ClubError(say.GUEST_NO_FRIENDS, "guest_no_friends", 403)
    return user


async def _view(request: Request, user: User) -> FriendsOut:
    presence = presence_of(request)
    presence.touch(user.id)  # the page that asks is open: its reader is in the club
    club = club_of(request)
    repo = repo_of(request)
    return friends_view(
        user.id,
        await repo.links_of(user.id),
        await repo.invitations_for(user.id),
        presence.online(club.connections),
        list(club.tables.values()),
    )


@router.get("/friends", response_model=FriendsOut)
async def friends(request: Request, user: User = Depends(registered)) -> FriendsOut:
    """My friends (online first, with the tables they sit at), requests both ways, and
    the invitations to tables that still wait for players."""
    return await _view(request, user)


async def _target(repo: FriendRepo, name: str) -> User:
    found = await repo.players_named(name)
    exact = [u for u in found if u.login == name.strip().lower()]
    if exact:
        return exact[0]
    if not found:
        raise ClubError(say.UNKNOWN_PLAYER.with_params(name=name.strip()), "unknown_player", 404)
    if len(found) > 1:
        raise ClubError(
            say.AMBIGUOUS_PLAYER.with_params(name=name.strip()), "ambiguous_player", 409
        )
    return found[0]


@router.post("/friends", response_model=FriendsOut, responses=CHANGE)
async def ask(body: FriendNameIn, request: Request, user: User = Depends(registered)) -> FriendsOut:
    """Ask a player, by login or club name, to be friends (accepts their request, if any)."""
    await club_of(request).check_rate("friend", user.id)
    repo = repo_of(request)
    target = await _target(repo, body.name)
    if target.id == user.id:
        raise ClubError(say.FRIEND_SELF, "friend_self", 409)
    link = await repo.between(user.id, target.id)
    if link is None:
        try:
            await repo.ask(user.id, target.id)
        except AlreadyLinked:
            link = await repo.between(user.id, target.id)
    if link is not None:
        if link.accepted:
            raise ClubError(
                say.ALREADY_FRIENDS.with_params(name=target.name), "already_friends", 409
            )
        if link.asker_id == user.id:
            raise ClubError(say.ALREADY_ASKED.with_params(name=target.name), "already_asked", 409)
        await repo.accept(target.id, user.id)
    return await _view(request, user)


@router.post("/friends/{user_id}/accept", response_model=FriendsOut, responses=CHANGE)
async def accept(
    request: Request, user_id: int = Path(ge=1, le=ID_MAX), user: User = Depends(registered)
) -> FriendsOut:
    if not await repo_of(request).accept(user_id, user.id):
        raise ClubError(say.NO_REQUEST, "no_request", 404)
    return await _view(request, user)


@router.delete("/friends/{user_id}", response_model=FriendsOut, responses=CHANGE)
async def remove(
    request: Request, user_id: int = Path(ge=1, le=ID_MAX), user: User = Depends(registered)
) -> FriendsOut:
    """Unfriend, decline a request, or withdraw one's own."""
    if not await repo_of(request).remove(user.id, user_id):
        raise ClubError(say.NOT_LINKED, "not_linked", 404)
    return await _view(request, user)


@router.post("/invitations", response_model=Empty, responses={**CHANGE, **LIVE_TABLE})
async def invite(body: InviteFriendIn, request: Request, user: User = Depends(registered)) -> Empty:
    """Call a friend, by login or name, to a table I sit at that waits for players: the
    invitation (with the private table's link) appears in their lobby."""
    club = club_of(request)
    await club.check_rate("friend", user.id)
    # Asked of the process holding the table (one process: this one).
    table_id = await club.on_table(body.table, "may_invite", member_of(user))
    repo = repo_of(request)
    friend = pick_friend(await repo.links_of(user.id), body.name)
    if friend is None:
        raise ClubError(say.NOT_A_FRIEND.with_params(name=body.name.strip()), "not_a_friend", 404)
    await repo.invite(table_id, user.id, friend.id)
    return Empty()


@router.delete("/invitations/{invite_id}", response_model=FriendsOut, responses=CHANGE)
async def dismiss(
    request: Request, invite_id: int = Path(ge=1, le=ID_MAX), user: User = Depends(registered)
) -> FriendsOut:
    if not await repo_of(request).drop_invitation(invite_id, user.id):
        raise ClubError(say.NO_INVITATION, "no_invitation", 404)
    return await _view(request, user)
