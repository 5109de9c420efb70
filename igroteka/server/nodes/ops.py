"""What an HTTP request does at a table, as plain functions run by the table's owner.

With one process these run where the request arrived; with several
(igroteka/server/nodes/node.py) the process that received the request has them
run by the process that holds the table's lease, and gets back their JSON
answer or their refusal. Each takes the club, the table's id and the person
asking (a `Member`, or None), and keyword arguments that are plain JSON.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from igroteka.server import friend_texts as say
from igroteka.server import texts
from igroteka.server.connection import Member
from igroteka.server.errors import ClubError
from igroteka.server.friends import seated
from igroteka.server.table.actor import TableActor

Op = Callable[..., Awaitable[Any]]


async def _info(actor: TableActor) -> dict[str, Any]:
    return actor.info()


async def stored_summary(club: Any, table_id: str) -> tuple[dict[str, Any], TableActor]:
    """A table not in memory: its summary read from the database."""
    row = await club.repo.get(table_id)
    if row is None:
        raise ClubError(texts.NO_TABLE, "no_table", 404)
    actor = TableActor(club, row)
    if row.record_id is not None and row.status == "finished":
        record = await club.repo.record(row.record_id)
        actor.seed = int(record.seed) if record is not None else None
    return actor.info(), actor


async def summary(
    club: Any, table_id: str, member: Member | None, invite: str | None = None
) -> dict[str, Any]:
    actor = club.tables.get(table_id)
    if actor is None:
        info, actor = await stored_summary(club, table_id)
    else:
        info = await actor.call(_info, actor)
    if not actor.may_see(member, invite):
        raise ClubError(texts.PRIVATE_TABLE, "private_table", 403)
    return info  # type: ignore[no-any-return]


async def invite(club: Any, table_id: str, member: Member) -> str | None:
    actor = club.tables.get(table_id)
    if actor is None:
        _, actor = await stored_summary(club, table_id)
    return actor.invite_for(member)  # type: ignore[no-any-return]  # reads only: no queue


async def join(
    club: Any, table_id: str, member: Member, seat: int | None, invite: str | None
) -> dict[str, Any]:
    actor = await club.live_table(table_id)
    taken = await actor.call(actor.join, member, seat, invite)
    return {"table": await actor.call(_info, actor), "seat": taken}


async def leave(club: Any, table_id: str, member: Member) -> dict[str, Any]:
    actor = await club.live_table(table_id)
    await actor.call(actor.leave, member)
    return {"table": await actor.call(_info, actor)}


async def ready(club: Any, table_id: str, member: Member) -> dict[str, Any]:
    actor = await club.live_table(table_id)
    await actor.call(actor.ready, member)
    return {"table": await actor.call(_info, actor)}


async def seed(
    club: Any, table_id: str, member: Member, seat: int | None, seed: Any
) -> dict[str, Any]:
    actor = await club.live_table(table_id)
    await actor.call(actor.add_seed, member, seat, seed)
    return {"table": await actor.call(_info, actor)}


async def rematch(club: Any, table_id: str, member: Member) -> dict[str, Any]:
    actor = await club.finished_table(table_id)
    new_table = await actor.call(actor.rematch, member)
    return {"table": await actor.call(_info, actor), "rematch": new_table}


async def may_invite(club: Any, table_id: str, member: Member) -> str:
    """Whether `member` may call friends to the table (seated at it or its creator, and it
    waits for players); the table's id, else the refusal."""
    actor = await club.live_table(table_id)
    if not seated(actor, member.id) and actor.created_by != member.id:
        raise ClubError(say.INVITE_NOT_AT_TABLE, "not_at_table", 403)
    if actor.status != "waiting":
        raise ClubError(texts.NOT_WAITING, "not_waiting", 409)
    return actor.id  # type: ignore[no-any-return]


async def table_info(club: Any, table_id: str, member: Member | None) -> dict[str, Any]:
    """A loaded table's summary as its actor has it now (after creating one)."""
    actor = club.table(table_id)
    return await actor.call(_info, actor)  # type: ignore[no-any-return]


OPS: dict[str, Op] = {
    "summary": summary,
    "invite": invite,
    "join": join,
    "leave": leave,
    "ready": ready,
    "seed": seed,
    "rematch": rematch,
    "may_invite": may_invite,
    "table_info": table_info,
}
