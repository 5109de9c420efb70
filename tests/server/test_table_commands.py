"""A table actor's command queue (igroteka/server/table/core.py): commands run one at a
time in the order they were queued, whether submitted or posted and whether the table
was idle or busy; a stop runs what was queued before it and refuses what came after."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from igroteka.server.club import Club
from igroteka.server.config import Settings
from igroteka.server.connection import Member
from igroteka.server.errors import ClubError
from igroteka.store.account_repo import AccountRepo


async def _table(folder: Path) -> tuple[Club, Any]:
    club = Club(Settings(database_url=f"sqlite:///{folder / 'club.db'}", bot_delay=0))
    await club.start()
    user = await AccountRepo(club.database).create_user("Anna", "ru")
    member = Member(user.id, user.name, "ru", guest=True)
    actor, _ = await club.create_table(
        member, "test_cards", None, None, [{"kind": "me"}, {"kind": "human"}], False, 0, None
    )
    return club, actor


async def test_commands_run_one_at_a_time_in_order(tmp_path: Path) -> None:
    club, actor = await _table(tmp_path)
    try:
        ran: list[str] = []
        running = 0

        async def command(name: str, pause: float) -> str:
            nonlocal running
            running += 1
            assert running == 1, "two commands of one table ran at once"
            ran.append(f"{name}+")
            if pause:
                await asyncio.sleep(pause)
            ran.append(f"{name}-")
            running -= 1
            return name

        async def failing() -> None:
            raise ClubError("no", "refused", 409)

        await asyncio.sleep(0.05)  # the table idles: its loop waits for a command
        first = actor.submit(command, "a", 0.02)
        actor.post(command, "b", 0)
        refused = actor.submit(failing)
        last = actor.submit(command, "c", 0.01)
        assert await first == "a"
        with pytest.raises(ClubError):
            await refused
        assert await last == "c"
        assert ran == ["a+", "a-", "b+", "b-", "c+", "c-"]

        # Queued from inside a command: after everything already waiting.
        async def queues_more() -> None:
            actor.post(command, "e", 0)
            ran.append("d")

        ran.clear()
        actor.post(queues_more)
        await actor.submit(command, "x", 0)
        await actor.submit(command, "y", 0)
        assert ran == ["d", "x+", "x-", "e+", "e-", "y+", "y-"]
    finally:
        await club.stop()


async def test_a_stop_runs_what_came_before_it_and_refuses_the_rest(tmp_path: Path) -> None:
    club, actor = await _table(tmp_path)
    try:
        ran: list[int] = []

        async def command(n: int) -> int:
            await asyncio.sleep(0.01)
            ran.append(n)
            return n

        before = [actor.submit(command, n) for n in range(3)]
        stopping = asyncio.create_task(actor.stop())
        await asyncio.sleep(0)  # the stop is queued behind the three
        after = actor.submit(command, 9)
        await stopping
        assert [await f for f in before] == [0, 1, 2] == ran
        with pytest.raises(ClubError) as refused:
            await after
        assert refused.value.code == "no_table"
        with pytest.raises(ClubError):
            actor.submit(command, 10)
        assert ran == [0, 1, 2]
    finally:
        await club.stop()
