"""What a draughts player reads from the engine, in Russian and English: results and refusals."""

from __future__ import annotations

from igroteka.engine.i18n import Text

NO_PIECES = Text("У {loser} не осталось шашек", "{loser} has no pieces left")
NO_MOVES = Text(
    "У {loser} нет ходов: все шашки заперты", "{loser} has no move: every piece is blocked"
)
DRAW_BY = Text("Ничья: {rule}", "Draw: {rule}")
LOSER_NAMES = (Text("белых", "White"), Text("чёрных", "Black"))
NOT_A_MOVE = Text("Это не ход в шашках", "That is not a draughts move")
NO_PIECE = Text("На поле {sq} нет шашки", "There is no piece on {sq}")
NOT_YOUR_PIECE = Text(
    "На поле {sq} шашка соперника: ходить можно только своими",
    "The piece on {sq} is not yours: you may move only your own pieces",
)
NOT_DIAGONAL = Text("Шашки ходят только по диагонали", "Pieces move only diagonally")
QUIET_WRITTEN_AS_CAPTURE = Text(
    "В ходе «{text}» стоит знак взятия, но этот ход никого не бьёт: пишите «{move}»",
    "The move '{text}' is written as a capture, but it takes nothing: write '{move}'",
)
OCCUPIED_BY_TAKEN = Text(
    "На поле {sq} стоит шашка, уже побитая в этом ходе: до конца хода она остаётся "
    "на доске, и встать на её поле нельзя (турецкий удар)",
    "The square {sq} holds a piece already taken in this move: it stays on the board "
    "until the move ends, so you cannot land there (the Turkish strike)",
)
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
PIECE_BLOCKED = Text(
    "Этой шашке сейчас некуда ходить",
    "This piece has nowhere to go now",
)
CHOOSE_TARGET = Text(
    "Укажите, куда идёт шашка",
    "Say where the piece goes",
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
TOO_EARLY = Text(
    "Ничью по соглашению можно предложить, когда каждая сторона сделает {moves} ходов",
    "A draw may be offered once each side has made {moves} moves",
)
