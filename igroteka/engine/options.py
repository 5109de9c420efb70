"""Table options: typed, validated, with defaults and named presets (rule sets).

A game declares its options once; the same schema validates API input, builds
the web client's form (see `to_json`) and shows the lobby the options that
differ from the chosen preset. Cross-option rules ("this home needs a 10x10
board") live in the game's `check` callback so every error names what is wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from igroteka.engine.errors import OptionError
from igroteka.engine.i18n import Text

OptionValue = bool | int | float | str


@dataclass(frozen=True)
class Choice:
    """One allowed value: a string for `choice` options, a number for `int` ones."""

    value: str | int
    label: Text


@dataclass(frozen=True)
class Option:
    """One option. `kind` is bool, int, float or choice.

    An int option may list `choices` too ("play to 12, 10, 8 or 6"): the form
    then shows a list of labelled numbers, and any other number is refused.
    """

    key: str
    kind: str
    default: OptionValue
    label: Text
    help: Text | None = None
    choices: tuple[Choice, ...] = ()
    minimum: float | None = None
    maximum: float | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("bool", "int", "float", "choice"):
            raise ValueError(f"option {self.key}: unknown kind {self.kind}")
        self.coerce(self.default)

    def coerce(self, value: Any) -> OptionValue:
        """The value in this option's type, or OptionError naming the option."""
        bad = OptionError(
            Text(
                "Недопустимое значение {value!r} для настройки «{name}»",
                "Invalid value {value!r} for option '{name}'",
            ).with_params(value=value, name=self.label),
            option=self.key,
        )
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if value in ("true", "1", 1, "yes", "on"):
                return True
            if value in ("false", "0", 0, "no", "off"):
                return False
            raise bad
        if self.kind == "choice":
            if not isinstance(value, str) or value not in {c.value for c in self.choices}:
                raise bad
            return value
        try:
            if isinstance(value, bool):
                raise ValueError
            number: float = int(value) if self.kind == "int" else float(value)
            if self.kind == "int" and isinstance(value, float) and value != int(value):
                raise ValueError
        except (TypeError, ValueError):
            raise bad from None
        if (self.minimum is not None and number < self.minimum) or (
            self.maximum is not None and number > self.maximum
        ):
            raise OptionError(
                Text(
                    "Настройка «{name}»: значение {value} вне диапазона {lo}…{hi}",
                    "Option '{name}': value {value} is outside {lo}…{hi}",
                ).with_params(name=self.label, value=value, lo=self.minimum, hi=self.maximum),
                option=self.key,
            )
        if self.choices and number not in {c.value for c in self.choices}:
            raise OptionError(
                Text(
                    "Настройка «{name}»: значение {value} не из списка ({allowed})",
                    "Option '{name}': value {value} is not one of {allowed}",
                ).with_params(
                    name=self.label,
                    value=value,
                    allowed=", ".join(str(c.value) for c in self.choices),
                ),
                option=self.key,
            )
        return number

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "key": self.key,
            "kind": self.kind,
            "default": self.default,
            "label": self.label.to_json(),
        }
        if self.help is not None:
            data["help"] = self.help.to_json()
        if self.choices:
            data["choices"] = [{"value": c.value, "label": c.label.to_json()} for c in self.choices]
        if self.minimum is not None:
            data["minimum"] = self.minimum
        if self.maximum is not None:
            data["maximum"] = self.maximum
        return data


@dataclass(frozen=True)
class Preset:
    """A named rule set: option values that differ from the defaults."""

    key: str
    name: Text
    values: Mapping[str, OptionValue]
    description: Text | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "key": self.key,
            "name": self.name.to_json(),
            "values": dict(self.values),
        }
        if self.description is not None:
            data["description"] = self.description.to_json()
        return data


RETIRED = Text(
    "Настройки «{name}» больше нет: {why}",
    "The option '{name}' no longer exists: {why}",
)


@dataclass(frozen=True)
class OptionSchema:
    """A game's options and presets.

    `retired` options were once offered and may sit in stored game records:
    `validate` still accepts them (so every old record replays exactly as it was
    played), but a new table cannot set them, the form does not show them, and
    a resolved option dict does not hold them. Each one's help says why it went.
    """

    options: tuple[Option, ...]
    presets: tuple[Preset, ...] = ()
    default_preset: str | None = None
    check: Callable[[dict[str, OptionValue]], None] | None = field(default=None, compare=False)
    retired: tuple[Option, ...] = ()

    def __post_init__(self) -> None:
        keys = [o.key for o in (*self.options, *self.retired)]
        if len(keys) != len(set(keys)):
            raise ValueError("duplicate option keys")
        for preset in self.presets:
            for key, value in preset.values.items():
                self.option(key).coerce(value)
        if self.default_preset is not None:
            self.preset(self.default_preset)

    def option(self, key: str) -> Option:
        for option in self.options:
            if option.key == key:
                return option
        raise OptionError(
            Text("Неизвестная настройка «{key}»", "Unknown option '{key}'").with_params(key=key),
            option=key,
        )

    def preset(self, key: str) -> Preset:
        for preset in self.presets:
            if preset.key == key:
                return preset
        raise OptionError(
            Text("Неизвестный набор правил «{key}»", "Unknown preset '{key}'").with_params(key=key),
            preset=key,
        )

    def defaults(self) -> dict[str, OptionValue]:
        return {o.key: o.default for o in self.options}

    def resolve(
        self, preset: str | None = None, overrides: Mapping[str, Any] | None = None
    ) -> dict[str, OptionValue]:
        """Defaults, then the preset, then the overrides; validated as a whole."""
        values = self.defaults()
        chosen = preset if preset is not None else self.default_preset
        if chosen is not None:
            values.update(self.preset(chosen).values)
        for key, value in (overrides or {}).items():
            retired = self._retired(key)
            if retired is not None:
                raise OptionError(
                    RETIRED.with_params(name=retired.label, why=retired.help or ""),
                    option=key,
                )
            values[key] = self.option(key).coerce(value)
        if self.check is not None:
            self.check(values)
        return values

    def _retired(self, key: str) -> Option | None:
        return next((o for o in self.retired if o.key == key), None)

    def validate(self, values: Mapping[str, Any]) -> dict[str, OptionValue]:
        """A complete option dict (as stored in a game record), checked.

        Retired options in `values` are kept with their (checked) values, so an
        old record replays with exactly the options it was played with.
        """
        kept: dict[str, OptionValue] = {}
        current: dict[str, Any] = {}
        for key, value in values.items():
            retired = self._retired(key)
            if retired is not None:
                kept[key] = retired.coerce(value)
            else:
                current[key] = value
        return {**self.resolve(preset=None, overrides={**self.defaults(), **current}), **kept}

    def differences(self, values: Mapping[str, Any], preset: str | None) -> dict[str, Any]:
        """The options whose value differs from the preset's: what the lobby line shows."""
        base = self.resolve(preset)
        return {k: v for k, v in values.items() if base.get(k) != v and self._retired(k) is None}

    def matching_preset(self, values: Mapping[str, Any]) -> str | None:
        for preset in self.presets:
            try:
                if self.resolve(preset.key) == dict(values):
                    return preset.key
            except OptionError:
                continue
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "options": [o.to_json() for o in self.options],
            "presets": [p.to_json() for p in self.presets],
            "default_preset": self.default_preset,
        }
