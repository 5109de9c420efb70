"""The friends list as one person sees it: who is online, at which table, and how to get there.

Built from plain data: the stored links and invitations, the ids online now, and the
tables the club holds (anything with the few fields below). A friend's private table
is named but given no link unless its reader may open it (seated, or invited).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from igroteka.server.friend_schemas import (
    FriendOut,
    FriendsOut,
    FriendTableOut,
    InvitationOut,
    PersonOut,
)
from igroteka.store.accounts import User
from igroteka.store.friends import Invitation, Link


class _Seat(Protocol):
    user_id: int | None
    abandoned: bool


class _Game(Protocol):
    id: str


class OpenTable(Protocol):
    id: str
    status: str
    private: bool
    invite_token: str | None
    created_by: int | None

    @property
    def game(self) -> _Game: ...

    @property
    def seats(self) -> Sequence[_Seat]: ...

    def free_seats(self) -> int: ...


def person(user: User) -> PersonOut:
    return PersonOut(id=user.id, name=user.name, login=user.login)


def seated(table: OpenTable, user_id: int) -> bool:
    return any(s.user_id == user_id and not s.abandoned for s in table.seats)


def table_url(table: OpenTable, invited: bool, viewer: int) -> str | None:
    """The way in: the plain page of a public table, the invite link of a private one for
    whoever was invited (or sits there), nothing for anyone else."""
    if not table.private:
        return f"/table/{table.id}"
    if invited or seated(table, viewer) or table.created_by == viewer:
        token = table.invite_token
        return f"/table/{table.id}?invite={token}" if token else f"/table/{table.id}"
    return None


def friends_view(
    viewer: int,
    links: Iterable[Link],
    invitations: Iterable[Invitation],
    online: set[int],
    tables: Iterable[OpenTable],
) -> FriendsOut:
    live = [t for t in tables if t.status in ("waiting", "playing")]
    by_id = {t.id: t for t in live}
    shown_invites: list[InvitationOut] = []
    invited_to: set[str] = set()
    for invitation in invitations:
        table = by_id.get(invitation.table_id)
        if table is None or table.status != "waiting" or seated(table, viewer):
            continue  # the game began, the table closed, or the friend already came
        invited_to.add(table.id)
        shown_invites.append(
            InvitationOut(
                id=invitation.id,
                table=table.id,
                game=table.game.id,
                sender=person(invitation.sender),
                url=table_url(table, True, viewer) or f"/table/{table.id}",
            )
        )
    at: dict[int, list[OpenTable]] = {}  # who sits where, read once for every friend
    for table in live:
        for user_id in {s.user_id for s in table.seats if s.user_id is not None}:
            if seated(table, user_id):
                at.setdefault(user_id, []).append(table)
    friends, incoming, outgoing = [], [], []
    for link in links:
        if not link.accepted:
            (outgoing if link.asked_by_me else incoming).append(person(link.other))
            continue
        places = []
        for table in at.get(link.other.id, []):
            url = table_url(table, table.id in invited_to, viewer)
            mine = seated(table, viewer)
            places.append(
                FriendTableOut(
                    id=table.id,
                    game=table.game.id,
                    status="waiting" if table.status == "waiting" else "playing",
                    private=table.private,
                    joinable=url is not None
                    and not mine
                    and table.status == "waiting"
                    and table.free_seats() > 0,
                    watchable=url is not None and not mine and table.status == "playing",
                    url=url,
                )
            )
        friends.append(
            FriendOut(
                **person(link.other).model_dump(),
                online=link.other.id in online,
                tables=places,
            )
        )
    friends.sort(key=lambda f: (not f.online, f.name.casefold()))
    return FriendsOut(
        friends=friends, incoming=incoming, outgoing=outgoing, invitations=shown_invites
    )


def pick_friend(links: Iterable[Link], name: str) -> User | None:
    """The accepted friend whose login, else whose name, is `name` (letter case aside)."""
    wanted = name.strip().casefold()
    accepted = [link.other for link in links if link.accepted]
    for user in accepted:
        if user.login and user.login.casefold() == wanted:
            return user
    named = [u for u in accepted if u.name.casefold() == wanted]
    return named[0] if len(named) == 1 else None
