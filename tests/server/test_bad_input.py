"""Bad input: each gets a clear, translated error, and the table is exactly as before."""

from __future__ import annotations

import json
from typing import Any

import websockets

from tests.server.harness import LiveServer, Player, cards_table_for_two


async def _position(player: Player, table: str) -> dict[str, Any]:
    await player.send({"type": "hello", "table": table})
    return await player.expect("snapshot")


async def test_socket_bad_messages_change_nothing(server: LiveServer) -> None:
    anna, boris, table, _ = await cards_table_for_two(server)
    tid = table["id"]
    try:
        start = await _position(anna, tid)
        assert start["version"] == 0 and start["legal"]
        hand = start["view"]["hand"]

        await anna.send("{not json")
        error = await anna.expect("error")
        assert error["code"] == "malformed_json"
        assert error["message"] == "Сообщение — не JSON-объект"
        assert error["text"]["en"] == "The message is not a JSON object"

        await anna.send(json.dumps([1, 2]))
        assert (await anna.expect("error"))["code"] == "malformed_json"

        await anna.send({"type": "teleport", "table": tid})
        error = await anna.expect("error")
        assert error["code"] == "unknown_type" and "teleport" in error["message"]

        await anna.send({"type": "chat", "table": tid, "text": "x" * 20_000})
        error = await anna.expect("error")
        assert error["code"] == "message_too_large" and "16384" in error["message"]

        await anna.send({"type": "act", "table": tid, "seat": 0, "version": "zero"})
        error = await anna.expect("error")
        assert error["code"] == "bad_message" and "version" in error["message"]

        # Acting for a seat you don't hold.
        await anna.send(
            {"type": "act", "table": tid, "seat": 1, "version": 0, "action": {"card": hand[0]}}
        )
        error = await anna.expect("error")
        assert error["code"] == "not_your_seat" and error["message"] == "Место 2 не ваше"

        # Out of turn: seat 1 (Boris, English) moves while seat 0 is to play.
        bhand = (await _position(boris, tid))["view"]["hand"]
        await boris.send(
            {"type": "act", "table": tid, "seat": 1, "version": 0, "action": {"card": bhand[0]}}
        )
        error = await boris.expect("error")
        assert error["code"] == "not_your_turn" and error["message"] == "It is not your turn"

        # An illegal action: a card Anna does not hold; the game's own reason, translated.
        await anna.send(
            {"type": "act", "table": tid, "seat": 0, "version": 0, "action": {"card": bhand[0]}}
        )
        error = await anna.expect("error")
        assert error["code"] == "illegal_action"
        assert error["message"] == "Этой карты нет у вас на руке"
        assert error["text"]["en"] == "You do not hold that card"

        # Unparsable action.
        await anna.send(
            {"type": "act", "table": tid, "seat": 0, "version": 0, "action": {"card": 5}}
        )
        assert (await anna.expect("error"))["code"] == "malformed_action"

        # A stale version: refused with the current state.
        await anna.send(
            {"type": "act", "table": tid, "seat": 0, "version": 7, "action": {"card": hand[0]}}
        )
        snapshot = await anna.expect("snapshot")
        error = await anna.expect("error")
        assert error["code"] == "stale_version" and snapshot["version"] == 0

        # Chat with markup, empty chat, and messages for a table never opened.
        await anna.send({"type": "chat", "table": tid, "text": "<script>alert(1)</script>"})
        assert (await anna.expect("error"))["code"] == "chat_markup"
        await anna.send({"type": "chat", "table": tid, "text": "   "})
        assert (await anna.expect("error"))["code"] == "chat_empty"
        await anna.send({"type": "act", "table": "nope", "seat": 0, "version": 0, "action": {}})
        assert (await anna.expect("error"))["code"] == "not_subscribed"
        await anna.send({"type": "hello", "table": "nope"})
        assert (await anna.expect("error"))["code"] == "no_table"

        # Nothing changed: same version, same hand, and a legal move still works.
        after = await _position(anna, tid)
        assert after["version"] == 0 and after["view"]["hand"] == hand
        await anna.send(
            {"type": "act", "table": tid, "seat": 0, "version": 0, "action": {"card": hand[0]}}
        )
        update = await anna.expect("update")
        assert update["version"] == 1

        # Chat that is fine reaches everyone.
        await anna.send({"type": "chat", "table": tid, "text": "Удачи!"})
        line = await boris.expect("chat", text="Удачи!")
        assert line["from"] == "Анна" and line["seat"] == 0
    finally:
        await anna.close()
        await boris.close()


