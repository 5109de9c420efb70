"""A connection writes each message straight to its socket while the socket has room, and
keeps the rest in order for its writer task while the peer reads slowly.

The socket here is a recording stand-in for the club's transport (ws_transport.py), whose
`push_text` refuses a message while its buffer is full, as the real one does when the
transport has paused writing; the real transport is exercised by every socket test.
"""

from __future__ import annotations

import asyncio

from igroteka.server.connection import Connection, encode


class Socket:
    """Takes messages while it has room; `room.set()` is the transport resuming writing."""

    def __init__(self) -> None:
        self.written: list[bytes] = []
        self.room = asyncio.Event()
        self.room.set()
        self.closed = False

    def push_text(self, payload: bytes) -> bool:
        if self.closed or not self.room.is_set():
            return False
        self.written.append(payload)
        return True

    async def wait_writable(self) -> None:
        await self.room.wait()

    # What the writer task calls on the Starlette side at the end.
    async def close(self) -> None:
        self.closed = True


async def test_messages_go_out_at_once_then_queue_in_order_while_the_peer_is_slow() -> None:
    socket = Socket()
    conn = Connection(socket, None, "ru", limit=3, pusher=socket)  # type: ignore[arg-type]
    writer = asyncio.create_task(conn.writer())
    conn.send({"n": 1})
    assert socket.written == [b'{"n":1}']  # written inside the call: no task ran

    socket.room.clear()  # the peer stops reading: the transport's buffer is full
    conn.send({"n": 2})
    socket.room.set()  # room again, but message 2 is still queued...
    conn.send({"n": 3})  # ...so 3 waits behind it instead of overtaking it
    assert socket.written == [b'{"n":1}']
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    assert socket.written == [encode({"n": n}) for n in (1, 2, 3)]
    conn.send({"n": 4})  # the queue is empty again: straight out
    assert socket.written[-1] == b'{"n":4}'

    conn.close()
    await asyncio.wait_for(writer, 5)
    assert socket.closed


async def test_a_peer_that_stops_reading_is_dropped_past_the_queue_limit() -> None:
    socket = Socket()
    conn = Connection(socket, None, "ru", limit=3, pusher=socket)  # type: ignore[arg-type]
    writer = asyncio.create_task(conn.writer())
    socket.room.clear()
    for n in range(3):
        conn.send({"n": n})
    assert not conn.closed
    conn.send({"n": 3})  # one more than the limit: the connection gives up
    assert conn.closed
    conn.send({"n": 4})  # and takes nothing more
    socket.room.set()
    await asyncio.wait_for(writer, 5)
    # What was queued before the limit still goes out, in order; then the socket closes.
    assert socket.written == [encode({"n": n}) for n in range(3)]
    assert socket.closed
