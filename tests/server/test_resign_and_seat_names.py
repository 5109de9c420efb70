"""Resigning a board game through the server, and the second person on one device naming
themselves (issue 14: «Сдаться» in checkers and Ugolki; two people on one phone were both
called by the account's name)."""

from __future__ import annotations

from tests.server.harness import LiveServer, Player


async def _finished(player: Player) -> dict:
    info = await player.expect("table", timeout=5)
    while info["table_info"]["status"] != "finished":
        info = await player.expect("table", timeout=5)
    return info["table_info"]


async def test_resign_gives_the_opponent_the_win(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post("/api/tables", json={"game": "russian_checkers"})
        table = created.json()["table"]
        tid = table["id"]
        await boris.http.post(f"/api/tables/{tid}/join", json={})
        for player in (anna, boris):
            await player.connect()
            await player.send({"type": "hello", "table": tid})
            await player.expect("snapshot")
        # Not before the game runs, and never for someone else's seat.
        await boris.send({"type": "resign", "table": tid, "seat": 1})
        assert (await boris.expect("error"))["code"] == "not_playing"
        for player in (anna, boris):
            await player.http.post(f"/api/tables/{tid}/ready")
        await boris.expect("snapshot")
        await boris.send({"type": "resign", "table": tid, "seat": 0})
        assert (await boris.expect("error"))["code"] == "not_your_seat"
        # Boris resigns while it is Anna's move: she wins, and the outcome says why.
        await boris.send({"type": "resign", "table": tid, "seat": 1})
        result = (await _finished(anna))["result"]
        assert result["winners"] == [0]
        assert result["returns"] == [1.0, -1.0]
        assert result["details"] == {"resigned": 1}
        assert result["reason"] == {
            "ru": "Борис (место 2) сдаётся: победа за соперником",
            "en": "Борис (seat 2) resigns: the opponent wins",
        }
        # Over is over: a second resignation is refused.
        await anna.send({"type": "resign", "table": tid, "seat": 0})
        assert (await anna.expect("error"))["code"] == "not_playing"
        summary = (await anna.http.get(f"/api/tables/{tid}")).json()
        assert summary["status"] == "finished" and summary["result"]["details"] == {"resigned": 1}
        # The fairness proof checks out: the game ended off the board, and it says so.
        proof = (await anna.http.get(f"/api/fairness/{tid}")).json()
        verdict = (await anna.http.post("/api/fairness/verify", json=proof)).json()
        assert verdict["ok"] is True, verdict
        outcome = next(c for c in verdict["checks"] if c["key"] == "outcome")
        assert outcome["ok"] and "сдачей" in outcome["text"]["ru"]
    finally:
        await anna.close()
        await boris.close()


async def test_resign_is_refused_in_a_card_game(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        created = await anna.http.post(
            "/api/quickplay", json={"game": "go_stop", "level": "easy"}
        )
        tid = created.json()["table"]["id"]
        await anna.connect()
        await anna.send({"type": "hello", "table": tid})
        await anna.expect("snapshot")
        await anna.send({"type": "resign", "table": tid, "seat": 0})
        error = await anna.expect("error")
        assert error["code"] == "cannot_resign"
        assert "Сдаться можно только" in error["text"]["ru"]
        # Refused, the table goes on as it was (unless the deal itself has ended meanwhile).
        status = (await anna.http.get(f"/api/tables/{tid}")).json()["status"]
        assert status in ("playing", "finished")
        assert "resigned" not in str((await anna.http.get(f"/api/tables/{tid}")).json())
    finally:
        await anna.close()


async def test_second_person_on_one_device_names_themselves(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        created = await anna.http.post(
            "/api/tables",
            json={"game": "ugolki", "seats": [{"kind": "me"}, {"kind": "me", "name": "  Оля "}]},
        )
        assert created.status_code == 200, created.text
        seats = created.json()["table"]["seats"]
        assert [s["name"] for s in seats] == ["Анна", "Оля"]
        assert seats[0]["user_id"] == seats[1]["user_id"]
        # A name with markup is refused, with the rule it breaks in both languages.
        refused = await anna.http.post(
            "/api/tables",
            json={"game": "ugolki", "seats": [{"kind": "me"}, {"kind": "me", "name": "<b>"}]},
        )
        error = refused.json()["error"]
        assert refused.status_code >= 400 and error["code"] == "name_markup"
        assert error["text"]["en"] == "HTML markup is not allowed in a name"
    finally:
        await anna.close()
