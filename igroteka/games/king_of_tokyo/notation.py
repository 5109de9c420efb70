"""King of Tokyo moves as players type them: "reroll 0 2 5", "buy 1", "twist 3 S", "yield"."""

from __future__ import annotations

from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.king_of_tokyo.actions import KINDS, Act, act_from_json


def act_from_text(text: str) -> Act:
    words = text.replace(",", " ").split()
    if not words or words[0] not in KINDS:
        raise MalformedAction(
            Text("Не понимаю ход «{text}»", "Cannot read the move '{text}'").with_params(text=text)
        )
    kind, rest = words[0], words[1:]
    shape = KINDS[kind]
    try:
        if shape == "n":
            return act_from_json({"act": kind, "args": [[int(w) for w in rest]]})
        args: list[Any] = [int(w) if want == "i" else w.upper() for w, want in zip(rest, shape,
                                                                                     strict=True)]
    except ValueError as error:
        raise MalformedAction(
            Text("Не понимаю ход «{text}»", "Cannot read the move '{text}'").with_params(text=text)
        ) from error
    return act_from_json({"act": kind, "args": args})
