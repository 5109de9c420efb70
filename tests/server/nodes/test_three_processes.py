"""Three club processes on loopback, one PostgreSQL and one Redis: whole games played by
people whose sockets and requests land on processes other than their table's holder; one
process killed with SIGKILL in the middle of 20 games, every game finishing with nothing
any client was told lost and no move applied twice; and a holder paused with SIGSTOP that
comes back to find its tables taken and writes nothing."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import time
from pathlib import Path
from typing import Any

import psycopg

from tests.server.harness import Player, ServerProcess
from tests.server.nodes.cluster import (
    LEASE_SECONDS,
    Seen,
    check_record,
    new_prefix,
    node_env,
    person,
    play_on,
)

GAMES = 20
# Nobody's seat goes to a bot while its player reconnects: the people finish every game.
ENV = {"IGROTEKA_GRACE_SECONDS": "60"}


async def _start(pg_url: str, tmp_path: Path, count: int) -> list[ServerProcess]:
    prefix = new_prefix()
    processes = [ServerProcess(pg_url, tmp_path, **node_env(prefix), **ENV) for _ in range(count)]
    try:
        for process in processes:  # one after the other: on a loaded machine, each in time
            await asyncio.to_thread(process.start)
    except BaseException:
        for process in processes:  # none may outlive a failed start
            if process.process is not None:
                process.kill()
        raise
    return processes


def _leases(pg_url: str) -> dict[str, tuple[str, int]]:
    with psycopg.connect(pg_url) as conn:
        rows = conn.execute("SELECT table_id, owner, token FROM table_leases").fetchall()
    return {table: (owner, token) for table, owner, token in rows}


def _lapsed(pg_url: str, table: str) -> bool:
    with psycopg.connect(pg_url) as conn:
        row = conn.execute(
            "SELECT expires_at < now() FROM table_leases WHERE table_id = %s", (table,)
        ).fetchone()
    return bool(row and row[0])


def _journal_rows(pg_url: str, table: str) -> int:
    with psycopg.connect(pg_url) as conn:
        row = conn.execute(
            "SELECT count(*) FROM actions JOIN tables ON tables.record_id = actions.record_id "
            "WHERE tables.id = %s",
            (table,),
        ).fetchone()
    assert row is not None
    return int(row[0])


async def _duel(processes: list[ServerProcess], owner: int, name: str) -> tuple[str, list[Player]]:
    """A table created on process `owner`, its two players on the two other processes."""
    others = [p for i, p in enumerate(processes) if i != owner]
    anna = await person(processes[owner].url, others[0].ws_url, f"А{name}")
    boris = await person(others[1].url, others[1].ws_url, f"Б{name}")
    created = await anna.http.post(
        "/api/tables", json={"game": "test_cards", "options": {"hand": 4}}
    )
    assert created.status_code == 200, created.text
    table = created.json()["table"]["id"]
    anna.http.base_url = others[0].url
    joined = await boris.http.post(f"/api/tables/{table}/join", json={})
    assert joined.status_code == 200, joined.text
    for player, ws_url in ((anna, others[0].ws_url), (boris, others[1].ws_url)):
        await play_on(player, table, random.Random(0), [ws_url], Seen(), pause_at=0)
        answer = await player.http.post(f"/api/tables/{table}/ready")
        assert answer.status_code == 200, answer.text
    return table, [anna, boris]


async def test_one_of_three_processes_killed_in_the_middle_of_20_games(
    pg_url: str, tmp_path: Path
) -> None:
    processes = await _start(pg_url, tmp_path, 3)
    people: list[Player] = []
    try:
        duels = await asyncio.gather(*(_duel(processes, i % 3, str(i)) for i in range(GAMES)))
        for _, players in duels:
            people += players
        held = _leases(pg_url)
        owners = {table: held[table][0] for table, _ in duels}
        assert len(set(owners.values())) == 3, "each process holds some of the tables"
        seens = {table: [Seen(), Seen()] for table, _ in duels}
        urls = [p.ws_url for p in processes]

        async def play(table: str, players: list[Player], pause_at: int | None) -> Any:
            return await asyncio.gather(
                *(
                    play_on(p, table, random.Random(f"{table}{i}"), urls, seen, pause_at)
                    for i, (p, seen) in enumerate(zip(players, seens[table], strict=True))
                )
            )

        # Part of every game, then the first process dies with its tables and sockets.
        await asyncio.gather(*(play(table, players, 3) for table, players in duels))
        assert processes[0].process is not None
        victim_pid = processes[0].process.pid
        processes[0].kill()
        started = time.monotonic()
        finals = await asyncio.gather(*(play(table, players, None) for table, players in duels))
        took = time.monotonic() - started

        checker = people[1]
        checker.http.base_url = processes[1].url
        for (table, _), results in zip(duels, finals, strict=True):
            final = results[0]
            assert final["status"] == "finished", table
            replay = (await checker.http.get(f"/api/replays/{final['record_id']}")).json()
            check_record(replay, seens[table])
            assert len(replay["actions"]) == final["version"]
        # The dead process's tables changed hands (others may have too, where a process
        # was starved past its lease on a loaded machine: the same take-over, for less).
        after = _leases(pg_url)
        victim = f"-{victim_pid}-"
        lost = {t for t, owner in owners.items() if victim in owner}
        assert lost and all(after[t][1] > 1 for t in lost)
        assert all(victim not in after[t][0] for t in owners)
        assert took < 60, took
    finally:
        for player in people:
            await player.close()
        for process in processes:
            process.kill()


async def test_a_paused_holder_finds_its_table_taken_and_writes_nothing(
    pg_url: str, tmp_path: Path
) -> None:
    first, second = await _start(pg_url, tmp_path, 2)
    people: list[Player] = []
    try:
        # Both players at the holder itself; a watcher on the other process.
        anna = await person(first.url, first.ws_url, "Анна")
        boris = await person(first.url, first.ws_url, "Борис")
        watcher = await person(second.url, second.ws_url, "Зритель")
        people += [anna, boris, watcher]
        created = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "options": {"hand": 4}}
        )
        table = created.json()["table"]["id"]
        assert (await boris.http.post(f"/api/tables/{table}/join", json={})).status_code == 200
        seens = [Seen(), Seen()]
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": table, "since": None})
            await player.expect("snapshot", table=table)
            assert (await player.http.post(f"/api/tables/{table}/ready")).status_code == 200
        urls = [second.ws_url]
        await asyncio.gather(
            play_on(anna, table, random.Random(1), urls, seens[0], pause_at=3),
            play_on(boris, table, random.Random(2), urls, seens[1], pause_at=3),
        )
        await asyncio.gather(anna.drain(0.5), boris.drain(0.5))
        mover, position = next((p, m) for p in (anna, boris) if (m := _current(p, table))["legal"])
        rows_before = _journal_rows(pg_url, table)
        assert rows_before == position["version"] >= 3
        assert first.process is not None
        os.kill(first.process.pid, signal.SIGSTOP)
        try:
            # A move reaches the paused holder's socket (the kernel keeps it for it).
            await mover.send(
                {
                    "type": "act",
                    "table": table,
                    "seat": position["seat"],
                    "version": position["version"],
                    "action": position["legal"][0]["action"],
                }
            )
            # Its lease lapses; the watcher's hello makes the other process take the table.
            deadline = time.monotonic() + 10 * LEASE_SECONDS
            while not _lapsed(pg_url, table):
                # Said in full if it fails: who holds the lease, and what each process logged.
                assert time.monotonic() < deadline, (
                    f"the paused holder's lease did not lapse: {_leases(pg_url)}\n"
                    f"first: {first.log_path.read_text()[-2000:]}\n"
                    f"second: {second.log_path.read_text()[-2000:]}"
                )
                await asyncio.sleep(0.2)
            await watcher.connect()
            await watcher.send({"type": "hello", "table": table})
            snapshot = await watcher.expect("snapshot", table=table, timeout=60)
            assert snapshot["version"] == rows_before
            assert _leases(pg_url)[table][1] == 2
        finally:
            os.kill(first.process.pid, signal.SIGCONT)
        # The paused process wakes up, finds the lease gone, drops the table and writes
        # nothing: not the move that waited on its socket, nor anything else.
        deadline = time.monotonic() + 10
        while '"table dropped' not in first.log_path.read_text():
            assert time.monotonic() < deadline, first.log_path.read_text()[-3000:]
            await asyncio.sleep(0.1)
        await asyncio.sleep(1.0)
        assert _journal_rows(pg_url, table) == rows_before
        owner, token = _leases(pg_url)[table]
        assert token == 2

        # Both players, dropped by the old holder, reconnect and finish where it is now.
        finals = await asyncio.gather(
            play_on(anna, table, random.Random(3), urls, seens[0]),
            play_on(boris, table, random.Random(4), urls, seens[1]),
        )
        assert finals[0]["status"] == "finished"
        assert _leases(pg_url)[table] == (owner, 2)
        watcher.http.base_url = second.url
        replay = (await watcher.http.get(f"/api/replays/{finals[0]['record_id']}")).json()
        check_record(replay, seens)
    finally:
        for player in people:
            await player.close()
        for process in (first, second):
            process.kill()


def _current(player: Player, table: str) -> dict[str, Any]:
    """The player's newest snapshot or update of `table`."""
    newest: dict[str, Any] = {}
    for raw in player.received:
        message = json.loads(raw)
        if (
            message.get("table") == table
            and message.get("type") in ("snapshot", "update")
            and (not newest or message["version"] >= newest["version"])
        ):
            newest = message
    return newest
