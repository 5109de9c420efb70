"""King of Tokyo actions: one small value for every decision, its JSON and its notation.

`Act(kind, args)`: "reroll 0 2 5" (the dice to roll again), "stop", "buy 1",
"sweep", "stay", "yield", and the cards' own decisions ("cull 3",
"twist 2 S", "ray 1"). The JSON is {"act": kind, "args": [...]}.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text

FACES = ("1", "2", "3", "H", "E", "S")

# kind -> the kinds of its arguments: "i" a number, "f" a die face, "n" a list of numbers.
KINDS: dict[str, str] = {
    "reroll": "n",
    "stop": "",
    "dweller": "i",
    "cull": "i",
    "twist": "if",
    "stretch": "if",
    "resolve": "",
    "probe": "i",
    "pass": "",
    "hearts": "",
    "smash": "",
    "ray": "i",
    "keep": "",
    "stay": "",
    "yield": "",
    "buy": "i",
    "sweep": "",
    "lab": "",
    "steal": "ii",
    "mimic": "ii",
    "heal": "",
    "end": "",
    "sell": "i",
    "done": "",
}

BAD = Text(
    "Ожидался ход вида {\"act\": \"…\", \"args\": […]}",
    "Expected a move shaped {\"act\": \"...\", \"args\": [...]}",
)


@dataclass(frozen=True)
class Act:
    kind: str
    args: tuple[Any, ...] = ()

    def to_json(self) -> dict[str, Any]:
        if self.kind == "reroll":
            return {"act": self.kind, "args": [list(self.args)]}
        return {"act": self.kind, "args": list(self.args)}

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(a) for a in self.args)])


def act_from_json(data: Any) -> Act:
    if not isinstance(data, dict) or set(data) - {"act", "args"} or "act" not in data:
        raise MalformedAction(BAD)
    kind = data["act"]
    args = data.get("args", [])
    if kind not in KINDS or not isinstance(args, list):
        raise MalformedAction(BAD)
    shape = KINDS[kind]
    if shape == "n":
        if len(args) != 1 or not isinstance(args[0], list):
            raise MalformedAction(BAD)
        dice = args[0]
        if not all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 12 for i in dice):
            raise MalformedAction(BAD)
        return Act(kind, tuple(sorted(set(dice))))
    if len(args) != len(shape):
        raise MalformedAction(BAD)
    for value, want in zip(args, shape, strict=True):
        if want == "i" and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise MalformedAction(BAD)
        if want == "f" and value not in FACES:
            raise MalformedAction(BAD)
    return Act(kind, tuple(args))
