"""Waiting tables nobody comes to close by themselves ("expired"): they leave the lobby,
a late joiner is told why, nobody's chips move, and a restart applies the same rule."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import datetime

from tests.server.harness import LiveServer, Player


async def _member(server: LiveServer, login: str, name: str) -> Player:
    player = Player(server.url, server.ws_url)
    answer = await player.http.post(
        "/api/auth/register", json={"login": login, "password": "long password", "name": name}
    )
    assert answer.status_code == 200, answer.text
    player.user = answer.json()["user"]
    return player


async def _chips(player: Player) -> tuple[int, list[str]]:
    answer = (await player.http.get("/api/me/chips")).json()
    return answer["balance"], [line["kind"] for line in answer["history"]]


async def _lobby_ids(player: Player) -> set[str]:
    return {t["id"] for t in (await player.http.get("/api/tables")).json()}


async def _until(condition: Callable[[], bool], seconds: float = 20.0) -> None:
    """Wait until `condition` holds (it must, within `seconds`: then it fails)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not condition():
        assert loop.time() < deadline, "the condition never held"
        await asyncio.sleep(0.05)


async def test_an_idle_waiting_table_expires(sqlite_url: str) -> None:
    server = LiveServer(sqlite_url, waiting_ttl=0.6, finished_ttl=0.3).start()
    anna = await _member(server, "anna", "Анна")
    boris = await _member(server, "boris", "Борис")
    carol = await Player(server.url, server.ws_url).guest("Карина", lang="en")
    try:
        before = [await _chips(p) for p in (anna, boris)]
        created = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "stake": 10, "options": {"hand": 2}}
        )
        table = created.json()["table"]
        tid = table["id"]
        expires = datetime.fromisoformat(table["expires_at"])
        assert 0.3 < (expires - datetime.fromisoformat(table["created_at"])).total_seconds() < 1
        assert (await boris.http.post(f"/api/tables/{tid}/join", json={})).status_code == 200
        assert tid in await _lobby_ids(carol)
        # Carol watches; watching is not doing anything at the table.
        await carol.connect()
        await carol.send({"type": "hello", "table": tid})
        await carol.expect("snapshot")
        closed = await carol.expect("table", timeout=15)
        while closed["table_info"]["status"] != "expired":
            closed = await carol.expect("table", timeout=15)
        assert closed["table_info"]["expires_at"] is None
        assert tid not in await _lobby_ids(carol)
        # A late joiner is told what happened, in their language; nothing changes.
        late = await carol.http.post(f"/api/tables/{tid}/join", json={})
        assert late.status_code == 410
        error = late.json()["error"]
        assert error["code"] == "table_expired" and error["message"] == error["text"]["en"]
        assert error["text"]["en"].startswith("This table was closed: nobody was at it")
        assert error["text"]["ru"].startswith("Этот стол закрыт")
        ready = await anna.http.post(f"/api/tables/{tid}/ready")
        assert ready.json()["error"]["code"] == "table_expired"
        # No stake was taken before a start, so there is none to give back.
        assert [await _chips(p) for p in (anna, boris)] == before
        # Once the table has left memory, the answer is the same (from the database).
        await _until(lambda: tid not in server.club.tables)
        late = await carol.http.post(f"/api/tables/{tid}/join", json={})
        assert late.status_code == 410 and late.json()["error"]["code"] == "table_expired"
        await carol.send({"type": "hello", "table": tid})
        assert (await carol.expect("error"))["code"] == "table_expired"
        stored = (await carol.http.get(f"/api/tables/{tid}")).json()
        assert stored["status"] == "expired"
    finally:
        for p in (anna, boris, carol):
            await p.close()
        server.stop()


async def test_a_table_waits_while_its_creator_is_there(sqlite_url: str) -> None:
    # The idle limit is long enough that a busy machine (two test workers) answers well
    # within it, and short enough to wait past.
    server = LiveServer(sqlite_url, waiting_ttl=2.0).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")

    async def status() -> str:
        return str((await anna.http.get(f"/api/tables/{tid}")).json()["status"])

    try:
        created = await anna.http.post("/api/tables", json={"game": "test_cards"})
        tid = created.json()["table"]["id"]
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        await anna.expect("snapshot")
        await asyncio.sleep(3.0)
        assert await status() == "waiting"
        # She closes the page: the idle time starts now.
        await anna.disconnect()
        assert await status() == "waiting"
        deadline = asyncio.get_running_loop().time() + 20
        while await status() == "waiting" and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.2)
        assert await status() == "expired"
    finally:
        await anna.close()
        server.stop()


async def test_a_stake_taken_before_a_crash_goes_back_when_the_table_expires(
    sqlite_url: str,
) -> None:
    # The one way a waiting table can hold chips: stakes taken, then a crash before the
    # game was marked as started. Expiring it returns them.
    server = LiveServer(sqlite_url, waiting_ttl=3600).start()
    anna = await _member(server, "anna", "Анна")
    boris = await _member(server, "boris", "Борис")
    try:
        before = [(await _chips(p))[0] for p in (anna, boris)]
        created = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "stake": 25, "options": {"hand": 2}}
        )
        tid = created.json()["table"]["id"]
        await boris.http.post(f"/api/tables/{tid}/join", json={})
        stakes = {str(anna.user["id"]): 25, str(boris.user["id"]): 25}
        await server.run(server.club.chips.stake(tid, tid, stakes))
        assert [(await _chips(p))[0] for p in (anna, boris)] == [b - 25 for b in before]
    finally:
        server.stop()
    # Back after a long downtime, with a shorter idle limit: the table expires at once.
    server = LiveServer(sqlite_url, waiting_ttl=0.2).start()
    try:
        for p in (anna, boris):
            p.http.base_url = server.url
        await asyncio.sleep(0.5)
        assert (await anna.http.get(f"/api/tables/{tid}")).json()["status"] == "expired"
        assert [(await _chips(p))[0] for p in (anna, boris)] == before
        assert (await _chips(anna))[1][0] == "refund"
        assert await server.run(server.club.chips.escrow_balance(tid)) == 0
    finally:
        for p in (anna, boris):
            await p.close()
        server.stop()
