"""FEN for Russian draughts in pydraughts' algebraic form: `W:Wc3,g3:Bd4`, kings prefixed `K`.

We write pieces sorted by file, then rank, and read them in any order. Input
may use ranges in the 1-32 numbering as pydraughts does (`a1-g1` is a1, c1,
e1, g1). Where pydraughts guesses, we refuse and say why: a light square, a
number instead of a square, a square named twice, a man on the rank where it
would already have been crowned, more than twelve pieces a side.
"""

from __future__ import annotations

from igroteka.engine.errors import PositionError
from igroteka.engine.i18n import Text
from igroteka.games.russian_checkers.board import (
    BY_NUMBER,
    FILES,
    INDEX,
    NAME,
    NUMBER,
    RANK_1,
    RANK_8,
    VALID,
    bits,
    square_key,
)

Position = tuple[int, int, int, int, int]

SIDE_NAMES = {"W": Text("белые", "White"), "B": Text("чёрные", "Black")}


def _error(ru: str, en: str, **params: object) -> PositionError:
    details = {"fen": params["fen"]} if "fen" in params else {}
    return PositionError(Text(ru, en).with_params(**params), **details)


def _square(token: str, fen: str) -> int:
    """One algebraic square of the FEN, or a PositionError naming what is wrong with it."""
    name = token.strip().lower()
    if name.isdigit():
        raise _error(
            "В позиции «{fen}» поле «{sq}» задано числом: пишите поля буквой и цифрой (c3)",
            "In '{fen}' the square '{sq}' is a number: write squares as a letter and a digit (c3)",
            fen=fen,
            sq=token,
        )
    if len(name) != 2 or name[0] not in FILES or name[1] not in "12345678":
        raise _error(
            "В позиции «{fen}» нет такого поля: «{sq}»",
            "In '{fen}' there is no square '{sq}'",
            fen=fen,
            sq=token,
        )
    if name not in INDEX:
        raise _error(
            "В позиции «{fen}» поле {sq} белое, а шашки стоят только на тёмных полях",
            "In '{fen}' the square {sq} is a light square; pieces stand only on dark squares",
            fen=fen,
            sq=name,
        )
    return INDEX[name]


def _pieces(part: str, fen: str) -> tuple[list[int], list[int]]:
    """The men and kings listed in one colour's part (without its W/B letter)."""
    men: list[int] = []
    kings: list[int] = []
    for raw in part.split(","):
        token = raw.strip()
        if not token:
            continue
        king = token[0] in "Kk"
        body = token[1:] if king else token
        if "-" in body:
            first, _, last = body.partition("-")
            start, end = NUMBER[_square(first, fen)], NUMBER[_square(last, fen)]
            if start > end:
                raise _error(
                    "В позиции «{fen}» диапазон «{r}» идёт назад",
                    "In '{fen}' the range '{r}' runs backwards",
                    fen=fen,
                    r=token,
                )
            squares = [BY_NUMBER[n] for n in range(start, end + 1)]
        else:
            squares = [_square(body, fen)]
        (kings if king else men).extend(squares)
    return men, kings


def parse_fen(text: str) -> Position:
    """(White men, White kings, Black men, Black kings, side to move) from a FEN."""
    if not isinstance(text, str):
        raise _error("Позиция должна быть строкой FEN", "A position must be a FEN string")
    fen = text.strip()
    parts = [p.strip() for p in fen.split(":")]
    if len(parts) != 3:
        raise _error(
            "Позиция «{fen}» должна иметь вид «W:W<белые>:B<чёрные>»",
            "The position '{fen}' must look like 'W:W<white pieces>:B<black pieces>'",
            fen=fen,
        )
    side_text = parts[0].upper()
    if side_text not in ("W", "B"):
        raise _error(
            "В позиции «{fen}» очередь хода «{side}»: должно быть W или B",
            "In '{fen}' the side to move is '{side}': it must be W or B",
            fen=fen,
            side=parts[0],
        )
    lists: dict[str, tuple[list[int], list[int]]] = {}
    for part in parts[1:]:
        colour = part[:1].upper()
        if colour not in ("W", "B"):
            raise _error(
                "В позиции «{fen}» часть «{part}» должна начинаться с W или B",
                "In '{fen}' the part '{part}' must start with W or B",
                fen=fen,
                part=part,
            )
        if colour in lists:
            raise _error(
                "В позиции «{fen}» {side} перечислены дважды",
                "In '{fen}' the {side} pieces are listed twice",
                fen=fen,
                side=SIDE_NAMES[colour],
            )
        lists[colour] = _pieces(part[1:], fen)
    masks: dict[str, list[int]] = {}
    seen: dict[int, str] = {}
    for colour in ("W", "B"):
        men, kings = lists[colour]
        pair = [0, 0]
        for kind, squares in enumerate((men, kings)):
            for sq in squares:
                if sq in seen:
                    raise _error(
                        "В позиции «{fen}» поле {sq} занято дважды",
                        "In '{fen}' the square {sq} is given twice",
                        fen=fen,
                        sq=NAME[sq],
                    )
                seen[sq] = colour
                pair[kind] |= 1 << sq
        if len(men) + len(kings) > 12:
            raise _error(
                "В позиции «{fen}» у стороны «{side}» больше двенадцати шашек",
                "In '{fen}' {side} has more than twelve pieces",
                fen=fen,
                side=SIDE_NAMES[colour],
            )
        masks[colour] = pair
    wm, wk = masks["W"]
    bm, bk = masks["B"]
    crowned = (wm & RANK_8) | (bm & RANK_1)
    if crowned:
        sq = bits(crowned)[0]
        raise _error(
            "В позиции «{fen}» простая на {sq} стоит на поле превращения: "
            "это должна быть дамка (K{sq})",
            "In '{fen}' the man on {sq} stands on its crowning rank: it must be a king (K{sq})",
            fen=fen,
            sq=NAME[sq],
        )
    return wm, wk, bm, bk, 0 if side_text == "W" else 1


def _list(men: int, kings: int) -> str:
    squares = sorted(bits((men | kings) & VALID), key=square_key)
    return ",".join(("K" if kings >> sq & 1 else "") + NAME[sq] for sq in squares)


def format_fen(wm: int, wk: int, bm: int, bk: int, side: int) -> str:
    """Our canonical FEN: side, then each colour's squares sorted by file and rank."""
    return f"{'W' if side == 0 else 'B'}:W{_list(wm, wk)}:B{_list(bm, bk)}"
