"""The request and answer shapes of /api/friends (they make its part of the OpenAPI schema)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from igroteka.server.schemas import NAME_RAW_MAX, Strict


class FriendNameIn(Strict):
    # A login or a club name: logins are up to 40 characters.
    name: str = Field(min_length=1, max_length=max(NAME_RAW_MAX, 40))


class InviteFriendIn(Strict):
    table: str = Field(min_length=1, max_length=32)
    name: str = Field(min_length=1, max_length=max(NAME_RAW_MAX, 40))


class FriendTableOut(BaseModel):
    """A table a friend sits at; `url` is None for a private table one may not open."""

    id: str
    game: str
    status: Literal["waiting", "playing"]
    private: bool
    joinable: bool
    watchable: bool
    url: str | None


class PersonOut(BaseModel):
    id: int
    name: str
    login: str | None


class FriendOut(PersonOut):
    online: bool
    tables: list[FriendTableOut]


class InvitationOut(BaseModel):
    id: int
    table: str
    game: str
    sender: PersonOut
    url: str


class FriendsOut(BaseModel):
    friends: list[FriendOut]
    incoming: list[PersonOut]
    outgoing: list[PersonOut]
    invitations: list[InvitationOut]
