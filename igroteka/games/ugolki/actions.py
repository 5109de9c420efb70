"""The Ugolki move: the piece's square, then every square it lands on, and its JSON.

A step is two adjacent squares ("c3-d4"); a jump chain lists each landing
("c3:e5:g3"). The empty path is the pass a player makes only when no piece
of his can move at all. `DrawAction` is a draw offer in a game of two and its
answer. Reading JSON checks shape and square names only:
whether the move is allowed is `UgolkiState.check`'s job, so its error can
say why. Moves as players type them are read in notation.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.draws import DrawAction, draw_from_json
from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.ugolki.board import FILES, parse_square


@dataclass(frozen=True, slots=True)
class UgolkiAction:
    path: tuple[str, ...]

    @property
    def steps(self) -> tuple[str, ...]:
        return self.path

    @property
    def is_pass(self) -> bool:
        return not self.path

    def to_json(self) -> dict[str, Any]:
        return {"path": list(self.path)}

    def __str__(self) -> str:
        if not self.path:
            return "pass"
        if len(self.path) == 2 and _is_step(self.path[0], self.path[1]):
            return f"{self.path[0]}-{self.path[1]}"
        return ":".join(self.path)


PASS = UgolkiAction(())
def _is_step(a: str, b: str) -> bool:
    df = abs(FILES.index(a[0]) - FILES.index(b[0]))
    dr = abs(int(a[1:]) - int(b[1:]))
    return max(df, dr) == 1


def bad_action(ru: str, en: str, **params: Any) -> MalformedAction:
    return MalformedAction(Text(ru, en).with_params(**params))


def check_squares(names: list[str], size: int) -> tuple[str, ...]:
    for name in names:
        if parse_square(name, size) is None:
            raise bad_action(
                "Нет клетки «{square}» на доске {size}×{size}",
                "There is no square '{square}' on a {size}×{size} board",
                square=name,
                size=size,
            )
    return tuple(names)


def action_from_json(data: Any, size: int) -> UgolkiAction | DrawAction:
    """{"path": [...]} or {"draw": "offer"|"accept"|"decline"}; MalformedAction says why."""
    if isinstance(data, dict) and set(data) == {"draw"}:
        return draw_from_json(data["draw"])
    if not isinstance(data, dict) or set(data) != {"path"}:
        raise bad_action(
            "Ход уголков — это объект с полем «path»: списком клеток",
            "An Ugolki move is an object with a 'path' list of squares",
        )
    path = data["path"]
    if not isinstance(path, list) or not all(isinstance(s, str) for s in path):
        raise bad_action(
            '«path» должен быть списком клеток, например ["c3", "c4"]',
            '\'path\' must be a list of squares such as ["c3", "c4"]',
        )
    # One square is not a move but a question: the refusal says why that piece cannot move.
    return UgolkiAction(check_squares([s.strip().lower() for s in path], size))
