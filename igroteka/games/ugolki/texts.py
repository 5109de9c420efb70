"""What an Ugolki player reads: the seats' names and why a move is refused (Russian and English)."""

from __future__ import annotations

from igroteka.engine.i18n import Text

SEAT_NAMES = (
    Text("Белые", "White"),
    Text("Чёрные", "Black"),
    Text("Красные", "Red"),
    Text("Зелёные", "Green"),
)

NO_PIECE = Text("На клетке {square} нет шашки", "There is no piece on {square}")
NOT_YOURS = Text("Шашка на {square} не ваша", "The piece on {square} is not yours")
NO_TARGET = Text("Укажите, куда идёт шашка", "Say where the piece goes")
PIECE_BLOCKED = Text(
    "Этой шашке сейчас некуда ходить: ни шагнуть, ни прыгнуть",
    "This piece has nowhere to go now: it can neither step nor jump",
)
OCCUPIED = Text("Клетка {square} занята", "Square {square} is occupied")
DIRECTION = {
    "orthogonal": Text(
        "В этом варианте шашки ходят и прыгают только по вертикали и горизонтали",
        "In this variant pieces move and jump only orthogonally",
    ),
    "diagonal": Text(
        "В «косых» уголках шашки ходят и прыгают только по диагонали",
        "In diagonal-only ugolki pieces move and jump only diagonally",
    ),
    "all": Text(
        "Шашка ходит на соседнюю клетку или прыгает через соседнюю шашку",
        "A piece steps to a neighbouring square or jumps over a neighbouring piece",
    ),
    "steps8": Text(
        "Шашка шагает на соседнюю клетку в любую сторону, а прыгает только по вертикали "
        "и горизонтали",
        "A piece steps to a neighbouring square any way, but jumps only orthogonally",
    ),
}
TOO_FAR = Text(
    "С {frm} на {to} не попасть: шаг — на соседнюю клетку, прыжок — через одну соседнюю "
    "шашку на клетку сразу за ней",
    "Cannot go from {frm} to {to}: a step goes to a neighbouring square, a jump over one "
    "neighbouring piece to the square right behind it",
)
STEP_ENDS = Text(
    "Шаг на соседнюю клетку заканчивает ход: продолжать можно только прыжками",
    "A step to a neighbouring square ends the move: only jumps can be chained",
)
NOTHING_TO_JUMP = Text(
    "Прыгать можно только через шашку, а на {square} пусто",
    "A jump must go over a piece, and {square} is empty",
)
REVISIT = Text(
    "За один ход нельзя дважды вставать на одну клетку ({square})",
    "A chain may not revisit a square ({square})",
)
CANNOT_LEAVE = Text(
    "Эта шашка не может покинуть дом соперника",
    "That piece cannot leave the opponent's home",
)
HOME_FIRST = Text(
    "Соперник уже вывел все шашки из дома: ходите шашками, которые ещё в вашем доме",
    "The opponent has left home: you may only move pieces still in your home",
)
LOCK = Text(
    "Этот ход запер бы шашку соперника, а запирать запрещено",
    "This move would lock a piece in, which is forbidden",
)
PIECE_WOULD_LOCK = Text(
    "Любой ход этой шашки запер бы шашку соперника, а запирать запрещено",
    "Every move of this piece would lock an opponent's piece in, which is forbidden",
)
MIRROR = Text(
    "Чёрные могут повторить не больше 10 из первых 12 ходов белых",
    "Black may copy at most 10 of White's first 12 moves",
)
CANNOT_PASS = Text(
    "Пропустить ход можно, только когда ходить нечем",
    "You may pass only when no piece can move",
)
WRONG_KIND = Text("Это не ход уголков", "That is not an Ugolki move")
DIAGONAL_JUMP = Text(
    "В этом варианте по диагонали только шагают: прыгать можно лишь по вертикали и горизонтали",
    "In this variant diagonal moves are steps only: jumps go only along lines and columns",
)

# Draws by agreement (two players only).
DRAW_TWO_ONLY = Text(
    "Договориться о ничьей можно только в игре вдвоём",
    "A draw can be agreed only in a game of two",
)
DRAW_AGREED = Text("Ничья по соглашению", "Draw by agreement")
