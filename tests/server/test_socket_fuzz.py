"""Random client messages over a live socket: every one is answered (an error, a pong, a
snapshot), the socket stays open, and the game is unchanged unless a legal move was sent."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.server.harness import LiveServer, Player

TYPES = ["hello", "bye", "act", "chat", "claim", "ready", "seed", "ping", "nope", "", None, 7]
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False),
    st.text(max_size=30),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=8,
)


def messages(table: str) -> st.SearchStrategy[Any]:
    fields = st.fixed_dictionaries(
        {"type": st.sampled_from(TYPES)},
        optional={
            "table": st.one_of(st.just(table), VALUES),
            "seat": VALUES,
            "version": VALUES,
            "action": VALUES,
            "since": VALUES,
            "text": VALUES,
            "seed": VALUES,
            "invite": VALUES,
        },
    )
    return st.one_of(fields, VALUES)


async def test_random_messages_get_answers_and_change_nothing(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        table = (await anna.http.post("/api/tables", json={"game": "test_cards"})).json()["table"]
        tid = table["id"]
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        await anna.expect("snapshot")
        loop = asyncio.get_running_loop()
        sent: list[Any] = []

        @settings(
            max_examples=150,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=True,
            database=None,
        )
        @given(message=messages(tid))
        def one(message: Any) -> None:
            sent.append(message)
            future = asyncio.run_coroutine_threadsafe(exchange(message), loop)
            future.result(timeout=20)

        async def exchange(message: Any) -> None:
            await anna.send(json.dumps(message))
            await anna.send({"type": "ping"})
            # Everything up to our pong is the answer; the socket must still be open.
            while True:
                answer = await asyncio.wait_for(anna.inbox.get(), 10)
                assert answer["type"] in ("error", "pong", "snapshot", "update", "table", "chat")
                if answer["type"] == "error":
                    assert answer["code"] and answer["text"]["ru"] and answer["text"]["en"]
                if answer["type"] == "pong":
                    break

        await asyncio.to_thread(one)
        assert len(sent) == 150
        info = (await anna.http.get(f"/api/tables/{tid}")).json()
        assert info["status"] == "waiting" and info["version"] == 0
        health = (await anna.http.get("/health")).json()
        assert health["status"] == "ok"
    finally:
        await anna.close()
