"""What the Web Worker calls: JSON strings in, JSON strings out.

The worker keeps one `OfflineTable` per open record. Each call answers
`{"messages": [...], "record": RECORD, "bot": SEAT|null}`: the socket messages
to deliver, the record to save (IndexedDB), and whether a bot moves next (the
worker then calls `bot_move`, after letting the page draw the last move).
"""

from __future__ import annotations

import json
from typing import Any

from igroteka.offline.table import OfflineTable

_tables: dict[str, OfflineTable] = {}


def _answer(table: OfflineTable, messages: list[dict[str, Any]]) -> str:
    return json.dumps(
        {"messages": messages, "record": table.record, "bot": table.bot_seat()},
        ensure_ascii=False,
    )


def open_table(record_json: str) -> str:
    """Load (or reload) a record and answer its snapshots, one per person seated."""
    record = json.loads(record_json)
    table = OfflineTable(record)
    _tables[table.id] = table
    return _answer(table, table.hello())


def hello(table_id: str) -> str:
    table = _tables[table_id]
    return _answer(table, table.hello())


def act(table_id: str, seat: int, version: int, action_json: str) -> str:
    table = _tables[table_id]
    return _answer(table, table.act(seat, version, json.loads(action_json)))


def bot_move(table_id: str) -> str:
    table = _tables[table_id]
    return _answer(table, table.bot_move())


def resign(table_id: str, seat: int) -> str:
    table = _tables[table_id]
    return _answer(table, table.resign(seat))


def games() -> str:
    """The registered games as GET /api/games describes them, for a first visit made offline."""
    from igroteka.engine.registry import all_games

    return json.dumps([g.describe() for g in all_games()], ensure_ascii=False)
