"""Guests, registration, login, sessions in http-only cookies, the remembered language."""

from __future__ import annotations

import asyncio

from tests.server.harness import LiveServer, Player


async def test_guest_registers_logs_out_and_back_in(server: LiveServer) -> None:
    guest = await Player(server.url, server.ws_url).guest("Гость Вася", lang="en")
    try:
        me = (await guest.http.get("/api/me")).json()["user"]
        assert me["guest"] and me["name"] == "Гость Вася" and me["lang"] == "en"

        # The guest's open table stays theirs after registering (the account is upgraded).
        table = (await guest.http.post("/api/tables", json={"game": "test_cards"})).json()
        answer = await guest.http.post(
            "/api/auth/register", json={"login": "Vasya", "password": "correct horse"}
        )
        assert answer.status_code == 200, answer.text
        user = answer.json()["user"]
        assert user["id"] == me["id"] and not user["guest"] and user["login"] == "vasya"
        cookie = answer.headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=lax" in cookie.replace("Lax", "lax")
        info = (await guest.http.get(f"/api/tables/{table['table']['id']}")).json()
        assert info["seats"][0]["user_id"] == me["id"]

        # Settings and language are kept with the account.
        answer = await guest.http.patch(
            "/api/me/settings",
            json={"lang": "ru", "contrast": 1.5, "reduced_motion": True, "table_cloth": "blue"},
        )
        assert answer.json()["user"]["lang"] == "ru"
        assert answer.json()["user"]["settings"] == {
            "contrast": 1.5,
            "reduced_motion": True,
            "table_cloth": "blue",
        }
        bad = await guest.http.patch("/api/me/settings", json={"contrast": 99})
        assert bad.status_code == 422 and "contrast" in bad.json()["error"]["message"]

        assert (await guest.http.post("/api/auth/logout")).status_code == 200
        assert (await guest.http.get("/api/me")).status_code == 401

        wrong = await guest.http.post(
            "/api/auth/login", json={"login": "vasya", "password": "wrong password"}
        )
        assert wrong.status_code == 401
        assert wrong.json()["error"]["message"] == "Неверный логин или пароль"
        right = await guest.http.post(
            "/api/auth/login", json={"login": "VASYA", "password": "correct horse"}
        )
        assert right.status_code == 200
        me = (await guest.http.get("/api/me")).json()["user"]
        assert me["lang"] == "ru" and me["settings"]["contrast"] == 1.5

        # A second account can't take the login; short passwords and odd logins are refused.
        other = Player(server.url, server.ws_url)
        taken = await other.http.post(
            "/api/auth/register", json={"login": "vasya", "password": "another one"}
        )
        assert taken.status_code == 409 and taken.json()["error"]["code"] == "login_taken"
        short = await other.http.post(
            "/api/auth/register", json={"login": "petya", "password": "123"}
        )
        assert short.status_code == 422 and short.json()["error"]["code"] == "bad_password"
        odd = await other.http.post(
            "/api/auth/register", json={"login": "<петя>", "password": "long enough"}
        )
        assert odd.status_code == 422 and odd.json()["error"]["code"] == "bad_login"
        await other.close()
    finally:
        await guest.close()


async def test_password_is_stored_as_argon2(server: LiveServer) -> None:
    player = Player(server.url, server.ws_url)
    try:
        answer = await player.http.post(
            "/api/auth/register",
            json={"login": "masha", "password": "секретный пароль", "name": "Маша"},
        )
        assert answer.status_code == 200
        stored = await server_user(server, "masha")
        assert stored.startswith("$argon2") and "секретный" not in stored
    finally:
        await player.close()


async def server_user(server: LiveServer, login: str) -> str:
    from sqlalchemy import create_engine, text

    url = server.settings.database_url
    assert url is not None
    engine = create_engine(url)
    with engine.connect() as connection:
        value = connection.execute(
            text("SELECT password_hash FROM users WHERE login = :login"), {"login": login}
        ).scalar_one()
    engine.dispose()
    return str(value)


SETTINGS_AT_ONCE = {
    "contrast": 1.2, "grain": 0.4, "temperature": -0.5, "board_theme": "night",
    "card_set": "atlas", "table_theme": "dark", "table_cloth": "blue",
    "reduced_motion": True, "four_color_deck": True, "auto_finish": False,
    "opponent_pace": "fast", "turn_sound": True, "turn_notification": False,
}


async def test_settings_sent_at_once_are_all_kept(database_url: str) -> None:
    # Each request carries only the key it changed (two tabs, quick clicks); none may undo
    # another by writing back what it read before the other was stored.
    live = LiveServer(database_url).start()
    vera = await Player(live.url, live.ws_url).guest("Вера")
    try:
        answers = await asyncio.gather(*(
            vera.http.patch("/api/me/settings", json={key: value})
            for key, value in SETTINGS_AT_ONCE.items()
        ), vera.http.patch("/api/me/settings", json={"lang": "en"}))
        assert all(a.status_code == 200 for a in answers), [a.text for a in answers]
        me = (await vera.http.get("/api/me")).json()["user"]
        assert me["settings"] == SETTINGS_AT_ONCE and me["lang"] == "en"
    finally:
        await vera.close()
        live.stop()
