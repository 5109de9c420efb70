"""What a Rose King player reads, in Russian and English: seats, colours, refusals, endings."""

from __future__ import annotations

from igroteka.engine.i18n import Text

COLOURS = (Text("Красные", "Red"), Text("Белые", "White"))
HOUSES = (Text("Ланкастеры", "Lancaster"), Text("Йорки", "York"))
SEATS_TWO = (Text("Красные (Ланкастеры)", "Red (Lancaster)"), Text("Белые (Йорки)", "White (York)"))
SEATS_FOUR = (
    Text("Красные, юг", "Red, south"),
    Text("Белые, запад", "White, west"),
    Text("Красные, север", "Red, north"),
    Text("Белые, восток", "White, east"),
)

HERO_LABEL = Text("Герой + {card}", "Hero + {card}")
DRAW_LABEL = Text("Взять карту", "Draw a card")
PASS_LABEL = Text("Пропуск хода", "Pass")

NO_SUCH_CARD = Text(
    "Нет такой карты силы: «{card}» (пишите направление и число, например NE2)",
    "There is no power card '{card}' (write a direction and a number, such as NE2)",
)
BAD_JSON = Text(
    'Ход — это {"card": "NE2", "hero": false}, {"draw": true} или {"pass": true}',
    'A move is {"card": "NE2", "hero": false}, {"draw": true} or {"pass": true}',
)
CANNOT_READ = Text(
    "Не понимаю ход «{text}»: пишите «NE2», «H NE2» (с героем), «draw» или «pass»",
    "Cannot read the move '{text}': write 'NE2', 'H NE2' (with a hero), 'draw' or 'pass'",
)
NOT_IN_HAND = Text("У вас нет карты {card}", "You do not hold the card {card}")
OFF_BOARD = Text(
    "Карта {card} увела бы корону за край поля, а так ходить нельзя",
    "The card {card} would move the crown off the board, which is not allowed",
)
OCCUPIED = Text(
    "Клетка {square} занята: простой картой силы корона встаёт только на пустую клетку "
    "(на камень соперника — только с героем)",
    "Square {square} is taken: with a plain power card the crown goes only to an empty "
    "square (onto an opponent's stone only with a hero)",
)
OWN_STONE = Text(
    "На клетке {square} ваш камень: туда корона не встаёт никогда, даже с героем",
    "Square {square} holds your own stone: the crown can never go there, not even with a hero",
)
HERO_NEEDS_STONE = Text(
    "Герой переворачивает камень соперника, а клетка {square} пуста: сыграйте {card} без героя",
    "A hero flips an opponent's stone, and square {square} is empty: play {card} without a hero",
)
NO_HEROES = Text(
    "Карт героев больше нет: все четыре уже сыграны",
    "No hero cards are left: all of them have been played",
)
HAND_FULL = Text(
    "Брать карту можно, только когда на руке меньше {limit}",
    "You may draw only while you hold fewer than {limit} cards",
)
CANNOT_PASS = Text(
    "Пропустить ход нельзя: у вас есть возможный ход",
    "You may not pass: you have a move you can make",
)
WRONG_KIND = Text("Это не ход «Короля роз»", "That is not a Rose King move")

LAST_STONE = Text(
    "Выложен последний камень силы",
    "The last power stone has been placed",
)
NOBODY_MOVES = Text(
    "Никто не может сделать ход",
    "Nobody can make a move",
)
WIN = Text(
    "{reason}: побеждают {colour} ({red} : {white})", "{reason}: {colour} win ({red} : {white})"
)
DRAW_RESULT = Text("{reason}: ничья ({red} : {white})", "{reason}: a draw ({red} : {white})")
