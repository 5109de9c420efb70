"""A fast rule-of-thumb player: the policy hard's rollouts play every seat with.

Random playouts say little in Sea Salt & Paper: a round is won by keeping
the right card of two, taking a pile's top that completes a pair or a set,
and calling STOP in time. This policy does that by one number per hand,
`hand_value`: the card points it scores now plus a guess of what its loose
cards are worth later (a lone shell, a crab waiting for its pair, a
lighthouse without boats). Every choice of a turn takes the card or pile
that raises that value most; duos are always played (their effect is a free
card or turn, and played cards cannot be stolen); LAST CHANCE is called with
a wide lead over what the others have shown, STOP with a small one. It
reads only what the seat to move could see in the world it is given: its
own hand, the piles, the others' played duos, the cards it saw go into
their hands, and their hand sizes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from igroteka.games.sea_salt_paper.actions import (
    ANNOUNCE_LAST,
    ANNOUNCE_STOP,
    CRAB_PICK,
    CRAB_PILE,
    DRAW,
    DRAW_DECK,
    DUOS,
    END_TURN,
    KEEP,
    STEAL,
    Action,
    CrabPile,
    Discard,
    Duo,
    Pick,
    Steal,
    TakePile,
)
from igroteka.games.sea_salt_paper.cards import (
    BOAT,
    COLONY,
    CRAB,
    FISH,
    LIGHTHOUSE,
    OCTOPUS,
    PENGUIN,
    SAILOR,
    SHARK,
    SHELL,
    SHOAL,
    SWIMMER,
    TYPE,
)
from igroteka.games.sea_salt_paper.protocol import SeaSaltPaperTable
from igroteka.games.sea_salt_paper.scoring import (
    ANNOUNCE_AT,
    I_BOAT,
    I_CAPTAIN,
    I_CRAB,
    I_FISH,
    I_SAILOR,
    I_SHARK,
    I_SWIMMER,
    KINDS,
    card_points,
    counted_points,
    type_counts,
)

# What a loose card may still bring (judgment, tuned by play; they only rank choices).
# A duo in hand will be played for its effect (a card, a turn, a theft): worth about a card.
DUO_EFFECT = 0.7
LOOSE_PAIR = 0.3  # a crab, boat or fish without its twin, a swimmer or shark without partner
LOOSE_COLLECTOR = {SHELL: 0.7, OCTOPUS: 0.9, SAILOR: 1.2}
LOOSE_MULTIPLIER = {LIGHTHOUSE: (BOAT, 0.6), SHOAL: (FISH, 0.6), COLONY: (PENGUIN, 0.8)}
LOOSE_CAPTAIN = 0.6
# What the better of two deck cards adds on average: a pile's top worth less is left.
DECK_DRAW = 1.2
# A seat calls LAST CHANCE with this lead over its guess of the best other seat (one more
# for each further seat: each gets a final turn to catch up), STOP with a smaller one, and
# STOP anyway at STOP_ANYWAY points.
LAST_LEAD = 3.0
STOP_LEAD = 1.0
STOP_ANYWAY = 11
# The guess of another seat's points: what it is seen to own, plus this much a hidden card.
HIDDEN_CARD = 0.45
PAIR_TYPES = (CRAB, BOAT, FISH)
_LOOSE_COLLECTOR = tuple((KINDS.index(kind), worth) for kind, worth in LOOSE_COLLECTOR.items())
_LOOSE_MULTIPLIER = tuple(
    (KINDS.index(kind), KINDS.index(partner), worth)
    for kind, (partner, worth) in LOOSE_MULTIPLIER.items()
)


@dataclass(frozen=True)
class Style:
    """The policy's tunable judgment: when to end the round, when a pile's top beats the deck."""

    last_lead: float = LAST_LEAD
    stop_lead: float = STOP_LEAD
    stop_anyway: float = STOP_ANYWAY
    deck_draw: float = DECK_DRAW
    hidden_card: float = HIDDEN_CARD

    @classmethod
    def settings(cls) -> dict[str, tuple[type, float]]:
        """The arena's names for them (`policy:last_lead=1`), with their least values."""
        return {f.name: (float, -100.0) for f in fields(cls)}

    @classmethod
    def from_settings(cls, given: dict[str, Any]) -> Style:
        names = {f.name for f in fields(cls)}
        return cls(**{k: float(v) for k, v in given.items() if k in names})


DEFAULT = Style()


