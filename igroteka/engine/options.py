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
class Condition:
    """When an option matters: another option's value is (or, `negate`, is not) one of `values`.

    Kozel's permanent trump suit means nothing while the trump is named each
    deal; saying so here, as data, lets every client hide what does not apply
    without knowing any game.
    """

    option: str
    values: tuple[OptionValue, ...]
    negate: bool = False

    def holds(self, values: Mapping[str, Any]) -> bool:
        return (values.get(self.option) in self.values) != self.negate

    def to_json(self) -> dict[str, Any]:
        return {"option": self.option, "not_in" if self.negate else "in": list(self.values)}


@dataclass(frozen=True)
class Option:
    """One option. `kind` is bool, int, float or choice.

    An int option may list `choices` too ("play to 12, 10, 8 or 6"): the form
    then shows a list of labelled numbers, and any other number is refused.
    `headline` marks the few options that decide the game (points to win, the
    deck, the trump): the lobby line and the waiting room show them first.
    `applies_when` lists conditions that must all hold for the option to have
    any effect; where one fails, the option is left out of the summaries.
    """

    key: str
    kind: str
    default: OptionValue
    label: Text
    help: Text | None = None
    choices: tuple[Choice, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    headline: bool = False
    applies_when: tuple[Condition, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in ("bool", "int", "float", "choice"):
            raise ValueError(f"option {self.key}: unknown kind {self.kind}")
        self.coerce(self.default)

    def applies(self, values: Mapping[str, Any]) -> bool:
        """Whether this option changes anything at a table with these `values`."""
        return all(condition.holds(values) for condition in self.applies_when)

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
        if self.headline:
            data["headline"] = True
        if self.applies_when:
            data["applies_when"] = [c.to_json() for c in self.applies_when]
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
        for option in self.options:
            for condition in option.applies_when:
                if condition.option == option.key:
                    raise ValueError(f"option {option.key}: a condition on itself")
                if condition.option not in keys:
                    raise ValueError(f"option {option.key}: unknown option {condition.option}")
                other = self.option(condition.option)
                for value in condition.values:
                    try:
                        same = other.coerce(value) == value
                    except OptionError:
                        same = False
                    if not same or isinstance(value, bool) != (other.kind == "bool"):
                        raise ValueError(f"option {option.key}: bad condition value {value!r}")
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

    def applying(self, values: Mapping[str, Any]) -> list[Option]:
        """The options that have an effect at a table with these (complete) `values`."""
        return [option for option in self.options if option.applies(values)]

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
