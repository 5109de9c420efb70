"""Socket messages too large: the documented `message_too_large` error, whatever the size.

Up to the transport's limit the message is read and refused and the socket stays open;
beyond it the server cannot read the message without holding all of it, so it says why
(the same error) and then closes (1009). Either way the table is as before.
"""

from __future__ import annotations

import random
import string

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
