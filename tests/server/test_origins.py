"""Pages of other origins, against a real server: they can neither change anything with the
player's cookie nor open the player's socket; only the club's own page (or a program that
names no page at all) can."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
import websockets
from websockets.exceptions import InvalidStatus

from igroteka.server.origins import OriginPolicy, normalise, origins_for_address, parse_origins
from tests.server.harness import LiveServer, Player, ServerProcess

# Same site as the club (so SameSite=Lax lets the cookie through), other origins all.
FOREIGN = [
    "http://127.0.0.1:9999",  # another port of the same host
    "http://games.localhost",  # a sibling name
    "https://127.0.0.1",  # another scheme
    "null",  # a sandboxed frame, a file
]
FORMS = [
    ("application/x-www-form-urlencoded", "seat=0"),
    ("multipart/form-data; boundary=x", "--x--\r\n"),
    ("text/plain", '{"x": 1}'),
]


@pytest.fixture
def live(sqlite_url: str) -> Iterator[LiveServer]:
    server = LiveServer(sqlite_url).start()
    yield server
    server.stop()


@pytest.fixture
async def seated(live: LiveServer) -> AsyncIterator[tuple[Player, str]]:
    """A guest alone at a waiting two-seat table."""
    player = await Player(live.url, live.ws_url).guest("Анна", "en")
    answer = await player.http.post("/api/tables", json={"game": "test_cards"})
    answer.raise_for_status()
    yield player, answer.json()["table"]["id"]
    await player.close()


async def _state(player: Player, table: str) -> tuple[bool, bool, int]:
    """(signed in, seated, ready) as the server holds them."""
    me = await player.http.get("/api/me")
    info = (await player.http.get(f"/api/tables/{table}")).json()
    mine = [s for s in info["seats"] if s["user_id"] == player.user["id"]]
    return me.status_code == 200, bool(mine), sum(s["ready"] for s in mine)


@pytest.mark.parametrize("origin", FOREIGN)
async def test_a_foreign_page_changes_nothing(
    live: LiveServer, seated: tuple[Player, str], origin: str
) -> None:
    player, table = seated
    before = await _state(player, table)
    assert before == (True, True, 0)
    for path in (f"/api/tables/{table}/ready", f"/api/tables/{table}/leave", "/api/auth/logout"):
        for content_type, body in [*FORMS, (None, None)]:
            headers = {"Origin": origin}
            if content_type:
                headers["Content-Type"] = content_type
            answer = await player.http.post(path, headers=headers, content=body)
            assert answer.status_code == 403, (path, content_type, answer.text)
            error = answer.json()["error"]
            assert error["code"] == "foreign_origin"
            assert error["message"] == error["text"]["en"] and error["text"]["ru"]
        # The same through a Referer, as a browser that names no Origin would send it.
        answer = await player.http.post(path, headers={"Referer": f"{origin}/page"})
        assert answer.status_code == 403, answer.text
    assert await _state(player, table) == before


async def test_the_clubs_own_page_must_send_json(
    live: LiveServer, seated: tuple[Player, str]
) -> None:
    player, table = seated
    own = {"Origin": live.url}
    for content_type, body in FORMS:
        answer = await player.http.post(
            f"/api/tables/{table}/ready",
            headers={**own, "Content-Type": content_type},
            content=body,
        )
        assert answer.status_code == 415, answer.text
        assert answer.json()["error"]["code"] == "json_only"
    # A body with no Content-Type at all (a Blob a foreign page may send) is no better.
    answer = await player.http.post(f"/api/tables/{table}/leave", headers=own, content=b"{}")
    assert answer.status_code == 415
    assert await _state(player, table) == (True, True, 0)

    # What the club's page does: JSON or no body, from its own origin (or a Referer of it).
    answer = await player.http.post(f"/api/tables/{table}/ready", headers=own)
    assert answer.status_code == 200, answer.text
    assert await _state(player, table) == (True, True, 1)
    answer = await player.http.patch(
        "/api/me/settings", headers={"Referer": f"{live.url}/table/{table}"}, json={"grain": 0.5}
    )
    assert answer.status_code == 200 and answer.json()["user"]["settings"]["grain"] == 0.5
    answer = await player.http.post(
        f"/api/tables/{table}/leave",
        headers={**own, "Content-Type": "application/json; charset=utf-8"},
        content=b"",
    )
    assert answer.status_code == 200, answer.text
    assert (await _state(player, table))[1] is False
    # A program that names no page (curl, the tests' own clients) is not a browser: the
    # cookie it sends is its own.
    answer = await player.http.post("/api/auth/logout")
    assert answer.status_code == 200
    assert (await player.http.get("/api/me")).status_code == 401


@pytest.mark.parametrize("origin", FOREIGN)
async def test_a_foreign_page_cannot_open_the_players_socket(
    live: LiveServer, seated: tuple[Player, str], origin: str
) -> None:
    player, _ = seated
    cookie = "; ".join(f"{k}={v}" for k, v in player.http.cookies.items())
    with pytest.raises(InvalidStatus) as refused:
        await websockets.connect(
            live.ws_url, additional_headers={"Cookie": cookie}, origin=origin  # type: ignore[arg-type]
        )
    assert refused.value.response.status_code == 403


async def test_the_clubs_own_page_opens_its_socket(
    live: LiveServer, seated: tuple[Player, str]
) -> None:
    player, table = seated
    cookie = "; ".join(f"{k}={v}" for k, v in player.http.cookies.items())
    for origin in (live.url, live.url.replace("127.0.0.1", "localhost")):
        async with websockets.connect(
            live.ws_url, additional_headers={"Cookie": cookie}, origin=origin  # type: ignore[arg-type]
        ) as socket:
            await socket.send(f'{{"type":"hello","table":"{table}"}}')
            assert '"type":"snapshot"' in await socket.recv()


def test_origins_are_compared_whole() -> None:
    assert normalise("HTTP://Example.org:80/path?q") == "http://example.org"
    assert normalise("https://example.org:8443") == "https://example.org:8443"
    assert normalise("http://[::1]:8000") == "http://[::1]:8000"
    assert normalise("ftp://example.org") is None and normalise("http://") is None
    assert normalise("http://user:pw@example.org") is None
    assert parse_origins("https://a.example, https://b.example:444") == {
        "https://a.example",
        "https://b.example:444",
    }
    with pytest.raises(ValueError, match="not an origin"):
        parse_origins("https://a.example/club")
    assert origins_for_address("127.0.0.1", 8000) == (
        "http://127.0.0.1:8000,http://localhost:8000,http://[::1]:8000"
    )
    assert origins_for_address("club.example", 80) == "http://club.example:80"
    assert origins_for_address("0.0.0.0", 8000) == ""

    configured = OriginPolicy("https://club.example")
    assert configured.allows({"origin": "https://club.example"}, "http")
    assert configured.allows({"referer": "https://club.example/table/x"}, "http")
    assert not configured.allows({"origin": "https://club.example:8443"}, "https")
    assert not configured.allows({"origin": "http://club.example"}, "http")
    assert configured.allows({}, "http")  # no page named: a program
    # Nothing configured: the page must be of the origin the request names in Host.
    own = OriginPolicy("")
    assert own.allows({"origin": "http://10.0.0.5:8000", "host": "10.0.0.5:8000"}, "http")
    assert own.allows({"origin": "https://club.example", "host": "club.example"}, "wss")
    assert not own.allows({"origin": "http://10.0.0.5:9999", "host": "10.0.0.5:8000"}, "http")
    assert not own.allows({"origin": "http://10.0.0.5:8000"}, "http")


async def test_serve_derives_its_origins_from_where_it_listens(
    sqlite_url: str, tmp_path: Path
) -> None:
    """`igroteka serve --port P` on 127.0.0.1: its own pages are http://127.0.0.1:P and
    http://localhost:P; a page on another port of the host is foreign."""
    server = ServerProcess(sqlite_url, tmp_path).start()
    try:
        async with httpx.AsyncClient(base_url=server.url) as client:
            for origin, status in (
                (server.url, 200),
                (f"http://localhost:{server.port}", 200),
                (f"http://127.0.0.1:{server.port + 1}", 403),
            ):
                answer = await client.post(
                    "/api/auth/guest", json={"name": "Ира"}, headers={"Origin": origin}
                )
                assert answer.status_code == status, (origin, answer.text)
    finally:
        server.terminate()
