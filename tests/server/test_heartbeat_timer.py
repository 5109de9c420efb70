"""One timer carries the heartbeat of every socket of a loop (igroteka/server/ws_transport.py).

The sockets here are plain objects on a real event loop: a `Beating` is anything with a
`beat`, and these record when the heartbeat looked at them and ask for the next look as a
socket does. The whole heartbeat of a live server (pings, the cut-off) is in
tests/server/test_heartbeat.py.
"""

from __future__ import annotations

import asyncio

from igroteka.server.ws_transport import HEARTBEAT_SLOTS, Heartbeat

INTERVAL = 0.5
TICK = INTERVAL / HEARTBEAT_SLOTS


class Peer:
    """Asks to be looked at every `every` seconds, `looks` times, then never again."""

    def __init__(self, every: float, looks: int = 1_000) -> None:
        self.every = every
        self.left = looks
        self.seen: list[float] = []
        self.asked: list[float] = []

    def beat(self, now: float) -> float | None:
        self.seen.append(now)
        self.left -= 1
        if self.left <= 0:
            return None
        self.asked.append(now + self.every)
        return self.asked[-1]


async def test_each_socket_is_looked_at_when_it_asked_not_before() -> None:
    loop = asyncio.get_running_loop()
    heartbeat = Heartbeat(loop, INTERVAL)
    fast, slow = Peer(0.05), Peer(0.3)
    start = loop.time()
    heartbeat.add(fast, start + 0.05)
    heartbeat.add(slow, start + 0.3)
    fast.asked.append(start + 0.05)
    slow.asked.append(start + 0.3)
    await asyncio.sleep(1.0)
    for peer in (fast, slow):
        assert peer.seen
        # Never before the time asked; a tick's rounding after it (and what a loaded
        # machine adds to any timer).
        for asked, seen in zip(peer.asked, peer.seen, strict=False):
            assert seen >= asked - 1e-6
            assert seen - asked < TICK + 0.1
    # Spread as asked: the fast socket looked at about six times as often as the slow one.
    assert len(fast.seen) >= 3 * len(slow.seen)


async def test_a_socket_done_leaves_and_the_timer_stops_with_the_last() -> None:
    loop = asyncio.get_running_loop()
    heartbeat = Heartbeat(loop, INTERVAL)
    once, twice = Peer(0.02, looks=1), Peer(0.02, looks=2)
    heartbeat.add(once, loop.time())
    heartbeat.add(twice, loop.time())
    await asyncio.sleep(0.3)
    assert len(once.seen) == 1  # answered None: never looked at again
    assert len(twice.seen) == 2
    assert heartbeat.slots == {}
    assert heartbeat.timer is None  # nobody waits: no timer
    again = Peer(0.02, looks=1)
    heartbeat.add(again, loop.time())  # a new socket starts it again
    assert heartbeat.timer is not None
    await asyncio.sleep(0.1)
    assert len(again.seen) == 1


async def test_a_socket_asking_for_an_earlier_look_than_the_timer_gets_it() -> None:
    loop = asyncio.get_running_loop()
    heartbeat = Heartbeat(loop, INTERVAL)
    late, early = Peer(1.0, looks=1), Peer(1.0, looks=1)
    heartbeat.add(late, loop.time() + 0.8)
    heartbeat.add(early, loop.time() + 0.05)
    await asyncio.sleep(0.3)
    assert len(early.seen) == 1 and late.seen == []
    await asyncio.sleep(0.7)
    assert len(late.seen) == 1
