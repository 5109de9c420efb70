"""Who is in the club now: a live WebSocket (at a table) or a recent look at the lobby.

The club knows its sockets (`Club.connections`), but the lobby reads over HTTP and
keeps none open; so a page that asks for the friends list (every few seconds while
it is open) marks its reader present for `window` seconds. Kept in memory: after
a restart everyone counts as offline until their page asks again.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Protocol

WINDOW_SECONDS = 30.0


class _Person(Protocol):
    id: int


class _Socket(Protocol):
    @property
    def member(self) -> _Person | None: ...

    closed: bool


class WhoIsOnline:
    def __init__(self, window: float = WINDOW_SECONDS) -> None:
        self.window = window
        self._seen: dict[int, float] = {}

    def touch(self, user_id: int) -> None:
        now = time.monotonic()
        self._seen[user_id] = now
        if len(self._seen) > 10_000:  # forget those long gone, now and then
            self._seen = {k: v for k, v in self._seen.items() if now - v < self.window}

    def online(self, sockets: Iterable[_Socket]) -> set[int]:
        """The ids of everyone with an open socket or a page that asked lately."""
        now = time.monotonic()
        ids = {s.member.id for s in sockets if s.member is not None and not s.closed}
        ids.update(k for k, v in self._seen.items() if now - v < self.window)
        return ids
