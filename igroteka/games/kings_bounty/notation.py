"""Moves as players type them: "play 12", "play 40 on 60", "return 7", "draw", "pass".

Russian words work too («сыграть 40 на 60», «вернуть 7», «взять», «пас»);
a bare number plays a property card. Writing is `str(action)`.
"""

from __future__ import annotations

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.kings_bounty.actions import DRAW, PASS, Action, Play, Return, card_id

VERBS = {
    "play": "play",
    "p": "play",
    "сыграть": "play",
    "ход": "play",
    "return": "return",
    "r": "return",
    "вернуть": "return",
    "draw": "draw",
    "d": "draw",
    "взять": "draw",
    "pass": "pass",
    "пас": "pass",
}
ON = ("on", "на", "→", "->")

READ_HELP = Text(
    "Не понимаю ход «{text}»: пишите «play 12», «play 40 on 60», «return 7», «draw» или «pass»",
    "Cannot read the move '{text}': type 'play 12', 'play 40 on 60', 'return 7', 'draw' or 'pass'",
)


def _number(word: str, text: str) -> int:
    if not word.isdigit():
        raise MalformedAction(READ_HELP.with_params(text=text))
    return card_id(int(word))


def parse_action(text: str) -> Action:
    parts = text.strip().lower().split()
    if not parts:
        raise MalformedAction(READ_HELP.with_params(text=text))
    verb = "play"
    if parts[0] in VERBS:
        verb = VERBS[parts[0]]
        parts = parts[1:]
    if verb in ("draw", "pass"):
        if parts:
            raise MalformedAction(READ_HELP.with_params(text=text))
        return DRAW if verb == "draw" else PASS
    if verb == "return":
        if len(parts) != 1:
            raise MalformedAction(READ_HELP.with_params(text=text))
        return Return(_number(parts[0], text))
    if len(parts) == 1:
        return Play(_number(parts[0], text))
    if len(parts) == 3 and parts[1] in ON:
        return Play(_number(parts[0], text), _number(parts[2], text))
    raise MalformedAction(READ_HELP.with_params(text=text))
