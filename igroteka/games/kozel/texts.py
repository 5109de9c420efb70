"""Every sentence Kozel shows a player, in Russian and English, in one place."""

from __future__ import annotations

from igroteka.cards import Card, Suit
from igroteka.engine.i18n import Text

PHASE_NAMES = {
    "declare": Text("козыряющий называет козырь", "the trumper names the trump"),
    "redeal": Text("решение о пересдаче", "deciding on a redeal"),
    "give": Text("отдача последнего козыря", "giving away the last trump"),
    "return": Text("партнёр возвращает карту", "the partner gives a card back"),
    "play": Text("розыгрыш", "trick play"),
    "over": Text("партия окончена", "the match is over"),
}

TEAM_NAMES = (
    Text("команда 1 (места 1 и 3)", "team 1 (seats 1 and 3)"),
    Text("команда 2 (места 2 и 4)", "team 2 (seats 2 and 4)"),
)

TRUMP_IS_QJ = Text("козырь — это дамы и валеты тоже", "queens and jacks are trumps too")


def shoha_not_club(card: Card) -> Text:
    return Text(
        "{card} — шоха, это козырь, а не трефа", "{card} is the shoha: a trump, not a club"
    ).with_params(card=str(card))


def not_in_suit(card: Card, suit: Suit) -> Text:
    return Text(
        "{card} — козырь, а не {suit} (козырь — это дамы и валеты тоже)",
        "{card} is a trump, not a {suit} card (queens and jacks are trumps too)",
    ).with_params(card=str(card), suit=suit.symbol)


def follow_plain(suit: Suit) -> Text:
    return Text("нужно ходить в масть {suit}", "you must follow suit {suit}").with_params(
        suit=suit.symbol
    )


FOLLOW_TRUMP = Text(
    "нужно ходить козырем (козырь — это дамы и валеты тоже)",
    "you must follow with a trump (queens and jacks are trumps too)",
)


def must_ruff(suit: Suit) -> Text:
    return Text(
        "масти {suit} нет — нужно бить козырем", "you have no {suit}: you must play a trump"
    ).with_params(suit=suit.symbol)


LEAD_RESTRICTED = Text(
    "ваша команда не козыряет: с козыря ходить нельзя, пока есть простые карты",
    "your team is not the trumping team: you may not lead a trump while you hold a plain card",
)
LEAD_RESTRICTED_FIRST = Text(
    "в первой раздаче с козыря ходить нельзя, пока есть простые карты",
    "in the first deal nobody may lead a trump while holding a plain card",
)


def not_held(card: Card) -> Text:
    return Text("у вас нет карты {card}", "you do not hold {card}").with_params(card=str(card))


WRONG_PHASE = {
    "declare": Text("сейчас нужно назвать козырь", "now the trump must be named"),
    "redeal": Text("сейчас нужно решить, пересдавать ли", "now you must decide on a redeal"),
    "give": Text(
        "сейчас решают, отдавать ли последний козырь",
        "now the player decides whether to pass the last trump",
    ),
    "return": Text("сейчас партнёр возвращает карту", "now the partner gives a card back"),
    "play": Text("сейчас нужно ходить картой", "now a card must be played"),
    "over": Text("партия окончена", "the match is over"),
}

GIVE_ONLY_TRUMP = Text(
    "отдать можно только единственный козырь", "only your single trump may be passed"
)
GIVE_ONLY_PLAIN = Text(
    "отдать можно только единственную некозырную карту",
    "only your single plain card may be passed",
)
GIVE_ONLY_LONE = Text(
    "отдать можно только единственный козырь или единственную простую карту",
    "only your single trump or your single plain card may be passed",
)
MUST_GIVE = Text(
    "отдача обязательна: нужно отдать карту партнёру", "passing is mandatory: pass the card"
)
RETURN_NOT_RECEIVED = Text(
    "нельзя вернуть карту, которую вы только что получили",
    "you may not give back the card you have just received",
)

REDEAL_REASONS = {
    "four_queens": Text("у игрока все четыре дамы", "a player holds all four queens"),
    "shokha_three_queens": Text(
        "у игрока шоха и три старшие дамы", "a player holds the shoha and the three top queens"
    ),
    "no_trumps": Text("у игрока нет козырей", "a player holds no trump"),
    "one_trump": Text("у игрока не больше одного козыря", "a player holds at most one trump"),
    "four_aces": Text("у игрока все четыре туза", "a player holds all four aces"),
    "open_shokha_or_qc": Text(
        "при открытой сдаче открылась шоха или дама треф",
        "the shoha or the queen of clubs was turned in the open deal",
    ),
    "open_three_permanent": Text(
        "при открытой сдаче открылись три постоянных козыря",
        "three permanent trumps were turned in the open deal",
    ),
    "open_all_permanent": Text(
        "все открытые карты козыряющего — постоянные козыри",
        "all of the trumper's turned cards are permanent trumps",
    ),
}


def goats_reason(team: int) -> Text:
    return Text("{team} — козлы", "{team} are the goats").with_params(team=TEAM_NAMES[team])


def caught_first_deal(team: int) -> Text:
    return Text(
        "даму треф поймали в первой раздаче: {team} — козлы",
        "the queen of clubs was caught in the first deal: {team} are the goats",
    ).with_params(team=TEAM_NAMES[team])


# --- what the terminal says besides the moves (views.event_label) ---------------------
SAID_REDEAL = Text("пересдача: {reason}", "the cards are dealt again: {reason}")
SAID_GIVE = Text(
    "место {seat} отдаёт последний козырь партнёру (месту {to})",
    "seat {seat} hands the last trump to the partner (seat {to})",
)
SAID_CATCH = Text("дама треф поймана!", "the queen of clubs is caught!")
SAID_EGGS = Text(
    "раздача {deal}: 60 на 60 — «яйца», никто не пишет",
    "deal {deal}: 60 all, “eggs”: nobody scores",
)
SAID_DEAL = Text(
    "раздача {deal}: в картах {points}; записано {written} — {team}",
    "deal {deal}: card points {points}; {written} written to {team}",
)
