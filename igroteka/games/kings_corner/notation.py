"""Kings Corner's notation, as `igroteka play` reads it.

8♣ N        a card onto a spot (8c N, 8♣ С)
RJ=8h N     a joker declared as the eight of hearts onto N
E>N         the whole pile of E onto N (also "E N" and "move E N")
end         end the turn (also "конец", "пас")
"""

from __future__ import annotations

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.kings_corner import cards
from igroteka.games.kings_corner.actions import END, Action, Move, Play, spot_of

END_WORDS = frozenset({"end", "e", "pass", "конец", "пас", "."})


def parse_action(text: str) -> Action:
    words = text.strip().replace(">", " ").split()
    if len(words) == 1 and words[0].lower() in END_WORDS:
        return END
    if words and words[0].lower() in ("move", "перенос"):
        words = words[1:]
    if len(words) != 2:
        raise MalformedAction(
            Text(
                "Не понимаю ход «{text}»: пишите «8♣ С», «RJ=8h С», «В>С» или «конец»",
                "Cannot read the move '{text}': write '8♣ N', 'RJ=8h N', 'E>N' or 'end'",
            ).with_params(text=text)
        )
    first, second = words
    if first.upper() in (
        "N",
        "E",
        "S",
        "W",
        "NE",
        "SE",
        "SW",
        "NW",
        "С",
        "В",
        "Ю",
        "З",
        "СВ",
        "ЮВ",
        "ЮЗ",
        "СЗ",
    ):
        return Move(spot_of(first), spot_of(second))
    declared = None
    if "=" in first:
        first, as_word = first.split("=", 1)
        declared = cards.parse(as_word, jokers=False)
    return Play(cards.parse(first), spot_of(second), declared)
