"""Why a move is illegal, in a player's words (Russian and English).

The generator only knows legal moves; a refused move deserves the rule it
breaks. `why_illegal` replays the path jump by jump against the board and
names the first thing wrong: no piece or not yours, not a diagonal, a square
taken, a man stepping backward, a jump over your own piece or over one already
taken (the Turkish strike), a capture left unfinished, a king landing where it
cannot go on, or a quiet move while a capture is compulsory.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from igroteka.engine.game import NOT_LEGAL
from igroteka.engine.i18n import Text
from igroteka.games.russian_checkers.board import FILE_RANK, INDEX, NAME, PROMOTION, VALID

if TYPE_CHECKING:
    from igroteka.games.russian_checkers.actions import Move
    from igroteka.games.russian_checkers.state import CheckersState

NOT_A_MOVE = Text("Это не ход в шашках", "That is not a draughts move")
NO_PIECE = Text("На поле {sq} нет шашки", "There is no piece on {sq}")
NOT_YOUR_PIECE = Text(
    "На поле {sq} шашка соперника: ходить можно только своими",
    "The piece on {sq} is not yours: you may move only your own pieces",
)
NOT_DIAGONAL = Text("Шашки ходят только по диагонали", "Pieces move only diagonally")
OCCUPIED = Text("Поле {sq} занято", "The square {sq} is occupied")
JUMP_OWN = Text(
    "Путь перекрыт вашей шашкой на {sq}: через свои шашки прыгать нельзя",
    "Your own piece on {sq} is in the way: you cannot jump over your own pieces",
)
TURKISH = Text(
    "Шашка на {sq} уже побита в этом ходе: одну шашку дважды не бьют, "
    "и до конца хода она остаётся на доске (турецкий удар)",
    "The piece on {sq} has already been taken in this move: a piece may be jumped only once, "
    "and it stays on the board until the move ends (the Turkish strike)",
)
TWO_AT_ONCE = Text(
    "Нельзя перепрыгнуть две шашки одним прыжком",
    "You cannot jump over two pieces in one leap",
)
MEN_FORWARD = Text(
    "Простая ходит только вперёд (бить можно и назад)",
    "Men move only forward (they may capture backward)",
)
MAN_ONE_SQUARE = Text(
    "Простая ходит на одно поле по диагонали",
    "A man moves one square diagonally",
)
MAN_SHORT_JUMP = Text(
    "Простая бьёт соседнюю шашку и встаёт сразу за ней",
    "A man captures an adjacent piece and lands on the square right behind it",
)
JUMP_NEEDS_PIECE = Text(
    "Каждый прыжок при взятии должен бить шашку соперника",
    "Every leap of a capture must take an enemy piece",
)
MUST_CAPTURE = Text(
    "Бить обязательно: бить может {pieces}",
    "You must capture: {pieces} can capture",
)
CAPTURE_INCOMPLETE = Text(
    "Взятие нужно довести до конца: с поля {sq} можно бить дальше",
    "The capture must be completed: the piece can capture again from {sq}",
)
KING_LANDING = Text(
    "Дамка должна встать на поле, с которого может бить дальше",
    "A king must land where it can continue capturing",
)
NO_AGREEMENT = Text(
    "За этим столом ничья по соглашению не разрешена",
    "Draws by agreement are not allowed at this table",
)
NOTHING_TO_ACCEPT = Text("Соперник не предлагал ничью", "Your opponent has not offered a draw")
ALREADY_OFFERED = Text("Вы уже предложили ничью", "You have already offered a draw")
ACCEPT_INSTEAD = Text(
    "Соперник уже предложил ничью: примите её или сделайте ход",
    "Your opponent has offered a draw: accept it or make your move",
)
TOO_EARLY = Text(
    "Ничью по соглашению можно предложить, когда каждая сторона сделает {moves} ходов",
    "A draw may be offered once each side has made {moves} moves",
)


def _between(a: int, b: int) -> list[int]:
    fa, ra = FILE_RANK[a]
    fb, rb = FILE_RANK[b]
    sf = 1 if fb > fa else -1
    sr = 1 if rb > ra else -1
    return [INDEX[f"{'abcdefgh'[fa + i * sf]}{ra + i * sr + 1}"] for i in range(1, abs(fb - fa))]


def why_illegal(state: CheckersState, move: Move) -> tuple[Text, str]:
    """The reason `move` is refused now, and a stable code for it."""
    if any(sq not in INDEX for sq in move.path) or len(move.path) < 2:
        return NOT_A_MOVE, "not_a_move"
    path = [INDEX[sq] for sq in move.path]
    side = state.turn
    piece = state.piece_at(path[0])
    if piece is None:
        return NO_PIECE.with_params(sq=NAME[path[0]]), "no_piece"
    if piece[0] != side:
        return NOT_YOUR_PIECE.with_params(sq=NAME[path[0]]), "not_your_piece"
    king = piece[1]
    generated = state.generated()
    capturers = sorted({NAME[p[0]] for p, taken, _c in generated if taken})
    own = (state.wm | state.wk) if side == 0 else (state.bm | state.bk)
    avail = (state.bm | state.bk) if side == 0 else (state.wm | state.wk)
    empty = (VALID & ~(own | avail)) | (1 << path[0])
    for a, b in itertools.pairwise(path):
        (fa, ra), (fb, rb) = FILE_RANK[a], FILE_RANK[b]
        if a == b or abs(fb - fa) != abs(rb - ra):
            return NOT_DIAGONAL, "not_diagonal"
        blockers = [sq for sq in _between(a, b) if not empty >> sq & 1]
        if len(path) == 2 and capturers and not any(avail >> sq & 1 for sq in blockers):
            return MUST_CAPTURE.with_params(pieces=", ".join(capturers)), "must_capture"
        if not empty >> b & 1:
            return OCCUPIED.with_params(sq=NAME[b]), "occupied"
        for sq in blockers:
            if own >> sq & 1:
                return JUMP_OWN.with_params(sq=NAME[sq]), "jump_own"
            if not avail >> sq & 1:
                return TURKISH.with_params(sq=NAME[sq]), "turkish_strike"
        if len(blockers) > 1:
            return TWO_AT_ONCE, "two_at_once"
        if not blockers:
            if len(path) > 2:
                return JUMP_NEEDS_PIECE, "jump_without_capture"
            forward = rb > ra if side == 0 else rb < ra
            if not king and not forward:
                return MEN_FORWARD, "men_forward"
            if not king and abs(rb - ra) > 1:
                return MAN_ONE_SQUARE, "man_one_square"
            return NOT_LEGAL, "illegal"
        if not king and abs(rb - ra) != 2:
            return MAN_SHORT_JUMP, "man_short_jump"
        avail ^= 1 << blockers[0]
        if not king and PROMOTION[side] >> b & 1:
            king = True
    whole = tuple(path)
    for p, _taken, _c in generated:
        if len(p) > len(whole) and p[: len(whole)] == whole:
            return CAPTURE_INCOMPLETE.with_params(sq=NAME[whole[-1]]), "capture_incomplete"
    return KING_LANDING, "king_landing"
