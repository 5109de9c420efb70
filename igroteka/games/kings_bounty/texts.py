"""Every sentence a Kings Bounty player reads from the engine, in Russian and English."""

from __future__ import annotations

from igroteka.engine.i18n import Text

NOT_IN_HAND = Text("Карты «{card}» нет у вас на руке", "The card {card} is not in your hand")
NEED_CASTLE = Text(
    "Отряд народа «{race}» можно разыграть, только если перед вами лежит замок этого народа",
    "A troop of the {race} can be played only when you have a castle of that nation",
)
PROPERTY_NO_TARGET = Text(
    "Замок или обелиск выкладывают перед собой, ни на что его не кладут",
    "A castle or an obelisk is laid down in front of you, not onto anything",
)
TROOP_NEEDS_TARGET = Text(
    "Отряд разыгрывают на строение: на своё — охранять его, на чужое — нападать",
    "A troop is played onto a building: your own to guard it, another player's to attack it",
)
NO_SUCH_BUILDING = Text(
    "Строения «{card}» нет ни перед кем на столе", "The building {card} is in nobody's area"
)
GUARD_STRONGER = Text(
    "У этого строения уже есть страж; сменить его можно только более сильным отрядом",
    "That building already has a guard; only a stronger troop can take its place",
)
GUARD_NEVER = Text(
    "У этого строения уже есть страж, а по настройке «Смена стража» менять его нельзя",
    "That building already has a guard, and under “Changing a guard” it cannot be replaced",
)
RETURNING = Text(
    "Вы возвращаете карты: верните под колоду ещё карту или возьмите столько же из колоды",
    "You are returning cards: put another card under the deck or draw as many from the deck",
)
DECK_EMPTY = Text(
    "Колода кончилась: возвращать карты больше нельзя",
    "The deck is spent: cards can no longer be returned",
)
RETURN_AGAIN = Text(
    "Два хода подряд возвращать карты нельзя, пока можно разыграть карту (правило восстановлено)",
    "You may not return cards two turns running while you can play a card (a reconstructed rule)",
)
DRAW_AFTER_RETURN = Text(
    "Брать карты из колоды можно, только вернув сначала карты под колоду",
    "You draw from the deck only after putting cards under it",
)
PASS_ONLY_STUCK = Text(
    "Пропустить ход можно, только когда ни одну карту нельзя ни разыграть, ни вернуть",
    "You may pass only when no card can be played or returned",
)
UNKNOWN_ACTION = Text(
    "Такого хода в Kings Bounty нет: разыграйте карту или верните карты под колоду",
    "There is no such move in Kings Bounty: play a card or return cards under the deck",
)
WIN = Text(
    "Победил игрок {seat}: {points} ПО",
    "Player {seat} wins with {points} VP",
)
WIN_TIE = Text(
    "Победил игрок {seat}: {points} ПО, при равенстве очков — ближе всех к первому игроку",
    "Player {seat} wins with {points} VP, the tied player nearest the first player",
)
PHASES = {
    "play": Text(
        "разыграйте карту или верните карты под колоду",
        "play a card or return cards under the deck",
    ),
    "return": Text(
        "верните ещё карту или возьмите карты из колоды",
        "return another card or draw from the deck",
    ),
    "over": Text("партия окончена", "the game is over"),
}
RECONSTRUCTED = Text("правила частично восстановлены", "rules partly reconstructed")
