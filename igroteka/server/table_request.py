"""A new table's game, preset and options, read the way the OpenAPI schema states them.

The schema (igroteka/server/openapi.py) lists each game's presets and options with their
JSON types and ranges, so a request that breaks one of those is refused as not fitting it
(422): an unknown option, `0` for a yes/no option, a number out of range. What the schema
cannot state, a combination of options the game's rules do not play, is a conflict (409),
with the game's own reason. Both come from the game's `describe()` data and its option
schema; nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from igroteka.engine.errors import OptionError
from igroteka.engine.game import Game
from igroteka.engine.i18n import Text
from igroteka.server.errors import ClubError

WRONG_TYPE = Text(
    "Недопустимое значение {value!r} для настройки «{name}»",
    "Invalid value {value!r} for option '{name}'",
)


def _json_type_fits(kind: str, value: Any) -> bool:
    if kind == "bool":
        return isinstance(value, bool)
    if isinstance(value, bool):
        return False
    if kind == "int":
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    if kind == "float":
        return isinstance(value, int | float)
    return isinstance(value, str)  # choice


def _refused(error: OptionError, status: int) -> ClubError:
    return ClubError(error.text, error.code, status, **error.details)


def resolve_options(
    game: Game, preset: str | None, overrides: Mapping[str, Any] | None
) -> dict[str, Any]:
    """The table's options: each override and the preset checked as the schema says (422),
    then the whole set by the game's rules (409 for a combination it does not play)."""
    schema = game.options
    try:
        if preset is not None:
            schema.preset(preset)
        for key, value in (overrides or {}).items():
            option = schema.option(key)
            if not _json_type_fits(option.kind, value):
                wrong = WRONG_TYPE.with_params(value=value, name=option.label)
                raise OptionError(wrong, option=key)
            option.coerce(value)
    except OptionError as error:
        raise _refused(error, 422) from None
    try:
        return dict(game.resolve_options(preset, dict(overrides or {})))
    except OptionError as error:
        raise _refused(error, 409) from None
