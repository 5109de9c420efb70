"""Table options: the number of players and the reconstructed rules where sources differ.

Seed page 6 (hand of six, the two kinds of turn, the end, titles, scoring) is
fixed. Each option below settles a rule the rulebook page does not give; the
defaults are the rules file's PROVISIONAL rules.
"""

from __future__ import annotations

from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Option, OptionSchema, Preset

PLAYERS = "players"
ATTACK_TIE = "attack_tie"
TIE_FAILS = "fails"
TIE_CAPTURES = "captures"
WIZARD_TOWER = "wizard_tower"
GUARD_CHANGE = "guard_change"
CHANGE_STRONGER = "stronger"
CHANGE_NEVER = "never"
EMPEROR_ALWAYS = "emperor_always"

RECONSTRUCTED = "reconstructed"
FOUR = "four_players"

SCHEMA = OptionSchema(
    options=(
        Option(
            PLAYERS,
            "choice",
            "2",
            Text("Игроков", "Players"),
            choices=tuple(
                Choice(str(n), Text(ru, en))
                for n, ru, en in (
                    (2, "двое", "two"),
                    (3, "трое", "three"),
                    (4, "четверо", "four"),
                    (5, "пятеро", "five"),
                )
            ),
            headline=True,
        ),
        Option(
            ATTACK_TIE,
            "choice",
            TIE_FAILS,
            Text("Нападение при равной силе", "An attack at equal strength"),
            help=Text(
                "Захватывает ли строение отряд, чья сила равна защите строения вместе со стражем "
                "(правило восстановлено)",
                "Whether a troop whose strength equals the building's defence plus its guard "
                "takes it (a reconstructed rule)",
            ),
            choices=(
                Choice(TIE_FAILS, Text("не удаётся", "fails")),
                Choice(TIE_CAPTURES, Text("захватывает", "captures")),
            ),
        ),
        Option(
            WIZARD_TOWER,
            "bool",
            True,
            Text("Маг в башне", "Wizard in the tower"),
            help=Text(
                "Маг на страже замка считается вдвое сильнее против всех, кроме монстров "
                "(правило восстановлено)",
                "A wizard guarding a castle counts double against all but monsters "
                "(a reconstructed rule)",
            ),
        ),
        Option(
            GUARD_CHANGE,
            "choice",
            CHANGE_STRONGER,
            Text("Смена стража", "Changing a guard"),
            help=Text(
                "Можно ли поставить на охрану своего строения нового стража вместо старого "
                "(правило восстановлено)",
                "Whether a new guard may take the place of your building's guard "
                "(a reconstructed rule)",
            ),
            choices=(
                Choice(CHANGE_STRONGER, Text("только более сильного", "only a stronger one")),
                Choice(CHANGE_NEVER, Text("нельзя", "never")),
            ),
        ),
        Option(
            EMPEROR_ALWAYS,
            "bool",
            False,
            Text("Император всегда в игре", "The Emperor always in play"),
            help=Text(
                "Титул «Император» всегда среди шести титулов партии, остальные пять выбираются "
                "случайно",
                "The Emperor is always one of the game's six titles; the other five are drawn "
                "at random",
            ),
        ),
    ),
    presets=(
        Preset(
            RECONSTRUCTED,
            Text("Восстановленные правила", "Reconstructed rules"),
            {},
            Text(
                "Правила частично восстановлены: страница 6 правил и наши догадки об остальном",
                "Partly reconstructed rules: page 6 of the rulebook and our guesses for the rest",
            ),
        ),
        Preset(
            FOUR,
            Text("Вчетвером", "Four players"),
            {PLAYERS: "4"},
            Text(
                "Правила частично восстановлены; четыре игрока",
                "Partly reconstructed rules; four players",
            ),
        ),
    ),
    default_preset=RECONSTRUCTED,
)
