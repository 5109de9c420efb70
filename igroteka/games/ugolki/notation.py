"""Ugolki moves as players type them: "c3-d4", "c3:e5:g3", "C3-E5", "pass", or a draw word.

Reading checks shape and square names only: whether the move is allowed is
`UgolkiState.check`'s job, so its error can say why. Writing is
`str(UgolkiAction)` (actions.py).
"""

from __future__ import annotations

import re

from igroteka.games.ugolki.actions import (
    PASS,
    DrawAction,
    UgolkiAction,
    bad_action,
    check_squares,
)

PASS_WORDS = ("pass", "пас", "пропуск", "--", "—")
DRAW_WORDS = {
    "draw-offer": "offer",
    "offer-draw": "offer",
    "ничья?": "offer",
    "draw-accept": "accept",
    "accept-draw": "accept",
    "ничья": "accept",
    "draw-decline": "decline",
    "decline-draw": "decline",
    "без ничьей": "decline",
}
# Letters a Russian keyboard or text gives for a, c, e (the seed's own examples have them).
_LOOKALIKES = str.maketrans({"а": "a", "с": "c", "е": "e", "А": "a", "С": "c", "Е": "e"})
_SEPARATORS = re.compile(r"\s*[-–—:x×]\s*")


def parse_action(text: str, size: int) -> UgolkiAction | DrawAction:
    """Read "c3-d4", "c3:e5:g3", "C3-E5", "pass" or a draw word; squares must exist here."""
    cleaned = text.strip().lower()
    if cleaned in PASS_WORDS:
        return PASS
    if cleaned in DRAW_WORDS:
        return DrawAction(DRAW_WORDS[cleaned])
    cleaned = cleaned.translate(_LOOKALIKES)
    parts = [p for p in _SEPARATORS.split(cleaned)]
    if len(parts) < 2 or any(not p for p in parts):
        raise bad_action(
            "Не понимаю ход «{text}»: пишите «c3-c4» или «c3:e3:e5»",
            "Cannot read the move '{text}': write 'c3-c4' or 'c3:e3:e5'",
            text=text,
        )
    return UgolkiAction(check_squares(parts, size))
