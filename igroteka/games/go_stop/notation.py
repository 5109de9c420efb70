"""Go-Stop decisions as players type them: a card id, "play 13", "choose 15", "go", "stop".

Russian words work too ("сыграть 13", "взять 15", "го", "стоп"). A bare
number is played or chosen as the phase asks. Writing is `str(action)`.
"""

from __future__ import annotations

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.go_stop.actions import (
    CHOOSE_HAND,
    CHOOSE_STOCK,
    CHOOSES,
    GO,
    PLAYS,
    STOP,
    Action,
    card_id,
)

WORDS = {
    "go": "go",
    "го": "go",
    "stop": "stop",
    "стоп": "stop",
    "play": "play",
    "p": "play",
    "сыграть": "play",
    "ход": "play",
    "choose": "choose",
    "c": "choose",
    "выбрать": "choose",
    "взять": "choose",
}

READ_HELP = Text(
    "Не понимаю ход «{text}»: пишите номер карты, «play 13», «choose 15», «go» или «stop»",
    "Cannot read the move '{text}': type a card id, 'play 13', 'choose 15', 'go' or 'stop'",
)


def parse_words(text: str) -> tuple[str | None, int | None]:
    """Split typed notation into (verb, card id); a bare number leaves the verb to the phase."""
    parts = text.strip().lower().split()
    if not parts:
        raise MalformedAction(READ_HELP.with_params(text=text))
    verb: str | None = None
    if parts[0] in WORDS:
        verb = WORDS[parts[0]]
        parts = parts[1:]
    if verb in ("go", "stop"):
        if parts:
            raise MalformedAction(READ_HELP.with_params(text=text))
        return verb, None
    if len(parts) != 1 or not parts[0].isdigit():
        raise MalformedAction(READ_HELP.with_params(text=text))
    return verb, card_id(int(parts[0]))


def parse_action(text: str, phase: str) -> Action:
    """The decision `text` names in this `phase` (a bare card id plays or chooses as it asks)."""
    verb, card = parse_words(text)
    if verb == "go":
        return GO
    if verb == "stop":
        return STOP
    assert card is not None
    if verb is None:
        verb = "choose" if phase in (CHOOSE_HAND, CHOOSE_STOCK) else "play"
    if verb == "play":
        return PLAYS[card]
    if verb == "choose":
        return CHOOSES[card]
    raise MalformedAction(READ_HELP.with_params(text=text))
