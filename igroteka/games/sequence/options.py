"""Table options: which game (Sequence or Sequence Numbers), how many players, how many teams.

Sequence Numbers adds its board's numbers (to 48 or to 24) and whether the
sums on its cards are the fixed ones or drawn anew for each table.

Everything else follows from these (rules file, A3 and B1): the cards dealt,
the sequences needed, the teams. Six or twelve players may sit as two teams
or three; other counts have one way only.
"""

from __future__ import annotations

from igroteka.engine.errors import OptionError
from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Condition, Option, OptionSchema, OptionValue, Preset

VARIANT = "variant"
CLASSIC = "classic"
NUMBERS = "numbers"
PLAYERS = "players"
TEAMS = "teams"
NUMBERS_TOP = "numbers_max"
RANDOM_SUMS = "random_equations"

CLASSIC_PLAYERS = (2, 3, 4, 6, 8, 9, 10, 12)
NUMBERS_PLAYERS = (2, 3, 4, 6)
# Cards dealt to each player by player count (seed table).
CLASSIC_HAND = {2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3}


def team_count(options: dict[str, OptionValue]) -> int:
    """How many sides play: each of 2 or 3 players alone, otherwise teams (rules file A3)."""
    players = int(options[PLAYERS])
    if players in (2, 3):
        return players
    if players in (6, 12):
        return int(options[TEAMS])
    return 3 if players % 3 == 0 and players % 2 else 2


def hand_size(options: dict[str, OptionValue]) -> int:
    players = int(options[PLAYERS])
    if options[VARIANT] == NUMBERS:
        return 5 if players <= 3 else 4
    return CLASSIC_HAND[players]


def sequences_needed(options: dict[str, OptionValue]) -> int:
    """Two sides need two sequences, three need one; Sequence Numbers counts players (B1)."""
    if options[VARIANT] == NUMBERS:
        return 1 if int(options[PLAYERS]) <= 3 else 2
    return 2 if team_count(options) == 2 else 1


def _check(values: dict[str, OptionValue]) -> None:
    if values[VARIANT] == NUMBERS and int(values[PLAYERS]) not in NUMBERS_PLAYERS:
        raise OptionError(
            Text(
                "В «Последовательность с числами» играют 2, 3, 4 или 6 игроков, а не {n}",
                "Sequence Numbers is played by 2, 3, 4 or 6 players, not {n}",
            ).with_params(n=values[PLAYERS]),
            option=PLAYERS,
        )


SCHEMA = OptionSchema(
    options=(
        Option(
            VARIANT,
            "choice",
            CLASSIC,
            Text("Игра", "Game"),
            help=Text(
                "Классическая «Последовательность» с картами на поле или детская "
                "«Последовательность с числами»: на поле числа, на картах примеры на сложение "
                "и вычитание",
                "Classic Sequence with cards on the board, or the children's Sequence Numbers: "
                "numbers on the board, addition and subtraction sums on the cards",
            ),
            choices=(
                Choice(CLASSIC, Text("классическая", "classic")),
                Choice(NUMBERS, Text("с числами", "numbers")),
            ),
            headline=True,
        ),
        Option(
            PLAYERS,
            "int",
            2,
            Text("Игроков", "Players"),
            help=Text(
                "До трёх играют каждый за себя, больше — командами, которые сидят через одного "
                "(или через двух)",
                "Up to three play alone; more play in teams, seated alternately",
            ),
            choices=tuple(Choice(n, Text(str(n), str(n))) for n in CLASSIC_PLAYERS),
            headline=True,
        ),
        Option(
            TEAMS,
            "int",
            2,
            Text("Команд", "Teams"),
            help=Text(
                "Шесть или двенадцать игроков садятся двумя командами или тремя",
                "Six or twelve players sit as two teams or three",
            ),
            choices=(Choice(2, Text("две", "two")), Choice(3, Text("три", "three"))),
            applies_when=(Condition(PLAYERS, (6, 12)),),
        ),
        Option(
            NUMBERS_TOP,
            "int",
            48,
            Text("Числа на поле", "Numbers on the board"),
            help=Text(
                "До 48 (каждое число дважды) или, для малышей, до 24 (каждое четырежды)",
                "Up to 48 (each number twice) or, for small children, up to 24 (each four times)",
            ),
            choices=(Choice(48, Text("до 48", "up to 48")), Choice(24, Text("до 24", "up to 24"))),
            applies_when=(Condition(VARIANT, (NUMBERS,)),),
        ),
        Option(
            RANDOM_SUMS,
            "bool",
            False,
            Text("Случайные примеры", "Random sums"),
            help=Text(
                "Каждую партию примеры на картах новые (числа от 0 до 60): ответы те же, "
                "а запомнить карты не получится",
                "New sums on the cards every game (numbers from 0 to 60): the same answers, "
                "but no card can be learned by heart",
            ),
            applies_when=(Condition(VARIANT, (NUMBERS,)),),
        ),
    ),
    presets=(
        Preset(
            "two",
            Text("Двое", "Two players"),
            {},
            Text(
                "Двое, по 7 карт, нужны две последовательности",
                "Two players, 7 cards, two sequences to win",
            ),
        ),
        Preset(
            "three",
            Text("Трое", "Three players"),
            {PLAYERS: 3},
            Text(
                "Трое, по 6 карт, нужна одна последовательность",
                "Three players, 6 cards, one sequence to win",
            ),
        ),
        Preset(
            "two_teams",
            Text("Две пары", "Two teams of two"),
            {PLAYERS: 4},
            Text("Четверо в двух командах, по 6 карт", "Four players in two teams, 6 cards"),
        ),
        Preset(
            "six",
            Text("Шестеро", "Six players"),
            {PLAYERS: 6},
            Text("Две команды по трое, по 5 карт", "Two teams of three, 5 cards"),
        ),
        Preset(
            "twelve",
            Text("Двенадцать", "Twelve players"),
            {PLAYERS: 12},
            Text("Две команды по шестеро, по 3 карты", "Two teams of six, 3 cards"),
        ),
        Preset(
            "numbers",
            Text("С числами", "Sequence Numbers"),
            {VARIANT: NUMBERS},
            Text(
                "«Последовательность с числами» вдвоём: по 5 карт, одна последовательность",
                "Sequence Numbers for two: 5 cards, one sequence to win",
            ),
        ),
        Preset(
            "numbers_random",
            Text("С числами, новые примеры", "Numbers, random sums"),
            {VARIANT: NUMBERS, RANDOM_SUMS: True},
            Text(
                "«Последовательность с числами» вдвоём, примеры на картах в каждой партии новые",
                "Sequence Numbers for two with new sums on the cards every game",
            ),
        ),
    ),
    default_preset="two",
    check=_check,
)
