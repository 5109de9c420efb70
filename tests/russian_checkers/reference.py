"""A deliberately plain move generator, written from the rules text, to check the fast one.

It works on a dict {square: (seat, king)} with coordinates and no bit tricks,
and shares no code with igroteka.games.russian_checkers.movegen.
"""

from __future__ import annotations

FILES = "abcdefgh"
DIRECTIONS = ((1, 1), (-1, 1), (1, -1), (-1, -1))

Board = dict[str, tuple[int, bool]]


def coords(square: str) -> tuple[int, int]:
    return FILES.index(square[0]), int(square[1]) - 1


def name(file: int, rank: int) -> str:
    return f"{FILES[file]}{rank + 1}"


def on_board(file: int, rank: int) -> bool:
    return 0 <= file < 8 and 0 <= rank < 8


def _capture_paths(board: Board, side: int, start: str, king: bool) -> list[list[str]]:
    last_rank = 7 if side == 0 else 0

    def empty(square: str) -> bool:
        return square == start or square not in board

    def paths_from(square: str, is_king: bool, taken: list[str]) -> list[list[str]]:
        found: list[list[str]] = []
        file, rank = coords(square)
        for df, dr in DIRECTIONS:
            f, r = file + df, rank + dr
            if is_king:
                while on_board(f, r) and empty(name(f, r)):
                    f, r = f + df, r + dr
            if not on_board(f, r):
                continue
            victim = name(f, r)
            if empty(victim) or board[victim][0] == side or victim in taken:
                continue
            landings = []
            f, r = f + df, r + dr
            while on_board(f, r) and empty(name(f, r)):
                landings.append(name(f, r))
                if not is_king:
                    break
                f, r = f + df, r + dr
            continuations = []
            for landing in landings:
                crowned = is_king or coords(landing)[1] == last_rank
                for rest in paths_from(landing, crowned, [*taken, victim]):
                    continuations.append([landing, *rest])
            if continuations:
                found.extend(continuations)
            else:
                found.extend([landing] for landing in landings)
        return found

    return [[start, *rest] for rest in paths_from(start, king, [])]


def legal_paths(board: Board, side: int) -> set[tuple[str, ...]]:
    captures: set[tuple[str, ...]] = set()
    for square, (seat, king) in board.items():
        if seat == side:
            captures.update(tuple(p) for p in _capture_paths(board, side, square, king))
    if captures:
        return captures
    quiet: set[tuple[str, ...]] = set()
    forward = 1 if side == 0 else -1
    for square, (seat, king) in board.items():
        if seat != side:
            continue
        file, rank = coords(square)
        for df, dr in DIRECTIONS:
            if not king and dr != forward:
                continue
            f, r = file + df, rank + dr
            while on_board(f, r) and name(f, r) not in board:
                quiet.add((square, name(f, r)))
                if not king:
                    break
                f, r = f + df, r + dr
    return quiet


def board_of(view_pieces: list[dict]) -> Board:
    return {p["square"]: (p["seat"], p["king"]) for p in view_pieces}
