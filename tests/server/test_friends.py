"""Friends: a request the other accepts, the list with who is online and at which table,
joining and watching from it, and invitations to a private table that reach the friend."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest

from igroteka.server.online import WhoIsOnline
from tests.server.harness import LiveServer, Player


@pytest.fixture
def club(database_url: str) -> Iterator[LiveServer]:
    # Sockets only: a page asking for the list does not make its reader online, so the
    # test sees the live connections decide.
    live = LiveServer(database_url, presence_seconds=0.0).start()
    yield live
    live.stop()


async def _member(server: LiveServer, login: str, name: str) -> Player:
    player = Player(server.url, server.ws_url)
    answer = await player.http.post(
        "/api/auth/register", json={"login": login, "password": "correct horse", "name": name}
    )
    answer.raise_for_status()
    player.user = answer.json()["user"]
    return player


@pytest.fixture
async def pair(club: LiveServer) -> AsyncIterator[tuple[Player, Player]]:
    anya = await _member(club, "anya", "Аня")
    boris = await _member(club, "boris", "Борис")
    yield anya, boris
    await anya.close()
    await boris.close()


def _refusal(answer: Any, status: int, code: str) -> dict[str, str]:
    assert answer.status_code == status, answer.text
    error = answer.json()["error"]
    assert error["code"] == code
    assert error["text"]["ru"] and error["text"]["en"]
    return dict(error["text"])


async def _friends(player: Player) -> dict[str, Any]:
    answer = await player.http.get("/api/friends")
    answer.raise_for_status()
    return dict(answer.json())


async def test_a_request_the_other_accepts_and_who_is_online(
    club: LiveServer, pair: tuple[Player, Player]
) -> None:
    anya, boris = pair
    asked = await anya.http.post("/api/friends", json={"name": "борис"})
    assert asked.status_code == 200, asked.text
    assert [p["name"] for p in asked.json()["outgoing"]] == ["Борис"]
    assert asked.json()["friends"] == []

    # Bad input is refused in both languages and changes nothing.
    again = _refusal(
        await anya.http.post("/api/friends", json={"name": "boris"}), 409, "already_asked"
    )
    assert "Борис" in again["ru"] and "Борис" in again["en"]
    _refusal(await anya.http.post("/api/friends", json={"name": "Аня"}), 409, "friend_self")
    unknown = _refusal(
        await anya.http.post("/api/friends", json={"name": "Никто"}), 404, "unknown_player"
    )
    assert "Никто" in unknown["ru"]
    _refusal(await boris.http.post("/api/friends/999/accept"), 404, "no_request")
    guest = await Player(club.url, club.ws_url).guest("Гость")
    try:
        _refusal(await guest.http.get("/api/friends"), 403, "guest_no_friends")
        _refusal(
            await guest.http.post("/api/friends", json={"name": "anya"}), 403, "guest_no_friends"
        )
        # Nor can a guest be found by name.
        _refusal(
            await anya.http.post("/api/friends", json={"name": "Гость"}), 404, "unknown_player"
        )
    finally:
        await guest.close()

    seen = await _friends(boris)
    assert [p["name"] for p in seen["incoming"]] == ["Аня"] and seen["friends"] == []
    accepted = await boris.http.post(f"/api/friends/{anya.user['id']}/accept")
    assert accepted.status_code == 200, accepted.text
    assert [(f["name"], f["online"]) for f in accepted.json()["friends"]] == [("Аня", False)]
    _refusal(await anya.http.post("/api/friends", json={"name": "Борис"}), 409, "already_friends")

    mine = await _friends(anya)
    assert mine["incoming"] == mine["outgoing"] == []
    assert [(f["login"], f["online"], f["tables"]) for f in mine["friends"]] == [
        ("boris", False, [])
    ]
    # Борис opens a socket (as a table's page does): now he is online; closed, he is not.
    await boris.connect()
    await boris.send({"type": "ping"})
    await boris.expect("pong")
    assert [f["online"] for f in (await _friends(anya))["friends"]] == [True]
    await boris.disconnect()
    for _ in range(100):  # the server notices the closed socket at once, but not before us
        if not (await _friends(anya))["friends"][0]["online"]:
            break
        await boris.drain(0.05)
    assert (await _friends(anya))["friends"][0]["online"] is False

    # Unfriending removes the link for both.
    gone = await anya.http.delete(f"/api/friends/{boris.user['id']}")
    assert gone.status_code == 200 and gone.json()["friends"] == []
    assert (await _friends(boris))["friends"] == []
    _refusal(await anya.http.delete(f"/api/friends/{boris.user['id']}"), 404, "not_linked")


async def test_asking_back_accepts_the_request(pair: tuple[Player, Player]) -> None:
    anya, boris = pair
    (await anya.http.post("/api/friends", json={"name": "boris"})).raise_for_status()
    both = await boris.http.post("/api/friends", json={"name": "anya"})
    assert both.status_code == 200, both.text
    assert [f["name"] for f in both.json()["friends"]] == ["Аня"]
    assert [f["name"] for f in (await _friends(anya))["friends"]] == ["Борис"]


async def test_a_name_two_players_share_asks_for_the_login(
    club: LiveServer, pair: tuple[Player, Player]
) -> None:
    anya, _ = pair
    first = await _member(club, "sasha1", "Саша")
    second = await _member(club, "sasha2", "Саша")
    try:
        text = _refusal(
            await anya.http.post("/api/friends", json={"name": "саша"}), 409, "ambiguous_player"
        )
        assert "логин" in text["ru"] and "login" in text["en"]
        asked = await anya.http.post("/api/friends", json={"name": "Sasha2"})
        assert [p["login"] for p in asked.json()["outgoing"]] == ["sasha2"]
    finally:
        await first.close()
        await second.close()


async def _befriend(anya: Player, boris: Player) -> None:
    (await anya.http.post("/api/friends", json={"name": "boris"})).raise_for_status()
    (await boris.http.post(f"/api/friends/{anya.user['id']}/accept")).raise_for_status()


async def test_a_friends_tables_to_join_or_watch_and_invitations(
    club: LiveServer, pair: tuple[Player, Player]
) -> None:
    anya, boris = pair
    await _befriend(anya, boris)

    # A public table Борис waits at: Аня can join it from her list.
    made = await boris.http.post("/api/tables", json={"game": "test_cards"})
    public = made.json()["table"]["id"]
    [place] = (await _friends(anya))["friends"][0]["tables"]
    assert place == {
        "id": public,
        "game": "test_cards",
        "status": "waiting",
        "private": False,
        "joinable": True,
        "watchable": False,
        "url": f"/table/{public}",
    }
    joined = await anya.http.post(f"/api/tables/{public}/join", json={})
    assert joined.status_code == 200, joined.text
    [place] = (await _friends(anya))["friends"][0]["tables"]
    assert place["joinable"] is False  # she sits there now
    (await anya.http.post(f"/api/tables/{public}/leave")).raise_for_status()

    # A game Борис plays with bots: one to watch.
    quick = await boris.http.post("/api/quickplay", json={"game": "test_cards"})
    playing = quick.json()["table"]["id"]
    places = {p["id"]: p for p in (await _friends(anya))["friends"][0]["tables"]}
    assert places[playing]["status"] == "playing" and places[playing]["watchable"] is True
    # Its link lets her watch: a spectator's snapshot, no seat and no hidden hand.
    await anya.connect()
    await anya.send({"type": "hello", "table": playing})
    watched = await anya.expect("snapshot", table=playing)
    assert watched["seat"] is None
    await anya.disconnect()

    # A private table: named, but no way in without an invitation.
    secret = await boris.http.post("/api/tables", json={"game": "test_cards", "private": True})
    private = secret.json()["table"]["id"]
    token = secret.json()["invite"]
    places = {p["id"]: p for p in (await _friends(anya))["friends"][0]["tables"]}
    assert places[private]["url"] is None and places[private]["joinable"] is False
    assert (await _friends(anya))["invitations"] == []
    _refusal(await anya.http.post(f"/api/tables/{private}/join", json={}), 403, "private_table")

    # Bad invitations: a stranger, a table one does not sit at, a table that is gone.
    vera = await _member(club, "vera", "Вера")
    try:
        stranger = _refusal(
            await boris.http.post("/api/invitations", json={"table": private, "name": "vera"}),
            404,
            "not_a_friend",
        )
        assert "vera" in stranger["ru"] and "vera" in stranger["en"]
        _refusal(
            await anya.http.post("/api/invitations", json={"table": private, "name": "boris"}),
            403,
            "not_at_table",
        )
        _refusal(
            await boris.http.post("/api/invitations", json={"table": "nope", "name": "anya"}),
            404,
            "no_table",
        )
        _refusal(
            await boris.http.post("/api/invitations", json={"table": playing, "name": "anya"}),
            409,
            "not_waiting",
        )
        assert (await _friends(vera))["invitations"] == []
    finally:
        await vera.close()

    # Борис invites Аня by name: the invitation carries the private table's link.
    sent = await boris.http.post("/api/invitations", json={"table": private, "name": "Аня"})
    assert sent.status_code == 200, sent.text
    seen = await _friends(anya)
    [invitation] = seen["invitations"]
    assert invitation["table"] == private and invitation["sender"]["name"] == "Борис"
    assert invitation["url"] == f"/table/{private}?invite={token}"
    places = {p["id"]: p for p in seen["friends"][0]["tables"]}
    assert places[private]["joinable"] is True and places[private]["url"] == invitation["url"]
    joined = await anya.http.post(
        f"/api/tables/{private}/join", json={"invite": invitation["url"].split("=", 1)[1]}
    )
    assert joined.status_code == 200, joined.text
    # Seated, she has no invitation left to answer.
    assert (await _friends(anya))["invitations"] == []


async def test_an_invitation_can_be_dismissed(pair: tuple[Player, Player]) -> None:
    anya, boris = pair
    await _befriend(anya, boris)
    made = await boris.http.post("/api/tables", json={"game": "test_cards", "private": True})
    table = made.json()["table"]["id"]
    (
        await boris.http.post("/api/invitations", json={"table": table, "name": "anya"})
    ).raise_for_status()
    [invitation] = (await _friends(anya))["invitations"]
    _refusal(
        await boris.http.delete(f"/api/invitations/{invitation['id']}"),
        404,
        "no_invitation",
    )
    left = await anya.http.delete(f"/api/invitations/{invitation['id']}")
    assert left.status_code == 200 and left.json()["invitations"] == []


def test_a_page_that_asks_counts_for_its_window_only() -> None:
    presence = WhoIsOnline(window=3600)
    presence.touch(7)
    assert presence.online([]) == {7}
    assert WhoIsOnline(window=0).online([]) == set()


async def test_friend_requests_are_limited_per_person(sqlite_url: str) -> None:
    live = LiveServer(sqlite_url, rate_friend="2/3600").start()
    try:
        anya = await _member(live, "anya", "Аня")
        for login in ("boris", "vera", "gleb"):
            await (await _member(live, login, login.title())).close()
        for name in ("boris", "vera"):
            (await anya.http.post("/api/friends", json={"name": name})).raise_for_status()
        text = _refusal(
            await anya.http.post("/api/friends", json={"name": "gleb"}), 429, "rate_limited"
        )
        assert "заявки в друзья" in text["ru"] and "friend requests" in text["en"]
        assert [p["login"] for p in (await _friends(anya))["outgoing"]] == ["boris", "vera"]
        await anya.close()
    finally:
        live.stop()
