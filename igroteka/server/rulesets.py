"""Players' rule sets checked by the game's own option schema, when saved and when used.

A stored rule set is read back through the same schema a new table's options go
through. If an option changed since it was saved (an option gone, a range narrowed,
a choice removed), the rule set is refused with the game's own reason, which names the
option; its stored values are never adjusted to fit, since a table would then play
rules its players did not choose. Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from igroteka.engine.errors import OptionError
from igroteka.engine.game import Game
from igroteka.engine.i18n import Text
from igroteka.server.errors import ClubError

NO_RULESET = Text("Нет таких правил", "No such rule set")
GUEST_RULESET = Text(
    "Гость не может сохранять свои правила: они хранятся в учётной записи. "
    "Зарегистрируйтесь, и ваши правила будут с вами на любом устройстве",
    "A guest cannot save a rule set: rule sets are kept with an account. "
    "Register, and your rule sets follow you to any device",
)
OUTDATED = Text(
    "Правила «{name}» больше не подходят к игре «{game}»: {why}. "
    "Откройте их, поправьте эту настройку и сохраните заново",
    "The rule set '{name}' no longer fits {game}: {why}. "
    "Open it, correct that option and save it again",
)
WRONG_GAME = Text(
    "Правила «{name}» — для игры «{other}», а не «{game}»",
    "The rule set '{name}' is for {other}, not {game}",
)
WITH_OPTIONS = Text(
    "Стол по своим правилам берёт настройки только из них: не указывайте набор правил "
    "и настройки вместе с ними",
    "A table of a saved rule set takes its options from it alone: leave out the preset "
    "and the options",
)
RULESET_AND_PRESET = Text(
    "Таблица рейтинга — либо по правилам игры, либо по правилам игрока: укажите что-то одно",
    "A leaderboard is either a preset's or a player's rule set's: give only one of them",
)
NOT_YOURS = Text(
    "Это не ваши правила: убрать их из общего списка или удалить может только их автор",
    "This is not your rule set: only its author may unpublish or delete it",
)
TOO_MANY = Text(
    "У вас уже {n} сохранённых правил для этой игры — это предел",
    "You already have {n} saved rule sets for this game, the most one may keep",
)

# The most rule sets one account keeps per game.
MAX_PER_GAME = 50
# Rating boards of rule sets are keyed apart from every preset's key.
RULESET_BOARD_PREFIX = "ruleset:"


def ruleset_board(ruleset_id: str) -> str:
    """The rating board of a rule set's own leaderboard (igroteka/store/ratings.py's `preset`)."""
    return f"{RULESET_BOARD_PREFIX}{ruleset_id}"


def own_board(ruleset_id: str, public: bool, finished: int, threshold: int) -> str | None:
    """The rule set's own board once it is public and `threshold` of its games finished,
    else None (its tables rate as any table does). A private rule set never gets one: a
    leaderboard nobody can find would split its players' ratings for nothing."""
    return ruleset_board(ruleset_id) if public and finished >= threshold else None


def nearest_preset(game: Game, values: Mapping[str, Any]) -> str | None:
    """The preset that differs from `values` in the fewest options (the first on a tie):
    what the form and the lobby measure the rule set's differences against."""
    best: tuple[int, str] | None = None
    for preset in game.options.presets:
        try:
            base = game.options.resolve(preset.key)
        except OptionError:
            continue
        count = sum(1 for key, value in values.items() if base.get(key) != value)
        if best is None or count < best[0]:
            best = (count, preset.key)
    return best[1] if best else game.options.default_preset


def outdated_reason(game: Game, name: str, stored: Mapping[str, Any]) -> ClubError | None:
    """Why these stored values no longer make a table of this game, or None if they do."""
    try:
        resolved = game.options.resolve(None, dict(stored))
    except OptionError as error:
        option = error.details.get("option")
        return ClubError(
            OUTDATED.with_params(name=name, game=game.name, why=error.text),
            "ruleset_outdated",
            409,
            **({"option": option} if option else {}),
        )
    for key, value in resolved.items():
        # A value the schema coerced to another one (1 for a yes/no option) is not taken.
        if key in stored and stored[key] != value:
            option = game.options.option(key)
            why = Text("настройка «{o}»", "the option '{o}'").with_params(o=option.label)
            return ClubError(
                OUTDATED.with_params(name=name, game=game.name, why=why),
                "ruleset_outdated",
                409,
                option=key,
            )
    return None


def checked_values(game: Game, name: str, stored: Mapping[str, Any]) -> dict[str, Any]:
    """The stored values as a table will play them, or the refusal that names the option."""
    refusal = outdated_reason(game, name, stored)
    if refusal is not None:
        raise refusal
    return dict(game.options.resolve(None, dict(stored)))
