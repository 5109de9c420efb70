"""Every hidden-information game of the club, played whole by one test client per seat:
each message a seat receives holds exactly that seat's view and that seat's redacted
events, as the engine computes them, and nothing else.

The engine's own tests check that `view(seat)` and `Event.for_seat(seat)` hold no other
seat's secrets; this checks that the server sends nothing but those, to the right seat.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

from igroteka.engine.registry import all_games, get_game
from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay

HIDDEN = [g.id for g in all_games() if g.hidden_information]


def canonical(data: Any) -> Any:
    return json.loads(json.dumps(data))


def truth(replay: dict[str, Any], seats: int) -> tuple[list[list[Any]], list[list[list[Any]]]]:
    """views[version][seat] and events[version][seat], recomputed from the revealed record."""
    game = get_game(replay["game"])
    state = game.new_state(game.options.validate(replay["options"]), int(replay["seed"]))
    views = [[canonical(state.view(s)) for s in range(seats)]]
    events: list[list[list[Any]]] = [[[] for _ in range(seats)]]
    for data in replay["actions"]:
        happened = state.apply(state.action_from_json(data))
        views.append([canonical(state.view(s)) for s in range(seats)])
        events.append([canonical([e.for_seat(s) for e in happened]) for s in range(seats)])
    return views, events


@pytest.mark.parametrize("game", HIDDEN)
async def test_each_seat_receives_exactly_its_own_view(
    sqlite_url: str, game: str, server_options: dict[str, Any]
) -> None:
    server = LiveServer(sqlite_url, grace_seconds=60, **server_options).start()
    rules = get_game(game)
    count = rules.seat_count(rules.options.resolve())
    people = [await Player(server.url, server.ws_url).guest(f"Игрок {i}") for i in range(count)]
    try:
        plan = [{"kind": "me"}] + [{"kind": "human"}] * (count - 1)
        created = await people[0].http.post("/api/tables", json={"game": game, "seats": plan})
        tid = created.json()["table"]["id"]
        for i, player in enumerate(people[1:], start=1):
            assert (await player.http.post(f"/api/tables/{tid}/join", json={"seat": i})).json()[
                "seat"
            ] == i
        for player in people:
            await player.connect()
            await player.send({"type": "hello", "table": tid})
            await player.expect("snapshot")
        for player in people:
            await player.http.post(f"/api/tables/{tid}/ready")
        rng = random.Random(12)
        finals = await asyncio.wait_for(
            asyncio.gather(*(autoplay(p, tid, rng) for p in people)), 240
        )
        final = finals[0]
        replay = (await people[0].http.get(f"/api/replays/{final['record_id']}")).json()
        views, events = truth(replay, count)
        checked = 0
        for seat, player in enumerate(people):
            for raw in player.received:
                message = json.loads(raw)
                if message["type"] not in ("snapshot", "update") or message["view"] is None:
                    continue
                version = message["version"]
                assert message["seat"] == seat
                assert message["view"] == views[version][seat], (seat, version)
                if message["type"] == "update":
                    assert message["events"] == events[version][seat], (seat, version)
                checked += 1
        assert checked >= final["version"] * count
    finally:
        for player in people:
            await player.close()
        server.stop()
