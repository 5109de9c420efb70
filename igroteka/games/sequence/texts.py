"""Every sentence a Sequence player reads from the engine, in Russian and English."""

from __future__ import annotations

from igroteka.engine.i18n import Text

NOT_IN_HAND = Text("Карты {card} нет у вас в руке", "The card {card} is not in your hand")
CORNER = Text(
    "Угол — общее свободное поле: на него фишки не ставят",
    "A corner is a free space for everyone: no chip is placed on it",
)
TAKEN = Text("Клетка {cell} уже занята", "The cell {cell} is already taken")
WRONG_CELL = Text(
    "Карта {card} позволяет поставить фишку только на клетку с этой картой: {cells}",
    "The card {card} puts a chip only on a cell showing it: {cells}",
)
NOTHING_TO_REMOVE = Text(
    "На клетке {cell} нет фишки соперника: снять можно только чужую фишку",
    "There is no opponent's chip on {cell}: only an opponent's chip can be removed",
)
OWN_CHIP = Text(
    "На {cell} ваша фишка или фишка партнёра: снимать их нельзя",
    "The chip on {cell} is yours or your partner's: it cannot be removed",
)
LOCKED = Text(
    "Фишка на {cell} входит в собранную последовательность: её нельзя снять",
    "The chip on {cell} is part of a completed sequence: it cannot be removed",
)
NOT_DEAD = Text(
    "Карта {card} не мёртвая: обменять можно только карту, обе клетки которой заняты",
    "The card {card} is not dead: only a card whose cells are both taken can be exchanged",
)
ONE_EXCHANGE = Text(
    "Мёртвую карту можно обменять только одну за ход",
    "Only one dead card may be exchanged per turn",
)
JACK_NOT_DEAD = Text("Валеты никогда не бывают мёртвыми", "Jacks are never dead")
CAN_PLAY = Text(
    "Сбрасывать без хода можно, только когда ни одну карту сыграть нельзя",
    "A card may be discarded without a move only when no card can be played",
)
UNKNOWN = Text(
    "Такого хода нет: сыграйте карту на клетку, обменяйте мёртвую карту или сбросьте карту",
    "There is no such move: play a card onto a cell, exchange a dead card or discard",
)
WON = Text(
    "{team} собирают нужное число последовательностей ({count})",
    "{team} complete the sequences needed ({count})",
)
DRAWN = Text(
    "Ничья: целый круг никто не смог сыграть ни одной карты",
    "A draw: for a whole round nobody could play a card",
)
TEAM_NAMES = (
    Text("Синие", "Blue"),
    Text("Зелёные", "Green"),
    Text("Красные", "Red"),
)
EVENT_RESHUFFLE = Text(
    "Колода кончилась: все сбросы перетасованы в новую колоду",
    "The deck ran out: all discard piles are shuffled into a new deck",
)
EVENT_SEQUENCE = Text(
    "{team}: собрана последовательность ({count})", "{team}: a sequence completed ({count})"
)
