"""Table options and rule sets: the number of players and the tie-break.

The target score follows from the number of players (40, 35 or 30), as the
seed says; a short game (our design, not in the rules) halves it. The
tie-break defaults to the seed's ("whoever played last in the final round");
Board Game Arena's current code breaks ties by the most points scored in the
final round, offered as an option and as its own preset.
"""

from __future__ import annotations

from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Option, OptionSchema, Preset

PLAYERS = "players"
TIEBREAK = "tiebreak"
TIE_LAST_PLAYED = "last_played"
TIE_ROUND_POINTS = "round_points"

LENGTH = "length"
LENGTH_FULL = "full"
LENGTH_SHORT = "short"

TARGETS = {2: 40, 3: 35, 4: 30}
# Our design, not in any source: half the target for a quick game against the bots.
SHORT_TARGETS = {2: 20, 3: 18, 4: 15}


def target(options: dict[str, object]) -> int:
    players = int(str(options[PLAYERS]))
    return (SHORT_TARGETS if options.get(LENGTH) == LENGTH_SHORT else TARGETS)[players]


SEA_SALT_PAPER_OPTIONS = OptionSchema(
    options=(
        Option(
            PLAYERS,
            "int",
            2,
            Text("Игроков", "Players"),
            help=Text(
                "Вдвоём игра идёт до 40 очков, втроём до 35, вчетвером до 30",
                "Two players play to 40 points, three to 35, four to 30",
            ),
            choices=(
                Choice(2, Text("двое", "two")),
                Choice(3, Text("трое", "three")),
                Choice(4, Text("четверо", "four")),
            ),
            headline=True,
        ),
        Option(
            TIEBREAK,
            "choice",
            TIE_LAST_PLAYED,
            Text("При равенстве очков", "On equal totals"),
            help=Text(
                "Побеждает тот, кто ходил последним в последнем раунде (справка BGA), "
                "или тот, кто набрал больше очков в последнем раунде (нынешний код BGA)",
                "The winner is whoever played last in the final round (the BGA help page), "
                "or whoever scored most in the final round (BGA's current code)",
            ),
            choices=(
                Choice(
                    TIE_LAST_PLAYED,
                    Text(
                        "ходивший последним в последнем раунде",
                        "who played last in the final round",
                    ),
                ),
                Choice(
                    TIE_ROUND_POINTS,
                    Text("больше очков в последнем раунде", "most points in the final round"),
                ),
            ),
        ),
        Option(
            LENGTH,
            "choice",
            LENGTH_FULL,
            Text("Длина партии", "Game length"),
            help=Text(
                "Обычная партия — до 40, 35 или 30 очков по правилам; короткая (наша выдумка, "
                "не из правил) — до 20, 18 или 15",
                "A full game goes to 40, 35 or 30 points as the rules say; a short one (our "
                "design, not in the rules) to 20, 18 or 15",
            ),
            choices=(
                Choice(LENGTH_FULL, Text("обычная (до 40/35/30)", "full (to 40/35/30)")),
                Choice(LENGTH_SHORT, Text("короткая (до 20/18/15)", "short (to 20/18/15)")),
            ),
            # With the players it says the target: the players' choices no longer name one,
            # which a short game would have made untrue in the lobby's line.
            headline=True,
        ),
    ),
    presets=(
        Preset(
            "two",
            Text("Вдвоём", "Two players"),
            {},
            Text(
                "Правила справки BGA: вдвоём до 40 очков",
                "The BGA help page's rules: two players to 40 points",
            ),
        ),
        Preset(
            "three",
            Text("Втроём", "Three players"),
            {PLAYERS: 3},
            Text("Втроём до 35 очков", "Three players to 35 points"),
        ),
        Preset(
            "four",
            Text("Вчетвером", "Four players"),
            {PLAYERS: 4},
            Text("Вчетвером до 30 очков", "Four players to 30 points"),
        ),
        Preset(
            "bga_current",
            Text("Как на BGA сейчас", "As BGA plays now"),
            {TIEBREAK: TIE_ROUND_POINTS},
            Text(
                "Вдвоём до 40; при равенстве побеждает набравший больше в последнем раунде",
                "Two players to 40; a tie goes to whoever scored most in the final round",
            ),
        ),
        Preset(
            "short",
            Text("Короткая партия вдвоём", "Short game for two"),
            {LENGTH: LENGTH_SHORT},
            Text(
                "Вдвоём до 20 очков (наша выдумка для быстрой игры, не из правил)",
                "Two players to 20 points (our design for a quick game, not in the rules)",
            ),
        ),
    ),
    default_preset="two",
)
