"""`igroteka replay RECORD`: show a stored game move by move and check that it replays.

Reads the club's database (the same URL rules as `igroteka serve`), rebuilds the
game from (game, options, seed, actions) by the game's own rules and compares
the end with the stored result. Moves read in `--lang`, each after the name of
the seat that made it. A game still running is shown as a spectator sees it,
so this command reveals nothing the table keeps hidden.
"""

from __future__ import annotations

import argparse
import asyncio
import json
from typing import Any

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text
from igroteka.engine.registry import get_game


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("replay", help="show and check a game stored by the club")
    parser.add_argument("record", type=int, help="the game record's id (record_id of a table)")
    parser.add_argument("--database-url", default=None, help="as for `igroteka serve`")
    parser.add_argument("--json", action="store_true", help="print the record as JSON")
    parser.set_defaults(func=run)


async def load_record(url: str | None, record_id: int) -> tuple[Any, list[Any]]:
    """A stored game's record row and its action rows (`igroteka analyse` reads them too)."""
    from igroteka.store.database import Database
    from igroteka.store.table_repo import TableRepo

    database = Database(url)
    try:
        await database.start()
        repo = TableRepo(database)
        record = await repo.record(record_id)
        if record is None:
            raise IgrotekaError(
                Text("Нет записи игры {id}", "No game record {id}").with_params(id=record_id),
                code="no_replay",
            )
        return record, await repo.actions(record_id)
    finally:
        await database.close()


def seat_name(seats: list[dict[str, Any]], seat: int, lang: str) -> str:
    """A seat as the table showed it when the game began: a person's name, a bot's label."""
    info = seats[seat] if 0 <= seat < len(seats) else {}
    label = info.get("label")
    if info.get("kind") == "human" and info.get("name"):
        return str(info["name"])
    if isinstance(label, dict) and label.get(lang):
        return str(label[lang])
    return Text("место {n}", "seat {n}").with_params(n=seat)(lang)


def run(args: argparse.Namespace) -> int:
    lang = args.lang
    record, rows = asyncio.run(load_record(args.database_url, args.record))
    finished = record.finished_at is not None
    game = get_game(record.game)
    state = game.new_state(game.options.validate(record.options), int(record.seed))
    if args.json and finished:
        print(
            json.dumps(
                {
                    "game": record.game,
                    "options": record.options,
                    "seed": record.seed,
                    "actions": [row.action for row in rows],
                    "outcome": record.outcome,
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    print(f"{game.name(lang)} · {record.id} · {len(rows)}")
    seats = list(record.seats or [])
    for row in rows:
        action = state.action_from_json(row.action)
        text = state.action_label(action)(lang) if finished else "…"
        events = state.apply(action, row.seat)
        bot_seat = row.seat < len(seats) and seats[row.seat].get("kind") == "bot"
        who = Text("бот", "bot")(lang) if row.by_bot and not bot_seat else ""
        shown = [e.for_seat(None) for e in events] if not finished else []
        name = seat_name(seats, row.seat, lang)
        line = f"{row.idx + 1:4}. [{row.seat}] {name}: {text} {who}".rstrip()
        print(line + (f"  {json.dumps(shown, ensure_ascii=False)}" if shown else ""))
    if not finished:
        print(Text("Игра ещё идёт", "The game is still running")(lang))
        return 0
    stored = record.outcome or {}
    # A game won on time or by resignation ends off the board: its record says why.
    if {"timeout", "resigned"} & set(stored.get("details") or {}):
        print(Text(stored["reason"]["ru"], stored["reason"]["en"])(lang))
        return 0
    outcome = state.outcome()
    same = outcome is not None and list(outcome.winners) == stored.get("winners")
    if outcome is not None:
        print(outcome.reason(lang))
    verdict = (
        Text("✓ запись воспроизводится до того же результата", "✓ the record replays to its result")
        if same
        else Text("✗ запись не совпадает с результатом", "✗ the record does not match its result")
    )
    print(verdict(lang))
    return 0 if same else 1
