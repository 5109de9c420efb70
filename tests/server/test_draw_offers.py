"""A draw offered to a bot is answered at once, over the club's WebSockets.

A person plays a bot in Russian checkers and in Ugolki and offers a draw. The
bot answers before it thinks about a move, from its own evaluation: it accepts
when it is not clearly better (the start of a game) and declines when it is
(the person has given pieces away in checkers, or left every piece at home in
Ugolki). The answer is the bot's very next recorded action after the offer
reaches it, so a replay repeats it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from igroteka.engine.registry import get_game
from tests.server.harness import LiveServer, Player

Choose = Callable[[dict[str, Any]], dict[str, Any]]


async def _table(anna: Player, game: str, options: dict[str, Any] | None = None) -> str:
    created = await anna.http.post("/api/tables", json={
        "game": game, "options": options or {},
        "seats": [{"kind": "me"}, {"kind": "bot", "level": "easy"}],
    })
    assert created.status_code == 200, created.text
    tid = created.json()["table"]["id"]
    await anna.connect()
    await anna.send({"type": "hello", "table": tid})
    await anna.expect("snapshot")
    assert (await anna.http.post(f"/api/tables/{tid}/ready")).status_code == 200
    return tid


async def _play(
    anna: Player, tid: str, choose: Choose, offer_when: Callable[[dict[str, Any]], bool]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Anna plays seat 0 by `choose`; the first time `offer_when` holds she offers a draw and
    then moves. Returns the last table info once the bot has answered (or the game is over),
    and every event she saw from the offer on."""
    offered = False
    seen: list[dict[str, Any]] = []
    info: dict[str, Any] = {}
    for _ in range(400):
        message = await asyncio.wait_for(anna.inbox.get(), 30)
        if message.get("type") == "error":
            raise AssertionError(message)
        info = message.get("table_info") or info
        if offered:
            seen += message.get("events", [])
            kinds = {e["kind"] for e in seen}
            if info.get("status") == "finished" or "draw_declined" in kinds:
                return info, seen
        if message.get("type") not in ("snapshot", "update") or not message.get("legal"):
            continue
        version = message["version"]
        act = {"type": "act", "table": tid, "seat": 0}
        if not offered and offer_when(message["view"]):
            await anna.send({**act, "version": version, "action": {"draw": "offer"}})
            reply = await anna.expect("update")
            assert any(e["kind"] == "draw_offered" for e in reply["events"]), reply
            version = reply["version"]
            offered = True
        await anna.send({**act, "version": version, "action": choose(message)})
    raise AssertionError("the bot never answered the draw offer")


async def _steps(anna: Player, tid: str) -> list[tuple[int, bool, set[str]]]:
    """Each recorded step so far: (seat, by_bot, the kinds of its events)."""
    record = (await anna.http.get(f"/api/tables/{tid}")).json()["record_id"]
    replay = (await anna.http.get(f"/api/replays/{record}")).json()
    return [(s["seat"], s["by_bot"], {e["kind"] for e in s["events"]}) for s in replay["steps"]]


def _answered_at_once(steps: list[tuple[int, bool, set[str]]], answer: str) -> int:
    """The index of the bot's answer, checked to follow the offer and Anna's one move."""
    at = next(i for i, (_seat, _bot, kinds) in enumerate(steps) if answer in kinds)
    assert steps[at][:2] == (1, True), steps[at]
    assert steps[at - 1][0] == 0 and "move" in steps[at - 1][2], steps[at - 1]
    assert steps[at - 2][0] == 0 and steps[at - 2][2] == {"draw_offered"}, steps[at - 2]
    return at


def _first(message: dict[str, Any]) -> dict[str, Any]:
    return message["legal"][0]["action"]


# --- Russian checkers ----------------------------------------------------------------------
CHECKERS = get_game("russian_checkers")


def _give_away(message: dict[str, Any]) -> dict[str, Any]:
    """White's move that leaves Black a capture (captures are compulsory), else the first."""
    state: Any = CHECKERS.state_from_position(message["view"]["fen"])
    for entry in message["legal"]:
        child = state.clone()
        child.apply(child.action_from_json(entry["action"]))
        if any(captured for _path, captured, _crowned in child.generated()):
            return entry["action"]
    return _first(message)


