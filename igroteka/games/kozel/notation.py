"""Kozel's actions as players type them.

Text input is forgiving: "Q♣", "Qc", "QC", "10h", "Th" and, in Russian,
"козырь ♥", "отдать Q♥", "оставить", "вернуть 7♦", "пересдать", "играть".
A bare card means what the phase asks for (play, give or give back).
Writing is `str(action)` and `label()` (actions.py).
"""

from __future__ import annotations

from igroteka.cards import Suit, parse_card
from igroteka.games.kozel.actions import (
    DECLARE,
    GIVE,
    KEEP,
    NO_REDEAL,
    REDEAL,
    RETURN,
    DeclareTrump,
    GiveCard,
    KozelAction,
    ReturnCard,
    play,
)

_WORDS = {
    "trump": "trump",
    "козырь": "trump",
    "козыри": "trump",
    "give": "give",
    "отдать": "give",
    "отдаю": "give",
    "return": "return",
    "вернуть": "return",
    "возвращаю": "return",
}
_KEEP = {"keep", "оставить", "не отдавать", "оставляю"}
_REDEAL = {"redeal", "пересдать", "пересдача"}
_NO_REDEAL = {"play", "no redeal", "играть", "играем", "без пересдачи"}


def parse_text(text: str, bare_card: str) -> KozelAction:
    """Parse typed input; `bare_card` ("play", "give" or "return") says what a lone card means."""
    raw = text.strip()
    low = raw.lower()
    if low in _KEEP:
        return KEEP
    if low in _REDEAL:
        return REDEAL
    if low in _NO_REDEAL:
        return NO_REDEAL
    head, _, rest = raw.partition(" ")
    word = _WORDS.get(head.lower())
    if word == "trump":
        return DeclareTrump(Suit.parse(rest))
    if word == "give":
        return GiveCard(parse_card(rest))
    if word == "return":
        return ReturnCard(parse_card(rest))
    if bare_card == "trump":
        return DeclareTrump(Suit.parse(raw))
    card = parse_card(raw)
    if bare_card == "give":
        return GiveCard(card)
    if bare_card == "return":
        return ReturnCard(card)
    return play(card)


def parse_action(text: str, phase: str) -> KozelAction:
    """The action `text` names in `phase` (a bare card plays, gives or gives back as it asks)."""
    bare = {GIVE: "give", RETURN: "return", DECLARE: "trump"}.get(phase, "play")
    return parse_text(text, bare)
