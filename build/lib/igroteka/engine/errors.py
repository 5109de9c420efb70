"""Errors that a player or an API client can read.

Malformed input (it does not parse) and an illegal action (it parses, but the
rules forbid it) are different classes, because a client reacts differently:
the first is a bug or a tampered message, the second is a move to explain.
Every error carries a stable `code` and a bilingual `text`.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text


class IgrotekaError(Exception):
    """Base of every error the engine raises on purpose."""

    code = "error"

    def __init__(self, text: Text | str, code: str | None = None, **details: Any) -> None:
        if isinstance(text, str):
            text = Text(text, text)
        self.text = text
        if code is not None:
            self.code = code
        self.details = details
        super().__init__(text.render("en"))

    def message(self, lang: str = "ru") -> str:
        return self.text.render(lang)

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"code": self.code, "text": self.text.to_json()}
        if lang is not None:
            body["message"] = self.message(lang)
        if self.details:
            body["details"] = self.details
        return body


class MalformedAction(IgrotekaError):
    """The action could not be parsed at all (wrong shape, unknown notation)."""

    code = "malformed_action"


class IllegalAction(IgrotekaError):
    """The action parses, but the rules forbid it now; `text` says why in a player's words."""

    code = "illegal_action"


class OptionError(IgrotekaError):
    """An unknown option, a wrong value, or an impossible combination of options."""

    code = "bad_option"


class PositionError(IgrotekaError):
    """A position or deal given as text or JSON is malformed or impossible."""

    code = "bad_position"


class UnknownGame(IgrotekaError):
    """No game is registered under that id."""

    code = "unknown_game"
