"""Why a move is illegal, in a player's words (the texts are in texts.py).

The generator only knows legal moves; a refused move deserves the rule it
breaks. `why_illegal` replays the path jump by jump against the board and
names the first thing wrong: no piece or not yours, not a diagonal, a square
taken, a man stepping backward, a jump over your own piece or over one already
taken (the Turkish strike), a capture left unfinished, a king landing where it
cannot go on, or a quiet move while a capture is compulsory. A path of one
square is the player asking about a piece the table shows cannot move: the
answer is why (another piece must capture, or it is blocked in).
"""

from __future__ import annotations

import itertools

from igroteka.engine.game import NOT_LEGAL
from igroteka.engine.i18n import Text
from igroteka.games.russian_checkers.actions import Move
from igroteka.games.russian_checkers.board import FILE_RANK, INDEX, NAME, PROMOTION, VALID
from igroteka.games.russian_checkers.movegen import Generated
from igroteka.games.russian_checkers.protocol import CheckersPosition
from igroteka.games.russian_checkers.texts import (
    CAPTURE_INCOMPLETE,
    CHOOSE_TARGET,
    JUMP_NEEDS_PIECE,
    JUMP_OWN,
    KING_LANDING,
    MAN_ONE_SQUARE,
    MAN_SHORT_JUMP,
    MEN_FORWARD,
    MUST_CAPTURE,
    NO_PIECE,
    NOT_A_MOVE,
    NOT_DIAGONAL,
    NOT_YOUR_PIECE,
    OCCUPIED,
    OCCUPIED_BY_TAKEN,
    PIECE_BLOCKED,
    TURKISH,
    TWO_AT_ONCE,
)


def _between(a: int, b: int) -> list[int]:
    fa, ra = FILE_RANK[a]
    fb, rb = FILE_RANK[b]
    sf = 1 if fb > fa else -1
    sr = 1 if rb > ra else -1
    return [INDEX[f"{'abcdefgh'[fa + i * sf]}{ra + i * sr + 1}"] for i in range(1, abs(fb - fa))]


def _why_piece_cannot_move(
    square: int, generated: list[Generated], capturers: list[str]
) -> tuple[Text, str]:
    """Why the player's own piece on `square` has no move now (a one-square path)."""
    if any(p[0] == square for p, _taken, _c in generated):
        return CHOOSE_TARGET, "no_target"
    if capturers:
        return MUST_CAPTURE.with_params(pieces=", ".join(capturers)), "must_capture"
    return PIECE_BLOCKED, "piece_blocked"


def why_illegal(state: CheckersPosition, move: Move) -> tuple[Text, str]:
    """The reason `move` is refused now, and a stable code for it."""
    if any(sq not in INDEX for sq in move.path) or not move.path:
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
    if len(path) == 1:
        return _why_piece_cannot_move(path[0], generated, capturers)
    own = (state.wm | state.wk) if side == 0 else (state.bm | state.bk)
    avail = (state.bm | state.bk) if side == 0 else (state.wm | state.wk)
    empty = (VALID & ~(own | avail)) | (1 << path[0])
    enemies = avail
    for a, b in itertools.pairwise(path):
        (fa, ra), (fb, rb) = FILE_RANK[a], FILE_RANK[b]
        if a == b or abs(fb - fa) != abs(rb - ra):
            return NOT_DIAGONAL, "not_diagonal"
        blockers = [sq for sq in _between(a, b) if not empty >> sq & 1]
        if len(path) == 2 and capturers and not any(avail >> sq & 1 for sq in blockers):
            return MUST_CAPTURE.with_params(pieces=", ".join(capturers)), "must_capture"
        if not empty >> b & 1:
            if enemies >> b & 1 and not avail >> b & 1:
                return OCCUPIED_BY_TAKEN.with_params(sq=NAME[b]), "turkish_strike"
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