def hand_value(hand: Sequence[int], played: Sequence[int]) -> float:
    """Card points now, plus what the loose cards may still bring."""
    held = type_counts(hand)
    owned = type_counts(played, held.copy()) if played else held
    value = float(counted_points(held, owned, hand, played))
    for index in (I_CRAB, I_BOAT, I_FISH):
        if held[index] % 2:
            value += LOOSE_PAIR
        value += DUO_EFFECT * (held[index] // 2)
    value += LOOSE_PAIR * abs(held[I_SWIMMER] - held[I_SHARK])
    value += DUO_EFFECT * min(held[I_SWIMMER], held[I_SHARK])
    for index, worth in _LOOSE_COLLECTOR:
        if owned[index] == 1:
            value += worth
    for index, partner, worth in _LOOSE_MULTIPLIER:
        if owned[index] and not owned[partner]:
            value += worth
    if owned[I_CAPTAIN] and not owned[I_SAILOR]:
        value += LOOSE_CAPTAIN
    return value


def gain(table: SeaSaltPaperTable, seat: int, card: int) -> float:
    """How much `card` would raise the seat's hand value."""
    hand, played = table.hands[seat], table.played[seat]
    return hand_value([*hand, card], played) - hand_value(hand, played)


def shown_points(
    table: SeaSaltPaperTable, viewer: int, seat: int, hidden_card: float = HIDDEN_CARD
) -> float:
    """`viewer`'s guess of a seat's card points: its played duos and the cards seen go
    into its hand score, each other card in it counts `hidden_card`."""
    hand = table.hands[seat]
    if table.revealed[seat]:
        return float(card_points(hand, table.played[seat]))
    known = table.known[viewer]
    seen = [c for c in hand if known.get(c) == seat]
    return card_points(seen, table.played[seat]) + hidden_card * (len(hand) - len(seen))


def announcement(
    table: SeaSaltPaperTable, seat: int, points: int, style: Style = DEFAULT
) -> Action | None:
    """LAST CHANCE with a clear lead over the others' shown points, STOP with a small one."""
    if points < ANNOUNCE_AT:
        return None
    best = max(
        shown_points(table, seat, s, style.hidden_card) for s in range(table.seats) if s != seat
    )
    lead = points - best
    if lead >= style.last_lead + table.seats - 2:
        return ANNOUNCE_LAST
    if lead >= style.stop_lead or points >= style.stop_anyway:
        return ANNOUNCE_STOP
    return None


def first_duo(hand: Sequence[int]) -> Duo | None:
    """A duo in the hand: crabs, boats, fish, or a swimmer with a shark."""
    by_type: dict[str, int] = {}
    swimmer = shark = None
    for card in hand:
        kind = TYPE[card]
        if kind in PAIR_TYPES:
            other = by_type.get(kind)
            if other is not None:
                return Duo(other, card)
            by_type[kind] = card
        elif kind == SWIMMER:
            swimmer = card
        elif kind == SHARK:
            shark = card
    if swimmer is not None and shark is not None:
        return Duo(min(swimmer, shark), max(swimmer, shark))
    return None


def policy_action(
    table: SeaSaltPaperTable, announce: bool = True, style: Style = DEFAULT
) -> Action:
    """The rule-of-thumb choice of the seat to move (module docstring)."""
    seat = table.mover
    phase = table.phase
    if phase == DRAW:
        hand, played = table.hands[seat], table.played[seat]
        base = hand_value(hand, played)
        best_pile, best_gain = -1, style.deck_draw if table.deck else -1e9
        for p in (0, 1):
            pile = table.piles[p]
            if pile:
                g = hand_value([*hand, pile[-1]], played) - base
                if g > best_gain:
                    best_pile, best_gain = p, g
        return DRAW_DECK if best_pile < 0 else TakePile(best_pile)
    if phase == KEEP:
        a, b = table.pair
        hand, played = table.hands[seat], table.played[seat]
        base = hand_value(hand, played)
        keep_a = hand_value([*hand, a], played) - base >= hand_value([*hand, b], played) - base
        empty = [p for p in (0, 1) if not table.piles[p]]
        return Discard(b if keep_a else a, empty[0] if empty else 0)
    if phase == DUOS:
        duo = first_duo(table.hands[seat])
        if duo is not None:
            return duo
        if announce and table.announced is None:
            points = card_points(table.hands[seat], table.played[seat])
            call = announcement(table, seat, points, style)
            if call is not None:
                return call
        return END_TURN
    if phase == CRAB_PILE:
        best = max(
            (p for p in (0, 1) if table.piles[p]),
            key=lambda p: max(gain(table, seat, c) for c in set(table.piles[p])),
        )
        return CrabPile(best)
    if phase == CRAB_PICK:
        assert table.crab_pile is not None
        cards = sorted(set(table.piles[table.crab_pile]))
        return Pick(max(cards, key=lambda c: gain(table, seat, c)))
    if phase == STEAL:
        targets = [
            s for s in range(table.seats) if s != seat and table.hands[s] and not table.revealed[s]
        ]
        return Steal(max(targets, key=lambda s: len(table.hands[s])))
    raise AssertionError(f"no decision in phase {phase}")


class PolicyPlayer:
    """The rollout policy as a player, for `igroteka arena` only (what the search adds to it)."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = Style.settings()

    def __init__(self, settings: dict[str, Any] | None = None) -> None:
        self.style = Style.from_settings(settings or {})

    def choose(self, state: SeaSaltPaperTable, seat: int, rng: object) -> Action:
        return policy_action(state, style=self.style)
