"""A game's table options and named rule sets, read from its `options.toml`.

Kozel and Klabor each have some thirty options, every one a key, a type, a
default and two paragraphs of help in Russian and English. As Python those
were thirty copies of one call with other words in it; as data they are one
table a translator can read and edit without touching code, and this module
is the one place that turns the table into an `OptionSchema`. What cannot be
data stays in the game's `options.py`: the check that refuses contradictory
combinations.

The file holds `default_preset`, then `[[option]]` tables (`key`, `kind`,
`default`, `label` and `help` as `{ru, en}`, optional `choices` as
`[value, ru, en]` triples, `minimum`, `maximum`, `headline = true` for the
few that decide the game, `applies_when` as a list of `{option, in}` or
`{option, not_in}` tables) and `[[preset]]` tables (`key`, `name` and
`description` as `{ru, en}`, `values`). `[[retired]]` tables, laid out like
`[[option]]`, are options no longer offered that stored records may still hold
(see `OptionSchema.retired`); their help says why.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from importlib import resources
from typing import Any

from igroteka.engine.i18n import Text
from igroteka.engine.options import (
    Choice,
    Condition,
    Option,
    OptionSchema,
    OptionValue,
    Preset,
)

Check = Callable[[dict[str, OptionValue]], None]


def _text(data: Any, where: str) -> Text:
    if not isinstance(data, dict) or set(data) != {"ru", "en"}:
        raise ValueError(f"{where}: a text is {{ru = ..., en = ...}}, not {data!r}")
    return Text(data["ru"], data["en"])


def _option(data: dict[str, Any]) -> Option:
    where = f"option {data.get('key')!r}"
    choices = tuple(Choice(value, Text(ru, en)) for value, ru, en in data.get("choices", ()))
    return Option(
        data["key"],
        data["kind"],
        data["default"],
        _text(data["label"], where),
        _text(data["help"], where) if "help" in data else None,
        choices,
        data.get("minimum"),
        data.get("maximum"),
        bool(data.get("headline", False)),
        tuple(_condition(c, where) for c in data.get("applies_when", ())),
    )


def _condition(data: Any, where: str) -> Condition:
    if not isinstance(data, dict) or "option" not in data or len(set(data) & {"in", "not_in"}) != 1:
        raise ValueError(f"{where}: a condition is {{option, in|not_in = [...]}}, not {data!r}")
    negate = "not_in" in data
    return Condition(data["option"], tuple(data["not_in" if negate else "in"]), negate)


def _preset(data: dict[str, Any]) -> Preset:
    where = f"preset {data.get('key')!r}"
    description = data.get("description")
    return Preset(
        data["key"],
        _text(data["name"], where),
        dict(data.get("values", {})),
        None if description is None else _text(description, where),
    )


def schema_from_toml(text: str, check: Check | None = None) -> OptionSchema:
    """The schema a TOML text describes (see the module docstring for its layout)."""
    data = tomllib.loads(text)
    return OptionSchema(
        tuple(_option(o) for o in data.get("option", ())),
        tuple(_preset(p) for p in data.get("preset", ())),
        default_preset=data.get("default_preset"),
        check=check,
        retired=tuple(_option(o) for o in data.get("retired", ())),
    )


def load_schema(package: str, check: Check | None = None) -> OptionSchema:
    """The schema in `options.toml` beside the modules of `package` (installed with it)."""
    text = resources.files(package).joinpath("options.toml").read_text(encoding="utf-8")
    return schema_from_toml(text, check)
