"""Sea Salt & Paper decisions as players type them.

deck · take 1 · discard 12 2 (card 12 onto pile 2, keep the other) · duo 3 4 ·
look 1 (the pile the crabs search) · pick 7 · steal 2 (a seat, from 1) · end · stop ·
last. Russian words work too: колода, взять 1, сбросить 12 2, пара 3 4,
смотреть 1, выбрать 7, украсть 1, конец, стоп, шанс. Piles are 1 and 2 in
text, 0 and 1 in JSON. Writing is `str(action)`.
"""

from __future__ import annotations

from igroteka.engine.errors import MalformedAction
from igroteka.games.sea_salt_paper.actions import (
    ANNOUNCE_LAST,
    ANNOUNCE_STOP,
    DRAW_DECK,
    END_TURN,
    Action,
    CrabPile,
    Discard,
    Duo,
    Pick,
    Steal,
    TakePile,
    card_id,
    pile_id,
    seat_id,
)
from igroteka.games.sea_salt_paper.texts import READ_HELP

WORDS = {
    "deck": "deck",
    "колода": "deck",
    "take": "take",
    "взять": "take",
    "discard": "discard",
    "сбросить": "discard",
    "duo": "duo",
    "пара": "duo",
    "look": "look",
    "смотреть": "look",
    "pick": "pick",
    "выбрать": "pick",
    "steal": "steal",
    "украсть": "steal",
    "end": "end",
    "конец": "end",
    "stop": "stop",
    "стоп": "stop",
    "last": "last",
    "шанс": "last",
}
ARITY = {
    "deck": 0,
    "end": 0,
    "stop": 0,
    "last": 0,
    "take": 1,
    "look": 1,
    "pick": 1,
    "steal": 1,
    "discard": 2,
    "duo": 2,
}


def parse_action(text: str) -> Action:
    parts = text.strip().lower().split()
    if not parts or parts[0] not in WORDS:
        raise MalformedAction(READ_HELP.with_params(text=text))
    verb = WORDS[parts[0]]
    args = parts[1:]
    if len(args) != ARITY[verb] or not all(a.isdigit() for a in args):
        raise MalformedAction(READ_HELP.with_params(text=text))
    numbers = [int(a) for a in args]
    if verb == "deck":
        return DRAW_DECK
    if verb == "end":
        return END_TURN
    if verb == "stop":
        return ANNOUNCE_STOP
    if verb == "last":
        return ANNOUNCE_LAST
    if verb == "take":
        return TakePile(pile_id(numbers[0] - 1))
    if verb == "look":
        return CrabPile(pile_id(numbers[0] - 1))
    if verb == "pick":
        return Pick(card_id(numbers[0]))
    if verb == "steal":
        return Steal(seat_id(numbers[0] - 1))
    if verb == "discard":
        return Discard(card_id(numbers[0]), pile_id(numbers[1] - 1))
    first, second = card_id(numbers[0]), card_id(numbers[1])
    return Duo(min(first, second), max(first, second))
