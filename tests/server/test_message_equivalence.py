"""Every byte of the messages a table sends while playing stays what it was before the
broadcast was made cheaper (issue 22).

Real tables (the club in this process, on SQLite, as `core_bench` sets them up) play
seeded random games of several games with every seat and a spectator subscribed through
in-memory sockets; everything each of them receives (updates, table messages), and a
snapshot for every seat and the spectator at every version, is hashed in order, per game
and seed. What is random or timed outside the game (table id, server seed, the time) is
fixed for the test. `data/message_hashes.json` holds these sha256, written by the code as
it was before the change (commit recorded in the file's history); regenerate it only for
an intended change of the messages:

    PYTHONPATH=. python -m tests.server.test_message_equivalence --write
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).parent / "data" / "message_hashes.json"
GAMES: dict[str, dict[str, Any] | None] = {
    "kozel": None,
    "klabor": {"players": 4},
    "go_stop": None,
    "sequence": {"players": 4},
    "russian_checkers": None,
}
SEEDS = (1, 2)
MAX_MOVES = 250
NOW = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


class Recorder:
    """A socket stand-in that hashes every message pushed to it."""

    def __init__(self) -> None:
        self.digest = hashlib.sha256()
        self.count = 0

    def push_text(self, payload: bytes) -> bool:
        self.digest.update(len(payload).to_bytes(4, "big"))
        self.digest.update(payload)
        self.count += 1
        return True

    async def wait_writable(self) -> None:
        """Never full: every message is taken at once."""


def _fix_randomness(patch: Any, seed: int) -> None:
    """The table id, the server seed and the time, the same on every run."""
    import secrets

    from igroteka.server.table import core, lobby, presence, turns

    rng = random.Random(seed)
    patch.setattr(secrets, "token_hex", lambda n=32: rng.randbytes(n).hex())
    patch.setattr(secrets, "token_urlsafe", lambda n=32: rng.randbytes(n).hex()[:12])
    for module in (core, lobby, presence, turns):
        patch.setattr(module, "utcnow", lambda: NOW)


async def play(game_id: str, seed: int, folder: Path) -> dict[str, Any]:
    """One seeded random game at a real table; the hashes of what each receiver got."""
    from igroteka.engine.registry import get_game
    from igroteka.server.club import Club
    from igroteka.server.config import Settings
    from igroteka.server.connection import Connection, Member, encode
    from igroteka.server.ratelimit import Bucket, RateLimiter
    from igroteka.store.account_repo import AccountRepo

    club = Club(Settings(database_url=f"sqlite:///{folder / 'eq.db'}", bot_delay=0))
    unlimited = Bucket(10**9, 10**9, club.limiter.buckets["table"].label)
    club.limiter = RateLimiter(buckets={kind: unlimited for kind in club.limiter.buckets})
    await club.start()
    try:
        accounts = AccountRepo(club.database)
        game = get_game(game_id)
        options = GAMES[game_id]
        count = game.seat_count(game.options.resolve() if options is None else options)
        members = []
        for i in range(count + 1):  # the last one watches
            user = await accounts.create_user(f"Eq {i}", "ru")
            members.append(Member(user.id, user.name, "ru", guest=True))
        plan = [{"kind": "me"}] + [{"kind": "human"}] * (count - 1)
        actor, _ = await club.create_table(members[0], game_id, None, options, plan, False, 0, None)
        actor.created_at = actor.active_at = NOW  # the row's default took the real time
        recorders = [Recorder() for _ in members]
        conns = []
        for i, member in enumerate(members):
            if 0 < i < count:
                await actor.call(actor.join, member, i, None)
            conn = Connection(None, member, "ru", 10**9, pusher=recorders[i])
            conns.append(conn)
            await actor.call(actor.subscribe, conn, None, None)
        for member in members[:count]:
            await actor.call(actor.ready, member)
        snapshots = hashlib.sha256()
        rng = random.Random(seed)
        moves = 0
        while actor.status == "playing" and moves < MAX_MOVES:
            for seat in [*range(count), None]:
                snapshots.update(encode(actor.snapshot(seat)))
            acting = [s for s in actor.acting_now() if actor.legal_for(s)]
            if not acting:
                break
            seat = rng.choice(acting)
            action = rng.choice(actor.legal_for(seat))["action"]
            await actor.call(actor.act, conns[seat], seat, actor.version, action)
            moves += 1
        for seat in [*range(count), None]:  # the end, as a reconnection shows it
            snapshots.update(encode(actor.snapshot(seat)))
        return {
            "game": game_id,
            "seed": seed,
            "moves": moves,
            "status": actor.status,
            "messages": [r.count for r in recorders],
            "sha256": [r.digest.hexdigest() for r in recorders],
            "snapshots_sha256": snapshots.hexdigest(),
        }
    finally:
        await club.stop()


def _run(game_id: str, seed: int) -> dict[str, Any]:
    patch = pytest.MonkeyPatch()
    try:
        _fix_randomness(patch, seed)
        with tempfile.TemporaryDirectory() as folder:
            return asyncio.run(play(game_id, seed, Path(folder)))
    finally:
        patch.undo()


CASES = [(game, seed) for game in GAMES for seed in SEEDS]


@pytest.mark.parametrize(("game_id", "seed"), CASES, ids=[f"{g}-{s}" for g, s in CASES])
def test_messages_are_byte_for_byte_what_they_were(game_id: str, seed: int) -> None:
    expected = {(m["game"], m["seed"]): m for m in json.loads(DATA.read_text())}
    got = _run(game_id, seed)
    assert got["moves"] > 10
    assert got == expected[(game_id, seed)]


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        DATA.parent.mkdir(exist_ok=True)
        DATA.write_text(json.dumps([_run(g, s) for g, s in CASES], indent=1) + "\n")
    else:
        for g, s in CASES:
            print(_run(g, s))
