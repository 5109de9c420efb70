"""Every sentence a Go-Stop player reads from the engine, in Russian and English."""

from __future__ import annotations

from igroteka.engine.i18n import Text

NOT_IN_HAND = Text("Карты {card} нет у вас в руке", "Card {card} is not in your hand")
CHOOSE_FIRST = Text(
    "Сначала выберите, с какой картой месяца составить пару: {cards}",
    "First choose which card of the month to pair with: {cards}",
)
DECIDE_FIRST = Text(
    "Сначала решите: Го (играть дальше) или Стоп (получить выплату)",
    "First decide: Go (play on) or Stop (collect the payment)",
)
CHOOSE_ONE_OF = Text(
    "Пару можно составить только с одной из карт {cards}",
    "You can pair only with one of the cards {cards}",
)
NOTHING_TO_CHOOSE = Text(
    "Сейчас нечего выбирать: выбор нужен, только когда в раскладке две карты месяца",
    "There is nothing to choose now: a choice comes only when the layout holds two cards "
    "of the month",
)
ONLY_STOP_LAST_TURN = Text(
    "На последнем ходу раздачи можно только остановиться (Стоп)",
    "On the last turn of the deal only Stop is allowed",
)
NO_DECISION_NOW = Text(
    "Го или Стоп решают только в конце своего хода, набрав 7 очков (после Го — больше, "
    "чем при прошлом решении)",
    "Go or Stop is decided only at the end of your turn with 7 points (after a Go, more "
    "than at your last decision)",
)
UNKNOWN_ACTION = Text(
    "Такого хода в Го-Стоп нет: сыграйте карту, выберите пару, Го или Стоп",
    "There is no such move in Go-Stop: play a card, choose a pair, Go or Stop",
)
NAGARI = Text(
    "Нагари: колода кончилась, никто не сказал Стоп — ничья",
    "Nagari: the stock ran out with nobody stopping, a draw",
)
RESULT_REASONS = {
    "stop": Text("Стоп: выплата {amount}", "Stop: a payment of {amount}"),
    "four": Text(
        "Четыре карты одного месяца на руке: сразу 5 очков",
        "Four cards of one month in a dealt hand: 5 points at once",
    ),
    "three_ppuk": Text("Три ппука: сразу {amount} очков", "Three ppuks: {amount} points at once"),
    "nagari": NAGARI,
}
PHASE_NAMES = {
    "play": Text("сыграйте карту с руки", "play a card from your hand"),
    "choose_hand": Text(
        "выберите пару для сыгранной карты", "choose the pair for the card you played"
    ),
    "choose_stock": Text(
        "выберите пару для открытой карты колоды", "choose the pair for the stock card"
    ),
    "go_stop": Text("Го или Стоп?", "Go or Stop?"),
    "over": Text("раздача окончена", "the deal is over"),
}
POSITION_HELP = Text(
    "Позиция Го-Стоп — JSON с полями hands, layout, stock (верхняя карта первой) и "
    "по желанию captured, ppuk, ppuks, gos, decided_at, turn: {problem}",
    "A Go-Stop position is JSON with hands, layout, stock (top card first) and optionally "
    "captured, ppuk, ppuks, gos, decided_at, turn: {problem}",
)
