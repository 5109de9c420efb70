"""Chapaev's table options and named rule sets (presets), as validated data.

`pie_rule` and `clean_win_bonus` are the rules file's options; the match
length (`match`) and the physics figures (`friction`, `restitution`,
`contact_friction`) are OUR DESIGN: a one-round match for a quick game, and the
constants of rules §5 a table may tune within their stated ranges (μc is 0 or
the rules' 0.1).
"""

from __future__ import annotations

from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Option, OptionSchema, Preset

FULL, ONE_ROUND = "rows", "one_round"

OPTIONS = (
    Option(
        "match",
        "choice",
        FULL,
        Text("Длина партии", "Match length"),
        Text(
            "До вытеснения: победитель раунда продвигает свой ряд, пока соперника не вытеснят "
            "с доски; один раунд: кто первым выбьет все шашки соперника, тот и победил",
            "Rows: the winner of a round moves his row forward until the opponent is pushed "
            "off the board; one round: whoever first knocks off all the opponent's pieces wins",
        ),
        choices=(
            Choice(FULL, Text("До вытеснения с последнего ряда", "Until pushed off the last row")),
            Choice(ONE_ROUND, Text("Один раунд", "One round")),
        ),
        headline=True,
    ),
    Option(
        "pie_rule",
        "bool",
        False,
        Text("Правило пирога (обмен цветами)", "Pie rule (swap colours)"),
        Text(
            "После первого щелчка белых чёрные могут поменяться с ними цветами",
            "After White's first flick Black may swap colours with White",
        ),
    ),
    Option(
        "clean_win_bonus",
        "bool",
        False,
        Text("Чистая победа — на два ряда", "Clean win: two rows"),
        Text(
            "Раунд, выигранный без потери шашки, продвигает победителя на два ряда",
            "A round won without losing a piece moves the winner two rows forward",
        ),
    ),
    Option(
        "friction",
        "float",
        0.30,
        Text("Трение о доску", "Friction with the board"),
        Text(
            "Коэффициент трения скольжения шашки по доске (0,2 — лакированная, 0,45 — "
            "шершавое дерево)",
            "Sliding friction of a piece on the board (0.2 varnished, 0.45 rough wood)",
        ),
        minimum=0.2,
        maximum=0.45,
    ),
    Option(
        "restitution",
        "float",
        0.85,
        Text("Упругость удара", "Bounciness of a hit"),
        Text(
            "Коэффициент восстановления при ударе шашки о шашку (0,7–0,95)",
            "Coefficient of restitution when two pieces hit (0.7 to 0.95)",
        ),
        minimum=0.7,
        maximum=0.95,
    ),
    Option(
        "contact_friction",
        "bool",
        False,
        Text("Трение шашки о шашку", "Friction between pieces"),
        Text(
            "При ударе шашки слегка увлекают друг друга вбок (коэффициент 0,1); без него "
            "удар толкает только по линии центров",
            "On a hit the pieces drag each other sideways a little (coefficient 0.1); "
            "without it a hit pushes only along the line of centres",
        ),
    ),
)

PRESETS = (
    Preset(
        "classic",
        Text("Классика: до вытеснения", "Classic: until pushed off"),
        {"match": FULL, "pie_rule": False, "clean_win_bonus": False},
        Text(
            "Восемь шашек в ряд, победитель раунда продвигается на ряд вперёд",
            "Eight pieces in a row; the winner of a round moves one row forward",
        ),
    ),
    Preset(
        "quick",
        Text("Быстрая: один раунд", "Quick: one round"),
        {"match": ONE_ROUND},
        Text(
            "Один раунд: кто первым выбьет все шашки соперника",
            "One round: whoever first knocks off all the opponent's pieces",
        ),
    ),
    Preset(
        "chapay",
        Text("«Чапай»: чистая победа на два ряда, пирог", "Chapay: clean win two rows, pie"),
        {"match": FULL, "pie_rule": True, "clean_win_bonus": True},
        Text(
            "Раунд без потерь продвигает на два ряда; чёрные могут поменяться цветами "
            "после первого щелчка",
            "A round won without losses moves two rows; Black may swap colours after the "
            "first flick",
        ),
    ),
)

SCHEMA = OptionSchema(OPTIONS, PRESETS, default_preset="classic")
