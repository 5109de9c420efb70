"""Kozel's table options (section 17 of the rules note) and its named rule sets.

Each option says in a player's words what it changes. Options that only make
sense with another (the shoha's catch without a shoha, sixes instead of sevens
in the 24-card deck) are accepted and simply have no effect; the help text
says so, because a table set up from a preset should never be refused.
"""

from __future__ import annotations

from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Option, OptionSchema, Preset


def _t(ru: str, en: str) -> Text:
    return Text(ru, en)


def _choices(*items: tuple[str | int, str, str]) -> tuple[Choice, ...]:
    return tuple(Choice(value, Text(ru, en)) for value, ru, en in items)


OPTIONS: tuple[Option, ...] = (
    Option(
        "deck", "choice", "32",
        _t("Колода", "Deck"),
        _t("32 карты (от семёрки до туза, по 8 на руках) или 24 карты — «шестикарточный "
           "козёл»: шестёрки, десятки, валеты, дамы, короли и тузы, по 6 на руках.",
           "32 cards (seven to ace, 8 each) or 24 cards, the «six-card goat»: sixes, tens, "
           "jacks, queens, kings and aces, 6 each."),
        _choices(("32", "32 карты", "32 cards"), ("24", "24 карты", "24 cards")),
    ),
    Option(
        "low_rank", "int", 7,
        _t("Младшая карта (32 карты)", "Lowest rank (32 cards)"),
        _t("С семёрками (шестёрки ведут счёт) или, по-тульски, с шестёрками вместо семёрок. "
           "От этого зависит, какая карта — шоха: 7♣ или 6♣. В колоде из 24 карт всегда "
           "шестёрки.",
           "Play with sevens (the sixes keep the score) or, as in Tula, with sixes instead "
           "of sevens. It decides which card is the shoha: 7♣ or 6♣. The 24-card deck "
           "always has sixes."),
        _choices((7, "семёрки", "sevens"), (6, "шестёрки", "sixes")),
    ),
    Option(
        "shokha", "bool", True,
        _t("Шоха — старший козырь", "Shoha is the top trump"),
        _t("Младшая трефа (7♣ или 6♣) — самый старший козырь при любой козырной масти и "
           "может поймать даму треф. Без шохи старшая карта — Q♣.",
           "The lowest club (7♣ or 6♣) is the highest trump whatever the trump suit, and "
           "it can catch the queen of clubs. Without it, Q♣ is the top card."),
    ),
    Option(
        "king_above_ten", "bool", False,
        _t("Король старше десятки", "King above ten"),
        _t("Порядок в масти туз, король, десятка вместо обычного туз, десятка, король. "
           "Очки карт не меняются.",
           "Rank ace, king, ten instead of the usual ace, ten, king. Card points stay the "
           "same."),
    ),
    Option(
        "trump_mode", "choice", "declared",
        _t("Как выбирается козырь", "How the trump suit is chosen"),
        _t("«Хвалится» — козыряющий смотрит карты и называет козырь на каждую раздачу; "
           "«постоянный» — одна масть на всю партию; «открытая сдача» (по-тульски) — "
           "козыряющему сдают карты в открытую до первой карты, которая не дама, не валет "
           "и не шоха: её масть и будет козырем.",
           "«Declared»: the trumper looks at his cards and names the trump each deal; "
           "«permanent»: one suit for the whole match; «open deal» (Tula): the trumper's "
           "cards are dealt face up until one that is not a queen, jack or shoha; its "
           "suit is trump."),
        _choices(("declared", "хвалится козыряющий", "declared by the trumper"),
                 ("permanent", "постоянный", "permanent"),
                 ("open_deal", "открытая сдача", "open deal")),
    ),
    Option(
        "permanent_trump_suit", "choice", "C",
        _t("Постоянный козырь", "Permanent trump suit"),
        _t("Какая масть козырная всю партию, если козырь постоянный.",
           "Which suit is trump all match when the trump is permanent."),
        _choices(("C", "♣ трефы", "♣ clubs"), ("S", "♠ пики", "♠ spades"),
                 ("H", "♥ черви", "♥ hearts"), ("D", "♦ бубны", "♦ diamonds")),
    ),
    Option(
        "first_deal_diamonds", "bool", False,
        _t("Первая раздача — бубны", "First deal: diamonds are trump"),
        _t("В первой раздаче партии козырь — бубны при любом способе выбора козыря, и "
           "первым ходит тот, у кого туз бубен («первая козырность»).",
           "In the first deal of the match diamonds are trump whatever the trump mode, "
           "and the holder of the ace of diamonds leads («first trumpness»)."),
    ),
    Option(
        "first_leader", "choice", "holder_AD",
        _t("Кто козыряет и ходит первым", "Who is the trumper and leads first"),
        _t("У кого туз бубен (в каждой раздаче); по кругу (сначала владелец туза бубен, "
           "потом игрок слева от сдающего); у кого валет треф. При открытой сдаче всегда "
           "по кругу.",
           "The holder of the ace of diamonds (every deal); in turn (first the ace of "
           "diamonds holder, then the player left of the dealer); the holder of the jack "
           "of clubs. With the open deal it is always in turn."),
        _choices(("holder_AD", "у кого туз ♦", "ace of ♦ holder"),
                 ("rotate", "по кругу", "in turn"),
                 ("holder_JC", "у кого валет ♣", "jack of ♣ holder")),
    ),
    Option(
        "open_deal_redeal", "choice", "shokha_or_QC",
        _t("Пересдача при открытой сдаче", "Redeal during the open deal"),
        _t("Когда пересдавать, пока козыряющему открывают карты: если открылась шоха или "
           "дама треф; если открылись три постоянных козыря; никогда (кроме случая, когда "
           "все карты козыряющего — дамы, валеты и шоха).",
           "When to redeal while the trumper's cards are turned: when the shoha or the "
           "queen of clubs shows; when three permanent trumps have shown; never (except "
           "when all of the trumper's cards are queens, jacks and the shoha)."),
        _choices(("shokha_or_QC", "шоха или дама ♣", "shoha or queen of ♣"),
                 ("three_permanent", "три постоянных козыря", "three permanent trumps"),
                 ("none", "нет", "never")),
    ),
    Option(
        "redeal_four_queens", "bool", True,
        _t("Пересдача: четыре дамы", "Redeal: four queens"),
        _t("Пересдать, если у одного игрока все четыре дамы.",
           "Redeal when one player holds all four queens."),
    ),
    Option(
        "redeal_shokha_three_queens", "bool", True,
        _t("Пересдача: шоха и три старшие дамы", "Redeal: shoha and three top queens"),
        _t("Пересдать, если у одного игрока шоха и дамы ♣ ♠ ♥ (только с шохой).",
           "Redeal when one player holds the shoha and the queens of ♣ ♠ ♥ (only with "
           "the shoha)."),
    ),
    Option(
        "redeal_no_trumps", "bool", False,
        _t("Пересдача: нет козырей", "Redeal: no trumps"),
        _t("Домашнее правило: можно пересдать, если у игрока нет ни одного козыря "
           "(проверяется, когда козырь известен).",
           "House rule: a redeal when a player holds no trump (checked once the trump is "
           "known)."),
    ),
    Option(
        "redeal_one_trump", "bool", False,
        _t("Пересдача: не больше одного козыря", "Redeal: at most one trump"),
        _t("Домашнее правило: можно пересдать, если у игрока один козырь или ни одного.",
           "House rule: a redeal when a player holds one trump or none."),
    ),
    Option(
        "redeal_four_aces", "bool", False,
        _t("Пересдача: четыре туза", "Redeal: four aces"),
        _t("Домашнее правило: можно пересдать, если у игрока все четыре туза.",
           "House rule: a redeal when a player holds all four aces."),
    ),
    Option(
        "redeal_trigger", "choice", "split",
        _t("Как пересдают", "How redeals happen"),
        _t("«Как принято»: четыре дамы и шоха с дамами — пересдача сразу, а по домашним "
           "правилам игрок сам решает, просить ли пересдачу; «сразу» — всегда без вопросов; "
           "«по просьбе» — всегда решает игрок, у которого такие карты.",
           "«Customary»: four queens and shoha with queens redeal at once, and under the "
           "house rules the player decides whether to ask; «automatic»: always at once; "
           "«on request»: the player with such cards always decides."),
        _choices(("split", "как принято", "customary"),
                 ("automatic", "сразу", "automatic"),
                 ("on_request", "по просьбе", "on request")),
    ),
    Option(
        "give_last_trump", "choice", "off",
        _t("Отдача последнего козыря", "Giving away the last trump"),
        _t("Перед первым ходом игрок, у которого ровно один козырь, может (или должен) "
           "отдать его партнёру втёмную; партнёр возвращает любую другую карту. Игроки "
           "решают по очереди, начиная с козыряющего. Соперники видят только сам факт "
           "отдачи.",
           "Before the first lead a player holding exactly one trump may (or must) pass "
           "it face down to his partner, who gives back any other card. Players decide in "
           "turn from the trumper. The opponents only see that a pass happened."),
        _choices(("off", "нет", "off"), ("optional", "по желанию", "optional"),
                 ("mandatory", "обязательно", "mandatory")),
    ),
    Option(
        "give_only_nontrump", "bool", False,
        _t("Отдача единственной некозырной карты", "Giving away the only plain card"),
        _t("То же самое для игрока, у которого ровно одна некозырная карта.",
           "The same for a player holding exactly one plain (non-trump) card."),
    ),
    Option(
        "trump_lead_restriction", "choice", "off",
        _t("Кто может ходить с козыря", "Who may lead trumps"),
        _t("«Козыряющие»: игрок команды, которая не козыряла, не может ходить с козыря, "
           "пока у него есть простые карты. Вариант: в первой раздаче так ограничены обе "
           "команды.",
           "«Trumpers»: a player of the team that did not name the trump may not lead a "
           "trump while he holds a plain card. Variant: in the first deal both teams are "
           "restricted."),
        _choices(("off", "все", "anyone"),
                 ("non_trumpers", "некозыряющим нельзя", "not the other team"),
                 ("both_first_deal", "и обеим в первой раздаче", "and both in deal 1")),
    ),
    Option(
        "must_ruff", "bool", False,
        _t("Обязательно бить козырем", "Must ruff"),
        _t("Если нет масти, с которой пошли, нужно положить козырь (если он есть).",
           "With no card of the suit led you must play a trump if you hold one."),
    ),
    Option(
        "catch_queen", "choice", "end_deal",
        _t("Ловля дамы треф", "Catching the queen of clubs"),
        _t("Если шоха и дама треф соперников попали в одну взятку, раздача сразу "
           "кончается: команда дамы получает 4 очка (при зачёте победителям — пойманные "
           "отдают 2). Работает только с шохой.",
           "When the shoha and the opponents' queen of clubs fall in the same trick, the "
           "deal ends at once: the queen's team gets 4 (when points are credited to "
           "winners, the catchers get 2). Only with the shoha."),
        _choices(("end_deal", "раздача кончается", "the deal ends"),
                 ("off", "нет", "off")),
    ),
    Option(
        "catch_order", "choice", "queen_first",
        _t("Порядок при ловле дамы", "Order for the catch"),
        _t("Поймана только дама, на которую легла шоха, или в любом порядке.",
           "Only a queen covered by the shoha is caught, or either order counts."),
        _choices(("queen_first", "сначала дама", "queen first"), ("any", "любой", "any")),
    ),
    Option(
        "catch_first_deal_loses_match", "bool", False,
        _t("Дама поймана в первой раздаче — проигрыш", "Caught in the first deal: match lost"),
        _t("Если даму треф поймали в первой раздаче партии, её команда сразу проигрывает "
           "партию.",
           "When the queen of clubs is caught in the match's first deal, her team loses "
           "the match outright."),
    ),
    Option(
        "scoring_mode", "choice", "loser_2_4_6",
        _t("Зачёт очков", "Scoring"),
        _t("«Проигравшим»: проигравшей команде пишут 2, 4 или 6 (голые), до цели — козлы; "
           "«победителям»: выигравшей пишут 1, 2 или 3, набравшая цель выигрывает; "
           "«с хвалёнкой»: козыряющим за победу 1/2/3, а обыгравшим козыряющих — 2/3.",
           "«Against the losers»: the losing team is written 2, 4 or 6, and reaching the "
           "target makes it the goats; «to the winners»: the winning team is credited 1, "
           "2 or 3 and reaching the target wins; «with the declaration»: the trumpers get "
           "1/2/3 for a win, their opponents 2/3 for beating them."),
        _choices(("loser_2_4_6", "проигравшим 2/4/6", "against losers 2/4/6"),
                 ("winner_1_2_3", "победителям 1/2/3", "to winners 1/2/3"),
                 ("declarer_weighted", "с хвалёнкой", "with the declaration")),
    ),
    Option(
        "spas_min", "int", 31,
        _t("Сколько нужно, чтобы «спастись»", "Card points to be «saved»"),
        _t("Проигравшие с этим числом очков и больше получают 2, меньше — 4: 31 (30 и "
           "меньше — четыре), 30 («меньше 30») или 21.",
           "A losing team with at least this many card points gets 2, fewer gets 4: 31 "
           "(30 or less gives four), 30 («under 30») or 21."),
        _choices((31, "31", "31"), (30, "30", "30"), (21, "21", "21")),
    ),
    Option(
        "golye_rule", "choice", "zero_points",
        _t("Когда «голые» (6 очков)", "When a team is «naked» (6)"),
        _t("Проигравшие набрали 0 очков, или не взяли ни одной взятки.",
           "The losers scored 0 card points, or took no trick."),
        _choices(("zero_points", "0 очков", "0 card points"),
                 ("no_tricks", "ни одной взятки", "no trick")),
    ),
    Option(
        "eggs_mode", "choice", "double_next_cumulative",
        _t("«Яйца» (60:60)", "«Eggs» (60:60)"),
        _t("При 60:60 никто не пишет. Следующая записанная раздача: удваивается за каждые "
           "яйца подряд (×2, ×4…); удваивается один раз; +2 за каждые яйца; или ничего не "
           "меняется.",
           "At 60:60 nobody scores. The next scored deal: doubles for each eggs in a row "
           "(×2, ×4…); doubles once; +2 for each eggs; or nothing changes."),
        _choices(("double_next_cumulative", "×2 за каждые", "×2 each time"),
                 ("double_next", "×2", "×2 once"),
                 ("plus_two_next", "+2 за каждые", "+2 each time"),
                 ("replay", "просто переиграть", "just play again")),
    ),
    Option(
        "eggs_same_dealer", "bool", True,
        _t("После яиц сдаёт тот же", "Same dealer after eggs"),
        _t("После 60:60 карты сдаёт тот же игрок.", "After 60:60 the same player deals."),
    ),
    Option(
        "target", "int", 12,
        _t("Игра до", "Play to"),
        _t("Сколько очков делает команду «козлами» (или, при зачёте победителям, приносит "
           "победу): 12 — обычная партия, 10, 8 и 6 — короткие.",
           "How many points make a team the «goats» (or, when points go to the winners, "
           "win): 12 is the usual match, 10, 8 and 6 are short ones."),
        _choices((12, "12", "12"), (10, "10", "10"), (8, "8", "8"), (6, "6", "6")),
    ),
    Option(
        "stake", "int", 0,
        _t("Ставка", "Stake"),
        _t("Фишек с каждого игрока команды «козлов» каждому победителю (0 — без ставок).",
           "Chips each player of the goats pays each winner (0: no stakes)."),
        minimum=0, maximum=1_000_000,
    ),
    Option(
        "dry_goat_multiplier", "int", 1,
        _t("Множитель за «сухих козлов»", "«Dry goats» multiplier"),
        _t("Во сколько раз больше ставка, если победители не получили ни одного очка.",
           "How many times the stake when the winners have no points against them."),
        minimum=1, maximum=10,
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset("classic", _t("Классика", "Classic"), {},
           _t("32 карты, козырь называет владелец туза бубен, шоха, ловля дамы, до 12.",
              "32 cards, the ace of diamonds holder names the trump, shoha, catching the "
              "queen, to 12.")),
    Preset("permanent_clubs", _t("Постоянный козырь ♣", "Permanent trump ♣"),
           {"trump_mode": "permanent", "permanent_trump_suit": "C"},
           _t("Трефы — козырь всю партию.", "Clubs are trump all match.")),
    Preset("six_card", _t("Шестикарточный (24 карты)", "Six-card (24 cards)"),
           {"deck": "24", "trump_mode": "permanent", "permanent_trump_suit": "C"},
           _t("24 карты по 6 на руках, трефы — постоянный козырь, шоха 6♣.",
              "24 cards, 6 each, clubs always trump, the shoha is 6♣.")),
    Preset("tula", _t("Тульский", "Tula"),
           {"low_rank": 6, "trump_mode": "open_deal", "first_leader": "rotate",
            "first_deal_diamonds": True, "open_deal_redeal": "shokha_or_QC",
            "give_last_trump": "optional", "eggs_mode": "double_next"},
           _t("С шестёрками вместо семёрок, первая раздача — бубны, потом козырь открывают "
              "козыряющему, последний козырь можно отдать партнёру, яйца удваивают "
              "следующую раздачу.",
              "Sixes instead of sevens, diamonds in the first deal, then the trump is "
              "turned up for the trumper, the last trump may be passed to the partner, "
              "eggs double the next deal.")),
    Preset("short6", _t("Короткая до 6", "Short, to 6"), {"target": 6},
           _t("Классика до 6 очков.", "Classic rules to 6 points.")),
    Preset("short8", _t("Короткая до 8", "Short, to 8"), {"target": 8},
           _t("Классика до 8 очков.", "Classic rules to 8 points.")),
)

SCHEMA = OptionSchema(OPTIONS, PRESETS, default_preset="classic")
