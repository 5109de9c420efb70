"""Table options: the seed's table is the default; each option flips one reading left open.

Some sentences of the online table's rules can be read two ways (rules.en.md
lists them). The default of every option is the table's own reading; the alternatives
are what players of other Go-Stop tables would expect. None of them is a
`headline` option or depends on another: each settles a rare situation, and what
decides a Go-Stop table is its stake and clock, which the lobby line shows anyway.
"""

from __future__ import annotations

from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Option, OptionSchema, Preset

LAST_TURN = "last_turn"
LAST_TURN_DEAL = "deal"
LAST_TURN_EACH = "each_player"

SSEUL = "sseul"
SSEUL_TWO_CARDS = "two_cards"
SSEUL_ANY_CLEAR = "any_clear"

STACK_JUNK = "stack_junk"
STACK_ANY = "any_stack"
STACK_PPUK_ONLY = "ppuk_only"

PPUK_DEBT = "ppuk_debt"
DEBT_IN_ORDER = "in_order"
DEBT_DOUBLE_ALONE = "double_alone"
DEBT_SINGLE_ALONE = "single_alone"

THREE_PPUK = "three_ppuk_payout"
THREE_PPUK_FLAT = "flat"
THREE_PPUK_AS_STOP = "as_stop"

SINGLE_DEAL = "single_deal"

GO_STOP_OPTIONS = OptionSchema(
    options=(
        Option(
            LAST_TURN,
            "choice",
            LAST_TURN_DEAL,
            Text("Последний ход", "The last turn"),
            help=Text(
                "Когда не действуют бонусы ттадак, чок и ссыль и доступен только Стоп: "
                "на двадцатом ходу раздачи или на последнем ходу каждого игрока",
                "When ttadak, chok and sseul pay nothing and only Stop is offered: "
                "on the deal's twentieth turn, or on each player's own last turn",
            ),
            choices=(
                Choice(LAST_TURN_DEAL, Text("последний ход раздачи", "the deal's last turn")),
                Choice(
                    LAST_TURN_EACH, Text("последний ход каждого игрока", "each player's last turn")
                ),
            ),
        ),
        Option(
            SSEUL,
            "choice",
            SSEUL_TWO_CARDS,
            Text("Ссыль", "Sseul"),
            help=Text(
                "Ссыль: взять обе единственные карты раскладки разных месяцев, или любая "
                "очистка раскладки, как во многих других столах",
                "Sseul: capturing the layout's only two cards, of different months, or any "
                "turn that clears the layout, as many other tables play",
            ),
            choices=(
                Choice(
                    SSEUL_TWO_CARDS,
                    Text("две карты разных месяцев", "two cards of different months"),
                ),
                Choice(
                    SSEUL_ANY_CLEAR, Text("любая очистка раскладки", "any clearing of the layout")
                ),
            ),
        ),
        Option(
            STACK_JUNK,
            "choice",
            STACK_ANY,
            Text("Хлам за стопку", "Junk for a stack"),
            help=Text(
                "Берёт ли хлам взятие стопки из трёх карт, сданной в раскладку, или только ппука",
                "Whether capturing a three-card stack dealt to the layout takes junk, "
                "or only a ppuk",
            ),
            choices=(
                Choice(STACK_ANY, Text("любая стопка", "any stack")),
                Choice(STACK_PPUK_ONLY, Text("только ппук", "only a ppuk")),
            ),
        ),
        Option(
            PPUK_DEBT,
            "choice",
            DEBT_IN_ORDER,
            Text("Долг за свой ппук", "Debt for your own ppuk"),
            help=Text(
                "Две единицы хлама, когда у соперника один простой хлам и двойной: "
                "простой, затем двойной; только двойной; только простой",
                "Two junk units when the opponent has one single junk and a double: "
                "the single, then the double; the double alone; the single alone",
            ),
            choices=(
                Choice(DEBT_IN_ORDER, Text("простой, затем двойной", "single, then double")),
                Choice(DEBT_DOUBLE_ALONE, Text("только двойной", "the double alone")),
                Choice(DEBT_SINGLE_ALONE, Text("только простой", "the single alone")),
            ),
        ),
        Option(
            THREE_PPUK,
            "choice",
            THREE_PPUK_FLAT,
            Text("Выплата за три ппука", "Payment for three ppuks"),
            help=Text(
                "Ровно 5 очков, или 5 очков с добавками за Го и удвоениями, как при Стопе",
                "A flat 5, or 5 with the Go additions and doublings, as for a Stop",
            ),
            choices=(
                Choice(THREE_PPUK_FLAT, Text("ровно 5", "a flat 5")),
                Choice(THREE_PPUK_AS_STOP, Text("5 как при Стопе", "5 as for a Stop")),
            ),
        ),
    ),
    presets=(
        Preset(
            SINGLE_DEAL,
            Text("Одиночная раздача против ИИ", "Single deal against the AI"),
            {},
            Text(
                "Стол из исходных правил: два игрока, одна раздача",
                "The table of the source rules: two players, one deal",
            ),
        ),
    ),
    default_preset=SINGLE_DEAL,
)
