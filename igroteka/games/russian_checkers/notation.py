"""Draughts moves as players type them: `c3-d4`, `c3:e5:g3`, `c3xe5`, or a draw offer.

Writing is `str(Move)` (actions.py); PDN's own move text is in pdn.py.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.russian_checkers.actions import DrawAction, Move, check_square, malformed
from igroteka.games.russian_checkers.texts import NOT_A_MOVE, QUIET_WRITTEN_AS_CAPTURE

OFFER_WORDS = ("draw-offer", "offer-draw", "ничья?")
ACCEPT_WORDS = ("draw-accept", "accept-draw", "ничья")


def parse_move(text: str, legal: Mapping[tuple[str, ...], Move]) -> Any:
    """The action `text` names among the `legal` moves (keyed by path).

    A capture may be given from-to whenever its start, end and the pieces it
    takes identify it, as players write a king's long capture (`a1:g7` for
    a1:d4:g7 and a1:e5:g7, which differ only in where the king touched down):
    the first such path the generator lists is played. A capture sign on a
    move that takes nothing is refused rather than read as the quiet move.
    A well-formed but illegal move comes back as a `Move`, so that `apply`
    refuses it with the reason; only unreadable text is MalformedAction.
    """
    if not isinstance(text, str):
        raise MalformedAction(NOT_A_MOVE)
    lowered = text.strip().lower()
    if lowered in OFFER_WORDS:
        return DrawAction("offer")
    if lowered in ACCEPT_WORDS:
        return DrawAction("accept")
    path, capture = split_notation(text)
    exact = legal.get(path)
    if exact is not None:
        if capture and not exact.capture:
            raise MalformedAction(QUIET_WRITTEN_AS_CAPTURE.with_params(text=text, move=str(exact)))
        return exact
    if len(path) == 2:
        same_ends = [
            m
            for m in legal.values()
            if m.capture and m.path[0] == path[0] and m.path[-1] == path[1]
        ]
        if len({_taken(m) for m in same_ends}) == 1:
            return same_ends[0]
        if len(same_ends) > 1:
            raise MalformedAction(
                Text(
                    "Ход «{text}» неоднозначен, укажите путь полностью: {options}",
                    "The move '{text}' is ambiguous; give the whole path: {options}",
                ).with_params(text=text, options=", ".join(str(m) for m in same_ends))
            )
    return Move(path, capture=capture or len(path) > 2)


def _taken(move: Move) -> object:
    """What a capture takes (the generator's mask), or its path when it carries no code."""
    return move.code[1] if move.code is not None else move.path


_SEPARATORS = re.compile(r"\s*([-:x×])\s*")


def split_notation(text: str) -> tuple[tuple[str, ...], bool]:
    """The squares of "c3-d4", "c3:e5:g3" or "c3xe5", and whether it is written as a capture."""
    if not isinstance(text, str) or not text.strip():
        raise malformed("Пустой ход", "Empty move")
    cleaned = text.strip().lower()
    pieces = _SEPARATORS.split(cleaned)
    squares = pieces[0::2]
    separators = set(pieces[1::2])
    if len(squares) < 2 or any(not sq for sq in squares):
        raise malformed(
            "Не понимаю ход «{text}»: пишите «c3-d4» или «c3:e5»",
            "Cannot read the move '{text}': write 'c3-d4' or 'c3:e5'",
            text=text,
        )
    if "-" in separators and len(separators) > 1:
        raise malformed(
            "В ходе «{text}» смешаны «-» и знак взятия",
            "The move '{text}' mixes '-' with a capture sign",
            text=text,
        )
    return tuple(check_square(sq) for sq in squares), "-" not in separators
