"""The OpenAPI document says exactly what the server does: the methods a 405 allows, the
410 of a closed table, the games' presets and options, and no `0` taken for `false`."""

from __future__ import annotations

from typing import Any

import httpx

from tests.server.harness import LiveServer, Player


def _schema(server: LiveServer) -> dict[str, Any]:
    answer = httpx.get(f"{server.url}/openapi.json")
    answer.raise_for_status()
    return answer.json()


async def test_a_405_says_which_methods_the_path_takes(server: LiveServer) -> None:
    paths = _schema(server)["paths"]
    async with httpx.AsyncClient(base_url=server.url) as client:
        for method, path, template in (
            ("DELETE", "/api/tables", "/api/tables"),
            ("PUT", "/api/tables/abc/ready", "/api/tables/{table_id}/ready"),
            ("GET", "/api/auth/guest", "/api/auth/guest"),
            ("OPTIONS", "/api/fairness/verify", "/api/fairness/verify"),
            ("TRACE", "/health", "/health"),
        ):
            answer = await client.request(method, path)
            assert answer.status_code == 405, (method, path, answer.text)
            allowed = {m.strip() for m in answer.headers["Allow"].split(",")}
            assert allowed == {m.upper() for m in paths[template]}, (path, allowed)
            error = answer.json()["error"]
            assert error["code"] == "method_not_allowed" and method in error["text"]["en"]


async def test_a_closed_tables_410_is_declared_and_given(server: LiveServer) -> None:
    paths = _schema(server)["paths"]
    for action in ("join", "leave", "ready", "seed"):
        assert "410" in paths[f"/api/tables/{{table_id}}/{action}"]["post"]["responses"]
    player = await Player(server.url, server.ws_url).guest("Анна")
    try:
        table = (await player.http.post("/api/tables", json={"game": "test_cards"})).json()
        tid = table["table"]["id"]
        assert (await player.http.post(f"/api/tables/{tid}/leave")).status_code == 200
        gone = await player.http.post(f"/api/tables/{tid}/ready")
        assert gone.status_code == 410 and gone.json()["error"]["code"] == "table_closed"
    finally:
        await player.close()


async def test_refusals_declare_retry_after_and_json_only(server: LiveServer) -> None:
    paths = _schema(server)["paths"]
    login = paths["/api/auth/login"]["post"]["responses"]
    assert login["429"]["headers"]["Retry-After"]["required"] is True
    for path, operations in paths.items():
        for method, operation in operations.items():
            if method != "get":
                assert {"403", "415"} <= set(operation["responses"]), (method, path)


async def test_yes_no_fields_take_only_true_and_false(server: LiveServer) -> None:
    player = await Player(server.url, server.ws_url).guest("Анна")
    try:
        for body in ({"auto_finish": 0}, {"reduced_motion": 1}, {"four_color_deck": "true"}):
            answer = await player.http.patch("/api/me/settings", json=body)
            assert answer.status_code == 422, (body, answer.text)
        me = (await player.http.get("/api/me")).json()["user"]
        assert me["settings"] == {}
        answer = await player.http.patch("/api/me/settings", json={"auto_finish": False})
        assert answer.json()["user"]["settings"] == {"auto_finish": False}
        # Auto-finish also takes "table": follow the table's option, the player's default.
        answer = await player.http.patch("/api/me/settings", json={"auto_finish": "table"})
        assert answer.json()["user"]["settings"] == {"auto_finish": "table"}
        answer = await player.http.patch("/api/me/settings", json={"auto_finish": "sometimes"})
        assert answer.status_code == 422, answer.text
        # A game's yes/no option, a table's privacy and a whole number too.
        for body in (
            {"game": "test_cards", "private": 1},
            {"game": "test_cards", "stake": "0"},
            {"game": "test_cards", "stake": True},
        ):
            answer = await player.http.post("/api/tables", json=body)
            assert answer.status_code == 422, (body, answer.text)
        assert len(server.club.tables) == 0
        whole = await player.http.post("/api/tables", json={"game": "test_cards", "stake": 0.0})
        assert whole.status_code == 200
    finally:
        await player.close()


async def test_pace_and_turn_alerts_are_kept_with_the_account(server: LiveServer) -> None:
    # «Скорость ходов соперников», the «Ваш ход» chime and notifications follow the player
    # to another device: the account keeps them, and refuses what the client never sends.
    player = await Player(server.url, server.ws_url).guest("Анна")
    try:
        kept = {"opponent_pace": "slow", "turn_sound": True, "turn_notification": False}
        answer = await player.http.patch("/api/me/settings", json=kept)
        assert answer.status_code == 200, answer.text
        assert answer.json()["user"]["settings"] == kept
        for body in (
            {"opponent_pace": "warp"},
            {"opponent_pace": 800},
            {"turn_sound": 1},
            {"turn_notification": "false"},
            {"turn_sound": False, "opponent_pace": "Slow"},
        ):
            answer = await player.http.patch(
                "/api/me/settings", json=body, headers={"Accept-Language": "en"}
            )
            assert answer.status_code == 422, (body, answer.text)
            error = answer.json()["error"]
            field = next(iter(body)) if len(body) == 1 else "opponent_pace"
            assert error["code"] == "bad_request" and field in error["message"], error
        me = (await player.http.get("/api/me")).json()["user"]
        assert me["settings"] == kept
        fields = _schema(server)["components"]["schemas"]["SettingsIn"]["properties"]
        assert fields["opponent_pace"]["anyOf"][0]["enum"] == ["instant", "fast", "normal", "slow"]
    finally:
        await player.close()


async def test_each_games_presets_and_options_are_in_the_schema(server: LiveServer) -> None:
    schema = _schema(server)
    games = {g["id"]: g for g in httpx.get(f"{server.url}/api/games").json()}
    body = schema["components"]["schemas"]["CreateTableIn"]
    assert set(body["properties"]["game"]["enum"]) == set(games)
    variants = {v["properties"]["game"]["const"]: v for v in body["oneOf"]}
    assert set(variants) == set(games)
    for game_id, game in games.items():
        properties = variants[game_id]["properties"]
        presets = properties["preset"]["anyOf"][0]["enum"]
        assert presets == [p["key"] for p in game["options"]["presets"]]
        options = properties["options"]["anyOf"][0]
        assert options["additionalProperties"] is False
        assert set(options["properties"]) == {o["key"] for o in game["options"]["options"]}
    rules = schema["paths"]["/api/games/{game}/rules"]["get"]["parameters"]
    assert next(p for p in rules if p["name"] == "game")["schema"]["enum"] == list(games)

    player = await Player(server.url, server.ws_url).guest("Анна")
    try:
        # What the schema refuses the server refuses as not fitting it (422); what only the
        # game's rules refuse is a conflict (409), with the game's reason.
        for body, status in (
            ({"game": "test_cards", "options": {"hand": "4"}}, 422),
            ({"game": "test_cards", "options": {"nothing": 1}}, 422),
            ({"game": "test_cards", "preset": "nope"}, 422),
            ({"game": "test_cards", "seats": [{"kind": "me"}]}, 409),
            # Four players play Halma only on 16×16: each value fits, the pair does not.
            ({"game": "ugolki", "options": {"players": "4", "board": "8x8"}}, 409),
        ):
            answer = await player.http.post("/api/tables", json=body)
            assert answer.status_code == status, (body, answer.text)
            assert answer.json()["error"]["code"] in ("bad_option", "bad_seats")
    finally:
        await player.close()
