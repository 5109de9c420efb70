"""Whole games over WebSockets on SQLite and PostgreSQL, every message checked for secrets."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import random

from igroteka.engine.randomness import combine_seeds, commitment
from igroteka.server.observability import JsonFormatter
from tests.server.harness import LiveServer, Player
from tests.server.playing import TOKEN, autoplay, knowledge, leaks


async def test_private_table_two_people_and_a_spectator(database_url: str) -> None:
    server = LiveServer(database_url).start()
    log_stream = io.StringIO()
    handler = logging.StreamHandler(log_stream)
    handler.setFormatter(JsonFormatter())
    logging.getLogger("igroteka").addHandler(handler)
    logging.getLogger("igroteka").setLevel(logging.DEBUG)
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис", lang="en")
    viewer = await Player(server.url, server.ws_url).guest("Зритель")
    try:
        created = await anna.http.post(
            "/api/tables",
            json={"game": "test_cards", "private": True, "options": {"hand": 4}},
        )
        assert created.status_code == 200, created.text
        table = created.json()["table"]
        invite = created.json()["invite"]
        assert created.json()["invite_url"].endswith(invite)
        assert table["summary"]["ru"] == (
            "Тестовые карты · Классика · Карт на руке: 4 · свободно 1 из 2 · без часов"
        )
        assert table["differences"] == {"hand": 4}
        lobby = (await viewer.http.get("/api/tables")).json()
        assert all(t["id"] != table["id"] for t in lobby), "a private table is not listed"
        # The link can be seen again by its creator, and by nobody else yet.
        again = (await anna.http.get(f"/api/tables/{table['id']}/invite")).json()
        assert again == {"invite": invite, "invite_url": created.json()["invite_url"]}
        for stranger in (viewer, boris):
            refused = await stranger.http.get(f"/api/tables/{table['id']}/invite")
            assert refused.status_code == 403
            assert refused.json()["error"]["code"] == "not_at_table"

        joined = await boris.http.post(f"/api/tables/{table['id']}/join", json={"invite": invite})
        assert joined.status_code == 200, joined.text
        assert joined.json()["seat"] == 1
        mine = await boris.http.get(f"/api/tables/{table['id']}/invite")
        assert mine.json()["invite"] == invite, "a seated player may pass the link on"
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": table["id"], "since": None})
            await player.expect("snapshot")
            await player.send({"type": "seed", "table": table["id"], "seed": player.user["name"]})
        await viewer.connect()
        await viewer.send({"type": "hello", "table": table["id"], "invite": invite})
        await viewer.expect("snapshot", seat=None)
        for player in (anna, boris):
            answer = await player.http.post(f"/api/tables/{table['id']}/ready")
            assert answer.status_code == 200, answer.text

        rng = random.Random(7)
        results = await asyncio.gather(
            autoplay(anna, table["id"], rng), autoplay(boris, table["id"], rng)
        )
        final = results[0]
        assert final["status"] == "finished"
        assert final["result"]["winners"]
        await asyncio.sleep(0.2)

        fair = final["fairness"]
        assert (
            commitment(fair["server_seed"]) == fair["commitment"] == table["fairness"]["commitment"]
        )
        assert fair["player_seeds"] == {"0": "Анна", "1": "Борис"}
        seed = combine_seeds(fair["server_seed"], ["Анна", "Борис"])
        assert str(seed) == fair["seed"]

        hidden = await viewer.http.get(f"/api/replays/{final['record_id']}")
        assert hidden.status_code == 403, "a private table's replay needs the invite"
        replay = (
            await viewer.http.get(f"/api/replays/{final['record_id']}?invite={invite}")
        ).json()
        assert replay["finished"] and replay["seed"] == str(seed)
        assert replay["view"]["hands"] == [[], []]
        per_version = knowledge("test_cards", replay["options"], seed, replay["actions"])
        assert leaks(anna.received, (0,), per_version) == []
        assert leaks(boris.received, (1,), per_version) == []
        assert leaks(viewer.received, (), per_version) == []
        # The replay of the finished game does show the private draws.
        assert any("private" in e for step in replay["steps"] for e in step["events"])
        assert TOKEN.findall(log_stream.getvalue()) == []
        # The invite itself went out only in the answers to its creator and players.
        assert invite not in log_stream.getvalue()
        for player in (anna, boris, viewer):
            assert not any(invite in raw for raw in player.received)
        assert '"table"' in log_stream.getvalue()
    finally:
        logging.getLogger("igroteka").removeHandler(handler)
        for player in (anna, boris, viewer):
            await player.close()
        server.stop()


async def test_four_seats_two_people_two_bots(sqlite_url: str) -> None:
    server = LiveServer(sqlite_url).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post(
            "/api/tables",
            json={
                "game": "test_cards",
                "preset": "four",
                "seats": [
                    {"kind": "me"},
                    {"kind": "bot", "level": "easy"},
                    {"kind": "human"},
                    {"kind": "bot", "level": "hard"},
                ],
            },
        )
        table = created.json()["table"]
        assert [s["kind"] for s in table["seats"]] == ["human", "bot", "empty", "bot"]
        lobby = (await boris.http.get("/api/tables")).json()
        assert [t["id"] for t in lobby] == [table["id"]]
        assert "свободно 1 из 4" in lobby[0]["summary"]["ru"]
        assert (await boris.http.post(f"/api/tables/{table['id']}/join", json={})).json()[
            "seat"
        ] == 2
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": table["id"]})
            await player.expect("snapshot")
            await player.http.post(f"/api/tables/{table['id']}/ready")
        rng = random.Random(3)
        final, _ = await asyncio.gather(
            autoplay(anna, table["id"], rng), autoplay(boris, table["id"], rng)
        )
        replay = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
        bots = {step["seat"] for step in replay["steps"] if step["by_bot"]}
        people = {step["seat"] for step in replay["steps"] if not step["by_bot"]}
        assert bots == {1, 3} and people == {0, 2}
        per_version = knowledge(
            "test_cards", replay["options"], int(replay["seed"]), replay["actions"]
        )
        assert leaks(anna.received, (0,), per_version) == []
        assert leaks(boris.received, (2,), per_version) == []
    finally:
        await anna.close()
        await boris.close()
        server.stop()


async def test_two_seats_on_one_connection(server: LiveServer) -> None:
    """Two people on one device: one socket, two seats, every message says whose view it is."""
    anna = await Player(server.url, server.ws_url).guest("Анна и Оля")
    try:
        created = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "seats": [{"kind": "me"}, {"kind": "me"}]}
        )
        table = created.json()["table"]
        await anna.connect()
        await anna.send({"type": "hello", "table": table["id"]})
        first = await anna.expect("snapshot")
        second = await anna.expect("snapshot")
        assert {first["seat"], second["seat"]} == {0, 1}
        await anna.http.post(f"/api/tables/{table['id']}/ready")
        final = await autoplay(anna, table["id"], random.Random(1))
        replay = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
        assert {s["seat"] for s in replay["steps"]} == {0, 1}
        assert not any(s["by_bot"] for s in replay["steps"])
        seats_seen = {m["seat"] for m in map(json.loads, anna.received) if m["type"] == "update"}
        assert seats_seen == {0, 1}
        per_version = knowledge(
            "test_cards", replay["options"], int(replay["seed"]), replay["actions"]
        )
        # Each message is addressed to one seat and shows only that seat's cards.
        for raw in anna.received:
            message = json.loads(raw)
            if message["type"] == "update":
                assert leaks([raw], (message["seat"],), per_version) == []
    finally:
        await anna.close()