async def test_http_refusals(server: LiveServer) -> None:
    anna, boris, table, invite = await cards_table_for_two(server)
    carol = await Player(server.url, server.ws_url).guest("Carol", lang="en")
    tid = table["id"]
    try:
        # The private table without its link, and with a wrong one.
        answer = await carol.http.get(f"/api/tables/{tid}")
        assert answer.status_code == 403
        assert (
            answer.json()["error"]["message"] == "This is a private table: you need the invite link"
        )
        assert (await carol.http.get(f"/api/tables/{tid}?invite={invite}")).status_code == 200
        answer = await carol.http.post(f"/api/tables/{tid}/join", json={"invite": "guess"})
        assert answer.status_code == 403 and answer.json()["error"]["code"] == "private_table"
        # A full table (the game has started, no bot seat to take).
        answer = await carol.http.post(f"/api/tables/{tid}/join", json={"invite": invite})
        assert answer.status_code == 409 and answer.json()["error"]["code"] == "table_full"
        # Joining twice.
        answer = await anna.http.post(f"/api/tables/{tid}/join", json={"invite": invite})
        assert answer.status_code == 409 and answer.json()["error"]["code"] == "already_seated"
        # A spectator socket without the link.
        await carol.connect()
        await carol.send({"type": "hello", "table": tid})
        assert (await carol.expect("error"))["code"] == "private_table"

        # Names with markup or control characters: each a string the schema admits, refused
        # by the club's rule for names (409), the code naming the rule.
        for name, code in (
            ("<b>Вася</b>", "name_markup"),
            ("   ", "name_empty"),
            ("x" * 41, "name_too_long"),
            ("***", "name_no_letters"),
        ):
            answer = await carol.http.post("/api/auth/guest", json={"name": name, "lang": "en"})
            assert answer.status_code == 409, name
            assert answer.json()["error"]["code"] == code
            assert answer.json()["error"]["message"]
        # Invisible characters are dropped, not kept in the name.
        answer = await carol.http.post(
            "/api/auth/guest", json={"name": "Ва\u200bся\u0000", "lang": "en"}
        )
        assert answer.json()["user"]["name"] == "Вася"
        # Not signed in.
        stranger = Player(server.url, server.ws_url)
        answer = await stranger.http.post("/api/tables", json={"game": "test_cards"})
        assert answer.status_code == 401
        assert answer.json()["error"]["message"] == "Сначала войдите или назовитесь гостем"
        await stranger.close()
        # Bad table settings, each naming what is wrong.
        bad: list[tuple[dict[str, Any], str]] = [
            ({"game": "chess"}, "unknown_game"),
            ({"game": "test_cards", "options": {"hand": 9}}, "bad_option"),
            ({"game": "test_cards", "options": {"colour": 1}}, "bad_option"),
            ({"game": "test_cards", "preset": "nope"}, "bad_option"),
            ({"game": "test_cards", "seats": [{"kind": "me"}]}, "bad_seats"),
            ({"game": "test_cards", "seats": [{"kind": "human"}] * 2}, "need_me"),
            ({"game": "test_cards", "clock": {"kind": "move", "seconds": 0}}, "bad_clock"),
            ({"game": "test_cards", "stake": -5}, "bad_request"),
            ({"game": "test_cards", "surprise": 1}, "bad_request"),
        ]
        for body, code in bad:
            answer = await carol.http.post("/api/tables", json=body)
            # 422 where the schema refuses it; 409 where only the game's rules do (seats).
            assert answer.status_code in (400, 404, 409, 422), (body, answer.text)
            assert answer.json()["error"]["code"] == code, (body, answer.text)
            assert answer.json()["error"]["text"]["ru"]
        assert (
            "Unknown option"
            in (
                await carol.http.post(
                    "/api/tables", json={"game": "test_cards", "options": {"colour": 1}}
                )
            ).json()["error"]["message"]
        )
        # The table is as it was.
        info = (await anna.http.get(f"/api/tables/{tid}")).json()
        assert [s["name"] for s in info["seats"]] == ["Анна", "Boris"]
        assert info["status"] == "playing" and info["version"] == 0
    finally:
        for player in (anna, boris, carol):
            await player.close()


async def test_socket_from_another_site_is_refused(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        cookie = "; ".join(f"{k}={v}" for k, v in anna.http.cookies.items())
        evil = {"Cookie": cookie, "Origin": "https://evil.example"}
        try:
            async with websockets.connect(server.ws_url, additional_headers=evil) as ws:
                await ws.recv()
            raise AssertionError("a foreign page opened a socket")
        except (websockets.InvalidStatus, websockets.ConnectionClosed):
            pass
        own = {"Cookie": cookie, "Origin": server.url}
        async with websockets.connect(server.ws_url, additional_headers=own) as ws:
            await ws.send('{"type":"ping"}')
            assert "pong" in await ws.recv()
    finally:
        await anna.close()
