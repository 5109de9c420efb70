"""Socket messages too large: the documented `message_too_large` error, whatever the size.

Up to the transport's limit the message is read and refused and the socket stays open;
beyond it the server cannot read the message without holding all of it, so it says why
(the same error) and then closes (1009). Either way the table is as before.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import random
import string
import struct
from urllib.parse import urlsplit

import pytest

from igroteka.server.ws_transport import TRANSPORT_LIMIT
from tests.server.harness import LiveServer, Player


async def _at_table(server: LiveServer, compression: str | None) -> tuple[Player, str, int]:
    player = await Player(server.url, server.ws_url).guest("Анна")
    answer = await player.http.post("/api/quickplay", json={"game": "test_cards"})
    table = answer.json()["table"]["id"]
    await player.connect(compression=compression)
    await player.send({"type": "hello", "table": table})
    version = (await player.expect("snapshot"))["version"]
    return player, table, version


@pytest.mark.parametrize("compression", ["deflate", None])
async def test_a_message_past_the_transport_limit_gets_the_documented_error(
    server: LiveServer, compression: str | None
) -> None:
    player, table, version = await _at_table(server, compression)
    try:
        # Random letters, so that compression cannot shrink it under the limit either.
        rng = random.Random(7)
        text = "".join(rng.choices(string.ascii_letters, k=2 * TRANSPORT_LIMIT))
        await player.send({"type": "chat", "table": table, "text": text})
        error = await player.expect("error")
        assert error["code"] == "message_too_large"
        assert error["text"]["ru"].startswith("Сообщение слишком длинное")
        assert "16384" in error["text"]["en"]
        await player.ws.wait_closed()  # then the server closes the socket
        assert player.ws.close_code == 1009
    finally:
        await player.close()

    again = Player(server.url, server.ws_url)
    again.http.cookies = player.http.cookies
    await again.connect()
    try:
        await again.send({"type": "hello", "table": table})
        snapshot = await again.expect("snapshot")
        assert snapshot["version"] == version
        chat = [m for m in await again.drain() if m["type"] == "chat"]
        assert chat == []
    finally:
        await again.close()


async def _frame(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    """One unmasked server frame: its opcode and payload (RFC 6455 5.2)."""
    first, second = await reader.readexactly(2)
    length = second & 0x7F
    if length == 126:
        (length,) = struct.unpack("!H", await reader.readexactly(2))
    elif length == 127:
        (length,) = struct.unpack("!Q", await reader.readexactly(8))
    return first & 0x0F, await reader.readexactly(length)


async def test_a_peer_still_sending_past_the_limit_gets_the_error_and_a_clean_end(
    server: LiveServer,
) -> None:
    """The server shuts the socket for writing and drops the rest of the message: a peer
    still sending gets the error, the close frame and the end, never a reset (a reset can
    throw away the error before the peer reads it)."""
    player = await Player(server.url, server.ws_url).guest("Анна")
    address = urlsplit(server.ws_url)
    assert address.hostname is not None and address.port is not None
    reader, writer = await asyncio.open_connection(address.hostname, address.port)
    try:
        key = base64.b64encode(os.urandom(16)).decode()
        cookie = "; ".join(f"{k}={v}" for k, v in player.http.cookies.items())
        writer.write(
            (
                f"GET {address.path} HTTP/1.1\r\nHost: {address.netloc}\r\n"
                "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                f"Cookie: {cookie}\r\n\r\n"
            ).encode()
        )
        head = await reader.readuntil(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 101")
        # A masked text frame declaring twice the limit, and its first 64 KiB (a chunk whose
        # length is a multiple of 4 keeps the mask aligned from one chunk to the next).
        mask = b"\x11\x22\x33\x44"
        chunk = bytes(b ^ mask[i % 4] for i, b in enumerate(b"a" * 65536))
        writer.write(b"\x81\xff" + struct.pack("!Q", 2 * TRANSPORT_LIMIT) + mask + chunk)
        await writer.drain()
        opcode, payload = await asyncio.wait_for(_frame(reader), 15)
        assert opcode == 0x1
        assert json.loads(payload)["code"] == "message_too_large"
        opcode, payload = await asyncio.wait_for(_frame(reader), 15)
        assert opcode == 0x8
        assert struct.unpack("!H", payload[:2])[0] == 1009
        # The peer has not seen the close frame yet and goes on sending its message.
        for _ in range(8):
            writer.write(chunk)
            await writer.drain()
            await asyncio.sleep(0.02)
        assert await asyncio.wait_for(reader.read(), 15) == b""  # the end, not a reset
    finally:
        writer.close()
        await player.close()


async def test_a_message_under_the_transport_limit_is_refused_and_the_socket_stays(
    server: LiveServer,
) -> None:
    player, table, _ = await _at_table(server, "deflate")
    try:
        await player.send({"type": "chat", "table": table, "text": "x" * (TRANSPORT_LIMIT // 2)})
        assert (await player.expect("error"))["code"] == "message_too_large"
        await player.send({"type": "ping"})
        assert await player.expect("pong")
    finally:
        await player.close()
