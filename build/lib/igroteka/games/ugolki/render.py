"""The board for `igroteka play`: coordinates on every edge, homes tinted, last move marked.

Without colour, pieces are letters (W, B; R, G for four players), empty home
squares are '+', and the squares of the last move are in brackets, so the
drawing is readable in a log or a test too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from igroteka.games.ugolki.board import FILES
from igroteka.games.ugolki.rules import SEAT_LETTERS, SEAT_NAMES

if TYPE_CHECKING:
    from igroteka.games.ugolki.state import UgolkiState

RESET = "\x1b[0m"
LIGHT, DARK = "\x1b[48;5;180m", "\x1b[48;5;137m"
HOME_TINT = ("\x1b[48;5;110m", "\x1b[48;5;139m", "\x1b[48;5;174m", "\x1b[48;5;108m")
LAST = "\x1b[48;5;221m"
PIECE = ("\x1b[1;97m", "\x1b[1;30m", "\x1b[1;31m", "\x1b[1;32m")


def render(state: UgolkiState, color: bool = False, lang: str = "ru") -> str:
    rules = state.rules
    geo = rules.geo
    size = geo.size
    owner = {cell: s for s, cells in enumerate(geo.home_order) for cell in cells}
    marked = set(state.last or ())
    files = "   " + "".join(f" {f} " for f in FILES[:size])
    lines = [files]
    for rank in range(size - 1, -1, -1):
        row = [f"{rank + 1:>2} "]
        for file in range(size):
            index = rank * size + file
            value = state.board[index]
            if color:
                if index in marked:
                    bg = LAST
                elif index in owner:
                    bg = HOME_TINT[owner[index]]
                else:
                    bg = LIGHT if (rank + file) % 2 else DARK
                glyph = f"{PIECE[value - 1]}●" if value else " "
                row.append(f"{bg} {glyph}{bg} {RESET}")
            else:
                glyph = SEAT_LETTERS[value - 1] if value else ("+" if index in owner else ".")
                row.append(f"[{glyph}]" if index in marked else f" {glyph} ")
        row.append(f" {rank + 1}")
        lines.append("".join(row))
    lines.append(files)
    lines.extend(_status(state, lang))
    return "\n".join(lines)


def _status(state: UgolkiState, lang: str) -> list[str]:
    rules = state.rules
    en = lang == "en"
    tempo = ", ".join(f"{SEAT_NAMES[s](lang)} {state.tempo[s]}" for s in range(rules.players))
    lines = [
        ("Move " if en else "Ход ")
        + str(state.move_number)
        + "; "
        + ("tempo: " if en else "темповое число: ")
        + tempo
    ]
    if rules.deadline and state.move_number <= rules.deadline:
        home = ", ".join(f"{SEAT_NAMES[s](lang)} {state.at_home[s]}" for s in range(rules.players))
        lines.append(
            (
                f"Leave home by move {rules.deadline}; still at home: "
                if en
                else f"Вывести шашки из дома до {rules.deadline}-го хода; ещё дома: "
            )
            + home
        )
    if rules.cutoff:
        lines.append(
            f"Cut-off at move {rules.cutoff}"
            if en
            else f"Окончание партии на {rules.cutoff}-м ходу"
        )
    if state.result is not None:
        lines.append(state.result.reason(lang))
    elif state.turn is not None:
        lines.append(("To move: " if en else "Ходят: ") + SEAT_NAMES[state.turn](lang))
    return lines
