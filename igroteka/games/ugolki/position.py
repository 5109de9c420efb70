"""Positions as text, in the style of checkers FEN: "W:Wa1,b1,c1:Bh8,g8:1".

Fields are separated by colons: the seat to move (W, B; R, G for four
players), then one field per seat (its letter, then its squares separated by
commas), then optionally the move number (1 if left out; the deadlines and
the cut-off count from it). Any number of pieces is accepted, for puzzles and
endings, but two pieces on one square, an unknown square or seat are errors.

`read_position` returns the pieces as plain data (`Setup`); the game builds
the state from it, so this module never imports state.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import PositionError
from igroteka.engine.i18n import Text
from igroteka.games.ugolki.protocol import UgolkiPosition
from igroteka.games.ugolki.settings import rules_of, seat_letters


@dataclass(frozen=True)
class Setup:
    """A position read from text: the board (0 empty, else seat + 1), who moves, the move number."""

    board: bytearray
    turn: int
    move_number: int


def _error(ru: str, en: str, **params: Any) -> PositionError:
    return PositionError(Text(ru, en).with_params(**params))


def write_position(state: UgolkiPosition) -> str:
    rules = state.rules
    letters = seat_letters(rules.players)
    names = rules.geo.names
    fields = [letters[state.ply % rules.players]]
    for seat, letter in enumerate(letters):
        fields.append(letter + ",".join(names[i] for i in sorted(state.pieces[seat])))
    fields.append(str(state.move_number))
    return ":".join(fields)


def read_position(text: str, options: dict[str, Any]) -> Setup:
    rules = rules_of(options)
    geo = rules.geo
    letters = seat_letters(rules.players)
    if not isinstance(text, str) or not text.strip():
        raise _error("Позиция пуста", "The position is empty")
    fields = [f.strip() for f in text.strip().split(":")]
    turn_field = fields[0].upper()
    if len(turn_field) != 1 or turn_field not in letters:
        raise _error(
            "Позиция должна начинаться с того, чей ход: {letters} (а не «{got}»)",
            "A position starts with the seat to move: {letters} (not '{got}')",
            letters=", ".join(letters),
            got=fields[0],
        )
    move_number = 1
    if len(fields) > 1 and fields[-1].isdigit():
        move_number = int(fields.pop())
        if move_number < 1:
            raise _error("Номер хода должен быть не меньше 1", "The move number must be at least 1")
    board = bytearray(geo.cells)
    listed: set[str] = set()
    for field in fields[1:]:
        if not field:
            raise _error(
                "В позиции пустое поле между двоеточиями",
                "The position has an empty field between colons",
            )
        letter = field[0].upper()
        if letter not in letters:
            raise _error(
                "Неизвестный цвет «{letter}»: в этой игре есть {letters}",
                "Unknown colour '{letter}': this game has {letters}",
                letter=field[0],
                letters=", ".join(letters),
            )
        if letter in listed:
            raise _error(
                "Цвет {letter} указан дважды", "Colour {letter} is listed twice", letter=letter
            )
        listed.add(letter)
        seat = letters.index(letter)
        body = field[1:].strip()
        for name in (s.strip().lower() for s in body.split(",") if body):
            index = geo.index(name)
            if index is None:
                raise _error(
                    "Нет клетки «{square}» на доске {size}×{size}",
                    "There is no square '{square}' on a {size}×{size} board",
                    square=name,
                    size=geo.size,
                )
            if board[index]:
                raise _error(
                    "Две шашки на клетке {square}", "Two pieces on square {square}", square=name
                )
            board[index] = seat + 1
    return Setup(board, letters.index(turn_field), move_number)
