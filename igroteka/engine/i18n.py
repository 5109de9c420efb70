"""Bilingual text: every string a user sees exists in Russian and English.

A `Text` travels through the engine as data, so the server can translate an
error for each reader instead of freezing one language into an exception.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

LANGUAGES = ("ru", "en")
DEFAULT_LANGUAGE = "ru"


@dataclass(frozen=True)
class Text:
    """A message in Russian and English, with `{name}` placeholders filled from `params`."""

    ru: str
    en: str
    params: tuple[tuple[str, Any], ...] = field(default=())

    def __call__(self, lang: str = DEFAULT_LANGUAGE) -> str:
        return self.render(lang)

    def render(self, lang: str = DEFAULT_LANGUAGE) -> str:
        template = self.en if lang == "en" else self.ru
        values = {k: (v.render(lang) if isinstance(v, Text) else v) for k, v in self.params}
        return template.format(**values) if values else template

    def with_params(self, **params: Any) -> Text:
        return Text(self.ru, self.en, tuple(sorted({**dict(self.params), **params}.items())))

    def to_json(self) -> dict[str, str]:
        if not self.params:
            # What `render` gives without params, written directly: every legal action's
            # label of every update goes through here (issue 22).
            return {"ru": self.ru, "en": self.en}
        return {lang: self.render(lang) for lang in LANGUAGES}

    def __str__(self) -> str:
        return self.render("en")
