"""The actions of a draughts game: a move along a path of squares, and a draw offer and its answer.

A `Move` is compared and hashed by its path only ("c3", "e5", "g3"), so a move
rebuilt from a client's JSON equals the one the generator made; the generator's
own encoding rides along in `code` for speed and never affects equality.
Moves as players type them are read in notation.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from igroteka.engine.draws import DrawAction, draw_from_json
from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.russian_checkers.board import FILES, INDEX

# (path of square indexes, mask of captured pieces, crowned at the end)
Code = tuple[tuple[int, ...], int, bool]


@dataclass(frozen=True, slots=True)
class Move:
    """A move: the piece's square, then every square it lands on."""

    path: tuple[str, ...]
    capture: bool = field(default=False, compare=False)
    code: Code | None = field(default=None, compare=False, repr=False)

    @property
    def steps(self) -> tuple[str, ...]:
        return self.path

    def to_json(self) -> dict[str, Any]:
        return {"path": list(self.path)}

    def __str__(self) -> str:
        return (":" if self.capture else "-").join(self.path)


def malformed(ru: str, en: str, **params: object) -> MalformedAction:
    return MalformedAction(Text(ru, en).with_params(**params))


def check_square(name: object) -> str:
    """An algebraic dark square, normalised to lower case, or MalformedAction saying why not."""
    if not isinstance(name, str):
        raise malformed(
            "Поле хода должно быть строкой вроде «c3», а не {value!r}",
            "A square of a move must be a string like 'c3', not {value!r}",
            value=name,
        )
    square = name.strip().lower()
    if len(square) != 2 or square[0] not in FILES or square[1] not in "12345678":
        raise malformed("Нет такого поля: «{sq}»", "There is no square '{sq}'", sq=name)
    if square not in INDEX:
        raise malformed(
            "Поле {sq} белое: шашки ходят только по тёмным полям",
            "{sq} is a light square: pieces move only on dark squares",
            sq=square,
        )
    return square


def move_from_json(data: Any) -> Move | DrawAction:
    """{"path": ["c3", "d4"]} or {"draw": "offer"|"accept"|"decline"}; MalformedAction says why."""
    if not isinstance(data, dict):
        raise malformed(
            'Ход должен быть объектом вида {{"path": ["c3", "d4"]}}',
            'A move must be an object like {{"path": ["c3", "d4"]}}',
        )
    if set(data) == {"draw"}:
        return draw_from_json(data["draw"])
    if set(data) != {"path"}:
        raise malformed(
            "В ходе нужен ровно один ключ «path» (или «draw»), получено: {keys}",
            "A move needs exactly the key 'path' (or 'draw'); got: {keys}",
            keys=", ".join(sorted(map(str, data))) or "—",
        )
    path = data["path"]
    # One square is not a move, but a question: the refusal says why that piece cannot move.
    if not isinstance(path, list | tuple) or not path:
        raise malformed(
            "«path» должен быть списком полей, например [«c3», «d4»]",
            "'path' must be a list of squares such as ['c3', 'd4']",
        )
    return Move(tuple(check_square(sq) for sq in path), capture=len(path) > 2)
