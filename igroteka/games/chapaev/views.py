"""What a seat sees of a Chapaev game: the discs at their real positions, as JSON and as text.

Nothing is hidden, so every seat's view is the same. Positions are in metres
(rules §5), the board being [0, board] x [0, board]; the client scales them.
The terminal drawing puts each disc on the square its centre stands on: W
and B, a digit where two share a square, the last flicked disc's square in
brackets.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.chapaev import texts
from igroteka.games.chapaev.physics import BOARD, SQUARE, square_of
from igroteka.games.chapaev.protocol import ChapaevPosition

PIECES = 8
FILES = "abcdefgh"
LIGHT, DARK, RESET = "\x1b[48;5;180m", "\x1b[48;5;137m", "\x1b[0m"
DISC = ("\x1b[1;97m", "\x1b[1;30m")


def seat_view(state: ChapaevPosition) -> dict[str, Any]:
    pieces = []
    for colour in (0, 1):
        for name, i in state.piece_names(colour).items():
            pieces.append(
                {"id": i, "colour": colour, "name": name, "x": state.xs[i], "y": state.ys[i]}
            )
    turn = None if state.result is not None else state.to_shoot
    return {
        "kind": "chapaev",
        "board": BOARD,
        "square": SQUARE,
        "radius": state.physics.radius,
        "pieces": pieces,
        "left": [sum(state.alive[c * PIECES:(c + 1) * PIECES]) for c in (0, 1)],
        "phase": state.phase,
        "to_shoot": turn,
        # The seat that acts now: Black's answer to the pie rule, else the shooter's seat.
        "turn": state.current_seat(),
        "seat_colours": list(state.seat_colour),
        "rows": {"w": state.rows.w, "b": state.rows.b},
        "round": state.round,
        "rounds_won": list(state.rounds_won),
        "last_shot": state.last_shot,
        "extra_shot": state.extra_shot,
        "match": state.options["match"],
        "pie_rule": bool(state.options["pie_rule"]),
        "clean_win_bonus": bool(state.options["clean_win_bonus"]),
        "outcome": None if state.result is None else state.result.to_json(),
    }


def render_text(state: ChapaevPosition, color: bool, lang: str) -> str:
    grid: dict[tuple[int, int], list[int]] = {}
    for i, live in enumerate(state.alive):
        if live:
            grid.setdefault(square_of(state.xs[i], state.ys[i]), []).append(i // PIECES)
    last = None
    if state.last_shot is not None and state.alive[state.last_shot["piece"]]:
        i = state.last_shot["piece"]
        last = square_of(state.xs[i], state.ys[i])
    lines = ["    " + "  ".join(FILES)]
    for r in range(7, -1, -1):
        cells = []
        for f in range(8):
            here = grid.get((f, r), [])
            mark = "·" if not here else ("W" if here[0] == 0 else "B") if len(here) == 1 \
                else str(len(here))
            cell = f"[{mark}]" if last == (f, r) else f" {mark} "
            if color:
                tint = DARK if (f + r) % 2 == 0 else LIGHT
                ink = DISC[here[0]] if here else ""
                cell = f"{tint}{ink}{cell}{RESET}"
            cells.append(cell)
        lines.append(f"{r + 1:>2} " + "".join(cells) + f" {r + 1}")
    lines.append("    " + "  ".join(FILES))
    rows = Text("Ряды: белые {w}, чёрные {b}; раунд {round}; выиграно раундов: {won}",
                "Rows: White {w}, Black {b}; round {round}; rounds won: {won}")
    won = " : ".join(str(n) for n in state.rounds_won)
    lines.append(rows.with_params(w=state.rows.w, b=state.rows.b, round=state.round, won=won)
                 .render(lang))
    if state.phase == "pie":
        lines.append(texts.PIE_LINE.render(lang))
    elif state.result is None and state.to_shoot is not None:
        mine = ", ".join(state.piece_names(state.to_shoot))
        turn = Text("Щёлкают {colour}: {pieces}", "{colour} to flick: {pieces}")
        colour = texts.COLOURS_IN_TEXT[state.to_shoot].render(lang)
        lines.append(turn.with_params(colour=colour, pieces=mine).render(lang))
    return "\n".join(lines)


def event_label(event: dict[str, Any]) -> Text | None:
    kind, data = event.get("kind"), event
    if kind == "turn":
        if data["extra"]:
            return texts.EXTRA_SHOT.with_params(colour=texts.COLOUR_NAMES[data["colour"]])
        return texts.TURN_PASSES.with_params(colour=texts.COLOURS_IN_TEXT[data["colour"]])
    colours = texts.COLOURS_IN_TEXT
    if kind == "round_over":
        rows = data["rows"]
        return texts.ROUND_OVER.with_params(
            round=data["round"], colour=colours[data["winner"]], w=rows["w"], b=rows["b"]
        )
    if kind == "round_drawn":
        return texts.ROUND_DRAWN.with_params(round=data["round"])
    if kind == "pie":
        return texts.SWAPPED if data["swap"] else texts.KEPT
    return None
