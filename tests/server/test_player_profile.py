"""A player's profile: ratings on the scale players know, and each rated game behind them."""

from __future__ import annotations

import random

from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay


async def test_the_profile_lists_each_rated_game_with_its_result_and_rating(
    server: LiveServer,
) -> None:
    anna = Player(server.url, server.ws_url)
    answer = await anna.http.post(
        "/api/auth/register", json={"login": "annaprofile", "password": "long password",
                                    "name": "Анна"},
    )
    user = answer.json()["user"]
    try:
        finals = []
        for seed in (1, 2):
            table = (
                await anna.http.post("/api/quickplay", json={"game": "test_cards", "level": "easy"})
            ).json()["table"]
            await anna.connect()
            await anna.send({"type": "hello", "table": table["id"]})
            finals.append(await autoplay(anna, table["id"], random.Random(seed)))
            await anna.disconnect()

        # The end screen's change is in rating points: whole numbers around 1500.
        change = next(c for c in finals[-1]["settlement"]["ratings"] if c["name"] == "Анна")
        assert change["rating_delta"] == change["after"]["rating"] - change["before"]["rating"]
        board = (await anna.http.get("/api/ratings/test_cards?preset=classic")).json()
        line = next(b for b in board if b["name"] == "Анна")
        assert 1000 < line["rating"] < 2000 and 0 < line["deviation"] <= 350

        profile = (await anna.http.get(f"/api/players/user:{user['id']}")).json()
        assert profile["name"] == "Анна" and profile["is_bot"] is False
        [mine] = profile["boards"]
        assert (mine["game"], mine["preset"], mine["games"]) == ("test_cards", "classic", 2)
        assert (mine["rating"], mine["deviation"]) == (line["rating"], line["deviation"])
        assert len(mine["history"]) == 2 and mine["history"][-1]["rating"] == mine["rating"]
        expected = []
        for final in finals:
            returns = final["result"]["returns"]
            mine_seat = next(i for i, s in enumerate(final["seats"]) if s["name"] == "Анна")
            if max(returns) == min(returns):
                expected.append("draw")
            else:
                expected.append("win" if returns[mine_seat] == max(returns) else "loss")
        assert [g["result"] for g in mine["history"]] == expected
        assert mine["wins"] + mine["draws"] + mine["losses"] == 2
        assert mine["wins"] == expected.count("win")
        first = mine["history"][0]
        assert first["delta"] == first["rating"] - 1500

        # A bot's profile exists too; a key nobody played under is a clear 404.
        bot = (await anna.http.get("/api/players/bot:easy")).json()
        assert bot["is_bot"] is True and bot["boards"][0]["games"] == 2
        missing = await anna.http.get("/api/players/user:999999")
        assert missing.status_code == 404
        error = missing.json()["error"]
        assert error["code"] == "no_such_player" and "рейтинговой" in error["text"]["ru"]
    finally:
        await anna.close()
