"""Klabor's actions as players type them.

Typed input is forgiving and Russian works too: «играю», «пас», «козырь ♣»
(or a bare suit in the second round), «обмен», «пересдача», «объявляю» (or
«терц», «полтинник», «два терца»), «Q♥», «Дч белла». Writing is
`str(action)` and `label()` (actions.py).
"""

from __future__ import annotations

from igroteka.cards import Suit, parse_card
from igroteka.engine.errors import IgrotekaError
from igroteka.games.klabor.actions import (
    ACCEPT,
    DECLARE,
    EXCHANGE,
    PASS,
    REDEAL,
    KlaborAction,
    NameTrump,
    play,
)

_WORDS: dict[str, KlaborAction] = {
    "play": ACCEPT,
    "играю": ACCEPT,
    "играем": ACCEPT,
    "беру": ACCEPT,
    "accept": ACCEPT,
    "pass": PASS,
    "пас": PASS,
    "пасую": PASS,
    "нет": PASS,
    "exchange": EXCHANGE,
    "обмен": EXCHANGE,
    "меняю": EXCHANGE,
    "поменять": EXCHANGE,
    "redeal": REDEAL,
    "пересдача": REDEAL,
    "пересдать": REDEAL,
    "пересдаю": REDEAL,
    "declare": DECLARE,
    "объявляю": DECLARE,
    "объявить": DECLARE,
    "терц": DECLARE,
    "полтинник": DECLARE,
    "полтина": DECLARE,
    "полташ": DECLARE,
    "берц": DECLARE,
    "деберц": DECLARE,
    "два терца": DECLARE,
    "три терца": DECLARE,
    "два полтинника": DECLARE,
    "терц и полтинник": DECLARE,
    "квинта": DECLARE,
    "tierce": DECLARE,
    "fifty": DECLARE,
    # The buttons' own words, so that what the table shows may be typed.
    "объявить комбинации": DECLARE,
    "declare sequences": DECLARE,
    "поменять семёрку на вскрышку": EXCHANGE,
    "поменять семерку на вскрышку": EXCHANGE,
    "swap the seven for the turned card": EXCHANGE,
}
_TRUMP_WORDS = {"trump", "козырь", "козыри", "козырем"}
_BELLA_WORDS = {"bella", "белла", "бэлла", "belote"}


def parse_text(text: str, bare_suit: bool) -> KlaborAction:
    """Parse typed input; `bare_suit` says a lone suit means naming it trump (round 2)."""
    # The labels' punctuation ("A♠ — белла", "A♠, bella") is not part of the move.
    raw = " ".join(text.replace("—", " ").replace(",", " ").split())
    low = raw.lower()
    if low in _WORDS:
        return _WORDS[low]
    head, _, rest = raw.partition(" ")
    if head.lower() in _TRUMP_WORDS and rest:
        return NameTrump(Suit.parse(rest))
    words = raw.split(" ")
    if len(words) >= 2 and words[-1].lower() in _BELLA_WORDS:
        return play(parse_card(" ".join(words[:-1])), True)
    if bare_suit:
        try:
            return NameTrump(Suit.parse(raw))
        except IgrotekaError:
            pass
    return play(parse_card(raw))
