"""The journal writers' shortcuts to the driver's parameters give, value for value, what the
columns' own SQLAlchemy bind processors give (igroteka/store/journal_writers.py `_encoder`),
for the dialects the club runs on; and a row written alone (one statement, no BEGIN) fails
or is refused alone."""

from __future__ import annotations

import math
import sqlite3
from datetime import UTC, date, datetime, timedelta, timezone
from typing import Any

import pytest
from sqlalchemy.dialects.postgresql import psycopg
from sqlalchemy.dialects.sqlite import aiosqlite, pysqlite
from sqlalchemy.engine import Dialect
from sqlalchemy.sql import sqltypes

from igroteka.store.database import Database
from igroteka.store.journal import Entry, Journal
from igroteka.store.journal_writers import COLUMNS, _encoder, _generic_encoder
from igroteka.store.table_repo import TableRepo
from igroteka.store.tables import ActionRow
from tests.server.test_journal import _entry, _record

DIALECTS = {
    "pysqlite": pysqlite.dialect(),
    "aiosqlite": aiosqlite.dialect(),
    "psycopg": psycopg.dialect(),
}

JSONS: list[Any] = [
    {"card": "AS"},
    {"card": "crd07x", "path": ["c3", "d4"], "text": "ход «д»", "n": 3, "ok": True},
    {"remaining": [59.5, 12.25, 0.1, 1e300, -0.0], "running": None},
    {"remaining": [1.0, 2.0], "running": [0, 1]},
    {"nan": math.nan, "inf": math.inf, "-inf": -math.inf},
    {1: "an int key", 2.5: "a float key", None: "none"},
    {False: "a bool key"},
    {"nested": {"deep": [[], {}, [{"a": [1, [2, [3]]]}]]}, "esc": '"\\\n\t\u0001\u2028😀'},
    [],
    {},
    ["pass"],
    [1, "two", 3.0, None, False, {"x": (1, 2)}],
    {"tuple": (1, (2, 3)), "big": 10**30, "neg": -7},
    "bare string",
    7,
    2.5,
    True,
    ("a", "tuple"),
]

MOMENTS: list[Any] = [
    datetime(2026, 11, 30, 21, 15, 30, 123456, tzinfo=UTC),
    datetime(2026, 11, 30, 21, 15, 30, tzinfo=UTC),  # no microseconds
    datetime(2026, 1, 2, 3, 4, 5, 6),  # naive
    datetime(1, 1, 1, 0, 0, 0, 1, tzinfo=UTC),
    datetime(9999, 12, 31, 23, 59, 59, 999999),
    datetime(2026, 6, 1, 12, 0, 0, 500, tzinfo=timezone(timedelta(hours=3, minutes=30))),
    datetime(2026, 6, 1, 12, 0, 0, 500, tzinfo=timezone(timedelta(hours=-11))),
    date(2026, 3, 4),
]


def _processors(dialect: Dialect) -> Any:
    """The encoder as it was: every column's own bind processor."""
    table = ActionRow.__table__
    return _generic_encoder(
        [
            (name, table.c[name].type.dialect_impl(dialect).bind_processor(dialect))
            for name in COLUMNS
        ]
    )


def _rows() -> list[dict[str, Any]]:
    rows = []
    for i, value in enumerate(JSONS):
        rows.append(
            {
                "record_id": 10 + i,
                "idx": i,
                "seat": i % 4,
                "action": value,
                "by_bot": i % 2 == 0,
                "at": MOMENTS[i % len(MOMENTS)],
                "clocks": JSONS[-1 - i] if i % 3 else None,
                "fence": None,
            }
        )
    for i, moment in enumerate(MOMENTS):
        rows.append(
            {
                "record_id": 1,
                "idx": 100 + i,
                "seat": 0,
                "action": None,
                "by_bot": None if i == 0 else bool(i % 2),
                "at": moment,
                "clocks": {"remaining": [float(i)], "running": 0},
                "fence": ("t", 1),
            }
        )
    return rows


def _same(left: Any, right: Any) -> bool:
    """Equal, type for type (NaN equal to NaN)."""
    if type(left) is not type(right):
        return False
    if hasattr(left, "obj"):  # psycopg's Json wrapper: the value and how it is dumped
        return _same(left.obj, right.obj) and left.dumps == right.dumps
    if isinstance(left, dict):
        return list(left) == list(right) and all(_same(left[k], right[k]) for k in left)
    if isinstance(left, list | tuple):
        return len(left) == len(right) and all(map(_same, left, right))
    if isinstance(left, float) and math.isnan(left):
        return math.isnan(right)
    return bool(left == right)


@pytest.mark.parametrize("name", sorted(DIALECTS))
def test_the_shortcuts_give_what_the_bind_processors_give(name: str) -> None:
    dialect = DIALECTS[name]
    fast, slow = _encoder(dialect), _processors(dialect)
    for row in _rows():
        got, expected = fast(row), slow(row)
        assert len(got) == len(expected) == len(COLUMNS)
        for column, a, b in zip(COLUMNS, got, expected, strict=True):
            assert _same(a, b), (name, column, row[column], a, b)


def test_the_shortcuts_are_taken_on_sqlite() -> None:
    """The fast encoder is not the processors in disguise: SQLite's JSON, bool and
    datetime columns each take their shortcut (else the test above proves nothing new)."""
    dialect = DIALECTS["aiosqlite"]
    table = ActionRow.__table__
    for column in ("action", "by_bot", "at", "clocks"):
        impl = table.c[column].type.dialect_impl(dialect)
        assert isinstance(impl, sqltypes.JSON | sqltypes.Boolean | sqltypes.DateTime)
    from igroteka.store import journal_writers

    shortcuts = [
        journal_writers._fast_processor(table.c[c].type.dialect_impl(dialect), dialect)
        for c in ("action", "by_bot", "at")
    ]
    assert [f.__name__ for f in shortcuts if f is not None] == ["json_value", "boolean", "moment"]


def test_a_value_json_cannot_write_still_fails() -> None:
    encode = _encoder(DIALECTS["aiosqlite"])
    row = _rows()[0] | {"action": {"cards": {1, 2}}}
    with pytest.raises(TypeError):
        encode(row)
    # Nothing of the failure stays behind: the next row is written as before.
    assert encode(_rows()[0]) == _processors(DIALECTS["aiosqlite"])(_rows()[0])


async def test_a_lone_row_fails_alone_and_the_next_is_written(sqlite_url: str) -> None:
    """A batch of one row is one statement without BEGIN/COMMIT: a failure leaves no
    transaction open on the loop's connection, and the rows read back as appended."""
    database = Database(sqlite_url)
    await database.start()
    journal = Journal(database)
    journal.start()
    try:
        repo = TableRepo(database)
        record = await _record(repo)
        entries = [_entry(record, i) for i in range(4)]
        for entry in entries:
            await journal.append(entry)
        with pytest.raises(sqlite3.IntegrityError):
            await journal.append(_entry(record, 2))  # a version appended twice
        assert not journal.writer._here.in_transaction  # type: ignore[attr-defined]
        moment = datetime(2026, 6, 1, 12, 0, 0, 0, tzinfo=UTC)
        last = Entry(record, 4, 1, ["pass"], False, moment, {"remaining": [1.5], "running": 1})
        await journal.append(last)
        rows = await repo.actions(record)
        assert [
            (r.idx, r.seat, r.action, r.by_bot, r.at.replace(tzinfo=UTC), r.clocks) for r in rows
        ] == [(e.idx, e.seat, e.action, e.by_bot, e.at, e.clocks) for e in [*entries, last]]
    finally:
        await journal.stop()
        await database.close()
