"""`igroteka verify FILE|-`: check a fairness proof from the server, offline.

The proof is the JSON the server's /api/fairness endpoint returns once a game
is over. Anyone can run this on their own machine: it trusts nothing but the
file, the game's rules and SHA-256. Exit status 0 when every check passes,
1 when one fails or the file cannot be read as a proof.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text
from igroteka.server.fairness import FairnessProof, VerificationResult, verify

TITLE = Text("Проверка честности раздачи", "Fair deal check")
CANNOT_READ = Text(
    "Не удалось прочитать доказательство: {reason}", "Cannot read the proof: {reason}"
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "verify",
        help="check a game's fairness proof (the server's /api/fairness answer)",
        description="Check that the server's revealed seed matches its commitment and "
        "reproduces every deal of the game.",
    )
    parser.add_argument("proof", help="the proof's JSON file, or - to read standard input")
    parser.add_argument(
        "--show-deals", action="store_true", help="print the first deal (every seat's view)"
    )
    parser.add_argument(
        "--json", action="store_true", help="print the whole result as JSON (with every event)"
    )
    parser.set_defaults(func=run)


def _read(source: str) -> Any:
    if source == "-":
        return json.load(sys.stdin)
    with open(source, encoding="utf-8") as handle:
        return json.load(handle)


def run(args: argparse.Namespace) -> int:
    lang = args.lang
    try:
        proof = FairnessProof.from_json(_read(args.proof))
    except (OSError, ValueError) as error:
        print(CANNOT_READ.with_params(reason=str(error)).render(lang), file=sys.stderr)
        return 1
    except IgrotekaError as error:
        print(CANNOT_READ.with_params(reason=error.text).render(lang), file=sys.stderr)
        return 1
    result = verify(proof)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
    else:
        print(report(proof, result, lang, args.show_deals))
    return 0 if result.ok else 1


def report(proof: FairnessProof, result: VerificationResult, lang: str, deals: bool) -> str:
    """The human-readable verdict: one line per check, then the verdict itself."""
    where = Text("игра {game}", "game {game}").with_params(game=proof.game)
    if proof.table:
        where = Text("игра {game}, стол {table}", "game {game}, table {table}").with_params(
            game=proof.game, table=proof.table
        )
    lines = [f"{TITLE.render(lang)}: {where.render(lang)}"]
    for check in result.checks:
        mark = "✓" if check.ok else "✗"
        lines.append(f"  {mark} {check.text.render(lang)}")
    if deals and result.initial_views:
        lines.append(Text("Первая раздача:", "The first deal:").render(lang))
        for seat, view in result.initial_views.items():
            label = (
                Text("все карты", "every card")
                if seat == "all"
                else Text("место {seat}", "seat {seat}").with_params(seat=seat)
            )
            lines.append(f"  {label.render(lang)}: {json.dumps(view, ensure_ascii=False)}")
    lines.append(result.verdict().render(lang))
    return "\n".join(lines)
