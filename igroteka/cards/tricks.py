"""Trick-taking parts every such game shares: who wins a trick, and what may be played to it.

Games differ in what beats what (Kozel's queens and jacks are trumps, Klabor's
trump nine ranks second), so the winner is found with a `power` function the
game supplies. What a follower may play is "cards of the led card's effective
suit, if any", again with the game's own idea of a card's suit; the check
returns, for every card, whether it is playable and, if not, why in words,
because "you must follow suit ♥" is what a player needs to read when a card
will not go.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from igroteka.cards.card import Card, Suit
from igroteka.engine.i18n import Text

Power = Callable[[Card, Card], "int | float | None"]


def trick_winner(cards: Sequence[Card], power: Power) -> int:
    """The index (in play order) of the winning card.

    `power(card, led)` is how strong `card` is in a trick led by `led`, or None
    when it cannot win at all (a discard of another plain suit). The led card
    itself must have a power. On equal power the earlier card wins.
    """
    if not cards:
        raise ValueError("an empty trick has no winner")
    led = cards[0]
    best_index = 0
    best = power(led, led)
    if best is None:
        raise ValueError(f"the led card {led} must be able to win its trick")
    for i in range(1, len(cards)):
        value = power(cards[i], led)
        if value is not None and value > best:
            best, best_index = value, i
    return best_index


def follow_text(suit: Suit) -> Text:
    return Text("нужно ходить в масть {suit}", "you must follow suit {suit}").with_params(
        suit=suit.symbol
    )


FOLLOW_TRUMP = Text("нужно ходить козырем", "you must follow with a trump")


def joined(first: Text, second: Text) -> Text:
    """Two sentences as one reason: "нужно ходить в масть ♥: Q♥ — козырь"."""
    return Text("{a}: {b}", "{a}: {b}").with_params(a=first, b=second)


@dataclass(frozen=True)
class Playable:
    """One card of a hand and whether it may be played now (with the reason if not)."""

    card: Card
    playable: bool
    reason: Text | None = None

    def to_json(self, reason: dict[str, str] | None = None) -> dict[str, Any]:
        """`reason`: this card's reason already written out (many cards share one)."""
        if reason is None and self.reason is not None:
            reason = self.reason.to_json()
        return {
            "card": self.card.ascii,
            "text": self.card.text,
            "playable": self.playable,
            "reason": reason,
        }


def follow_suit(
    hand: Sequence[Card],
    led: Card,
    suit_of: Callable[[Card], Hashable],
    requirement: Callable[[Hashable], Text],
    note: Callable[[Card, Hashable], Text | None] | None = None,
) -> list[Playable]:
    """Which cards of `hand` may follow `led` under "follow the effective suit if you can".

    `suit_of` gives a card's effective suit (a trump's is "trump"),
    `requirement(suit)` says what the rule demands ("you must follow suit ♥"),
    and `note(card, led_suit)` may add why a card that looks right is not
    ("Q♥ is a trump, not a heart").
    """
    wanted = suit_of(led)
    if not any(suit_of(card) == wanted for card in hand):
        return [Playable(card, True) for card in hand]
    result = []
    reason = requirement(wanted)  # the same for every card that does not follow
    for card in hand:
        if suit_of(card) == wanted:
            result.append(Playable(card, True))
            continue
        extra = note(card, wanted) if note is not None else None
        result.append(Playable(card, False, reason if extra is None else joined(reason, extra)))
    return result


@dataclass(frozen=True)
class TrickRecord:
    """A finished (or running) trick as the table shows it."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int | None = None
    points: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "cards": [{"seat": s, "card": c.ascii, "text": str(c)} for s, c in self.plays],
            "winner": self.winner,
            "points": self.points,
        }
