"""The four decisions of a Go-Stop turn as small immutable values with JSON and text forms.

Play a hand card; choose which of two same-month layout cards a played or
flipped card pairs with; after scoring, Go or Stop. What players type is
read in notation.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.go_stop.cards import ALL_IDS, CARDS, card_label


@dataclass(frozen=True)
class Play:
    card: int

    def to_json(self) -> dict[str, int]:
        return {"play": self.card}

    def __str__(self) -> str:
        return f"play {self.card}"

    def text(self, lang: str = "ru") -> str:
        verb = "сыграть" if lang == "ru" else "play"
        return f"{verb} {card_label(self.card, lang)}"


@dataclass(frozen=True)
class Choose:
    card: int

    def to_json(self) -> dict[str, int]:
        return {"choose": self.card}

    def __str__(self) -> str:
        return f"choose {self.card}"

    def text(self, lang: str = "ru") -> str:
        verb = "взять в пару" if lang == "ru" else "pair with"
        return f"{verb} {card_label(self.card, lang)}"


@dataclass(frozen=True)
class Go:
    def to_json(self) -> dict[str, bool]:
        return {"go": True}

    def __str__(self) -> str:
        return "go"

    def text(self, lang: str = "ru") -> str:
        return "Го (играть дальше)" if lang == "ru" else "Go (play on)"


@dataclass(frozen=True)
class Stop:
    def to_json(self) -> dict[str, bool]:
        return {"stop": True}

    def __str__(self) -> str:
        return "stop"

    def text(self, lang: str = "ru") -> str:
        return "Стоп (получить выплату)" if lang == "ru" else "Stop (collect the payment)"


Action = Play | Choose | Go | Stop

EXPECTED = Text(
    'Ожидалось {"play": номер карты}, {"choose": номер карты}, {"go": true} или {"stop": true}',
    'Expected {"play": card id}, {"choose": card id}, {"go": true} or {"stop": true}',
)


def card_id(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in CARDS:
        raise MalformedAction(
            Text(
                "Нет карты с номером {value!r}: номера от 1 до 48",
                "No card with id {value!r}: ids run from 1 to 48",
            ).with_params(value=value)
        )
    return value


def action_from_json(data: Any) -> Action:
    if not isinstance(data, dict) or len(data) != 1:
        raise MalformedAction(EXPECTED)
    ((key, value),) = data.items()
    if key == "play":
        return Play(card_id(value))
    if key == "choose":
        return Choose(card_id(value))
    if key in ("go", "stop") and value is True:
        return Go() if key == "go" else Stop()
    raise MalformedAction(EXPECTED)


# The phases of a turn, each with the decision it waits for.
PLAY = "play"
CHOOSE_HAND = "choose_hand"
CHOOSE_STOCK = "choose_stock"
DECIDE = "go_stop"
OVER = "over"

# One value per decision, shared by the state, the bots and the parser.
PLAYS = {card: Play(card) for card in ALL_IDS}
CHOOSES = {card: Choose(card) for card in ALL_IDS}
GO = Go()
STOP = Stop()
