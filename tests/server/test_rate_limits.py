"""Login spraying, password guessing, guest and table floods, against a real server.

Each test gives one limit a small value (the others stay out of reach) and plays the
attack from one client address; the club's people at other addresses are unaffected.
Addresses come through `X-Forwarded-For`, which the server takes from a trusted proxy
(uvicorn trusts 127.0.0.1 unless FORWARDED_ALLOW_IPS says otherwise), as behind nginx.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from igroteka.store.accounts import User
from tests.server.harness import LiveServer


def _client(server: LiveServer, address: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url=server.url, headers={"X-Forwarded-For": address}, timeout=30
    )


@pytest.fixture
def limited(sqlite_url: str, request: pytest.FixtureRequest) -> Iterator[LiveServer]:
    overrides: dict[str, Any] = request.param
    server = LiveServer(sqlite_url, **overrides).start()
    yield server
    server.stop()


def _refused(answer: httpx.Response) -> bool:
    if answer.status_code != 429:
        return False
    error = answer.json()["error"]
    assert error["code"] == "rate_limited" and error["text"]["ru"] and error["text"]["en"]
    assert int(answer.headers["Retry-After"]) == error["details"]["retry_after"] >= 1
    return True


async def _register(server: LiveServer, login: str, password: str) -> None:
    async with _client(server, "10.9.9.9") as client:
        answer = await client.post(
            "/api/auth/register", json={"login": login, "password": password}
        )
        assert answer.status_code == 200, answer.text


@pytest.mark.parametrize("limited", [{"rate_login_address": "20/3600"}], indirect=True)
async def test_spraying_many_names_from_one_address_is_limited(limited: LiveServer) -> None:
    await _register(limited, "owner", "correct horse")
    async with _client(limited, "203.0.113.7") as sprayer:
        answers = [
            await sprayer.post("/api/auth/login", json={"login": f"name{i}", "password": "123456"})
            for i in range(150)
        ]
    refused = [a for a in answers if _refused(a)]
    assert [a.status_code for a in answers[:20]] == [401] * 20
    assert len(refused) == 130
    # Someone else, elsewhere, signs in as usual.
    async with _client(limited, "198.51.100.1") as owner:
        answer = await owner.post(
            "/api/auth/login", json={"login": "owner", "password": "correct horse"}
        )
        assert answer.status_code == 200, answer.text


@pytest.mark.parametrize(
    "limited",
    [{"rate_login": "5/3600", "rate_login_name": "3/3600", "login_slowdown_seconds": 0.05}],
    indirect=True,
)
async def test_a_strangers_wrong_guesses_do_not_lock_the_owner_out(limited: LiveServer) -> None:
    await _register(limited, "owner", "correct horse")
    async with _client(limited, "203.0.113.8") as stranger:
        guesses = [
            await stranger.post("/api/auth/login", json={"login": "owner", "password": f"x{i}"})
            for i in range(12)
        ]
        assert [a.status_code for a in guesses[:5]] == [401] * 5
        assert all(_refused(a) for a in guesses[5:])
        # Even the right password is refused from there now: it is this address's guessing
        # that is limited...
        answer = await stranger.post(
            "/api/auth/login", json={"login": "owner", "password": "correct horse"}
        )
        assert _refused(answer)
    # ...not the name: its owner, at their own address, signs in (the name's own limit,
    # long exceeded, only slows the answers down).
    async with _client(limited, "198.51.100.2") as owner:
        answer = await owner.post(
            "/api/auth/login", json={"login": "OWNER", "password": "correct horse"}
        )
        assert answer.status_code == 200, answer.text
        assert answer.json()["user"]["login"] == "owner"
    # The owner's own typo after that is just a wrong password.
    async with _client(limited, "198.51.100.2") as owner:
        answer = await owner.post("/api/auth/login", json={"login": "owner", "password": "typo"})
        assert answer.status_code == 401


@pytest.mark.parametrize("limited", [{"rate_guest": "5/3600"}], indirect=True)
async def test_guests_from_one_address_are_limited(limited: LiveServer) -> None:
    async with _client(limited, "203.0.113.9") as flood:
        answers = [await flood.post("/api/auth/guest", json={"name": f"Бот{i}"}) for i in range(60)]
        assert [a.status_code for a in answers[:5]] == [200] * 5
        assert all(_refused(a) for a in answers[5:])
        # A new account is a new player too: the same limit (a guest signing up keeps their
        # place, so this one comes without the last guest's cookie).
        flood.cookies.clear()
        answer = await flood.post(
            "/api/auth/register", json={"login": "flooder", "password": "long enough"}
        )
        assert _refused(answer)
    async with _client(limited, "198.51.100.3") as person:
        assert (await person.post("/api/auth/guest", json={"name": "Вера"})).status_code == 200
    # The refusals made nobody.
    assert await limited.run(_guest_count(limited)) == 6


async def _guest_count(server: LiveServer) -> int:
    async with server.club.database.sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(User)) or 0)


@pytest.mark.parametrize("limited", [{"rate_table_address": "8/3600"}], indirect=True)
async def test_tables_from_one_address_are_limited_whoever_makes_them(
    limited: LiveServer,
) -> None:
    people = [_client(limited, "203.0.113.10") for _ in range(10)]
    try:
        for i, person in enumerate(people):
            assert (await person.post("/api/auth/guest", json={"name": f"Гость{i}"})).is_success
        made = refused = 0
        for round_ in range(3):
            for n, person in enumerate(people):
                path = "/api/quickplay" if (round_ + n) % 2 else "/api/tables"
                answer = await person.post(path, json={"game": "test_cards"})
                if answer.status_code == 200:
                    made += 1
                else:
                    assert _refused(answer), answer.text
                    refused += 1
    finally:
        for person in people:
            await person.aclose()
    assert (made, refused) == (8, 22)
    assert len(limited.club.tables) == 8
    async with _client(limited, "198.51.100.4") as person:
        await person.post("/api/auth/guest", json={"name": "Вера"})
        answer = await person.post("/api/tables", json={"game": "test_cards"})
        assert answer.status_code == 200, answer.text
