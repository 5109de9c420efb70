"""What a seat sees of an Ugolki game: the board as JSON, and drawn for `igroteka play`.

Nothing is hidden, so every seat's view is the same. The terminal board has
coordinates on every edge, homes tinted and the last move marked. Without
colour, pieces are letters (W, B; R, G for four players), empty home squares
are '+', and the squares of the last move are in brackets, so the drawing is
readable in a log or a test too.
"""

from __future__ import annotations

from typing import Any

from igroteka.games.ugolki.board import FILES
from igroteka.games.ugolki.options import MIRROR_COPIES, MIRROR_WINDOW
from igroteka.games.ugolki.protocol import UgolkiPosition
from igroteka.games.ugolki.settings import SEAT_LETTERS, seat_colors
from igroteka.games.ugolki.texts import SEAT_NAMES

RESET = "\x1b[0m"
LIGHT, DARK = "\x1b[48;5;180m", "\x1b[48;5;137m"
HOME_TINT = ("\x1b[48;5;110m", "\x1b[48;5;139m", "\x1b[48;5;174m", "\x1b[48;5;108m")
LAST = "\x1b[48;5;221m"
PIECE = ("\x1b[1;97m", "\x1b[1;30m", "\x1b[1;31m", "\x1b[1;32m")


def seat_view(state: UgolkiPosition) -> dict[str, Any]:
    """The board and every count the end rules read (the same for every seat)."""
    rules = state.rules
    geo = rules.geo
    names = geo.names
    n = rules.players
    seats = [str(s) for s in range(n)]
    pieces = sorted((i, s) for s in range(n) for i in state.pieces[s])
    number = state.move_number
    turn = state.turn
    return {
        "kind": "board",
        "width": geo.size,
        "height": geo.size,
        "pieces": [{"square": names[i], "seat": s, "king": False} for i, s in pieces],
        "turn": turn,
        "last_move": None if state.last is None else [names[i] for i in state.last],
        "ply": state.ply,
        "outcome": None if state.result is None else state.result.to_json(),
        "players": n,
        "colors": list(seat_colors(n)),
        "moves": rules.moves,
        "finish": rules.finish,
        "auto_finish": rules.auto_finish,
        "move_number": number,
        "homes": {k: sorted(names[i] for i in geo.home_order[s]) for s, k in enumerate(seats)},
        "targets": {k: sorted(names[i] for i in geo.targets[s]) for s, k in enumerate(seats)},
        "tempo": {k: state.tempo[s] for s, k in enumerate(seats)},
        "at_home": {k: state.at_home[s] for s, k in enumerate(seats)},
        "in_target": {k: state.in_target[s] for s, k in enumerate(seats)},
        "deadlines": {
            "leave_home": rules.deadline or None,
            "leave_home_moves_left": (
                max(0, rules.deadline - number + 1) if rules.deadline else None
            ),
            "return_home_loses": rules.no_return,
            "cutoff": rules.cutoff or None,
            "cutoff_moves_left": max(0, rules.cutoff - number + 1) if rules.cutoff else None,
            "cutoff_judge": rules.judge,
        },
        "mirror": (
            {"limit": MIRROR_COPIES, "window": MIRROR_WINDOW, "copies": state.copies}
            if rules.mirror
            else None
        ),
        "repetition": state.repeats if rules.repetition else None,
        "must_move_from_home": turn is not None and state.must_move_from_home(turn),
        "stay_in_target": rules.stay_in_target,
        "no_lock": rules.no_lock,
        # A draw by agreement (two players): who offered one, if anyone.
        "draw": {"agreement": n == 2, "offer": state.draw_offer},
    }


def render_text(state: UgolkiPosition, color: bool = False, lang: str = "ru") -> str:
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


def _status(state: UgolkiPosition, lang: str) -> list[str]:
    rules = state.rules
    en = lang == "en"
    tempo = ", ".join(f"{SEAT_NAMES[s](lang)} {state.tempo[s]}" for s in range(rules.players))
    if state.result is None:
        number = ("Move " if en else "Ход ") + str(state.move_number)
    else:
        # Over: the moves played (a move is one turn of every seat), not the next one's number.
        played = -(-state.ply // rules.players)
        number = ("Moves played: " if en else "Сыграно ходов: ") + str(played)
    lines = [number + "; " + ("tempo: " if en else "темповое число: ") + tempo]
    if rules.deadline and state.result is None and state.move_number <= rules.deadline:
        home = ", ".join(f"{SEAT_NAMES[s](lang)} {state.at_home[s]}" for s in range(rules.players))
        lines.append(
            (
                f"Leave home by move {rules.deadline}; still at home: "
                if en
                else f"Вывести шашки из дома до {rules.deadline}-го хода; ещё дома: "
            )
            + home
        )
    if rules.cutoff and state.result is None:
        lines.append(
            f"Cut-off at move {rules.cutoff}"
            if en
            else f"Окончание партии на {rules.cutoff}-м ходу"
        )
    # Once over, the reason is said by whoever shows the end (`igroteka play`, the replay).
    if state.result is None and state.turn is not None:
        lines.append(("To move: " if en else "Ходят: ") + SEAT_NAMES[state.turn](lang))
    return lines
