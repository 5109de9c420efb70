"""Rose King's options and presets: the rulebook's game, yucata's random start, and the
four-player team variant (our design) with its own hands or one hand per team."""

from __future__ import annotations

from igroteka.engine.errors import OptionError
from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Condition, Option, OptionSchema, OptionValue, Preset

FOUR = (Condition("players", ("4",)),)

OPTIONS = (
    Option(
        "players",
        "choice",
        "2",
        Text("Игроков", "Players"),
        help=Text(
            "Вчетвером — командами, партнёры сидят друг напротив друга (наш вариант правил)",
            "Four players in teams, partners opposite each other (our own variant)",
        ),
        choices=(
            Choice("2", Text("двое", "two")),
            Choice("4", Text("четверо, две команды", "four, in two teams")),
        ),
        headline=True,
    ),
    Option(
        "first_player",
        "choice",
        "red",
        Text("Первый ход", "First move"),
        choices=(
            Choice("red", Text("красные, как в правилах", "Red, as in the rulebook")),
            Choice("random", Text("по жребию", "drawn by lot")),
        ),
    ),
    Option(
        "team_shared_hand",
        "bool",
        False,
        Text("Общая рука команды", "Shared team hand"),
        help=Text(
            "У команды одна открытая рука (до 5 карт) и 4 героя, партнёры ходят за неё по очереди",
            "Each team holds one open hand (up to 5 cards) and 4 heroes; partners take "
            "the team's turns in turn",
        ),
        applies_when=FOUR,
    ),
    Option(
        "hero_optional_when_only_move",
        "bool",
        False,
        Text("Героя можно не играть", "Hero move optional"),
        help=Text(
            "Если возможен только ход с героем, игрок вправе пропустить ход",
            "When only a hero move is possible, the player may pass instead",
        ),
    ),
)

PRESETS = (
    Preset(
        "rulebook",
        Text("По правилам (двое)", "Rulebook (two players)"),
        {"players": "2", "first_player": "red", "team_shared_hand": False},
        Text("Официальные правила: начинают красные", "The official rules: Red starts"),
    ),
    Preset(
        "yucata",
        Text("Как на yucata (жребий)", "As on yucata (random start)"),
        {"players": "2", "first_player": "random", "team_shared_hand": False},
        Text("Кто ходит первым, решает жребий", "The first player is drawn by lot"),
    ),
    Preset(
        "teams",
        Text("Командами вчетвером", "Four in teams"),
        {"players": "4", "first_player": "red", "team_shared_hand": False},
        Text(
            "Наш вариант: у каждого своя рука до 4 карт и 2 героя",
            "Our variant: each player has his own hand of up to 4 cards and 2 heroes",
        ),
    ),
    Preset(
        "teams_shared",
        Text("Командами, общая рука", "Four in teams, shared hand"),
        {"players": "4", "first_player": "red", "team_shared_hand": True},
        Text(
            "Наш вариант: одна рука до 5 карт и 4 героя на команду",
            "Our variant: one hand of up to 5 cards and 4 heroes per team",
        ),
    ),
)


def check_options(values: dict[str, OptionValue]) -> None:
    if values["team_shared_hand"] and values["players"] != "4":
        raise OptionError(
            Text(
                "Общая рука команды бывает только в игре вчетвером",
                "A shared team hand needs four players",
            ),
            option="team_shared_hand",
        )


SCHEMA = OptionSchema(OPTIONS, PRESETS, default_preset="rulebook", check=check_options)
