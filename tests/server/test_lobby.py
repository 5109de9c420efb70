"""The lobby: games, tables and their one-line summaries, seats, the ready step, operations."""

from __future__ import annotations

import asyncio
import io
import random
import zipfile
from pathlib import Path

from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay


async def test_games_and_rules(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        games = (await anna.http.get("/api/games")).json()
        cards = next(g for g in games if g["id"] == "test_cards")
        assert cards["name"] == {"ru": "Тестовые карты", "en": "Test cards"}
        assert cards["hidden_information"] and cards["max_seats"] == 4
        assert {p["key"] for p in cards["options"]["presets"]} == {"classic", "four"}
        missing = await anna.http.get("/api/games/test_cards/rules?lang=en")
        assert missing.status_code == 404
        assert missing.json()["error"]["text"]["en"] == "This game's rules are not written yet"
        unknown = await anna.http.get("/api/games/nope/rules")
        assert unknown.status_code == 400 and unknown.json()["error"]["code"] == "unknown_game"
    finally:
        await anna.close()


async def test_seats_ready_step_and_taking_a_bots_seat(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post(
            "/api/tables",
            json={
                "game": "test_cards",
                "preset": "four",
                "options": {"fast": True},
                "seats": [
                    {"kind": "me"},
                    {"kind": "bot", "level": "easy"},
                    {"kind": "bot"},
                    {"kind": "human"},
                ],
                "clock": {"kind": "game", "seconds": 300, "increment": 3},
            },
        )
        table = created.json()["table"]
        assert table["summary"] == {
            "ru": "Тестовые карты · Вчетвером · Быстрая: да · свободно 1 из 4 · 5 мин + 3 с",
            "en": "Test cards · Four players · Fast: yes · 1 of 4 seats free · 5 min + 3 s",
        }
        assert table["seats"][1]["label"] == {"ru": "Бот (лёгкий)", "en": "Bot (easy)"}
        tid = table["id"]

        # The ready step shows everything before the start.
        await boris.connect()
        await boris.send({"type": "hello", "table": tid})
        waiting = await boris.expect("snapshot")
        assert waiting["view"] is None and waiting["table_info"]["status"] == "waiting"
        assert waiting["table_info"]["options"] == {"players": 4, "hand": 3, "fast": True}

        # Boris takes a bot's seat by number, then leaves, then joins the free one.
        joined = await boris.http.post(f"/api/tables/{tid}/join", json={"seat": 2})
        assert joined.json()["seat"] == 2
        assert joined.json()["table"]["seats"][2]["name"] == "Борис"
        mine = await boris.expect("snapshot", seat=2)
        assert mine["table_info"]["seats"][2]["kind"] == "human"
        taken = await anna.http.post(f"/api/tables/{tid}/join", json={"seat": 2})
        assert taken.json()["error"]["code"] == "already_seated"
        left = await boris.http.post(f"/api/tables/{tid}/leave")
        assert left.json()["table"]["seats"][2]["kind"] == "empty"
        joined = await boris.http.post(f"/api/tables/{tid}/join", json={})
        assert joined.json()["seat"] == 2
        # Seat 3 is still open: the game waits.
        for player in (anna, boris):
            ready = await player.http.post(f"/api/tables/{tid}/ready")
            assert ready.json()["table"]["status"] == "waiting"
        carol = await Player(server.url, server.ws_url).guest("Карл")
        nowhere = await carol.http.post(f"/api/tables/{tid}/join", json={"seat": 9})
        assert nowhere.status_code == 404 and nowhere.json()["error"]["code"] == "no_such_seat"
        taken = await carol.http.post(f"/api/tables/{tid}/join", json={"seat": 0})
        assert taken.status_code == 409 and taken.json()["error"]["message"] == "Место 1 занято"
        await carol.http.post(f"/api/tables/{tid}/join", json={})
        started = await carol.http.post(f"/api/tables/{tid}/ready")
        assert started.json()["table"]["status"] == "playing"
        assert started.json()["table"]["clock"] == {
            "kind": "game",
            "seconds": 300.0,
            "increment": 3.0,
        }
        await carol.close()
        lobby = (await anna.http.get("/api/tables?game=test_cards")).json()
        assert lobby[0]["status"] == "playing"
    finally:
        await anna.close()
        await boris.close()


async def test_last_person_leaving_a_waiting_table_closes_it(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        table = (await anna.http.post("/api/tables", json={"game": "test_cards"})).json()["table"]
        assert [t["id"] for t in (await anna.http.get("/api/tables")).json()] == [table["id"]]
        await anna.http.post(f"/api/tables/{table['id']}/leave")
        assert (await anna.http.get("/api/tables")).json() == []
        info = (await anna.http.get(f"/api/tables/{table['id']}")).json()
        assert info["status"] == "closed"
        # Coming back to it says why it is gone; a public table's link needs no invite.
        again = await anna.http.post(f"/api/tables/{table['id']}/join", json={})
        assert again.status_code == 410 and again.json()["error"]["code"] == "table_closed"
        link = (await anna.http.get(f"/api/tables/{table['id']}/invite")).json()
        assert link == {"invite": None, "invite_url": f"/table/{table['id']}"}
    finally:
        await anna.close()


async def test_health_metrics_and_the_web_client(sqlite_url: str, tmp_path: Path) -> None:
    dist = tmp_path / "web_dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><title>Игротека</title>")
    (dist / "assets" / "app.js").write_text("console.log(1)")
    server = LiveServer(sqlite_url, web_dist=str(dist)).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        health = (await anna.http.get("/health")).json()
        assert health == {"status": "ok", "database": "sqlite", "tables": 0, "connections": 0}
        await anna.http.post("/api/quickplay", json={"game": "test_cards"})
        metrics = (await anna.http.get("/metrics")).text
        assert "igroteka_games_started_total 1.0" in metrics
        assert 'igroteka_http_requests_total{method="POST",status="200"}' in metrics
        assert "Игротека" in (await anna.http.get("/")).text
        assert "Игротека" in (await anna.http.get("/table/abc?invite=x")).text
        asset = await anna.http.get("/assets/app.js")
        assert asset.text == "console.log(1)" and "immutable" in asset.headers["cache-control"]
        assert (await anna.http.get("/api/nothing")).status_code == 404
        assert (await anna.http.get("/../../etc/passwd")).text.startswith("<!doctype")
        schema = (await anna.http.get("/openapi.json")).json()
        assert "/api/tables" in schema["paths"] and "/{path}" not in schema["paths"]
        assert "/offline/igroteka.zip" not in schema["paths"]
        # The offline app's Python package (docs/offline.md), as the browser's worker gets it.
        package = await anna.http.get("/offline/igroteka.zip")
        assert package.headers["content-type"] == "application/zip"
        names = zipfile.ZipFile(io.BytesIO(package.content)).namelist()
        assert "igroteka/offline/bridge.py" in names
        assert not any(name.startswith("igroteka/server/") for name in names)
    finally:
        await anna.close()
        server.stop()


async def test_taking_a_bots_seat_mid_game_and_leaving_one(sqlite_url: str) -> None:
    server = LiveServer(sqlite_url, grace_seconds=30).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        table = (
            await anna.http.post(
                "/api/quickplay", json={"game": "test_cards", "preset": "four", "level": "easy"}
            )
        ).json()["table"]
        tid = table["id"]
        # Anna does not move yet, so the game waits at her turn while Boris sits down.
        joined = await boris.http.post(f"/api/tables/{tid}/join", json={"seat": 2})
        assert joined.status_code == 200 and joined.json()["seat"] == 2
        assert joined.json()["table"]["seats"][2]["kind"] == "human"
        await boris.connect()
        await boris.send({"type": "hello", "table": tid})
        mine = await boris.expect("snapshot", seat=2)
        assert len(mine["view"]["hand"]) == 3
        # Anna leaves mid-game: her seat is the bot's for good, the game goes on to the end.
        left = await anna.http.post(f"/api/tables/{tid}/leave")
        seat = left.json()["table"]["seats"][0]
        assert seat["abandoned"] and seat["bot_holding"]
        final = await asyncio.wait_for(autoplay(boris, tid, random.Random(4)), 60)
        assert final["status"] == "finished"
        record = (await boris.http.get(f"/api/replays/{final['record_id']}")).json()
        people = {s["seat"] for s in record["steps"] if not s["by_bot"]}
        assert people == {2}
        # Both find the game in their list, with the seat they had and a replay.
        for player, seat in ((boris, 2), (anna, 0)):
            games = (await player.http.get("/api/me/games")).json()
            assert [g["id"] for g in games] == [final["record_id"]]
            assert games[0]["seats"] == [seat] and games[0]["replay"] is True
            assert games[0]["status"] == "finished" and len(games[0]["opponents"]) == 3
    finally:
        await anna.close()
        await boris.close()
        server.stop()
