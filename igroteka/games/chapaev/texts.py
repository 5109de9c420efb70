"""What a Chapaev player reads: colours, controls, refusals and event labels (Russian, English)."""

from __future__ import annotations

from igroteka.engine.i18n import Text

COLOUR_NAMES = (Text("Белые", "White"), Text("Чёрные", "Black"))
# The same inside a sentence: Russian writes the colour in lower case there.
COLOURS_IN_TEXT = (Text("белые", "White"), Text("чёрные", "Black"))

PIECE = Text("Шашка", "Piece")
ANGLE = Text("Направление", "Direction")
POWER = Text("Сила", "Power")

NO_PIECE = Text(
    "На клетке «{square}» нет вашей шашки (ваши: {mine})",
    "There is no piece of yours on '{square}' (yours: {mine})",
)
NOT_YOURS = Text(
    "Шашка на {square} — соперника: щёлкать можно только свою",
    "The piece on {square} is your opponent's: you may flick only your own",
)
PIE_NOW = Text(
    "Сейчас чёрные решают, меняться ли цветами: ответьте «swap» (поменяться) или «keep» "
    "(остаться)",
    "Black now decides whether to swap colours: answer 'swap' or 'keep'",
)
NO_PIE_NOW = Text(
    "Поменяться цветами можно только сразу после первого щелчка белых",
    "Colours may be swapped only right after White's first flick",
)
WRONG_KIND = Text(
    "Ход в «Чапаеве» — щелчок {\"flick\": {\"piece\", \"angle\", \"power\"}} или ответ "
    "{\"pie\": \"swap\"|\"keep\"}",
    "A Chapaev move is a flick {\"flick\": {\"piece\", \"angle\", \"power\"}} or an answer "
    "{\"pie\": \"swap\"|\"keep\"}",
)
CANNOT_READ = Text(
    "Не понимаю ход «{text}»: напишите шашку, угол и силу, например «c1 87 0.6», "
    "или «swap» / «keep»",
    "Cannot read '{text}': type the piece, the angle and the power, such as 'c1 87 0.6', "
    "or 'swap' / 'keep'",
)

MATCH_WON = Text(
    "Соперника вытеснили за его последний ряд",
    "The opponent was pushed off his last row",
)
ROUND_WON = Text(
    "Все шашки соперника выбиты (партия в один раунд)",
    "All the opponent's pieces are knocked off (a one-round match)",
)

EXTRA_SHOT = Text("{colour} выбили шашку соперника и щёлкают ещё раз",
                  "{colour} knocked off an opponent's piece and flicks again")
TURN_PASSES = Text(
    "Ход переходит к сопернику: щёлкают {colour}", "The turn passes: {colour} to flick"
)
ROUND_OVER = Text(
    "Раунд {round} выиграли {colour}; ряды: белые {w}, чёрные {b}",
    "{colour} won round {round}; rows: White {w}, Black {b}",
)
ROUND_DRAWN = Text(
    "Раунд {round}: обе стороны остались без шашек — ничья, раунд переигрывается",
    "Round {round}: both sides lost all their pieces, a draw; the round is replayed",
)
SWAPPED = Text("Игроки поменялись цветами", "The players swapped colours")
KEPT = Text("Чёрные остались чёрными", "Black kept their colour")
SWAP_LABEL = Text("Поменяться цветами", "Swap colours")
KEEP_LABEL = Text("Остаться при своём цвете", "Keep my colour")
FLICK_LABEL = Text(
    "щелчок {piece}: {angle}°, сила {power}", "flick {piece}: {angle}°, power {power}"
)
PIE_LINE = Text(
    "Чёрные решают, меняться ли цветами: «swap» — поменяться, «keep» — остаться",
    "Black decides whether to swap colours: 'swap' or 'keep'",
)
