"""`igroteka analyse RECORD --seat N`: «Разбор партии» in the terminal.

RECORD is a finished game: the id of a record in the club's database (the same URL
rules as `igroteka serve`) or a JSON file holding (game, options, seed, actions, seats),
as `igroteka replay --json` and the replay API give it. Each decision of the seat is
printed with the judge's choice and what it cost (igroteka/review/review.py says how the
values are measured and why they never use cards the seat could not see).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from igroteka.cli.replay import load_record
from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text
from igroteka.engine.replay import GameRecord
from igroteka.review import Review, review_record

UNITS = {
    "score": Text("доля победы", "share of a win"),
    "points": Text("очки раздачи", "points of the deal"),
}


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "analyse", help="review a finished game's decisions of one seat against the hard bot"
    )
    parser.add_argument("record", help="a record id in the club's database, or a JSON file")
    parser.add_argument("--seat", type=int, required=True, help="the seat to review (from 0)")
    parser.add_argument("--worlds", type=int, default=12, help="playouts per position")
    parser.add_argument("--judge", default="hard", help="the bot whose choices are the yardstick")
    parser.add_argument("--policy", default="easy", help="the bot that plays the playouts")
    parser.add_argument("--seed", type=int, default=0, help="the review's own luck")
    parser.add_argument(
        "--depth", type=int, default=4, help="plies of the exact values (open two-sided games)"
    )
    parser.add_argument(
        "--moves", type=int, default=None, help="review only the game's first N moves"
    )
    parser.add_argument("--database-url", default=None, help="as for `igroteka serve`")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.set_defaults(func=run)


async def _from_database(url: str | None, record_id: int) -> tuple[GameRecord, bool]:
    record, rows = await load_record(url, record_id)
    if record.finished_at is None:
        raise IgrotekaError(
            Text(
                "Игра ещё идёт: разобрать её можно после конца",
                "The game is still running: it can be reviewed once it ends",
            ),
            code="not_finished",
        )
    actions = [row.action for row in rows]
    return GameRecord(
        record.game, dict(record.options), int(record.seed), actions, [r.seat for r in rows]
    ), True


def _from_file(path: str) -> GameRecord:
    try:
        data: Any = json.loads(Path(path).read_text(encoding="utf-8"))
        return GameRecord.from_json(data)
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise IgrotekaError(
            Text(
                "Не удалось прочитать запись игры {path}: {error}",
                "Cannot read the game record {path}: {error}",
            ).with_params(path=path, error=str(error)),
            code="bad_record",
        ) from error


def print_review(review: Review, lang: str) -> None:
    unit = UNITS[review.unit](lang)
    print(
        Text(
            "Разбор места {seat}. Решений: {n}; судья: {judge}; розыгрышей "
            "на позицию: {worlds}; единица: {unit}",
            "Review of seat {seat}. Decisions: {n}; judge: {judge}; playouts "
            "a position: {worlds}; unit: {unit}",
        ).with_params(
            seat=review.seat,
            n=len(review.decisions),
            judge=review.judge,
            worlds=review.worlds,
            unit=unit,
        )(lang)
    )
    if review.hidden:
        print(
            Text(
                "Оценки — только по тому, что видело это место: чужие карты не использованы.",
                "Values use only what this seat saw: no one else's cards.",
            )(lang)
        )
    mark = Text("ошибка", "mistake")(lang)
    for d in review.decisions:
        flag = f"  ← {mark}" if d.mistake else ""
        same = d.best == d.played
        best = "=" if same else d.best_label(lang)
        print(
            f"{d.move + 1:4}. {d.played_label(lang)}  [{best}]  "
            f"{d.value_played:+.3f} / {d.value_best:+.3f}  −{d.cost:.3f}±{d.error:.3f}{flag}"
        )
    print(Text("Ошибок: {n}", "Mistakes: {n}").with_params(n=len(review.mistakes()))(lang))
    if review.open_cards is not None:
        print_open_cards(review, lang)


def print_open_cards(review: Review, lang: str) -> None:
    """The second line of a card game: each deal as played and with every card open."""
    print(
        Text(
            "С открытыми картами (все руки известны всем; игра окончена, карты открыты): "
            "каждая раздача сыграна заново всевидящим игроком на всех местах",
            "With open cards (every hand known to all; the game is over, its cards are "
            "public): each deal played again by the all-seeing player at every seat",
        )(lang)
    )
    for deal in review.open_cards or []:
        line = "; ".join(f"{m.seat}: {m.label(lang)}" for m in deal.line)
        print(
            Text(
                "  Раздача {n} (с хода {start}): сыграно {played:+g}, с открытыми картами "
                "{open:+g}",
                "  Deal {n} (from move {start}): played {played:+g}, with open cards {open:+g}",
            ).with_params(
                n=deal.deal + 1, start=deal.start + 1, played=deal.played, open=deal.open
            )(lang)
        )
        print(f"    {line}")


def run(args: argparse.Namespace) -> int:
    if args.record.isdigit():
        record, off_board = asyncio.run(_from_database(args.database_url, int(args.record)))
    else:
        record, off_board = _from_file(args.record), False

    def progress(done: int, total: int) -> None:
        if not args.json:
            print(f"\r{done}/{total}", end="", file=sys.stderr, flush=True)

    review = review_record(
        record,
        args.seat,
        worlds=args.worlds,
        judge=args.judge,
        policy=args.policy,
        seed=args.seed,
        depth=args.depth,
        progress=progress,
        ended_off_the_board=off_board,
        moves=args.moves,
    )
    if not args.json:
        print(file=sys.stderr)
        print_review(review, args.lang)
    else:
        print(json.dumps(review.to_json(), ensure_ascii=False, indent=2))
    return 0