def _men_down(view: dict[str, Any], men: int) -> bool:
    pieces = view["pieces"]
    white = sum(1 for p in pieces if p["seat"] == 0)
    return sum(1 for p in pieces if p["seat"] == 1) - white >= men


async def test_a_checkers_bot_accepts_a_draw_in_an_equal_position(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        tid = await _table(anna, "russian_checkers")
        info, seen = await _play(anna, tid, _first, lambda view: True)
        assert info["status"] == "finished", info
        assert info["result"]["returns"] == [0.0, 0.0]
        assert any(e["kind"] == "draw_agreed" and e["seat"] == 1 for e in seen), seen
        steps = await _steps(anna, tid)
        # The offer, Anna's move, then the bot's acceptance: nothing between.
        assert _answered_at_once(steps, "draw_agreed") == len(steps) - 1
    finally:
        await anna.close()


async def test_a_checkers_bot_two_men_up_declines_at_once(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        tid = await _table(anna, "russian_checkers")
        info, seen = await _play(anna, tid, _give_away, lambda view: _men_down(view, 2))
        assert info["status"] == "playing", info
        declined = [e for e in seen if e["kind"] == "draw_declined"]
        assert declined and declined[0]["seat"] == 1
        steps = await _steps(anna, tid)
        at = _answered_at_once(steps, "draw_declined")
        for _ in range(300):  # the bot's move after its answer
            if len(steps) > at + 1:
                break
            await asyncio.sleep(0.05)
            steps = await _steps(anna, tid)
        # Declining is not a move: the bot kept the turn and then moved.
        assert steps[at][2] == {"draw_declined"}
        assert steps[at + 1][:2] == (1, True) and "move" in steps[at + 1][2]
    finally:
        await anna.close()


# --- Ugolki ----------------------------------------------------------------------------------
UGOLKI = get_game("ugolki")


def _ugolki_state(view: dict[str, Any]) -> Any:
    """The position a view shows, as a state to try moves on."""
    fields = ["WB"[view["turn"]]]
    for seat, letter in enumerate("WB"):
        squares = [p["square"] for p in view["pieces"] if p["seat"] == seat]
        fields.append(letter + ",".join(squares))
    fields.append(str(view["move_number"]))
    return UGOLKI.state_from_position(":".join(fields))


def _dawdle(message: dict[str, Any]) -> dict[str, Any]:
    """White's move that leaves White worst off: a player in no hurry to leave home."""
    state = _ugolki_state(message["view"])

    def value(entry: dict[str, Any]) -> float:
        child = state.clone()
        child.apply(child.action_from_json(entry["action"]))
        return float(child.evaluate(0))

    return min(message["legal"], key=value)["action"]


def _ugolki_bot_ahead(view: dict[str, Any]) -> bool:
    return bool(_ugolki_state(view).evaluate(1) > 0.3)


async def test_an_ugolki_bot_accepts_a_draw_at_the_start(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        tid = await _table(anna, "ugolki")
        info, seen = await _play(anna, tid, _first, lambda view: True)
        assert info["status"] == "finished", info
        assert info["result"]["returns"] == [0.0, 0.0]
        assert info["result"]["reason"]["ru"] == "Ничья по соглашению"
        assert any(e["kind"] == "draw_agreed" and e["seat"] == 1 for e in seen), seen
        steps = await _steps(anna, tid)
        assert _answered_at_once(steps, "draw_agreed") == len(steps) - 1
    finally:
        await anna.close()


async def test_an_ugolki_bot_far_ahead_declines_at_once(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        tid = await _table(anna, "ugolki")
        info, seen = await _play(anna, tid, _dawdle, _ugolki_bot_ahead)
        assert info["status"] == "playing", info
        assert [e["seat"] for e in seen if e["kind"] == "draw_declined"][:1] == [1]
        steps = await _steps(anna, tid)
        at = _answered_at_once(steps, "draw_declined")
        for _ in range(300):  # the bot's move after its answer
            if len(steps) > at + 1:
                break
            await asyncio.sleep(0.05)
            steps = await _steps(anna, tid)
        assert steps[at][2] == {"draw_declined"}
        assert steps[at + 1][:2] == (1, True) and "move" in steps[at + 1][2]
    finally:
        await anna.close()
