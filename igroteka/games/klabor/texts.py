"""Every sentence Klabor shows a player, in Russian and English, in one place."""

from __future__ import annotations

from igroteka.cards import Card, Suit
from igroteka.engine.i18n import Text

BID, EXCHANGE, ANNOUNCE, PLAY, OVER = "bid", "exchange", "announce", "play", "over"

PHASE_NAMES = {
    BID: Text("торговля за козырь", "bidding for trump"),
    EXCHANGE: Text("обмен козырной семёрки", "exchanging the trump seven"),
    ANNOUNCE: Text("объявление комбинаций", "declaring sequences"),
    PLAY: Text("розыгрыш", "trick play"),
    OVER: Text("партия окончена", "the match is over"),
}

WRONG_PHASE = {
    BID: Text(
        "сейчас торговля: скажите «играю», «пас» или назовите козырь",
        "bidding is on: say play or pass, or name a trump",
    ),
    EXCHANGE: Text(
        "сейчас можно только поменять козырную семёрку или отказаться",
        "now you may only swap the trump seven or decline",
    ),
    ANNOUNCE: Text(
        "сейчас объявляют комбинации: объявите их или скажите «пас»",
        "sequences are being declared: declare yours or pass",
    ),
    PLAY: Text("сейчас розыгрыш: ходите картой", "trick play is on: play a card"),
}

HOW_NAMES = {
    "accepted": Text("сыграл масть вскрышки", "took the turned suit"),
    "named": Text("назвал козырь во втором круге", "named trump in the second round"),
    "forced": Text("обязан играть после висяка", "must play after the hanging deal"),
}

RESULT_NAMES = {
    "made": Text("сыграл", "made it"),
    "bait": Text("бейт", "bait (failed)"),
    "hanging": Text("висяк", "hanging (a tie)"),
    "klabor": Text("клабор", "klabor"),
}

ROUND1_ONLY = Text(
    "в первом круге можно только сыграть масть вскрышки («играю») или спасовать",
    "in the first round you may only take the turned suit (play) or pass",
)
ROUND2_NAME = Text(
    "во втором круге нужно назвать козырь (не масть вскрышки) или спасовать",
    "in the second round name a trump (not the turned suit) or pass",
)
OBLIGED = Text(
    "заказ обязателен: сдающий не может спасовать во втором круге",
    "the dealer must order: he may not pass in the second round",
)
UNDER_OBYAZ = Text(
    "ваша пара под обязом: на своей раздаче сдающий не пасует",
    "your pair is under obyaz: the dealer may not pass on your own deals",
)


def turned_suit_refused(suit: Suit) -> Text:
    return Text(
        "масть вскрышки {suit} во втором круге называть нельзя",
        "the turned suit {suit} may not be named in the second round",
    ).with_params(suit=suit.symbol)


NO_SEVEN = Text("у вас нет козырной семёрки", "you do not hold the seven of trumps")
EXCHANGE_OFF = Text(
    "обмен семёрки в этой партии не играют", "the seven exchange is not played at this table"
)
EXCHANGE_NOT_TURNED = Text(
    "семёрку меняют, только когда козырь — масть вскрышки",
    "the seven may be exchanged only when trump is the turned card's suit",
)
EXCHANGE_MAKER_ONLY = Text(
    "семёрку может поменять только заказавший", "only the maker may exchange the seven"
)
EXCHANGE_TURNED_SEVEN = Text(
    "вскрышка — сама семёрка, менять нечего",
    "the turned card is the seven itself: nothing to exchange",
)
EXCHANGE_DONE = Text("семёрку уже поменяли", "the seven has already been exchanged")
EXCHANGE_FOUR = Text(
    "вчетвером вскрышка уходит в прикуп, семёрку не меняют",
    "with four players the turned card goes into a hand: no seven exchange",
)
EXCHANGE_TIME = Text(
    "семёрку меняют до подъёма прикупа, сейчас уже поздно",
    "the seven is exchanged before the extra cards: it is too late now",
)
EXCHANGE_OWN = Text("вскрышка уже у вас", "you already hold the turned card")
EXCHANGE_DECLARED = Text(
    "вскрышка уже в комбинации, которую объявило место {seat}: одна карта не может быть в "
    "разных комбинациях, поэтому менять на неё семёрку поздно",
    "the turned card is already in a sequence seat {seat} declared: one card may not be in "
    "two combinations, so it is too late to swap the seven for it",
)

NO_REDEAL_FIRST_CARD = Text(
    "пересдачи можно требовать только до своего первого хода",
    "a redeal may be asked only before your first card",
)


