"""What a seat sees of a draughts game: the board as JSON, and drawn for a terminal.

Nothing is hidden, so every seat's view is the same. The terminal board
(`igroteka play russian_checkers`) is seen from the player's side (Black sees
rank 1 at the top), with files and ranks on all four edges. The last move's
squares are highlighted (in brackets without colour) and the pieces it took
are shown as ×. With colour the board uses 256-colour ANSI backgrounds;
without, letters: w/W White man/king, b/B Black.
The status line is in the reader's language (`igroteka play --lang`).
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.russian_checkers import draws
from igroteka.games.russian_checkers.board import FILES, INDEX, is_dark
from igroteka.games.russian_checkers.protocol import CheckersPosition

RESET = "\x1b[0m"
LIGHT_BG = "\x1b[48;5;223m"
DARK_BG = "\x1b[48;5;94m"
MARK_BG = "\x1b[48;5;136m"
WHITE_FG = "\x1b[1;97m"
BLACK_FG = "\x1b[1;30m"
TAKEN_FG = "\x1b[1;31m"

GLYPHS_PLAIN = {(0, False): "w", (0, True): "W", (1, False): "b", (1, True): "B"}
GLYPHS_COLOUR = {(0, False): "●", (0, True): "♛", (1, False): "●", (1, True): "♛"}
TO_MOVE = (Text("Ход белых", "White to move"), Text("Ход чёрных", "Black to move"))
LAST_MOVE = Text("последний ход: {move}", "last move: {move}")
MUST_CAPTURE = Text("бить обязательно", "must capture")


def seat_view(state: CheckersPosition) -> dict[str, Any]:
    """The board, the last move and the draw counters: the same for every seat."""
    result = state.outcome()
    return {
        "kind": "board",
        "width": 8,
        "height": 8,
        "pieces": state.pieces(),
        "turn": None if result is not None else state.turn,
        "last_move": list(state.last_move.path) if state.last_move is not None else None,
        "last_move_text": str(state.last_move) if state.last_move is not None else None,
        "captured_last": list(state.captured_last),
        "ply": state.ply,
        "outcome": result.to_json() if result is not None else None,
        "fen": state.position(),
        "must_capture": result is None and any(c for _p, c, _k in state.generated()),
        "draw": {
            "rules": draws.draw_progress(state),
            "kings_only_plies": state.king_plies,
            "plies_since_capture": state.capture_plies,
            "plies_since_balance": state.balance_plies,
            "repetitions": state.repetitions(),
            "offer": state.draw_offer,
            "agreement": bool(state.options.get("draw_agreement", True)),
            "agreement_from_ply": 2 * int(state.options.get("min_moves_before_agreement", 0)),
        },
    }


def _cell(
    state: CheckersPosition, name: str, marked: set[str], taken: set[str], color: bool
) -> str:
    file, rank = FILES.index(name[0]), int(name[1]) - 1
    if not is_dark(file, rank):
        return f"{LIGHT_BG}   {RESET}" if color else "   "
    piece = state.piece_at(INDEX[name])
    if color:
        if piece is not None:
            fg = WHITE_FG if piece[0] == 0 else BLACK_FG
            body = f"{fg} {GLYPHS_COLOUR[piece]} "
        elif name in taken:
            body = f"{TAKEN_FG} × "
        else:
            body = "   "
        return f"{MARK_BG if name in marked else DARK_BG}{body}{RESET}"
    symbol = GLYPHS_PLAIN[piece] if piece is not None else ("×" if name in taken else ".")
    return f"[{symbol}]" if name in marked else f" {symbol} "


def render_text(
    state: CheckersPosition, seat: int | None = None, color: bool = False, lang: str = "ru"
) -> str:
    flipped = seat == 1
    ranks = range(1, 9) if flipped else range(8, 0, -1)
    files = FILES[::-1] if flipped else FILES
    marked = set(state.last_move.path) if state.last_move is not None else set()
    taken = set(state.captured_last)
    edge = "   " + "".join(f" {f} " for f in files)
    lines = [edge]
    for rank in ranks:
        cells = "".join(_cell(state, f"{f}{rank}", marked, taken, color) for f in files)
        lines.append(f" {rank} {cells} {rank}")
    lines.append(edge)
    # Once over, the reason is said by whoever shows the end (`igroteka play`, the replay).
    if state.outcome() is None:
        status = TO_MOVE[state.turn](lang)
        if state.last_move is not None:
            status += "   " + LAST_MOVE.with_params(move=str(state.last_move))(lang)
        if any(taken for _p, taken, _c in state.generated()):
            status += "   " + MUST_CAPTURE(lang)
        lines.append(status)
    return "\n".join(lines)
