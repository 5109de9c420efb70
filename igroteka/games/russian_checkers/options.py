"""Table options of Russian draughts: which draw rules apply, how they are read, draw offers.

The move rules are not optional: they are the official Russian rules. What
clubs and programs do differently is the draws, so each draw rule (D1-D7 of
rules.en.md) can be switched on or off, and
`draw_reading` chooses between the federation reading of D3-D6 and the one in
pydraughts 0.6.7, which a preset bundles for cross-checks and for players
coming from programs built on it.
"""

from __future__ import annotations

from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Condition, Option, OptionSchema, Preset

FEDERATION = "federation"
PYDRAUGHTS = "pydraughts"

OPTIONS = OptionSchema(
    options=(
        Option(
            "draw_repetition",
            "bool",
            True,
            Text("Ничья при троекратном повторении позиции", "Draw by threefold repetition"),
            Text(
                "Одна и та же позиция при той же очереди хода возникла в третий раз (D1).",
                "The same position with the same side to move occurs for the third time (D1).",
            ),
        ),
        Option(
            "draw_kings_only",
            "bool",
            True,
            Text("Ничья после 15 ходов одними дамками", "Draw after 15 moves with kings only"),
            Text(
                "15 ходов подряд обе стороны ходили только дамками, "
                "без взятий и ходов простыми (D2).",
                "For 15 moves both sides moved only kings, with no capture and no man moved (D2).",
            ),
        ),
        Option(
            "draw_three_kings",
            "bool",
            True,
            Text("Три дамки против одной: 15 ходов", "Three kings against one: 15 moves"),
            Text(
                "Три дамки и больше против одинокой дамки не взяли её своим 15-м ходом (D3).",
                "Three or more kings against a lone king have not taken it "
                "by their 15th move (D3).",
            ),
        ),
        Option(
            "draw_main_road",
            "bool",
            True,
            Text(
                "Три шашки против дамки на большаке: 5 ходов",
                "Three pieces vs a king on the main road: 5 moves",
            ),
            Text(
                "Три шашки (хотя бы одна дамка) против одинокой дамки "
                "на большой дороге a1-h8 (D4).",
                "Three pieces (at least one king) against a lone king on the main road a1-h8 (D4).",
            ),
        ),
        Option(
            "draw_two_pieces",
            "bool",
            True,
            Text("Две шашки против дамки: 5 ходов", "Two pieces vs a lone king: 5 moves"),
            Text(
                "Две шашки (хотя бы одна дамка) против одинокой дамки (D5).",
                "Two pieces (at least one king) against a lone king (D5).",
            ),
        ),
        Option(
            "draw_no_progress",
            "bool",
            True,
            Text("Ничья без изменения соотношения сил", "Draw when the material balance stays"),
            Text(
                "У обеих сторон есть дамки, нет взятий и превращений: 30 ходов при 4-5 шашках, "
                "60 ходов при 6-7 шашках (D6).",
                "Both sides have kings, no capture and no promotion: 30 moves with 4-5 pieces, "
                "60 moves with 6-7 pieces (D6).",
            ),
        ),
        Option(
            "draw_reading",
            "choice",
            FEDERATION,
            Text("Как считать правила D3-D6", "How D3-D6 are read"),
            Text(
                "Федерация: счёт с момента установления соотношения сил, в D6 шашки считаются "
                "вместе. pydraughts: счёт после последнего взятия, "
                "в D6 поровну шашек у каждой стороны.",
                "Federation: count from when the material balance arose, D6 counts all pieces. "
                "pydraughts: count since the last capture, D6 needs equal armies per side.",
            ),
            choices=(
                Choice(FEDERATION, Text("как в правилах федерации", "as the federation rules")),
                Choice(PYDRAUGHTS, Text("как в pydraughts", "as pydraughts")),
            ),
        ),
        Option(
            "draw_agreement",
            "bool",
            True,
            Text("Ничья по соглашению", "Draw by agreement"),
            Text(
                "Игрок может предложить ничью, соперник — принять её (D7).",
                "A player may offer a draw and the opponent may accept it (D7).",
            ),
            headline=True,
        ),
        Option(
            "min_moves_before_agreement",
            "int",
            0,
            Text("Ничья по соглашению не раньше хода", "Draw by agreement not before move"),
            Text(
                "Сколько ходов должна сделать каждая сторона, "
                "прежде чем можно договориться о ничьей.",
                "How many moves each side must make before a draw may be agreed.",
            ),
            minimum=0,
            maximum=200,
            applies_when=(Condition("draw_agreement", (True,)),),
        ),
    ),
    presets=(
        Preset(
            "official",
            Text("Официальные правила", "Official rules"),
            {},
            Text(
                "Правила русских шашек со всеми правилами ничьей федерации; ничью можно "
                "предложить в любой момент.",
                "Russian draughts with every federation draw rule; "
                "a draw may be offered at any time.",
            ),
        ),
        Preset(
            "classical",
            Text("Классика (турнир)", "Classical (tournament)"),
            {"min_moves_before_agreement": 20},
            Text(
                "Как официальные, но соглашение о ничьей — не раньше 20-го хода.",
                "As the official rules, but no draw by agreement before move 20.",
            ),
        ),
        Preset(
            "pydraughts",
            Text("Как в pydraughts", "As pydraughts"),
            {"draw_reading": PYDRAUGHTS, "draw_agreement": False},
            Text(
                "Правила ничьей в прочтении библиотеки pydraughts 0.6.7 (D1-D6, без соглашения).",
                "The draw rules as pydraughts 0.6.7 reads them (D1-D6, no agreement).",
            ),
        ),
    ),
    default_preset="official",
)
