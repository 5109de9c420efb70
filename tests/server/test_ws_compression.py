"""With permessage-deflate negotiated, short messages go out uncompressed and long ones
compressed on the same socket, and a client reads both (RFC 7692 lets the sender choose per
message); spectators of one table are sent the same frame bytes; the web client's heartbeat
`ping` is answered by the transport.

The client records each data frame's RSV1 bit (set: compressed) before its deflate
extension decodes it, so the test sees what went over the wire, not only what arrived.
"""

from __future__ import annotations

from typing import Any

import pytest

from igroteka.server import ws
from igroteka.server.ws_transport import FrameCache, text_frame
from tests.server.harness import LiveServer, Player

THRESHOLD = 200


def _record_frames(player: Player) -> list[tuple[bool, int]]:
    """(compressed, length on the wire) of every text frame the player's socket receives."""
    seen: list[tuple[bool, int]] = []
    extension = player.ws.protocol.extensions[0]
    decode = extension.decode

    def recording(frame: Any, **kwargs: Any) -> Any:
        if frame.opcode.name == "TEXT":
            seen.append((frame.rsv1, len(frame.data)))
        return decode(frame, **kwargs)

    extension.decode = recording
    return seen


async def test_short_messages_uncompressed_long_ones_compressed_on_one_socket(
    sqlite_url: str,
) -> None:
    server = LiveServer(sqlite_url, ws_compress_min_bytes=THRESHOLD).start()
    player = await Player(server.url, server.ws_url).guest("Анна")
    try:
        answer = await player.http.post("/api/quickplay", json={"game": "test_cards"})
        table = answer.json()["table"]["id"]
        await player.connect(compression="deflate")
        assert player.ws.protocol.extensions, "permessage-deflate was negotiated"
        frames = _record_frames(player)
        await player.send({"type": "hello", "table": table})
        snapshot = await player.expect("snapshot")  # a long message
        await player.send({"type": "ping"})
        assert await player.expect("pong") == {"type": "pong"}  # 15 bytes
        # Compressed messages share the socket's context: a long one after the short ones
        # still decodes.
        await player.send({"type": "hello", "table": table})
        again = await player.expect("snapshot")
        assert again["table_info"] == snapshot["table_info"]

        compressed = [length for rsv1, length in frames if rsv1]
        plain = [length for rsv1, length in frames if not rsv1]
        assert len(compressed) >= 2
        assert 15 in plain  # the pong, as is
        assert all(length < THRESHOLD for length in plain)
    finally:
        await player.close()
        server.stop()


async def test_without_a_threshold_every_message_is_compressed(sqlite_url: str) -> None:
    server = LiveServer(sqlite_url, ws_compress_min_bytes=0).start()
    player = await Player(server.url, server.ws_url).guest("Анна")
    try:
        await player.connect(compression="deflate")
        frames = _record_frames(player)
        await player.send({"type": "ping"})
        await player.expect("pong")
        assert frames and all(rsv1 for rsv1, _ in frames)
    finally:
        await player.close()
        server.stop()


def test_a_frame_is_made_once_for_the_sockets_of_one_message() -> None:
    cache = FrameCache()
    message = b'{"type":"update"}'
    first = cache.framed(message)
    assert first == b"\x81\x11" + message
    assert cache.framed(message) is first  # the next socket writes the same bytes
    other = b"x" * 300
    assert cache.framed(other) == b"\x81\x7e\x01\x2c" + other
    big = b"y" * 70000
    assert text_frame(big)[:10] == b"\x81\x7f" + (70000).to_bytes(8, "big")


async def test_the_web_clients_ping_is_answered_by_the_transport(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The browser's `{"type":"ping"}` (every open tab, every 2.5 s) is answered without the
    trip through ws.py; any other spelling still gets its `pong` from ws.py."""
    handled: list[str] = []
    answer = ws.HANDLERS["ping"]

    async def counting(club: Any, conn: Any, message: dict[str, Any]) -> None:
        handled.append(message["type"])
        await answer(club, conn, message)

    monkeypatch.setitem(ws.HANDLERS, "ping", counting)
    server = LiveServer(sqlite_url).start()
    player = await Player(server.url, server.ws_url).guest("Анна")
    try:
        await player.connect(compression="deflate")
        await player.ws.send('{"type":"ping"}')  # exactly what the web client sends
        assert await player.expect("pong") == {"type": "pong"}
        assert handled == []
        await player.ws.send('{"type": "ping"}')
        assert await player.expect("pong") == {"type": "pong"}
        assert handled == ["ping"]
    finally:
        await player.close()
        server.stop()