def no_redeal(threshold: str, sevens: bool) -> Text:
    if threshold == "off" and not sevens:
        return Text(
            "пересдачи по желанию игрока в этой партии нет", "no redeal on request at this table"
        )
    parts_ru, parts_en = [], []
    if sevens:
        parts_ru.append("с четырьмя семёрками")
        parts_en.append("with four sevens")
    if threshold != "off":
        parts_ru.append(f"когда на руках не больше {threshold} очков")
        parts_en.append(f"when your cards are worth {threshold} points or less")
    return Text(
        "пересдачи можно требовать только " + " или ".join(parts_ru),
        "a redeal may be asked only " + " or ".join(parts_en),
    )


NO_SEQUENCES = Text("у вас нет терцов и полтинников", "you hold no tierce or fifty")
FORCED_NO_SEQUENCES = Text(
    "в раздаче после висяка терцы и полтинники не объявляют (белла — можно)",
    "after a hanging deal no sequences are declared (bella may be)",
)


def not_higher(best: Text) -> Text:
    return Text(
        "ваша комбинация не старше объявленной ({best})",
        "your sequence is not better than the one declared ({best})",
    ).with_params(best=best)


def not_held(card: Card) -> Text:
    return Text("у вас нет карты {card}", "you do not hold {card}").with_params(card=str(card))


def follow(suit: Suit) -> Text:
    return Text("нужно ходить в масть {suit}", "you must follow suit {suit}").with_params(
        suit=suit.symbol
    )


def must_trump(suit: Suit) -> Text:
    return Text(
        "масти {suit} нет — нужно бить козырем",
        "you have no {suit}: you must play a trump",
    ).with_params(suit=suit.symbol)


def must_overtrump(card: Card) -> Text:
    return Text(
        "нужно перебить козырь {card}",
        "you must overtrump {card}",
    ).with_params(card=str(card))


BELLA_WHEN = Text(
    "беллу объявляют с первой из козырных короля и дамы, когда на руках обе",
    "bella is announced with the first of the trump king and queen, holding both",
)
NO_EXCHANGE = Text("Без обмена", "No exchange")
BELLA_ANY_WHEN = Text(
    "беллу объявляют, кладя козырного короля или даму, если были на руках оба",
    "bella is announced as the trump king or queen is played, by one who held both",
)
BELLA_ONCE = Text("белла уже объявлена", "bella has already been announced")


def side_name(sides: int, teams: bool, side: int) -> Text:
    if teams:
        return (
            Text("пара 1 (места 1 и 3)", "pair 1 (seats 1 and 3)"),
            Text("пара 2 (места 2 и 4)", "pair 2 (seats 2 and 4)"),
        )[side]
    return Text("игрок {n}", "player {n}").with_params(n=side + 1)


def _won(teams: bool) -> str:
    """The verb agrees with the side's name: «игрок 2 выиграл», «пара 1 выиграла»."""
    return "выиграла" if teams else "выиграл"


def match_won(name: Text, scores: str, teams: bool) -> Text:
    return Text("{name} {won} партию ({scores})", "{name} won the match ({scores})").with_params(
        name=name, scores=scores, won=_won(teams)
    )


def klabor_won(name: Text, cards: str, teams: bool) -> Text:
    return Text(
        "клабор ({cards}): {name} {won} партию сразу",
        "klabor ({cards}): {name} won the match at once",
    ).with_params(name=name, cards=cards, won=_won(teams))


REDEAL_REASONS = {
    "four_sevens": Text("четыре семёрки", "four sevens"),
    "weak_hand": Text("слабая рука", "a weak hand"),
    "all_pass": Text("все спасовали", "everyone passed"),
}


# --- what the terminal says besides the moves (views.event_label) ---------------------
SAID_EXCHANGE = Text(
    "место {seat} меняет {seven} на вскрышку {turnup}",
    "seat {seat} exchanged {seven} for the turned card {turnup}",
)
SAID_EXCHANGE_HOLDER = Text(
    "; у места {holder} вместо неё теперь {seven}", "; seat {holder} now holds {seven} instead"
)
SAID_REDEAL = Text(
    "место {seat} просит пересдачу: {reason}", "seat {seat} asks for a redeal: {reason}"
)
SAID_THROWN_IN = Text("все спасовали — пересдача", "everyone passed: the cards are dealt again")
SAID_BELLA = Text("место {seat}: белла!", "seat {seat}: bella!")
SAID_KLABOR = Text("место {seat}: клабор ({cards})", "seat {seat}: klabor ({cards})")
SAID_DEAL = Text(
    "раздача {deal}: {kind}; записано {written}", "deal {deal}: {kind}; written {written}"
)
SAID_SKIS = Text("; лыжи (ни одной взятки, −100): {sides}", "; skis (no trick, −100): {sides}")
SAID_KINDS = {
    "made": Text("заказавший сыграл", "the maker made it"),
    "bait": Text("бейт: заказавший не сыграл", "bait: the maker failed"),
    "hanging": Text(
        "висяк: поровну, очки заказавшего висят", "hanging: a tie, the maker's points hang"
    ),
    "klabor": Text("клабор", "klabor"),
}
