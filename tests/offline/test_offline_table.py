"""The offline table (igroteka/offline): records that replay, the table socket's message
shapes, refusals in both languages, two people on one device, bots within the browser's
budget, and a package that imports only the standard library."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from igroteka.bots.base import Bot
from igroteka.engine.registry import get_game
from igroteka.offline import bridge
from igroteka.offline.pack import build_zip, package_files
from igroteka.offline.table import BROWSER_BOT_BUDGET, OfflineTable, browser_bot

SNAPSHOT_KEYS = {"type", "table", "version", "seat", "view", "legal", "turn", "acting",
                 "table_info", "clocks", "log"}
UPDATE_KEYS = {"type", "table", "version", "seat", "events", "view", "legal", "turn", "acting",
               "clocks"}
# Every key of the club's TableSummary (igroteka/server/table/messages.py `info`).
INFO_KEYS = {"id", "game", "preset", "options", "differences", "stake", "stake_most", "clock",
             "private", "status", "seats", "spectators", "summary", "version", "record_id",
             "fairness", "claimable", "result", "settlement", "created_at", "expires_at",
             "rematch", "ruleset"}


def record(game: str, people: int = 1, level: str = "easy", seed: int = 7) -> dict[str, Any]:
    return {"id": f"offline-{game}", "game": game, "preset": None, "options": {}, "seed": seed,
            "level": level, "people": people, "seats": None, "actions": [],
            "created_at": "2026-12-06T00:00:00+00:00"}


def first_legal(messages: list[dict[str, Any]]) -> tuple[int, int, Any] | None:
    for message in reversed(messages):
        if message["type"] in ("snapshot", "update") and message["legal"]:
            return message["seat"], message["version"], message["legal"][0]["action"]
    return None


def play_out(table: OfflineTable, limit: int = 3000) -> list[dict[str, Any]]:
    """People take their first legal move, bots think; until the end."""
    messages = table.hello()
    for _ in range(limit):
        if table.finished:
            return messages
        if table.bot_seat() is not None:
            messages = table.bot_move()
            continue
        move = first_legal(messages)
        assert move is not None, messages
        messages = table.act(*move)
        assert all(m["type"] != "error" for m in messages), messages
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", ["russian_checkers", "ugolki", "kozel", "klabor", "go_stop"])
def test_a_game_plays_to_the_end_and_its_record_replays_to_the_same_position(game: str) -> None:
    table = OfflineTable(record(game))
    last = play_out(table)
    assert last[-1]["type"] == "table" and last[-1]["table_info"]["status"] == "finished"
    assert table.record["result"] == table.result and table.result
    again = OfflineTable(json.loads(json.dumps(table.record)))
    assert again.finished and again.version == table.version
    assert again.state.full_view() == table.state.full_view()


def test_messages_have_the_table_sockets_shapes() -> None:
    table = OfflineTable(record("russian_checkers"))
    (snapshot,) = table.hello()
    assert set(snapshot) == SNAPSHOT_KEYS
    assert set(snapshot["table_info"]) >= INFO_KEYS
    assert snapshot["table_info"]["offline"] is True
    assert snapshot["acting"] == [0] and snapshot["legal"]
    assert set(snapshot["legal"][0]) == {"action", "text", "label"}
    seat, version, action = first_legal([snapshot]) or (0, 0, None)
    updates = table.act(seat, version, action)
    assert [set(m) for m in updates] == [UPDATE_KEYS]
    assert updates[0]["version"] == 1 and updates[0]["legal"] == []
    assert table.bot_seat() == 1
    summary = snapshot["table_info"]["summary"]
    assert summary["ru"].endswith("без сети") and summary["en"].endswith("offline")


def test_refusals_explain_themselves_in_both_languages() -> None:
    table = OfflineTable(record("russian_checkers"))
    (snapshot,) = table.hello()
    stale = table.act(0, 5, snapshot["legal"][0]["action"])
    assert [m["type"] for m in stale] == ["snapshot", "error"]
    assert stale[1]["code"] == "stale_version" and stale[1]["text"]["en"]
    wrong = table.act(0, 0, {"path": ["a1", "h8"]})
    assert wrong[0]["type"] == "error" and wrong[0]["text"]["ru"] and wrong[0]["text"]["en"]
    assert table.act(1, 0, snapshot["legal"][0]["action"])[0]["code"] == "not_your_seat"
    assert table.version == 0


def test_two_people_on_one_device_each_get_their_own_view() -> None:
    table = OfflineTable(record("klabor", people=2))
    assert [s["kind"] for s in table.seats] == ["human", "human"]
    snapshots = table.hello()
    assert [m["seat"] for m in snapshots] == [0, 1]
    assert snapshots[0]["view"] != snapshots[1]["view"]  # each sees their own cards
    assert table.bot_seat() is None
    play_out(table)
    assert table.finished


def test_resigning_ends_a_board_game_but_not_a_card_game() -> None:
    checkers = OfflineTable(record("russian_checkers"))
    (message,) = checkers.resign(0)
    assert message["table_info"]["result"]["winners"] == [1]
    assert checkers.record["result"]["details"] == {"resigned": 0}
    cards = OfflineTable(record("klabor"))
    assert cards.resign(0)[0]["code"] == "cannot_resign"


def test_bots_think_within_the_browsers_budget() -> None:
    for game in ("russian_checkers", "kozel", "go_stop"):
        g = get_game(game)
        bot = browser_bot(g, "hard", g.resolve_options())
        if isinstance(bot, Bot):
            assert (bot.time_budget or 0) <= BROWSER_BOT_BUDGET


def test_the_bridge_answers_json_and_the_record_to_save() -> None:
    answer = json.loads(bridge.open_table(json.dumps(record("ugolki"))))
    assert answer["bot"] is None and answer["record"]["seats"][1]["kind"] == "bot"
    seat, version, action = first_legal(answer["messages"]) or (0, 0, None)
    answer = json.loads(bridge.act("offline-ugolki", seat, version, json.dumps(action)))
    assert answer["bot"] == 1 and len(answer["record"]["actions"]) == 1
    answer = json.loads(bridge.bot_move("offline-ugolki"))
    assert len(answer["record"]["actions"]) == 2
    assert {g["id"] for g in json.loads(bridge.games())} >= {"kozel", "russian_checkers"}


def test_the_package_runs_on_the_standard_library_alone(tmp_path: Path) -> None:
    """What Pyodide gets: the zip, imported by an isolated interpreter (no site, no site-packages,
    no working directory), plays a game and loads nothing but the stdlib and igroteka."""
    names = {name for name, _ in package_files()}
    assert "igroteka/offline/bridge.py" in names and "igroteka/bots/pool.py" not in names
    assert not any(name.startswith(("igroteka/server/", "igroteka/store/")) for name in names)
    archive = tmp_path / "igroteka.zip"
    archive.write_bytes(build_zip())
    assert zipfile.ZipFile(archive).testzip() is None
    script = f"""
import json, sys
sys.path.insert(0, {str(archive)!r})
from igroteka.offline import bridge
answer = json.loads(bridge.open_table({json.dumps(record("kozel"))!r}))
assert answer["messages"][0]["type"] == "snapshot"
import igroteka.games, igroteka.bots
outside = sorted(
    name for name in sys.modules
    if name.split(".")[0] not in {*sys.stdlib_module_names, "igroteka", "__main__"}
)
assert not outside, outside
assert igroteka.__file__.startswith({str(archive)!r}), igroteka.__file__
"""
    command = [sys.executable, "-I", "-S", "-c", script]
    subprocess.run(command, check=True, cwd=tmp_path, timeout=120)
