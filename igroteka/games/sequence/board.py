"""The 10x10 board: the standard layout, its four free corners and every line of five.

Cells are numbered `row * 10 + col`, row 0 at the top, column 0 at the left;
players write a cell as a column letter and a row number from the top ("a1"
is the top-left corner, "j10" the bottom-right). Sequence Numbers keeps the
geometry and writes a number 1..48 where the classic board shows a card
(rules file, part B3).
"""

from __future__ import annotations

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text

SIZE = 10
CELLS = SIZE * SIZE
FREE = "XX"

LAYOUT: tuple[tuple[str, ...], ...] = (
    ("XX", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "XX"),
    ("6C", "5C", "4C", "3C", "2C", "AH", "KH", "QH", "TH", "TS"),
    ("7C", "AS", "2D", "3D", "4D", "5D", "6D", "7D", "9H", "QS"),
    ("8C", "KS", "6C", "5C", "4C", "3C", "2C", "8D", "8H", "KS"),
    ("9C", "QS", "7C", "6H", "5H", "4H", "AH", "9D", "7H", "AS"),
    ("TC", "TS", "8C", "7H", "2H", "3H", "KH", "TD", "6H", "2D"),
    ("QC", "9S", "9C", "8H", "9H", "TH", "QH", "QD", "5H", "3D"),
    ("KC", "8S", "TC", "QC", "KC", "AC", "AD", "KD", "4H", "4D"),
    ("AC", "7S", "6S", "5S", "4S", "3S", "2S", "2H", "3H", "5D"),
    ("XX", "AD", "KD", "QD", "TD", "9D", "8D", "7D", "6D", "XX"),
)

CORNERS: frozenset[int] = frozenset((0, 9, 90, 99))
CODES: tuple[str, ...] = tuple(code for row in LAYOUT for code in row)

# Sequence Numbers (our design, rules file B3): n = rank_index + 12 * suit_index.
_RANK_INDEX = {"A": 1, "T": 10, "Q": 11, "K": 12, **{str(n): n for n in range(2, 10)}}
_SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}


def number_of(code: str, top: int = 48) -> int:
    """The Sequence Numbers number written where the classic board shows `code` (0: corner)."""
    if code == FREE:
        return 0
    n = _RANK_INDEX[code[0]] + 12 * _SUIT_INDEX[code[1]]
    return (n - 1) % top + 1


def _lines() -> tuple[tuple[int, ...], ...]:
    found: list[tuple[int, ...]] = []
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for r in range(SIZE):
            for c in range(SIZE):
                end_r, end_c = r + 4 * dr, c + 4 * dc
                if 0 <= end_r < SIZE and 0 <= end_c < SIZE:
                    found.append(tuple((r + i * dr) * SIZE + c + i * dc for i in range(5)))
    return tuple(found)


# Every straight line of five cells (192 of them), and those through each cell.
WINDOWS: tuple[tuple[int, ...], ...] = _lines()
THROUGH: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, window in enumerate(WINDOWS) if cell in window) for cell in range(CELLS)
)
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (1, 1), (1, -1))

COLUMNS = "abcdefghij"


def cell_name(cell: int) -> str:
    """How a player writes a cell: column letter, then the row from the top ("e4")."""
    return f"{COLUMNS[cell % SIZE]}{cell // SIZE + 1}"


BAD_CELL = Text(
    "Не понимаю клетку «{text}»: пишите букву столбца a–j и номер ряда 1–10 сверху, например e4",
    "Cannot read the cell '{text}': write a column letter a–j and a row number 1–10 "
    "from the top, such as e4",
)


def parse_cell(text: str) -> int:
    """A cell from "e4" (or "E4"); MalformedAction otherwise."""
    cleaned = text.strip().lower()
    if len(cleaned) >= 2 and cleaned[0] in COLUMNS and cleaned[1:].isdigit():
        row = int(cleaned[1:]) - 1
        if 0 <= row < SIZE:
            return row * SIZE + COLUMNS.index(cleaned[0])
    raise MalformedAction(BAD_CELL.with_params(text=text))
