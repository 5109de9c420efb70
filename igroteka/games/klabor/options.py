"""Klabor's table options (section 11 of the rules note) and its named rule sets.

Every variant the seed or the rules note names is an option, in a player's
words. An option that only matters for another player count (who gets the
turned card in a four-player deal, how a three-player бейт is split) is
accepted at any count and then has no effect, and its help says so, so that
a preset never refuses a table. Only real contradictions are refused, with
an error that names both options.
"""

from __future__ import annotations

from igroteka.engine.errors import OptionError
from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Option, OptionSchema, OptionValue, Preset


def _t(ru: str, en: str) -> Text:
    return Text(ru, en)


def _choices(*items: tuple[str | int, str, str]) -> tuple[Choice, ...]:
    return tuple(Choice(value, Text(ru, en)) for value, ru, en in items)


OPTIONS: tuple[Option, ...] = (
    Option(
        "players", "int", 2,
        _t("Игроков", "Players"),
        _t("Двое или трое — каждый за себя, по 9 карт; вчетвером — по 8 карт, обычно пара "
           "на пару (партнёры сидят друг напротив друга).",
           "Two or three play each for himself with 9 cards; four get 8 cards each and "
           "usually play in pairs (partners sit opposite)."),
        _choices((2, "двое", "two"), (3, "трое", "three"), (4, "четверо", "four")),
    ),
    Option(
        "four_player_mode", "choice", "teams",
        _t("Вчетвером", "With four players"),
        _t("Пара на пару (места 1 и 3 против 2 и 4) или каждый за себя, как втроём. "
           "При двух и трёх игроках не действует.",
           "Pairs (seats 1 and 3 against 2 and 4) or each for himself, scored as with "
           "three. No effect with two or three players."),
        _choices(("teams", "пара на пару", "two pairs"), ("solo", "каждый за себя", "each "
                                                          "for himself")),
    ),
    Option(
        "target", "int", 501,
        _t("Партия до", "Match to"),
        _t("Маленькая партия — 501 очко, большая — 1001; короткая — 301.",
           "The small match is 501 points, the big one 1001; the short one 301."),
        _choices((301, "301", "301"), (501, "501 (маленькая)", "501 (small)"),
                 (1001, "1001 (большая)", "1001 (big)")),
    ),
    Option(
        "deal_packets", "int", 2,
        _t("Сдавать по", "Deal in packets of"),
        _t("Первые шесть карт сдаются по две (как в правилах двора) или по три. На игру не "
           "влияет, только на то, кому какая карта достаётся из колоды в заданном порядке.",
           "The first six cards are dealt two at a time (as the seed says) or three at a "
           "time. Play is the same; only which card of a fixed deck goes to whom changes."),
        _choices((2, "по две", "twos"), (3, "по три", "threes")),
    ),
    Option(
        "obligatory_order", "bool", False,
        _t("Заказ обязателен («обязаловка»)", "Dealer must order"),
        _t("Во втором круге торговли сдающий не может спасовать и обязан назвать козырь, "
           "поэтому раздача не пересдаётся из-за пасов. Без этого при всех пасах карты "
           "пересдаёт следующий.",
           "In the second bidding round the dealer may not pass and must name a trump, so "
           "a deal is never thrown in. Without it, when everyone passes the next player "
           "deals again."),
    ),
    Option(
        "turnup_to", "choice", "dealer",
        _t("Открытая карта вчетвером достаётся", "With four, the turned card goes to"),
        _t("Вчетвером вскрышка входит в прикуп сдающего (по правилам двора) или того, кто "
           "заказал козырь. При двух и трёх игроках не действует.",
           "With four players the turned card is part of the dealer's extra cards (as the "
           "seed says) or goes to the maker. No effect with two or three players."),
        _choices(("dealer", "сдающему", "the dealer"), ("maker", "заказавшему", "the maker")),
    ),
    Option(
        "seven_exchange", "choice", "anyone",
        _t("Обмен козырной семёрки", "Exchanging the trump seven"),
        _t("Когда козырь — масть вскрышки, держатель козырной семёрки может поменять её на "
           "вскрышку: любой игрок, только заказавший, или обмена нет.",
           "When trump is the turned card's suit, the holder of the trump seven may swap it "
           "for the turned card: anyone, only the maker, or no exchange."),
        _choices(("anyone", "любой игрок", "anyone"), ("maker_only", "только заказавший",
                                                      "the maker only"),
                 ("off", "нет обмена", "no exchange")),
    ),
    Option(
        "seven_exchange_time", "choice", "after_draw",
        _t("Когда меняют семёрку", "When the seven is exchanged"),
        _t("После прикупа (каждый игрок по очереди перед первым ходом) или, по "
           "договорённости, до подъёма прикупа.",
           "After the extra cards (each player in turn before the first lead) or, by "
           "agreement, before the extra cards are taken up."),
        _choices(("after_draw", "после прикупа", "after the extra cards"),
                 ("before_draw", "до прикупа", "before the extra cards")),
    ),
    Option(
        "seven_exchange_4p", "bool", False,
        _t("Обмен семёрки вчетвером", "Seven exchange with four"),
        _t("Вчетвером вскрышка уходит в прикуп, поэтому обычно семёрку не меняют. С этой "
           "настройкой держатель семёрки меняется с тем, у кого вскрышка (до прикупа — "
           "прямо на столе).",
           "With four the turned card goes into a hand, so usually there is no exchange. "
           "With this option the seven's holder swaps with whoever holds the turned card "
           "(before the extra cards: on the table)."),
    ),
    Option(
        "weak_hand_redeal", "choice", "13",
        _t("Пересдача при слабой руке", "Redeal with a weak hand"),
        _t("Игрок, у которого на руках очков не больше порога (козыри считаются как простые "
           "карты), может потребовать пересдачи, пока не сделал свой первый ход: 13, 2 (как "
           "в клаборе) или нельзя.",
           "A player whose cards are worth no more than the threshold (trumps counted as "
           "plain cards) may ask for a redeal until he has played his first card: 13, 2 "
           "(as in Klabor) or never."),
        _choices(("13", "13 очков и меньше", "13 points or less"),
                 ("2", "2 очка и меньше", "2 points or less"), ("off", "нельзя", "never")),
    ),
    Option(
        "four_sevens_redeal", "bool", True,
        _t("Пересдача при четырёх семёрках", "Redeal with four sevens"),
        _t("Игрок с четырьмя семёрками может потребовать пересдачи до первого хода в игре.",
           "A player holding all four sevens may ask for a redeal before the first lead."),
    ),
    Option(
        "tie_nontrump", "choice", "first_in_order",
        _t("Равные некозырные комбинации", "Equal plain sequences"),
        _t("Если у двоих одинаковые некозырные терцы (полтинники), засчитывается тому, кто "
           "объявил первым по порядку от сдающего, — или никому (как в белоте).",
           "When two players have equal plain sequences, the one who declared first in "
           "order from the dealer's left scores, or nobody does (as in Belote)."),
        _choices(("first_in_order", "первому по порядку", "first in order"),
                 ("nobody", "никому", "nobody")),
    ),
    Option(
        "team_melds", "choice", "player_only",
        _t("Комбинации в паре", "Sequences in pairs"),
        _t("Вчетвером парами: зачитываются только комбинации игрока, выигравшего заявку (по "
           "правилам двора), или комбинации обоих партнёров.",
           "Four in pairs: only the sequences of the player who won the contest score (as "
           "the seed says), or both partners' sequences do."),
        _choices(("player_only", "только игрока", "that player only"),
                 ("team", "обоих партнёров", "both partners")),
    ),
    Option(
        "bella_strict", "bool", False,
        _t("Белла «строгач»", "Strict bella"),
        _t("Белла засчитывается, только если объявивший (его пара) взял обе взятки — с "
           "королём и с дамой. Обычно 20 очков получает тот, кто забрал взятку, в которой "
           "беллу объявили.",
           "Bella scores only if its announcer (or his pair) wins both tricks, the king's "
           "and the queen's. Usually the 20 go to whoever wins the trick in which bella "
           "was announced."),
    ),
    Option(
        "bella_any_turn", "bool", False,
        _t("Беллу можно объявить любым ходом", "Bella on any play"),
        _t("Держатель козырных короля и дамы может объявить беллу с любой своей картой, "
           "пока у него на руках есть король или дама. Обычно — только с первой из них.",
           "The holder of the trump king and queen may announce bella with any card he "
           "plays while he still holds one of them. Usually only with the first of them."),
    ),
    Option(
        "klabor_combo", "bool", False,
        _t("Комбинация «клабор»", "The «klabor» combination"),
        _t("Шесть карт одной масти подряд от туза (туз, король, дама, валет, десять, "
           "девять) в первых шести сданных картах выигрывают сразу.",
           "Six cards of one suit in a row from the ace (A K Q J 10 9) among the first six "
           "cards dealt win at once."),
    ),
    Option(
        "klabor_effect", "choice", "match",
        _t("Клабор выигрывает", "A klabor wins"),
        _t("Всю партию или только раздачу (162 очка объявившему, остальным ничего).",
           "The whole match, or only the deal (162 points to the holder, nothing to the "
           "others)."),
        _choices(("match", "партию", "the match"), ("deal", "раздачу", "the deal")),
    ),
    Option(
        "quint_100", "bool", False,
        _t("Пять подряд — 100", "Five in a row: 100"),
        _t("Как в белоте: пять и больше карт подряд стоят 100 и старше любого полтинника. "
           "Обычно это просто полтинник.",
           "As in Belote: five or more cards in a row score 100 and beat any fifty. "
           "Usually it is just a fifty."),
    ),
    Option(
        "first_lead", "choice", "maker",
        _t("Первый ход", "First lead"),
        _t("Первым ходит заказавший козырь (по правилам двора) или игрок слева от "
           "сдающего.",
           "The maker leads first (as the seed says), or the player left of the dealer."),
        _choices(("maker", "заказавший", "the maker"),
                 ("left_of_dealer", "слева от сдающего", "left of the dealer")),
    ),
    Option(
        "must_overtrump_on_ruff", "bool", False,
        _t("Перебивать козырь противника", "Overtrump the opponent's ruff"),
        _t("Если масти нет, а противник уже побил взятку козырем, нужно перебить его "
           "старшим козырем, когда он есть. Обычно это принято, но не обязательно.",
           "When you cannot follow suit and an opponent has already trumped, you must "
           "play a higher trump if you have one. Usually customary, not required."),
    ),
    Option(
        "partner_winning_exemption", "bool", False,
        _t("Не козырять, когда берёт партнёр", "No ruff when the partner wins"),
        _t("Вчетвером парами: если масти нет, а взятку берёт партнёр, можно не козырять. "
           "Обычно козырять нужно всегда.",
           "Four in pairs: when you cannot follow suit and your partner is winning the "
           "trick, you need not trump. Usually you must trump anyway."),
    ),
    Option(
        "winner_takes_all", "bool", False,
        _t("Победителю всё", "Winner takes all"),
        _t("Если заказавший выиграл раздачу, он записывает очки всех игроков, а "
           "противники — ничего.",
           "When the maker wins the deal he records everybody's points and the defenders "
           "record nothing."),
    ),
    Option(
        "bait_split", "choice", "equal",
        _t("Бейт втроём", "Бейт with three"),
        _t("Очки проигравшего заказавшего делятся между противниками поровну (остаток "
           "пропадает) или все уходят тому, кто набрал больше. Вдвоём и парами не "
           "действует.",
           "The failed maker's points are split equally between the defenders (the odd "
           "points are dropped) or all go to the one who scored most. No effect with two "
           "players or pairs."),
        _choices(("equal", "поровну", "equally"), ("to_best", "лучшему", "to the best")),
    ),
    Option(
        "hanging_separate", "bool", False,
        _t("Висячие отдельно", "Hanging deals separately"),
        _t("Если висяк повторился, каждая висячая раздача разыгрывается своей "
           "обязательной раздачей по очереди. Обычно висячие очки копятся и достаются "
           "вместе.",
           "When a tie follows a tie, each hanging deal is settled by its own forced deal, "
           "oldest first. Usually the hanging points pile up and are settled together."),
    ),
    Option(
        "tournament_pairs", "bool", False,
        _t("Турнир пар: два раунда с обязом", "Pairs tournament: two rounds with «обяз»"),
        _t("Только вчетвером парами. Два раунда до цели; после первого счёт обнуляется, и "
           "победители первого раунда играют с обязом: на своих раздачах не пасуют. "
           "Выиграл оба — выиграл партию; по раунду у каждого — четыре заключительные "
           "раздачи без обяза.",
           "Four in pairs only. Two rounds to the target; after the first the scores go "
           "back to zero, and the first round's winners play under «обяз»: they may not "
           "pass on their own deals. Win both rounds to win; one round each: four final "
           "deals without «обяз» decide."),
    ),
)


