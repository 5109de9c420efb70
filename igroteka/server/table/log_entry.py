"""One applied action as a table keeps it in memory, its events packed into bytes.

A table keeps every move's entry for as long as it runs: a reconnecting client's catch-up
(`since`) and every snapshot's recent log are built from them. As live objects an entry
was a dozen containers (the events, their dicts and lists), and during play those were
most of what CPython's garbage collector walked: every young collection walks what was
made since the last one and is still alive, the middle generation's walks it again, and
their pauses were the club's latency tail (docs/benchmarks.md, «The move log as bytes»).
Bytes are not containers, so the collector never looks inside them.

The events are packed with `marshal`, which keeps Python's own types exactly (a tuple
stays a tuple, an int key an int) and is faster than `pickle` for plain data; an event
holding anything else (no game's does today) is pickled instead. Both only ever read
bytes this process wrote.
"""

from __future__ import annotations

import marshal
import pickle

from igroteka.engine.events import Event

# The first byte of the packed events: how the rest was written.
_MARSHAL = b"m"
_PICKLE = b"p"


def pack(events: list[Event]) -> bytes:
    """`events` as bytes that `unpack` turns back into equal events."""
    if all(type(ev) is Event for ev in events):
        try:
            plain = tuple((ev.kind, ev.public, ev.private) for ev in events)
            return _MARSHAL + marshal.dumps(plain)
        except ValueError:  # a value marshal cannot write
            pass
    return _PICKLE + pickle.dumps(events, protocol=pickle.HIGHEST_PROTOCOL)


def unpack(packed: bytes) -> list[Event]:
    if packed[:1] == _MARSHAL:
        return [Event(kind, public, private) for kind, public, private in marshal.loads(packed[1:])]
    events: list[Event] = pickle.loads(packed[1:])
    return events


class LogEntry:
    """One applied action: its version, who made it, and what it caused (`events`, unpacked
    anew on each reading: read them once per message, not once per seat)."""

    __slots__ = ("_events", "by_bot", "seat", "version")

    def __init__(self, version: int, seat: int, events: list[Event], by_bot: bool) -> None:
        self.version = version
        self.seat = seat
        self.by_bot = by_bot
        self._events = pack(events)

    @property
    def events(self) -> list[Event]:
        return unpack(self._events)

    def __repr__(self) -> str:
        return f"LogEntry(version={self.version}, seat={self.seat}, by_bot={self.by_bot})"
