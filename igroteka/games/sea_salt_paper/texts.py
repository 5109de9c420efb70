"""Every sentence a Sea Salt & Paper player reads from the engine, in Russian and English."""

from __future__ import annotations

from igroteka.engine.i18n import Text

DRAW_FIRST = Text(
    "Сначала возьмите карту: две из колоды или верхнюю из стопки сброса",
    "First draw: two cards from the deck or the top card of a discard pile",
)
KEEP_FIRST = Text(
    "Сначала оставьте себе одну из двух взятых карт, а другую положите в стопку сброса",
    "First keep one of the two cards you drew and put the other onto a discard pile",
)
KEEP_ONE_OF = Text(
    "Оставить можно только одну из двух взятых карт",
    "You can keep only one of the two cards you drew",
)
EMPTY_PILE_FIRST = Text(
    "Если одна из стопок сброса пуста, вторую карту нужно положить именно в неё",
    "If a discard pile is empty, the other card must go onto it",
)
DECK_EMPTY = Text(
    "Колода пуста: возьмите карту из стопки сброса", "The deck is empty: take from a discard pile"
)
PILE_EMPTY = Text("Эта стопка сброса пуста", "That discard pile is empty")
ALREADY_DREW = Text(
    "Карту в этот ход вы уже взяли: играйте пары или закончите ход",
    "You have already drawn this turn: play duos or end your turn",
)
NOT_A_DUO = Text(
    "Пару составляют два краба, две лодки, две рыбы или пловец с акулой, и обе карты у вас в руке",
    "A duo is two crabs, two boats, two fish, or a swimmer with a shark, both in your hand",
)
CHOOSE_PILE_FIRST = Text(
    "Пара крабов: выберите стопку сброса, которую просмотрите",
    "Crab duo: choose the discard pile to look through",
)
PICK_FIRST = Text(
    "Пара крабов: возьмите одну карту из просмотренной стопки",
    "Crab duo: take one card from the pile you are looking through",
)
NOT_IN_PILE = Text(
    "Этой карты нет в просматриваемой стопке",
    "That card is not in the pile you are looking through",
)
STEAL_FIRST = Text(
    "Пловец и акула: выберите соперника, у которого вытянете случайную карту",
    "Swimmer and shark: choose the opponent to steal a random card from",
)
CANNOT_STEAL = Text(
    "У этого игрока нельзя вытянуть карту: рука пуста или открыта после «Последнего шанса»",
    "You cannot steal from that player: the hand is empty or revealed after LAST CHANCE",
)
ANNOUNCE_NEEDS_SEVEN = Text(
    "Объявить конец раунда можно, только набрав на картах 7 очков (бонус за цвет не считается)",
    "You may end the round only with 7 card points (the colour bonus does not count)",
)
ANNOUNCE_ONCE = Text(
    "Конец раунда уже объявлен: после «Последнего шанса» объявлять нельзя",
    "The end of the round has already been announced: nobody may announce after LAST CHANCE",
)
NOTHING_NOW = Text("Сейчас этот ход невозможен", "That move is not possible now")
UNKNOWN_ACTION = Text(
    "Такого хода нет: возьмите карту, сыграйте пару, закончите ход или объявите конец раунда",
    "There is no such move: draw, play a duo, end your turn or announce the end of the round",
)
READ_HELP = Text(
    "Не понимаю ход «{text}»: пишите deck, take 1, discard 12 2, duo 3 4, look 1, pick 7, "
    "steal 1, end, stop или last",
    "Cannot read the move '{text}': type deck, take 1, discard 12 2, duo 3 4, look 1, pick 7, "
    "steal 1, end, stop or last",
)

WIN_POINTS = Text(
    "Побеждает место {seat}: всего очков {points}", "Seat {seat} wins with {points} points"
)
WIN_TIE_LAST = Text(
    "Равенство очков ({points}): побеждает место {seat}, ходившее последним в последнем раунде",
    "Equal totals ({points}): seat {seat} wins, having played last in the final round",
)
WIN_TIE_ROUND = Text(
    "Равенство очков ({points}): побеждает место {seat}, набравшее больше в последнем раунде",
    "Equal totals ({points}): seat {seat} wins, having scored most in the final round",
)
SHARED = Text(
    "Равенство очков ({points}) и по дополнительному показателю: побеждают места {seats}",
    "Equal totals ({points}) and equal tie-break: seats {seats} win",
)
# What ended the last round of the match, said before who won (the end screen's first words).
ENDED_STOP = Text(
    "Место {seat} объявляет «Стоп» в раунде {round}", "Seat {seat} calls STOP in round {round}"
)
ENDED_LAST_WON = Text(
    "Место {seat} объявляет «Последний шанс» в раунде {round}, и ставка играет",
    "Seat {seat} calls LAST CHANCE in round {round} and the bet wins",
)
ENDED_LAST_LOST = Text(
    "Место {seat} объявляет «Последний шанс» в раунде {round}, но ставка не играет",
    "Seat {seat} calls LAST CHANCE in round {round} but the bet loses",
)
ENDED_EMPTY = Text("В раунде {round} кончается колода", "The deck runs out in round {round}")
MERMAIDS = Text(
    "Четыре русалки у места {seat}: немедленная победа",
    "Four mermaids for seat {seat}: an immediate win",
)

PHASE_NAMES = {
    "draw": Text(
        "возьмите две карты из колоды или верхнюю карту стопки сброса",
        "draw two cards from the deck or the top card of a discard pile",
    ),
    "keep": Text(
        "оставьте одну карту, другую положите в стопку сброса",
        "keep one card and put the other onto a discard pile",
    ),
    "duos": Text("сыграйте пары или закончите ход", "play duos or end your turn"),
    "crab_pile": Text("выберите стопку сброса для крабов", "choose a discard pile for the crabs"),
    "crab_pick": Text("возьмите карту из стопки", "take a card from the pile"),
    "steal": Text("выберите, у кого вытянуть карту", "choose whom to steal from"),
    "over": Text("игра окончена", "the game is over"),
}
ROUND_KINDS = {
    "stop": Text("«Стоп»", "STOP"),
    "last_chance": Text("«Последний шанс»", "LAST CHANCE"),
    "empty_deck": Text(
        "колода кончилась, очков никто не получает", "the deck ran out, nobody scores"
    ),
}
