"""The lobby's one line per table: everything a player checks before sitting down.

Game, rule set, the options that differ from the rule set (with their labels
and, for choices, the choice's label), stake, free seats and the clock, built
only from the game's option schema so no game is named here.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.game import Game
from igroteka.engine.i18n import LANGUAGES, Text
from igroteka.engine.options import Option
from igroteka.server.clocks import ClockSpec

YES = Text("да", "yes")
NO = Text("нет", "no")


def option_value_text(option: Option, value: Any) -> Text:
    if option.kind == "bool":
        return YES if value else NO
    if option.kind == "choice":
        for choice in option.choices:
            if choice.value == value:
                return choice.label
    return Text(str(value), str(value))


def clock_text(spec: ClockSpec) -> Text:
    if spec.kind == "move":
        return Text("{s} с на ход", "{s} s per move").with_params(s=_num(spec.seconds))
    if spec.kind == "game":
        minutes = _num(spec.seconds / 60)
        if spec.increment:
            return Text("{m} мин + {i} с", "{m} min + {i} s").with_params(
                m=minutes, i=_num(spec.increment)
            )
        return Text("{m} мин на партию", "{m} min per game").with_params(m=minutes)
    return Text("без часов", "no clock")


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def differences_text(game: Game, options: dict[str, Any], preset: str | None) -> list[Text]:
    parts = []
    for key, value in game.options.differences(options, preset).items():
        option = game.options.option(key)
        parts.append(
            Text("{label}: {value}", "{label}: {value}").with_params(
                label=option.label, value=option_value_text(option, value)
            )
        )
    return parts


def preset_name(game: Game, preset: str | None) -> Text | None:
    key = preset or game.options.default_preset
    if key is None:
        return None
    return game.options.preset(key).name


def table_line(
    game: Game,
    options: dict[str, Any],
    preset: str | None,
    stake: int,
    free_seats: int,
    seats: int,
    clock: ClockSpec,
    ruleset: str | None = None,
) -> dict[str, str]:
    """The summary in each language, e.g. «Уголки · Классика · доска: 10×10 · ставка 50 …».

    A table of a player's saved rule set names it first, then the preset its options are
    measured against: «Козёл · правила «Наш двор» (от «Классика») · …»."""
    parts: list[Text] = [game.name]
    name = preset_name(game, preset)
    if ruleset is not None:
        parts.append(
            (
                Text("правила «{r}» (от «{p}»)", "rule set '{r}' (from '{p}')")
                if name is not None
                else Text("правила «{r}»", "rule set '{r}'")
            ).with_params(r=ruleset, p=name or "")
        )
    elif name is not None:
        parts.append(name)
    parts.extend(differences_text(game, options, preset))
    if stake:
        most = stake * game.stake_multiplier(options)
        if most == stake:
            parts.append(Text("ставка {n}", "stake {n}").with_params(n=stake))
        else:
            parts.append(
                Text(
                    "ставка {n} (проигрыш до {most})", "stake {n} (a loss of up to {most})"
                ).with_params(n=stake, most=most)
            )
    parts.append(
        Text("свободно {free} из {n}", "{free} of {n} seats free").with_params(
            free=free_seats, n=seats
        )
    )
    parts.append(clock_text(clock))
    return {lang: " · ".join(p.render(lang) for p in parts) for lang in LANGUAGES}
