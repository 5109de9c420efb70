"""The bot pool's processes die with their server, SIGKILL included, and a new server starts
its own: no worker outlives the server that started it."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

from tests.server.harness import Player, ServerProcess, alive, assert_all_exit, descendants


async def _bots_thinking(server: ServerProcess, rng: random.Random) -> set[int]:
    """Play against bots until the bot pool's processes run; those processes."""
    player = await Player(server.url, server.ws_url).guest("Анна")
    try:
        answer = await player.http.post("/api/quickplay", json={"game": "test_cards"})
        table = answer.json()["table"]["id"]
        await player.connect()
        await player.send({"type": "hello", "table": table})
        deadline = time.monotonic() + 60
        while len(server.descendants()) < 2:  # the pool's forkserver and a worker
            assert time.monotonic() < deadline, "the bot pool never started"
            message = await asyncio.wait_for(player.inbox.get(), 30)
            if message.get("type") in ("snapshot", "update") and message["legal"]:
                await player.send(
                    {
                        "type": "act",
                        "table": table,
                        "seat": message["seat"],
                        "version": message["version"],
                        "action": rng.choice(message["legal"])["action"],
                    }
                )
        return server.descendants()
    finally:
        await player.close()


async def test_sigkill_leaves_no_bot_worker_behind(sqlite_url: str, tmp_path: Path) -> None:
    server = ServerProcess(sqlite_url, tmp_path, IGROTEKA_BOT_WORKERS="2").start()
    workers = await _bots_thinking(server, random.Random(1))
    assert workers and all(alive(pid) for pid in workers)
    assert server.process is not None
    server.process.kill()  # what the harness's kill() does, spelt out: SIGKILL, no goodbye
    server.process.wait(timeout=30)
    assert_all_exit(workers)

    # The next server, on the same database, has bots of its own and they go with it too.
    again = ServerProcess(sqlite_url, tmp_path, port=server.port).start()
    try:
        second = await _bots_thinking(again, random.Random(2))
        assert second and not second & workers
    finally:
        again.kill()
    assert not any(alive(pid) for pid in second)


async def test_a_graceful_stop_ends_the_workers_too(sqlite_url: str, tmp_path: Path) -> None:
    server = ServerProcess(sqlite_url, tmp_path).start()
    workers = await _bots_thinking(server, random.Random(3))
    assert server.terminate() in (0, -15)  # uvicorn re-raises SIGTERM once it has stopped
    assert not any(alive(pid) for pid in workers)
    assert server.process is not None and not descendants(server.process.pid)
