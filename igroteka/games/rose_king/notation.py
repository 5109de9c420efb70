"""Rose King moves as players type them: "NE2" (also "ne-2", "NE II"), "H NE2" with a hero,
"draw" and "pass" (Russian words too)."""

from __future__ import annotations

import re

from igroteka.engine.errors import MalformedAction
from igroteka.games.rose_king import texts
from igroteka.games.rose_king.actions import DRAW, PASS, Play, RoseKingAction, card_or_refuse

DRAW_WORDS = ("draw", "d", "взять", "беру", "добор")
PASS_WORDS = ("pass", "пас", "пропуск")
HERO_WORDS = ("h", "hero", "г", "герой")
ROMAN = {"iii": "3", "ii": "2", "i": "1"}
_CARD = re.compile(r"^(n|ne|e|se|s|sw|w|nw)\s*[-–]?\s*(iii|ii|i|1|2|3)$")


def parse_action(text: str) -> RoseKingAction:
    cleaned = " ".join(text.strip().lower().split())
    if cleaned in DRAW_WORDS:
        return DRAW
    if cleaned in PASS_WORDS:
        return PASS
    hero = False
    head, _, rest = cleaned.partition(" ")
    if rest and head in HERO_WORDS:
        hero, cleaned = True, rest
    elif cleaned.startswith("h") and _CARD.match(cleaned[1:].strip()):
        hero, cleaned = True, cleaned[1:].strip()
    match = _CARD.match(cleaned)
    if match is None:
        raise MalformedAction(texts.CANNOT_READ.with_params(text=text))
    distance = ROMAN.get(match.group(2), match.group(2))
    return Play(card_or_refuse(match.group(1).upper() + distance), hero)
