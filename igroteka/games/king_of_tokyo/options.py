"""King of Tokyo's table options and named presets, as validated data."""

from __future__ import annotations

from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Condition, Option, OptionSchema, Preset

OPTIONS = (
    Option(
        "players",
        "int",
        4,
        Text("Монстров", "Monsters"),
        help=Text(
            "От двух до шести; при пяти и шести живых монстрах открыт Токийский залив",
            "Two to six; with five or six monsters alive Tokyo Bay is open",
        ),
        minimum=2,
        maximum=6,
        headline=True,
    ),
    Option(
        "two_player_variant",
        "bool",
        False,
        Text("Вариант для двоих", "Two-player variant"),
        help=Text(
            "Вход в Токио и начало хода в Токио дают 1 энергию вместо победных очков",
            "Entering Tokyo and starting a turn there give 1 energy instead of victory points",
        ),
        applies_when=(Condition("players", (2,)),),
        # It changes what Tokyo scores: a duel's lobby line says which rules it plays.
        headline=True,
    ),
    Option(
        "dice_order",
        "choice",
        "fixed",
        Text("Порядок кубиков", "Dice order"),
        help=Text(
            "Сердца до ударов, или по выбору игрока (важно только для Целебного луча)",
            "Hearts before Smash, or the player's choice (it matters only for Healing Ray)",
        ),
        choices=(
            Choice("fixed", Text("числа, сердца, энергия, удары",
                                 "numbers, hearts, energy, smash")),
            Choice("choice", Text("сердца или удары первыми — по выбору",
                                  "hearts or smash first, as the player chooses")),
        ),
    ),
    Option(
        "card_texts",
        "choice",
        "2016",
        Text("Тексты карт", "Card texts"),
        help=Text(
            "Издание 2016 года или первое издание 2011 года (Монстр-аккумулятор, Огнедышащий)",
            "The 2016 edition or the first edition of 2011 (Monster Batteries, Fire Breathing)",
        ),
        choices=(
            Choice("2016", Text("издание 2016 года", "2016 edition")),
            Choice("2011", Text("первое издание (2011)", "first edition (2011)")),
        ),
    ),
)

PRESETS = (
    Preset(
        "standard",
        Text("Обычные правила", "Standard rules"),
        {},
        Text("Четыре монстра, правила из коробки", "Four monsters, the rules from the box"),
    ),
    Preset(
        "duel",
        Text("Дуэль (вариант для двоих)", "Duel (two-player variant)"),
        {"players": 2, "two_player_variant": True},
        Text("Двое; за Токио дают энергию, а не очки", "Two players; Tokyo pays energy, not VP"),
    ),
    Preset(
        "big",
        Text("Шестеро с Токийским заливом", "Six with Tokyo Bay"),
        {"players": 6},
        Text("Шесть монстров, в Токио два места", "Six monsters, two spaces in Tokyo"),
    ),
)

SCHEMA = OptionSchema(OPTIONS, PRESETS, default_preset="standard")
