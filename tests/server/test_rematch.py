"""A rematch after the end: every person at the table agrees, then a new table opens with
the same settings and everyone one seat on (igroteka/server/rematch.py).

Anna and Boris play the four-seat test game with two bots; Anna asks, Boris sees her
offer in the table news and accepts; the new table has the same options and clock, the
people and the bots each moved one seat, and it starts at once.
"""

from __future__ import annotations

import asyncio
import random

from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay


async def test_both_agree_and_the_rematch_opens_one_seat_on(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    viewer = await Player(server.url, server.ws_url).guest("Зритель")
    try:
        created = await anna.http.post(
            "/api/tables",
            json={
                "game": "test_cards",
                "preset": "four",
                "options": {"hand": 2},
                "seats": [
                    {"kind": "me"},
                    {"kind": "bot", "level": "easy"},
                    {"kind": "human"},
                    {"kind": "bot", "level": "hard"},
                ],
                "clock": {"kind": "move", "seconds": 600},
            },
        )
        table = created.json()["table"]
        tid = table["id"]
        early = await anna.http.post(f"/api/tables/{tid}/rematch")
        assert early.status_code == 409 and early.json()["error"]["code"] == "not_finished"
        assert early.json()["error"]["text"]["en"]
        await boris.http.post(f"/api/tables/{tid}/join", json={})
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": tid})
            await player.expect("snapshot")
            await player.http.post(f"/api/tables/{tid}/ready")
        rng = random.Random(5)
        final, _ = await asyncio.gather(autoplay(anna, tid, rng), autoplay(boris, tid, rng))
        assert final["status"] == "finished" and final["rematch"] is None

        stranger = await viewer.http.post(f"/api/tables/{tid}/rematch")
        assert stranger.status_code == 409 and stranger.json()["error"]["code"] == "not_seated"

        asked = await anna.http.post(f"/api/tables/{tid}/rematch")
        assert asked.status_code == 200, asked.text
        assert asked.json()["rematch"] is None, "Boris has not agreed yet"
        assert asked.json()["table"]["rematch"] == {"agreed": [0], "table": None}
        # Boris is told of the offer at the table.
        news = await boris.expect("table")
        while news["table_info"]["rematch"] is None:
            news = await boris.expect("table")
        assert news["table_info"]["rematch"] == {"agreed": [0], "table": None}
        again = await anna.http.post(f"/api/tables/{tid}/rematch")
        assert again.json()["rematch"] is None, "asking twice is still one vote"

        accepted = await boris.http.post(f"/api/tables/{tid}/rematch")
        assert accepted.status_code == 200, accepted.text
        new_id = accepted.json()["rematch"]
        assert new_id and new_id != tid
        assert accepted.json()["table"]["rematch"] == {"agreed": [0, 2], "table": new_id}
        # Anna's page learns the new table from the table news.
        news = await anna.expect("table")
        while (news["table_info"]["rematch"] or {}).get("table") is None:
            news = await anna.expect("table")
        assert news["table_info"]["rematch"]["table"] == new_id

        rematch = (await anna.http.get(f"/api/tables/{new_id}")).json()
        assert rematch["game"] == "test_cards" and rematch["preset"] == "four"
        assert rematch["options"] == table["options"]
        assert rematch["clock"] == table["clock"]
        assert rematch["private"] is False and rematch["stake"] == 0
        seats = [(s["kind"], s["name"], s["level"]) for s in rematch["seats"]]
        assert seats == [
            ("bot", "Бот (сильный)", "hard"),
            ("human", "Анна", None),
            ("bot", "Бот (лёгкий)", "easy"),
            ("human", "Борис", None),
        ]
        assert rematch["status"] == "playing", "everyone agreed: it starts at once"
        # A late second acceptance gets the same table, not a third one.
        late = await anna.http.post(f"/api/tables/{tid}/rematch")
        assert late.json()["rematch"] == new_id
    finally:
        for player in (anna, boris, viewer):
            await player.close()


async def test_a_rematch_is_still_offered_after_the_table_was_unloaded(sqlite_url: str) -> None:
    """The end screen may stay open past the finished table's unloading: asking then still
    works (the table is loaded again), and the rematch follows the same rules."""
    server = LiveServer(sqlite_url, finished_ttl=0.2).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        created = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "seats": [{"kind": "me"}, {"kind": "me"}]}
        )
        tid = created.json()["table"]["id"]
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        await anna.expect("snapshot")
        await anna.http.post(f"/api/tables/{tid}/ready")
        await autoplay(anna, tid, random.Random(2))
        for _ in range(100):  # until the club has unloaded it
            await asyncio.sleep(0.05)
            if tid not in server.club.tables:
                break
        assert tid not in server.club.tables
        asked = await anna.http.post(f"/api/tables/{tid}/rematch")
        assert asked.status_code == 200, asked.text
        new_id = asked.json()["rematch"]
        assert new_id, "one person at two seats: their own agreement is everyone's"
        rematch = (await anna.http.get(f"/api/tables/{new_id}")).json()
        assert [s["name"] for s in rematch["seats"]] == ["Анна", "Анна"]
        assert rematch["status"] == "playing"
        missing = await anna.http.post("/api/tables/nosuchtable/rematch")
        assert missing.status_code == 404 and missing.json()["error"]["code"] == "no_table"
    finally:
        await anna.close()
        server.stop()