def check(values: dict[str, OptionValue]) -> None:
    """Refuse the combinations no table can play, naming the options involved."""
    if values["tournament_pairs"]:
        if values["players"] != 4 or values["four_player_mode"] != "teams":
            raise OptionError(
                _t("Турнир пар играют только вчетвером, пара на пару: выберите «Игроков: "
                   "четверо» и «Вчетвером: пара на пару»",
                   "The pairs tournament is for four players in pairs: set 'Players' to "
                   "four and 'With four players' to two pairs"),
                option="tournament_pairs",
            )
        if values["obligatory_order"]:
            raise OptionError(
                _t("В турнире пар при всех пасах карты пересдаются, а обяз действует только "
                   "на победителей первого раунда: выключите «Заказ обязателен»",
                   "The pairs tournament redeals when everyone passes and puts only the "
                   "first round's winners under «обяз»: turn off 'Dealer must order'"),
                option="obligatory_order",
            )


PRESETS: tuple[Preset, ...] = (
    Preset("moscow", _t("Московский деберц, вдвоём", "Moscow Deberts, two players"), {},
           _t("Вдвоём по 9 карт, торговля в два круга, обмен семёрки, терц 20, полтинник "
              "50, белла 20, партия до 501.",
              "Two players with 9 cards, two bidding rounds, the seven exchange, tierce 20, "
              "fifty 50, bella 20, match to 501.")),
    Preset("three", _t("Втроём", "Three players"), {"players": 3},
           _t("Московские правила втроём: заказавший должен набрать больше каждого.",
              "Moscow rules for three: the maker must outscore each opponent.")),
    Preset("pairs", _t("Вчетвером, пара на пару", "Four players in pairs"), {"players": 4},
           _t("Места 1 и 3 против 2 и 4, по 8 карт, вскрышка идёт сдающему.",
              "Seats 1 and 3 against 2 and 4, 8 cards each, the turned card goes to the "
              "dealer.")),
    Preset("four_solo", _t("Вчетвером, каждый за себя", "Four players, each for himself"),
           {"players": 4, "four_player_mode": "solo"},
           _t("Четверо по 8 карт, счёт как втроём.",
              "Four players with 8 cards each, scored as with three.")),
    Preset("klabor", _t("Клабор (дворовый)", "Klabor (courtyard)"),
           {"klabor_combo": True, "weak_hand_redeal": "2"},
           _t("С комбинацией «клабор» (шесть подряд от туза выигрывают партию) и пересдачей "
              "только при двух очках и меньше.",
              "With the «klabor» combination (six in a row from the ace wins the match) and "
              "a redeal only with 2 points or less.")),
    Preset("big", _t("Большая партия (1001)", "Big match (1001)"), {"target": 1001},
           _t("Московские правила до 1001 очка.", "Moscow rules to 1001 points.")),
    Preset("short", _t("Короткая партия (301)", "Short match (301)"), {"target": 301},
           _t("Московские правила до 301 очка.", "Moscow rules to 301 points.")),
    Preset("tournament", _t("Турнир пар (два раунда)", "Pairs tournament (two rounds)"),
           {"players": 4, "tournament_pairs": True},
           _t("Пара на пару, два раунда до 501 с обязом для победителей первого, при "
              "ничьей — четыре заключительные раздачи.",
              "Two pairs, two rounds to 501 with «обяз» for the first round's winners; at "
              "one round each, four final deals.")),
)

SCHEMA = OptionSchema(OPTIONS, PRESETS, default_preset="moscow", check=check)
